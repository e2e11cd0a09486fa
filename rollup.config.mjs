import { espruinoIife, espruinoPlugins } from "./tools/build/espruino-output.mjs";

export default [
  {
    input: "src/engine/index.ts",
    output: espruinoIife("dist/engine.js", "SIFNI"),
    plugins: espruinoPlugins(),
  },
];
