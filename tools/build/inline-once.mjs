/**
 * A function called from one place is written at that place (docs/runtime.md, "Memory").
 *
 * On Espruino a function declared in a file's outermost scope is held for as long as the file is:
 * the function, its code's reference into flash, its scope link and a name per parameter, about
 * eight JsVars measured. Terser inlines a function used once only where it can (small bodies, no
 * hoisting); the rest stay declared. Here such a declaration becomes a function expression called
 * where it was called (`(function(a,b){...})(x,y)`): made when the call runs and let go of when
 * it returns, so the file holds it no longer. Taken when all of these hold:
 * - it is declared in an outermost scope (the program, the file's function, the app's IIFE), its
 *   name is read only as the callee of calls outside its own body, and never written: once, or
 *   (with FEW below) a few times when its body is short, a copy written at each call;
 * - its body makes no function that could outlive the call (only functions called where they
 *   are written): a closure would keep the caller's scope alive through it;
 * - each call is in no loop of the function it is in (the expression is made on every call, and
 *   the interpreter reads its whole text to make it);
 * - no name its body takes from outside is declared between the call and the outermost scope
 *   (the caller's own `e` would take the place of the file's `e`).
 * Repeated until nothing changes, so a chain of such functions folds up. Runs on the final ES5
 * text, after hoist.mjs (the body is already hoisted; its declaration simply goes).
 */
import * as acorn from "acorn";
import { isFunction, isReference, outermostScopes, resolveName } from "./inline-constants.mjs";

/**
 * How far a file's functions move to their calls: those called once always; those called from
 * up to `calls` places (each call in no loop) when their body is at most `body` characters, a
 * copy at each call. ONCE for code whose speed counts (odds run a check's resolution thousands
 * of times: a function made at every call took odds 2 to 3 times as long, measured in
 * `npm run bench`); FEW where RAM counts more than time (the app, its features, a check's
 * resolution: ~7 JsVars less per function, ~90 at a disarm's deepest step on Bangle.js 1).
 */
export const ONCE = { calls: 1, body: 0 };
export const FEW = { calls: 12, body: 400 };
/**
 * FEW where the calls run rarely: a function called from a few places is copied there only when
 * no call is hot (see `hotness`), so the odds' inner loops make no function per step while their
 * set-up (a check's sides, its weapon and armor) holds its functions no longer.
 */
export const COLD = { calls: 12, body: 400, cold: true };

const LOOPS = new Set(["ForStatement", "ForInStatement", "WhileStatement", "DoWhileStatement"]);

/** Calls fn(node, parent, key, ancestors) for every node, depth first. */
function walk(node, fn, parent = null, key = null, ancestors = []) {
  fn(node, parent, key, ancestors);
  const inner = ancestors.concat([node]);
  for (const k of Object.keys(node)) {
    const v = node[k];
    for (const c of Array.isArray(v) ? v : [v]) if (c && typeof c.type === "string") walk(c, fn, node, k, inner);
  }
}

/** Whether every function inside `fn`'s body is called where it is written (an IIFE). */
function onlyCalledFunctions(fn) {
  let ok = true;
  walk(fn.body, (n, parent, key) => {
    if (isFunction(n) && !(n.type === "FunctionExpression" && parent && parent.type === "CallExpression" && key === "callee")) ok = false;
  });
  return ok;
}

/**
 * Which code may run many times: `hotAt(ancestors)` of a place in the code. A place is hot inside
 * a loop of its function, or in a hot function; the file's outermost code is cold. A function is
 * hot when a place that may call it is hot, and when it cannot be told where it is called:
 * - written where it is called (an IIFE): that place;
 * - declared, or kept in a variable: every read of its name (a read other than a call lets it
 *   go anywhere: hot);
 * - a property (`{run: function...}`, `o.run = function...`): every read of a property of that
 *   name in the file (an entry's methods, called by the app from another file, are cold);
 * - anything else (an argument, a returned function): hot.
 */
