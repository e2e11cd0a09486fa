/**
 * One method of a check per file (docs/runtime.md, "Files of a system"). The other systems'
 * checks are objects `{spec, resolve, odds}` (src/engine/rules/types.ts CheckImpl), and an
 * object keeps every function it names: a file built from one would carry a check's roll and its
 * odds together, and the device would hold both while it runs either. In a file built for one of
 * them, this transform writes `null` for the other in every object that has all three keys, so
 * the bundler leaves out the code only that one reached (rules/legacy.ts: the entry "c" + i asks
 * and gives the odds, "r" + i rolls). Runs after TypeScript, on the modules of `dir` only.
 */
import * as acorn from "acorn";
import { walk } from "./hoist.mjs";

const CHECK_KEYS = ["spec", "resolve", "odds"];

function keyOf(p) {
  return p.type === "Property" && !p.computed ? (p.key.type === "Identifier" ? p.key.name : String(p.key.value)) : "";
}

/** `drop`: "resolve" or "odds", the method left out of every check object of the modules under `dir`. */
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
        const p = node.properties[keys.indexOf(drop)];
        // a method written `odds(...) {...}` has no value to cut apart from its key: refused
        if (p.method || p.shorthand) this.error(`${id}: a check's ${drop} must be written "${drop}: ..." to be left out`);
        cuts.push(p.value);
      });
      if (cuts.length === 0) return null;
      cuts.sort((a, b) => b.start - a.start);
      let out = code;
      for (const v of cuts) out = out.substring(0, v.start) + "null" + out.substring(v.end);
      return { code: out, map: null };
    },
  };
}
