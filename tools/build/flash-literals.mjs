/**
 * Long string literals of a shipped file stay in flash (docs/runtime.md, "Memory").
 *
 * Espruino keeps the bodies of functions evaluated from Storage in flash, but a string literal
 * becomes a new string in RAM each time it is evaluated: a table of 2,000 characters kept in a
 * module's variable costs about 200 JsVars for as long as the module is held. Read from Storage
 * with an offset and a length, the same text is a string in flash (3 JsVars, whatever its length).
 * So the last step of a shipped file moves each long literal into a comment at the head of the
 * file, `/*<texts>*\/`, and reads it from there: `"..."` becomes `$T(offset,length)`, with
 * `function $T(o,l){return require("Storage").read(<file>,o,l)}` first in the file's outermost
 * function. The code is the same everywhere: in Node and in the emulator the read gives the
 * same text. The file must then be stored under the name it was built for (it is).
 *
 * Literals that cannot sit in a comment of an ASCII file as they are ("*\/", a NUL, a character
 * above 0x7F: rollup writes UTF-8) stay literals, and so do property keys and directives.
 */
import * as acorn from "acorn";

/** Shorter literals cost no more in RAM than the read. */
const MIN_LENGTH = 24;

function walk(node, fn, parent) {
  fn(node, parent);
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) v.forEach((c) => c && typeof c.type === "string" && walk(c, fn, node));
    else if (v && typeof v.type === "string") walk(v, fn, node);
  }
}

function movable(s) {
  if (s.length < MIN_LENGTH || s.indexOf("*/") >= 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0 || c > 0x7f) return false;
  }
  return true;
}

/** The text of a literal, or of a sum of literals ("a" + "b": terser leaves it, folding no constants), else null. */
function textOf(n) {
  if (n.type === "Literal") return typeof n.value === "string" ? n.value : null;
  if (n.type !== "BinaryExpression" || n.operator !== "+") return null;
  const a = textOf(n.left);
  const b = a === null ? null : textOf(n.right);
  return b === null ? null : a + b;
}

/** The code with its long literals read from its own file `file`; unchanged when it has none. */
export function flashLiterals(code, file) {
  const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: "script" });
  const names = new Set();
  const found = [];
  let outer = null;
  const inside = [];
  walk(ast, (n, parent) => {
    if (n.type === "Identifier") names.add(n.name);
    if (!outer && (n.type === "FunctionExpression" || n.type === "FunctionDeclaration")) outer = n;
    const text = textOf(n);
    if (text === null || !movable(text)) return;
    if (parent && parent.type === "Property" && parent.key === n) return;
    if (parent && parent.type === "ExpressionStatement" && parent.directive !== undefined) return;
    // the largest sum only: its parts are inside it
    if (inside.some((o) => n.start >= o.start && n.end <= o.end)) return;
    inside.push(n);
    found.push({ start: n.start, end: n.end, value: text });
  });
  if (found.length === 0 || !outer) return code;
  let name = "$T";
  for (let i = 1; names.has(name); i++) name = "$T" + i;
  // one copy of each text; offsets count from the file's first byte ("/*" is 2)
  const at = new Map();
  let data = "";
  for (const n of found) {
    if (at.has(n.value)) continue;
    at.set(n.value, 2 + data.length);
    data += n.value;
  }
  // `return"…"` needs a space once the literal is a call
  const edits = found.map((n) => ({ start: n.start, end: n.end, text: (/[\w$]/.test(code.charAt(n.start - 1)) ? " " : "") + name + "(" + at.get(n.value) + "," + n.value.length + ")" }));
  const head = outer.body.start + 1;
  edits.push({ start: head, end: head, text: "function " + name + "(o,l){return require(\"Storage\").read(" + JSON.stringify(file) + ",o,l)}" });
  edits.sort((a, b) => b.start - a.start);
  let out = code;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return "/*" + data + "*/" + out;
}

/** Rollup's last step for a file stored as `file`. */
export function flashLiteralsPlugin(file) {
  return {
    name: "espruino-flash-literals",
    renderChunk(code) {
      return { code: flashLiterals(code, file), map: null };
    },
  };
}