function hotness(ast, scopes, program) {
  const scopeAt = (ancestors) => {
    for (let i = ancestors.length - 1; i >= 0; i--) if (scopes.has(ancestors[i])) return scopes.get(ancestors[i]);
    return program;
  };
  // every reference by its scope and name; every non-computed property read by its name
  const names = new Map();
  const props = new Map();
  walk(ast, (n, parent, key, ancestors) => {
    if (n.type === "MemberExpression" && !n.computed) {
      const k = n.property.name;
      if (!props.has(k)) props.set(k, []);
      props.get(k).push(ancestors.concat([n]));
    }
    if (n.type !== "Identifier" || !isReference(n, parent, key)) return;
    if (parent && isFunction(parent) && (key === "params" || key === "id")) return;
    if (parent && (parent.type === "VariableDeclarator" && key === "id")) return;
    if (parent && parent.type === "AssignmentExpression" && key === "left") return;
    const at = parent && parent.type === "FunctionDeclaration" && key === "id" ? scopeAt(ancestors.slice(0, -1)) : scopeAt(ancestors);
    const s = resolveName(at, n.name);
    const k = (s ? s.node.start : -1) + ":" + n.name;
    if (!names.has(k)) names.set(k, []);
    names.get(k).push({ parent, key, ancestors });
  });
  const memo = new Map();
  /** Whether any of the reads may run often (a read other than a call: yes). */
  const anyHot = (reads) => reads.some((r) => r.parent.type !== "CallExpression" || r.key !== "callee" || hotAt(r.ancestors));
  const nameOf = (fn, ancestors) => {
    const at = scopeAt(ancestors);
    return (resolveName(at, fn) || { node: { start: -1 } }).node.start + ":" + fn;
  };
  const hotFn = (fn, ancestors) => {
    if (memo.has(fn)) return memo.get(fn);
    // a call back into a function being decided (recursion): hot
    memo.set(fn, true);
    const parent = ancestors[ancestors.length - 1];
    let hot = true;
    if (fn.type === "FunctionDeclaration") hot = anyHot(names.get(nameOf(fn.id.name, ancestors)) || []);
    else if (parent.type === "CallExpression" && parent.callee === fn) hot = hotAt(ancestors.slice(0, -1));
    else if (parent.type === "VariableDeclarator" && parent.init === fn) hot = anyHot(names.get(nameOf(parent.id.name, ancestors)) || []);
    else if (parent.type === "AssignmentExpression" && parent.right === fn && parent.left.type === "Identifier") hot = anyHot(names.get(nameOf(parent.left.name, ancestors)) || []);
    else {
      let prop = null;
      if (parent.type === "Property" && parent.value === fn && !parent.computed) prop = parent.key.name || String(parent.key.value);
      if (parent.type === "AssignmentExpression" && parent.right === fn && parent.left.type === "MemberExpression" && !parent.left.computed) prop = parent.left.property.name;
      if (prop !== null) hot = (props.get(prop) || []).some((a) => hotAt(a));
    }
    memo.set(fn, hot);
    return hot;
  };
  const hotAt = (ancestors) => {
    for (let i = ancestors.length - 1; i >= 0; i--) {
      const a = ancestors[i];
      if (LOOPS.has(a.type)) return true;
      if (isFunction(a)) return hotFn(a, ancestors.slice(0, i));
    }
    return false;
  };
  return hotAt;
}

