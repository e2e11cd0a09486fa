// lists the top-level functions of a system entry built without minification, by source module
import { rollup } from "rollup";
import typescript from "@rollup/plugin-typescript";
import { systemBuilds } from "../build/device-modules.mjs";
const entry = process.argv[2] || "s";
const input = process.argv[3];
let plugins, inp;
if (input) { inp = input; plugins = []; }
else { const b = systemBuilds("sifni").find((x) => x.file === `sifni.sys.sifni.${entry}.js`); inp = b.input; plugins = [b.plugin]; }
const bundle = await rollup({ input: inp, plugins: [...plugins, typescript({ tsconfig: "./tsconfig.device.json", include: ["src/**/*.ts"], compilerOptions: { target: "ES5", module: "ESNext", noEmitHelpers: true, declaration: false, sourceMap: false } })] });
const { output } = await bundle.generate({ format: "cjs", exports: "named" });
const code = output[0].code;
const per = {};
let mod = "?";
for (const line of code.split("\n")) {
  const m = /^\/\/ (.*)$/.exec(line);
  if (m) mod = m[1];
  const f = /^(?:function (\w+)\(([^)]*)\)|var (\w+) = \/\*\* @class \*\/)/.exec(line);
  if (f) { (per[mod] = per[mod] || []).push((f[1] || f[3]) + (f[2] !== undefined ? "(" + f[2].split(",").filter(Boolean).length + ")" : "")); }
  if (/^    \w+\.prototype\.\w+ = function/.test(line)) (per[mod] = per[mod] || []).push("proto");
}
let total = 0;
for (const [m, fns] of Object.entries(per).sort((a, b) => b[1].length - a[1].length)) { total += fns.length; console.log(fns.length, m.replace(/^.*src\//, ""), fns.join(" ")); }
console.log("total", total);
