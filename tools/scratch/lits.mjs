import * as acorn from "acorn";
import { readFileSync } from "node:fs";
for (const f of process.argv.slice(2)) {
  const code = readFileSync(f, "latin1");
  const ast = acorn.parse(code, { ecmaVersion: 5 });
  let chars = 0, n = 0, fns = 0, big = [];
  (function w(x) {
    if (!x || typeof x.type !== "string") return;
    if (x.type === "Literal" && typeof x.value === "string") { chars += x.value.length; n++; if (x.value.length > 40) big.push(x.value.length); }
    if (/Function/.test(x.type)) fns++;
    for (const k in x) { const v = x[k]; if (Array.isArray(v)) v.forEach(w); else if (v && typeof v.type === "string") w(v); }
  })(ast);
  console.log(f.split("/").pop(), "bytes", code.length, "strings", n, "chars", chars, "fns", fns, "big", big.sort((a,b)=>b-a).slice(0,12).join(","));
}