/** The functions that can move to their calls, as edits, those of one pass not touching each other; null when none can. */
function inlinePass(code, limits) {
  const { ast, scopes, program, outer } = outermostScopes(code);
  // per outermost scope and name: the reads and writes, with the scope each is in
  const uses = new Map();
  const useOf = (scope, name) => {
    const k = scope.node.start + ":" + name;
    if (!uses.has(k)) uses.set(k, { scope, name, reads: [], writes: 0, decls: [] });
    return uses.get(k);
  };
  /** The scope a node is in, from its ancestors (a function's scope holds its parameters and body). */
  const scopeAt = (ancestors) => {
    for (let i = ancestors.length - 1; i >= 0; i--) if (scopes.has(ancestors[i])) return scopes.get(ancestors[i]);
    return program;
  };
  walk(ast, (n, parent, key, ancestors) => {
    if (n.type !== "Identifier" || !isReference(n, parent, key)) return;
    if (parent && isFunction(parent) && key === "params") return;
    if (parent && parent.type === "FunctionExpression" && key === "id") return;
    if (parent && parent.type === "CatchClause") return;
    // a declared function's own name belongs to the scope it is declared in
    const scope = parent && parent.type === "FunctionDeclaration" && key === "id" ? scopeAt(ancestors.slice(0, -1)) : scopeAt(ancestors);
    const s = resolveName(scope, n.name);
    if (!s || !outer.has(s)) return;
    const u = useOf(s, n.name);
    if (parent.type === "FunctionDeclaration" && key === "id") u.decls.push(parent);
    else if (parent.type === "VariableDeclarator" && key === "id") u.writes++;
    else if ((parent.type === "AssignmentExpression" && key === "left") || parent.type === "UpdateExpression" || (parent.type === "ForInStatement" && key === "left")) u.writes++;
    else u.reads.push({ node: n, parent, key, ancestors, scope });
  });
  /** Whether the read `r` of `u`'s function `fn` can become the function written there. */
  const callable = (fn, inside, u, r) => {
    if (r.parent.type !== "CallExpression" || r.key !== "callee") return false;
    if (r.node.start >= fn.start && r.node.end <= fn.end) return false;
    // no loop between the call and the function it is in
    for (let i = r.ancestors.length - 1; i >= 0 && !isFunction(r.ancestors[i]); i--) if (LOOPS.has(r.ancestors[i].type)) return false;
    // the names the body takes from outside it mean the same at the call
    let captured = false;
    walk(fn.body, (n, parent, key, ancestors) => {
      if (captured || n.type !== "Identifier" || !isReference(n, parent, key)) return;
      if (parent && isFunction(parent) && (key === "params" || key === "id")) return;
      if (parent && parent.type === "CatchClause") return;
      const at = scopeAt([fn].concat(ancestors));
      let s = resolveName(at, n.name);
      // a name of the body's own scopes, or of a scope inside it
      for (let x = s; x; x = x.parent) if (x === inside) return;
      s = resolveName(r.scope, n.name);
      const was = resolveName(u.scope, n.name);
      if (s !== was) captured = true;
    });
    return !captured;
  };
  const hotAt = limits.cold ? hotness(ast, scopes, program) : null;
  const moves = [];
  for (const u of uses.values()) {
    if (u.decls.length !== 1 || u.writes !== 0 || u.reads.length === 0) continue;
    const fn = u.decls[0];
    const body = u.scope.node === ast ? ast.body : u.scope.node.body.body;
    if (!body.includes(fn)) continue;
    // a copy per call: only a short body is written more than once
    if (u.reads.length > 1 && (u.reads.length > limits.calls || fn.body.end - fn.body.start > limits.body)) continue;
    if (!onlyCalledFunctions(fn)) continue;
    if (hotAt && u.reads.length > 1 && u.reads.some((r) => hotAt(r.ancestors))) continue;
    const inside = scopes.get(fn);
    if (!u.reads.every((r) => callable(fn, inside, u, r))) continue;
    const text = "(function(" + fn.params.map((p) => p.name).join(",") + ")" + code.slice(fn.body.start, fn.body.end) + ")";
    moves.push({ edits: u.reads.map((r) => ({ start: r.node.start, end: r.node.end, text })).concat([{ start: fn.start, end: fn.end, text: "" }]) });
  }
  // a move whose calls or declaration lie inside another's waits for the next pass
  const overlaps = (a, b) => a.start < b.end && b.start < a.end;
  const taken = [];
  for (const m of moves) {
    if (taken.some((t) => t.edits.some((x) => m.edits.some((y) => overlaps(x, y))))) continue;
    taken.push(m);
  }
  if (taken.length === 0) return null;
  const edits = taken.flatMap((m) => m.edits).sort((a, b) => b.start - a.start);
  let out = code;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

export function inlineOnce(code, limits = ONCE) {
  let out = code;
  for (let next = inlinePass(out, limits); next !== null; next = inlinePass(out, limits)) out = next;
  acorn.parse(out, { ecmaVersion: 5, sourceType: "script" });
  return out;
}

export function inlineOncePlugin(limits = ONCE) {
  return {
    name: "espruino-inline-once",
    renderChunk(code) {
      return { code: inlineOnce(code, limits), map: null };
    },
  };
}
