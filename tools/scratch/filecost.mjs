// JsVars each system file costs once evaluated and its factory called, in a board's interpreter
import { readFileSync, writeFileSync, mkdtempSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { execFileSync } from "node:child_process";
const bin = "/work/shared/espruino/espruino_" + (process.argv[2] || "banglejs2");
const dir = mkdtempSync(join(tmpdir(), "fc-"));
const files = (process.argv[3] ? process.argv.slice(3) : readdirSync("dist/systems").filter(f=>f.startsWith("sifni.sys.sifni")).map(f=>"dist/systems/"+f));
let js = 'var S=require("Storage");function u(){return process.memory().usage}\n';
for (const f of files) {
  const name = f.split("/").pop();
  writeFileSync(join(dir, "x_" + name), readFileSync(f));
  js += `S.write(${JSON.stringify(name)}, require("fs").readFileSync(${JSON.stringify("x_" + name)}));\n`;
}
js += `var keep;[${files.map(f=>JSON.stringify(f.split("/").pop())).join(",")}].forEach(function(n){var a=u();var fn=eval(S.read(n));var e={};fn(e);var b=u();var m=(typeof e.default==="function"&&n.indexOf("sifni.sys.")===0)?e.default(E.CRC32):e.default;var c=u();keep=m;print("\\x11"+n+" eval "+(b-a)+" factory "+(c-b)+" total "+(c-a));keep=null;fn=null;e=null;});\n`;
writeFileSync(join(dir, "run.js"), js);
let out;
try { out = execFileSync(bin, ["run.js"], { cwd: dir, timeout: 60000 }).toString("latin1"); } catch (e) { out = (e.stdout || "").toString("latin1"); }
for (const l of out.split("\n")) if (l.startsWith("\x11")) console.log(l.slice(1)); else if (/ERROR|OUT OF/i.test(l)) console.log(l);
