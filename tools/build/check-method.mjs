/**
 * One method of a check per file (docs/runtime.md, "Files of a system"). The other systems'
 * checks are objects `{spec, resolve, odds}` (src/engine/rules/types.ts CheckImpl), and an
 * object keeps every function it names: a file built from one would carry a check's questions,
 * roll and odds together, and the device would hold them all while it runs any. In a file built
 * for some of them, this transform writes `null` for the others in every object that has all
 * three keys, so the bundler leaves out the code only those reached (rules/legacy.ts: the entry
 * "c" + i asks, "o" + i gives the odds, "r" + i rolls). Runs after TypeScript, on the modules of
 * `dir` only.
 */
import * as acorn from "acorn";
import { walk } from "./hoist.mjs";

const CHECK_KEYS = ["spec", "resolve", "odds"];

function keyOf(p) {
  return p.type === "Property" && !p.computed ? (p.key.type === "Identifier" ? p.key.name : String(p.key.value)) : "";
}

/** `drop`: the methods ("resolve", "odds") left out of every check object of the modules under `dir`. */
export function checkMethod(dir, drop) {
  const under = dir.replace(/\\/g, "/");
  return {
    name: "sifni-check-method",
    transform(code, id) {
      if (!id.replace(/\\/g, "/").startsWith(under) || !/\b(resolve|odds)\b/.test(code)) return null;
      const ast = acorn.parse(code, { ecmaVersion: "latest", sourceType: "module" });
      const cuts = [];
      walk(ast, (node) => {
        if (node.type !== "ObjectExpression") return;
        const keys = node.properties.map(keyOf);
        if (!CHECK_KEYS.every((k) => keys.includes(k))) return;
        for (const m of drop) {
          const p = node.properties[keys.indexOf(m)];
          // a method written `odds(...) {...}` has no value to cut apart from its key: refused
          if (p.method || p.shorthand) this.error(`${id}: a check's ${m} must be written "${m}: ..." to be left out`);
          cuts.push(p.value);
        }
      });
      if (cuts.length === 0) return null;
      cuts.sort((a, b) => b.start - a.start);
      let out = code;
      for (const v of cuts) out = out.substring(0, v.start) + "null" + out.substring(v.end);
      return { code: out, map: null };
    },
  };
}
