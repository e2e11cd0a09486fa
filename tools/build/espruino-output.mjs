/**
 * Rollup settings shared by every bundle that ships to a device: TypeScript to ES5, then
 * terser limited to ES5 and kept from creating what the Espruino interpreter mishandles
 * (ESPRUINO-FACTS.md): no folding of constant expressions into decimal literals
 * (evaluate: false) and no strict-mode prologue. Espruino hoists neither `var` nor function
 * declarations, while terser assumes both: it drops a repeated `var` in a later branch, and can
 * leave a function's var declaration after its return. So the last step (hoist.mjs) makes the
 * hoisting explicit in the final text: every function declares its vars and functions first.
 * A comma list terser writes between a member's brackets is put in parentheses (member-sequence.mjs).
 */
import typescript from "@rollup/plugin-typescript";
import terser from "@rollup/plugin-terser";
import * as acorn from "acorn";
import { hoistPlugin } from "./hoist.mjs";
import { flashLiteralsPlugin } from "./flash-literals.mjs";
import { inlineConstantsPlugin } from "./inline-constants.mjs";
import { ONCE, inlineOncePlugin } from "./inline-once.mjs";
import { memberSequencePlugin } from "./member-sequence.mjs";

/**
 * `storedAs`: the Storage name of a file the device evaluates (its long literals stay in flash);
 * `inline`: how far its functions move to their calls (inline-once.mjs, ONCE or FEW).
 */
export function espruinoPlugins(tsconfig = "./tsconfig.json", storedAs = "", inline = ONCE) {
  const p = [typescriptPlugin(tsconfig), terserPlugin(), hoistPlugin(), inlineConstantsPlugin(), inlineOncePlugin(inline), memberSequencePlugin()];
  return storedAs ? p.concat([flashLiteralsPlugin(storedAs)]) : p;
}

function typescriptPlugin(tsconfig) {
  return typescript({
      tsconfig,
      include: ["src/**/*.ts"],
      compilerOptions: { target: "ES5", module: "ESNext", noEmitHelpers: true, declaration: false, sourceMap: false },
    });
}

function terserPlugin() {
  return terser({
      ecma: 5,
      compress: {
        evaluate: false,
        hoist_funs: false,
        hoist_vars: false,
        unsafe: false,
        unsafe_math: false,
        // a function used once is inlined into its caller: measured in the interpreter, features
        // and rules entries hold 15-30% fewer JsVars (a function defined costs ~8, its name too)
        reduce_funcs: true,
        passes: 2,
      },
      // words Espruino's lexer reserves beyond ES5's (src/jslex.h): never a generated name
      // "exports": the parameter of a code file's function, whose body alone is stored (fileBody)
      mangle: { toplevel: false, reserved: ["of", "let", "const", "static", "class", "extends", "super", "undefined", "exports"] },
      format: { ascii_only: true, comments: false },
    });
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
 * A code file the app evaluates (a feature, a rules system's file: src/device/files.ts): rollup's
 * CommonJS output, minified whole (its top-level names too) as the function `function(exports)
 * {...}`, and stored as that function's body alone. The app makes it a function with
 * `new Function("exports", text)` and calls it with the exports object to fill: nothing of the
 * file becomes a global, and since such a function's scope is the global one, each function the
 * file defines keeps a scope chain one deep, where a file evaluated inside the app's code keeps
 * the app's scopes too (a few variables more for every function; measured in the board builds).
 */
export function espruinoFilePlugins(tsconfig, storedAs, inline = ONCE) {
  return [typescriptPlugin(tsconfig), fileWrap(), terserPlugin(), hoistPlugin(), inlineConstantsPlugin(), inlineOncePlugin(inline), memberSequencePlugin(), fileUnwrap(), flashLiteralsPlugin(storedAs), fileBody()];
}

/** CommonJS output options for a system's file (one input, no imports). */
export function espruinoFile(file) {
  return {
    file,
    format: "cjs",
    exports: "named",
    strict: false,
    esModule: false,
    freeze: false,
    generatedCode: "es5",
    inlineDynamicImports: true,
  };
}

const FILE_NAME = "SIFNI_FILE";

/** Before terser: the file as the assignment of its function to a global (terser keeps it whole). */
function fileWrap() {
  return {
    name: "espruino-file-wrap",
    renderChunk(code) {
      if (/\brequire\(/.test(code)) throw new Error("a rules file must not require another (one input, no imports)");
      return { code: FILE_NAME + "=function(exports){" + code + "\n};\n", map: null };
    },
  };
}

/** After hoisting: the function expression alone, in parentheses (flash-literals.mjs reads it so). */
function fileUnwrap() {
  return {
    name: "espruino-file-unwrap",
    renderChunk(code) {
      const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: "script" });
      const [set] = ast.body;
      const e = set && set.type === "ExpressionStatement" ? set.expression : null;
      const ok = ast.body.length === 1 && e && e.type === "AssignmentExpression" && e.left.type === "Identifier" && e.left.name === FILE_NAME && e.right.type === "FunctionExpression";
      if (!ok) throw new Error("fileUnwrap: expected `" + FILE_NAME + "=function(exports){...};`");
      if (e.right.params.length !== 1 || e.right.params[0].name !== "exports") throw new Error("fileUnwrap: the file's function must keep its parameter `exports`");
      return { code: "(" + code.slice(e.right.start, e.right.end) + ")\n", map: null };
    },
  };
}

/** Last: the body of the file's function, after the head comment of its long literals (flash-literals.mjs). */
function fileBody() {
  return {
    name: "espruino-file-body",
    renderChunk(code) {
      const ast = acorn.parse(code, { ecmaVersion: 5, sourceType: "script" });
      const [st] = ast.body;
      const f = st && st.type === "ExpressionStatement" ? st.expression : null;
      if (ast.body.length !== 1 || !f || f.type !== "FunctionExpression") throw new Error("fileBody: expected `(function(exports){...})`");
      return { code: code.slice(0, st.start) + code.slice(f.body.start + 1, f.body.end - 1) + "\n", map: null };
    },
  };
}
