import typescript from "@rollup/plugin-typescript";
import { deviceModules, SYSTEMS } from "../build/device-modules.mjs";
export default {
  input: "src/device/main.ts",
  output: { file: "/tmp/app-names.js", format: "iife", strict: false },
  plugins: [deviceModules("banglejs2", SYSTEMS), typescript({ tsconfig: "./tsconfig.device.json", include: ["src/**/*.ts"], compilerOptions: { target: "ES5", module: "ESNext", noEmitHelpers: true, declaration: false, sourceMap: false } })],
};
