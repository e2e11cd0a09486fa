/**
 * Rollup settings shared by every bundle that ships to a device: TypeScript to ES5, then
 * terser limited to ES5 and kept from creating what the Espruino interpreter mishandles
 * (ESPRUINO-FACTS.md): no folding of constant expressions into decimal literals
 * (evaluate: false) and no strict-mode prologue. Espruino hoists neither `var` nor function
 * declarations, while terser assumes both: it drops a repeated `var` in a later branch, and can
 * leave a function's var declaration after its return. So the last step (hoist.mjs) makes the
 * hoisting explicit in the final text: every function declares its vars and functions first.
 */
import typescript from "@rollup/plugin-typescript";
import terser from "@rollup/plugin-terser";
import * as acorn from "acorn";
import { hoistPlugin } from "./hoist.mjs";

export function espruinoPlugins(tsconfig = "./tsconfig.json") {
  return [
    typescript({
      tsconfig,
      include: ["src/**/*.ts"],
      compilerOptions: { target: "ES5", module: "ESNext", noEmitHelpers: true, declaration: false, sourceMap: false },
    }),
    terser({
      ecma: 5,
      compress: {
        evaluate: false,
        hoist_funs: false,
        hoist_vars: false,
        unsafe: false,
        unsafe_math: false,
        passes: 2,
      },
      // words Espruino's lexer reserves beyond ES5's (src/jslex.h): never a generated name
      mangle: { toplevel: false, reserved: ["of", "let", "const", "static", "class", "extends", "super", "undefined"] },
      format: { ascii_only: true, comments: false },
    }),
    hoistPlugin(),
  ];
}

/** Output options for an ES5 IIFE that defines one global (or none, for an app). */
export function espruinoIife(file, name) {
  return {
    file,
    format: "iife",
    ...(name ? { name } : {}),
    strict: false,
    esModule: false,
    freeze: false,
    generatedCode: "es5",
    exports: "named",
  };
}

/**
 * Output options for a file the app evaluates (a rules system, src/device/rules-shelf.ts):
 * rollup writes `var NAME=function(){...return x}();`, and expressionPlugin turns it into the
 * expression `(function(){...return x}())`, so eval(file) gives x and defines no global.
 */
export function espruinoExpression(file) {
  return { ...espruinoIife(file, EXPRESSION_NAME), exports: "default" };
}

const EXPRESSION_NAME = "SIFNI_EXPRESSION";

/** The last step for espruinoExpression files (after hoisting): the IIFE's value without the var. */
export function expressionPlugin() {
  return {
    name: "espruino-expression",
    renderChunk(code) {
      // after hoisting: `var NAME;NAME=function(){...}();`
      const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: "script" });
      const [decl, set] = ast.body;
      const e = set && set.type === "ExpressionStatement" ? set.expression : null;
      const ok =
        ast.body.length === 2 && decl.type === "VariableDeclaration" && decl.declarations.length === 1 && decl.declarations[0].id.name === EXPRESSION_NAME &&
        !decl.declarations[0].init && e && e.type === "AssignmentExpression" && e.left.type === "Identifier" && e.left.name === EXPRESSION_NAME && e.right.type === "CallExpression";
      if (!ok) throw new Error("expressionPlugin: expected `var " + EXPRESSION_NAME + ";" + EXPRESSION_NAME + "=function(){...}();`");
      const d = { init: e.right };
      return { code: "(" + code.slice(d.init.start, d.init.end) + ")\n", map: null };
    },
  };
}
