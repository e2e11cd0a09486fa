import { readFileSync } from "node:fs";
import * as acorn from "acorn";
const src = readFileSync(process.argv[2], "utf8");
const ast = acorn.parse(src, { ecmaVersion: 5 });
// find the wrapper function body
let body = ast.body[0].expression;
while (body.type !== "FunctionExpression") body = body.callee || body.expressions?.[0];
let decl = 0, protos = 0, other = 0, vars = 0;
const names = [];
for (const st of body.body.body) {
  if (st.type === "FunctionDeclaration") { decl++; names.push(st.id.name + ":" + (st.end - st.start)); }
  else if (st.type === "VariableDeclaration") vars += st.declarations.length;
  else other++;
}
let fnExprAtLoad = 0;
console.log({ decl, vars, other, size: src.length });
console.log(names.join(" "));
