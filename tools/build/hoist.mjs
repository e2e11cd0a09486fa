/**
 * Makes JavaScript's hoisting explicit, for an interpreter that does none (ESPRUINO-FACTS #1, #2).
 * In every function body (and the program): every name declared with `var` anywhere in it is
 * declared once at the top, the original declarations become plain assignments, and function
 * declarations move to the top, in their order. Standard JavaScript already behaves so; on
 * Espruino, where a var or function exists only once its statement runs, nothing can then be
 * used before it exists, whatever order the minifier left. Runs on the final ES5 text.
 */
import * as acorn from "acorn";

/** Calls fn(node, parent) for every AST node, depth first. */
export function walk(node, fn, parent) {
  fn(node, parent);
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (key === "parent") continue;
    if (Array.isArray(v)) v.forEach((c) => c && typeof c.type === "string" && walk(c, fn, node));
    else if (v && typeof v.type === "string") walk(v, fn, node);
  }
}

const isFunction = (n) => n.type === "FunctionDeclaration" || n.type === "FunctionExpression";

export function hoist(code) {
  const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: "script" });
  // one record per function body (and the program): where its head goes, its parameters, the
  // names its vars declare and the function declarations directly in its body
  const scopes = [];
  const scopeOf = new Map();
  walk(ast, (n) => {
    if (n.type === "Program") scopes.push({ node: n, body: n.body, head: n.start, params: new Set(), names: [], fns: [] });
    else if (isFunction(n)) scopes.push({ node: n, body: n.body.body, head: n.body.start + 1, params: new Set(n.params.map((p) => p.name)), names: [], fns: [] });
  });
  for (const sc of scopes) scopeOf.set(sc.node, sc);
  const edits = []; // {start, end, kind, produce}
  const visitChild = (c, node, key, sc) => {
    if (isFunction(c)) {
      if (c.type === "FunctionDeclaration" && sc.body.includes(c)) sc.fns.push(c);
      visit(c, scopeOf.get(c));
      return;
    }
    if (c.type !== "VariableDeclaration") {
      visit(c, sc);
      return;
    }
    for (const d of c.declarations) if (!sc.params.has(d.id.name) && !sc.names.includes(d.id.name)) sc.names.push(d.id.name);
    const inits = c.declarations.filter((d) => d.init).map((d) => [d.start, d.end]);
    const forHead = (node.type === "ForStatement" && key === "init") || (node.type === "ForInStatement" && key === "left");
    const name = c.declarations[0].id.name;
    edits.push({
      start: c.start,
      end: c.end,
      kind: "var",
      produce: () => {
        if (node.type === "ForInStatement" && forHead) return name;
        const text = inits.map(([a, b]) => render(a, b)).join(",");
        return forHead ? text : (text || "void 0") + ";";
      },
    });
    // an initialiser may be (or hold) a function, with a scope of its own
    for (const d of c.declarations) if (d.init) visitChild(d.init, d, "init", sc);
  };
  const visit = (node, sc) => {
    for (const key of Object.keys(node)) {
      const v = node[key];
      for (const c of Array.isArray(v) ? v : [v]) if (c && typeof c.type === "string") visitChild(c, node, key, sc);
    }
  };
  visit(ast, scopes[0]);
  for (const sc of scopes) {
    for (const f of sc.fns) edits.push({ start: f.start, end: f.end, kind: "moved", produce: () => "" });
    if (sc.names.length === 0 && sc.fns.length === 0) continue;
    edits.push({
      start: sc.head,
      end: sc.head,
      kind: "head",
      produce: () => (sc.names.length ? "var " + sc.names.join(",") + ";" : "") + sc.fns.map((f) => render(f.start, f.end, f)).join(""),
    });
  }
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  function render(from, to, self) {
    let out = "";
    let pos = from;
    for (const e of edits) {
      if (e.start < pos || e.end > to || e.start < from) continue;
      // a moved function's own removal, and the head of the scope it moves to, start where it starts
      if (self && e.start === self.start) continue;
      out += code.slice(pos, e.start) + e.produce();
      pos = e.end;
    }
    return out + code.slice(pos, to);
  }
  return render(0, code.length);
}

/** The rollup plugin: after minification, on every chunk. */
export function hoistPlugin() {
  return {
    name: "espruino-hoist",
    renderChunk(code) {
      return { code: hoist(code), map: null };
    },
  };
}
