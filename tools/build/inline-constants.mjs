/**
 * Constants written into the code that uses them (docs/runtime.md, "Memory").
 *
 * On Espruino each variable of a file's outermost scope is a name in RAM for as long as the file
 * is held, and a number that does not fit in the name is one more (measured: 2 JsVars for a
 * constant like 268435456 or "movement", 1 for a small integer). Terser keeps such constants as
 * variables when the name is shorter than the literal (it counts bytes, not JsVars). Here a
 * variable of the outermost function scope (the file's function, the app's IIFE) or of the
 * program is replaced by its value wherever it is read, and its declaration and assignment go,
 * when: it is declared there with `var`, assigned once, unconditionally, in that scope's own
 * statements, with a number, a short string, `!0`/`!1` or arithmetic on those (written out as it
 * was, never folded: ESPRUINO-FACTS.md), never written again, and never read in that scope's own
 * statements before the assignment. Code is in flash: the literal costs bytes of Storage, not
 * RAM. Runs on the final ES5 text, after hoist.mjs.
 */
import * as acorn from "acorn";

/** Strings up to this length are written into the code (longer ones are tables: flash-literals.mjs). */
const MAX_STRING = 16;

export const isFunction = (n) => n.type === "FunctionDeclaration" || n.type === "FunctionExpression";

/**
 * The value text of an inlinable initialiser, else null: a number, a short string, -n, !0/!1,
 * or arithmetic on those and on other constants (`64*w*k`: `constant(name node)` gives their text).
 */
function valueText(code, n, constant) {
  if (n.type === "Literal") {
    if (typeof n.value === "number") return code.slice(n.start, n.end);
    if (typeof n.value === "string" && n.value.length <= MAX_STRING) return code.slice(n.start, n.end);
    return null;
  }
  if (n.type === "UnaryExpression" && (n.operator === "-" || n.operator === "!") && n.argument.type === "Literal" && typeof n.argument.value === "number") {
    return "(" + code.slice(n.start, n.end) + ")";
  }
  if (n.type === "Identifier") return constant(n);
  if (n.type === "BinaryExpression" && "+-*/".indexOf(n.operator) >= 0) {
    const a = valueText(code, n.left, constant);
    const b = a === null ? null : valueText(code, n.right, constant);
    // numbers only: a string would make + a join
    if (a === null || b === null || /^["']/.test(a) || /^["']/.test(b)) return null;
    return "(" + a + n.operator + b + ")";
  }
  return null;
}

/** Whether the identifier node `n` (child `key` of `parent`) names a variable, not a property or label. */
export function isReference(n, parent, key) {
  if (!parent) return true;
  if (parent.type === "MemberExpression" && key === "property" && !parent.computed) return false;
  if (parent.type === "Property" && key === "key") return false;
  if (parent.type === "LabeledStatement" || parent.type === "BreakStatement" || parent.type === "ContinueStatement") return false;
  return true;
}

/** Every scope: its node, parent scope and the names declared in it. */
export function scopesOf(ast) {
  const scopes = new Map();
  const add = (node, parent) => {
    const s = { node, parent, names: new Set() };
    scopes.set(node, s);
    return s;
  };
  const visit = (node, scope) => {
    for (const key of Object.keys(node)) {
      const v = node[key];
      for (const c of Array.isArray(v) ? v : [v]) {
        if (!c || typeof c.type !== "string") continue;
        if (isFunction(c)) {
          if (c.type === "FunctionDeclaration") scope.names.add(c.id.name);
          const inner = add(c, scope);
          if (c.type === "FunctionExpression" && c.id) inner.names.add(c.id.name);
          for (const p of c.params) inner.names.add(p.name);
          visit(c.body, inner);
        } else if (c.type === "CatchClause") {
          const inner = add(c, scope);
          inner.names.add(c.param.name);
          visit(c.body, inner);
        } else {
          if (c.type === "VariableDeclarator") scope.names.add(c.id.name);
          visit(c, scope);
        }
      }
    }
  };
  visit(ast, add(ast, null));
  return scopes;
}

/** The code parsed, its scopes, and its outermost ones: the program and the functions directly in it. */
export function outermostScopes(code) {
  const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: "script" });
  const scopes = scopesOf(ast);
  const program = scopes.get(ast);
  const outer = new Set([program]);
  for (const s of scopes.values()) if (s.parent === program && isFunction(s.node)) outer.add(s);
  return { ast, scopes, program, outer };
}

/** The scope a name resolves to from `scope` (null: a global). */
export function resolveName(scope, name) {
  for (let s = scope; s; s = s.parent) if (s.names.has(name)) return s;
  return null;
}

