import { builtinModules } from "node:module";
import typescript from "@rollup/plugin-typescript";
import { espruinoIife, espruinoPlugins } from "./tools/build/espruino-output.mjs";

export default [
  {
    input: "src/engine/index.ts",
    output: espruinoIife("dist/engine.js", "SIFNI"),
    plugins: espruinoPlugins(),
  },
  {
    // the desktop CLI (Node only, never shipped): build/, outside dist/ and its size report
    input: "src/cli/main.ts",
    output: { file: "build/cli.mjs", format: "es", sourcemap: false },
    external: (id) => id.startsWith("node:") || builtinModules.includes(id),
    plugins: [
      typescript({
        tsconfig: "./tsconfig.desktop.json",
        include: ["src/cli/**/*.ts", "src/desktop/**/*.ts"],
        compilerOptions: { target: "ES2020", module: "ESNext", declaration: false, sourceMap: false },
      }),
    ],
  },
  {
    // the desktop emulator (Node only, never shipped): build/emulator.mjs
    input: "src/emulator/main.ts",
    output: { file: "build/emulator.mjs", format: "es", sourcemap: false },
    external: (id) => id.startsWith("node:") || builtinModules.includes(id),
    plugins: [
      typescript({
        tsconfig: "./tsconfig.desktop.json",
        include: ["src/emulator/**/*.ts", "src/desktop/**/*.ts", "src/boards/**/*.ts", "src/engine/**/*.ts"],
        compilerOptions: { target: "ES2022", module: "ESNext", declaration: false, sourceMap: false },
      }),
    ],
  },
];
