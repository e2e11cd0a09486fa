/**
 * Espruino's parser takes one expression between a computed member's brackets: `s[a = n, a > 1 ?
 * "fit" : "slain"]`, which terser writes when it inlines a function into `s[f(n)]`, is a syntax
 * error there ("Got ',' expected ']'", ESPRUINO-FACTS.md; the gate's rule `member-sequence`).
 * In parentheses it parses. Runs on the final ES5 text.
 */
import * as acorn from "acorn";
import { walk } from "./hoist.mjs";

/** The code with every comma list written bare between a member's brackets put in parentheses. */
export function bracketSequences(code) {
  const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: "script", preserveParens: true });
  const at = [];
  walk(ast, (n) => {
    if (n.type === "MemberExpression" && n.computed && n.property.type === "SequenceExpression") at.push(n.property);
  });
  // each parenthesis inserted where it goes, from the end, so the offsets before it stay as they were
  const marks = at.flatMap((p) => [[p.start, "("], [p.end, ")"]]).sort((a, b) => b[0] - a[0]);
  let out = code;
  for (const [i, c] of marks) out = out.slice(0, i) + c + out.slice(i);
  return out;
}

export function memberSequencePlugin() {
  return {
    name: "sifni-member-sequence",
    renderChunk(code) {
      return { code: bracketSequences(code), map: null };
    },
  };
}
