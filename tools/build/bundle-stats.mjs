/**
 * Figures of a shipped ES5 bundle that decide whether it fits a board, read from its text:
 * its size and the functions it declares. On Espruino every function the app keeps costs
 * RAM even when its body stays in flash (about 7 JsVars each, measured: docs/device.md), and
 * the declarations at the top of the bundle's IIFE are all created when the app loads.
 */
import * as acorn from "acorn";

/** Calls fn on every node of an acorn tree. */
function walk(node, fn) {
  fn(node);
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) v.forEach((c) => c && typeof c.type === "string" && walk(c, fn));
    else if (v && typeof v.type === "string") walk(v, fn);
  }
}

/** The function an IIFE bundle wraps its code in (`!function(){...}()`, `var X=function(){...}()`), or null. */
function iifeBody(ast) {
  const first = ast.body[0];
  if (!first) return null;
  let e = first.type === "ExpressionStatement" ? first.expression : first.type === "VariableDeclaration" ? first.declarations[0].init : null;
  if (e && e.type === "UnaryExpression") e = e.argument;
  if (e && e.type === "CallExpression" && e.callee.type === "FunctionExpression") return e.callee.body.body;
  return null;
}

/** { bytes, functions, topLevelFunctions }: all function declarations and expressions, and those declared at the top of the IIFE. */
export function bundleStats(code) {
  const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: "script" });
  let functions = 0;
  walk(ast, (n) => {
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression") functions++;
  });
  const body = iifeBody(ast) || ast.body;
  let topLevelFunctions = 0;
  for (const s of body) if (s.type === "FunctionDeclaration") topLevelFunctions++;
  return { bytes: code.length, functions: functions, topLevelFunctions: topLevelFunctions };
}
