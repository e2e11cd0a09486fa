/**
 * Rollup settings shared by every bundle that ships to a device: TypeScript to ES5, then
 * terser limited to ES5 and kept from creating what the Espruino interpreter mishandles
 * (ESPRUINO-FACTS.md): no folding of constant expressions into decimal literals
 * (evaluate: false) and no strict-mode prologue. Espruino hoists neither `var` nor function
 * declarations, and terser freely drops a repeated `var` for a variable it sees declared in an
 * earlier branch; hoist_vars puts every function's vars in one declaration at its top, so a
 * branch that did not run never leaves a variable undeclared.
 */
import typescript from "@rollup/plugin-typescript";
import terser from "@rollup/plugin-terser";

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
        hoist_vars: true,
        unsafe: false,
        unsafe_math: false,
        passes: 2,
      },
      mangle: { toplevel: false },
      format: { ascii_only: true, comments: false },
    }),
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
