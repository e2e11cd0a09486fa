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