export function inlineConstants(code) {
  const { ast, scopes, program, outer } = outermostScopes(code);
  // per outer scope and name: its writes and reads
  const uses = new Map();
  const useOf = (scope, name) => {
    const k = scope.node.start + ":" + name;
    if (!uses.has(k)) uses.set(k, { scope, name, writes: [], reads: [], declarators: [], isVar: false });
    return uses.get(k);
  };
  // walk with the scope and whether we are in the scope's own statements (not a nested function)
  const visit = (node, parent, key, scope, ancestors) => {
    if (node !== ast && scopes.has(node)) scope = scopes.get(node);
    if (node.type === "Identifier" && isReference(node, parent, key)) {
      const s = resolveName(scope, node.name);
      if (s && outer.has(s)) {
        const u = useOf(s, node.name);
        const own = scope === s;
        if (parent.type === "VariableDeclarator" && key === "id") {
          u.isVar = true;
          u.declarators.push({ node: parent, decl: ancestors[ancestors.length - 2], own });
          if (parent.init) u.writes.push({ init: parent.init, node: parent, ancestors: ancestors.slice(0, -1), own });
        } else if (parent.type === "AssignmentExpression" && key === "left") {
          u.writes.push({ init: parent.operator === "=" ? parent.right : null, node: parent, ancestors: ancestors.slice(0, -1), own });
        } else if (parent.type === "UpdateExpression" || (parent.type === "ForInStatement" && key === "left")) {
          u.writes.push({ init: null, node: parent, ancestors: ancestors.slice(0, -1), own });
        } else if (parent.type === "FunctionDeclaration" || parent.type === "FunctionExpression" || parent.type === "CatchClause") {
          u.writes.push({ init: null, node: parent, ancestors: ancestors.slice(0, -1), own });
        } else {
          u.reads.push({ node, parent, key, own });
        }
      }
    }
    for (const k of Object.keys(node)) {
      const v = node[k];
      for (const c of Array.isArray(v) ? v : [v]) if (c && typeof c.type === "string") visit(c, node, k, scope, ancestors.concat([node]));
    }
  };
  visit(ast, null, null, program, []);

  const edits = [];
  // what goes: assignments and declarators, each with the list (or statement) it sits in
  const gone = new Map();
  const drop = (node, ancestors) => {
    const list = ancestors[ancestors.length - 1];
    if (!gone.has(list)) gone.set(list, { list, ancestors: ancestors.slice(0, -1), nodes: new Set() });
    gone.get(list).nodes.add(node);
  };
  // the candidates: declared with var, written once, unconditionally, in the scope's own statements, not read there before
  const candidates = new Map();
  for (const u of uses.values()) {
    if (!u.isVar || u.writes.length !== 1) continue;
    const w = u.writes[0];
    if (!w.own || !w.init) continue;
    const body = u.scope.node === ast ? ast : u.scope.node.body;
    const from = w.ancestors.indexOf(body);
    const path = w.ancestors.slice(from + 1);
    if (from < 0 || !path.every((a) => a.type === "ExpressionStatement" || a.type === "SequenceExpression" || a.type === "VariableDeclaration")) continue;
    if (u.reads.some((r) => r.own && r.node.start < w.node.end)) continue;
    candidates.set(u, { w, text: undefined });
  }
  const useOfRead = new Map();
  for (const u of uses.values()) for (const r of u.reads) useOfRead.set(r.node, u);
  const textOf = (u) => {
    const c = candidates.get(u);
    if (!c) return null;
    if (c.text === undefined) {
      c.text = null; // a constant defined by itself is none
      c.text = valueText(code, c.w.init, (id) => (useOfRead.has(id) ? textOf(useOfRead.get(id)) : null));
    }
    return c.text;
  };
  const removed = [];
  for (const [u, c] of candidates) {
    const text = textOf(u);
    if (text === null) continue;
    for (const r of u.reads) {
      const wrap = r.parent.type === "MemberExpression" && r.key === "object" && !/^["'(]/.test(text);
      edits.push({ start: r.node.start, end: r.node.end, text: wrap ? "(" + text + ")" : text });
    }
    drop(c.w.node, c.w.ancestors);
    removed.push(c.w.node);
    for (const d of u.declarators) if (d.node !== c.w.node) drop(d.node, [d.decl]);
  }
  // reads inside a constant's own initialiser go with it
  for (let i = edits.length - 1; i >= 0; i--) if (removed.some((n) => n.start <= edits[i].start && edits[i].end <= n.end)) edits.splice(i, 1);
  for (const g of gone.values()) edits.push(...removals(g));
  edits.sort((a, b) => b.start - a.start);
  for (let i = 1; i < edits.length; i++) if (edits[i].end > edits[i - 1].start) throw new Error("inline-constants: overlapping edits");
  let out = code;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  acorn.parse(out, { ecmaVersion: 5, sourceType: "script" });
  return out;
}

/**
 * The edits that take the gone items out of their comma list (a sequence, a var list) with
 * their commas; when none is left, the statement goes. The path check of inlineConstants leaves
 * only statements directly in the scope's body, sequences and var lists here.
 */
function removals(g) {
  const { list, ancestors } = g;
  // a statement of that one assignment, directly in the scope's body
  if (list.type === "ExpressionStatement") return [{ start: list.start, end: list.end, text: "" }];
  const items = list.type === "SequenceExpression" ? list.expressions : list.type === "VariableDeclaration" ? list.declarations : [list];
  const keep = items.map((n) => !g.nodes.has(n));
  if (keep.every((k) => !k)) {
    if (list.type === "SequenceExpression") {
      const stmt = ancestors[ancestors.length - 1];
      if (stmt.type === "ExpressionStatement") return [{ start: stmt.start, end: stmt.end, text: "" }];
      // a sequence inside a sequence: leave a harmless value
      return [{ start: list.start, end: list.end, text: "0" }];
    }
    return [{ start: list.start, end: list.end, text: "" }];
  }
  const out = [];
  const lastKept = keep.lastIndexOf(true);
  for (let i = 0; i < items.length; i++) {
    if (keep[i]) continue;
    if (i < lastKept) out.push({ start: items[i].start, end: items[i + 1].start, text: "" });
  }
  if (lastKept < items.length - 1) out.push({ start: items[lastKept].end, end: items[items.length - 1].end, text: "" });
  return out;
}

export function inlineConstantsPlugin() {
  return {
    name: "espruino-inline-constants",
    renderChunk(code) {
      return { code: inlineConstants(code), map: null };
    },
  };
}
