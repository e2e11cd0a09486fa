/**
 * Where a board's app bundle spends its bytes: each source module's share, minified on its
 * own (an estimate: the real bundle is minified as a whole, so the shares add up to a little
 * more than it), largest first, then the real bundle's size and function counts.
 *
 *   node tools/build/sizes.mjs [board]        # npm run sizes -- pixljs
 *
 * Builds in memory with the same plugins as rollup.config.mjs; writes nothing.
 */
import { rollup } from "rollup";
import typescript from "@rollup/plugin-typescript";
import { minify } from "terser";
import { SYSTEMS, deviceModules } from "./device-modules.mjs";
import { espruinoPlugins } from "./espruino-output.mjs";
import { FEW } from "./inline-once.mjs";
import { bundleStats } from "./bundle-stats.mjs";

const board = process.argv[2] || "pixljs";
const quiet = { onwarn() {} };

async function build(plugins) {
  const b = await rollup({ input: "src/device/main.ts", plugins: [deviceModules(board, SYSTEMS), ...plugins], ...quiet });
  const { output } = await b.generate({ format: "iife", strict: false });
  await b.close();
  return output[0];
}

const ts = typescript({
  tsconfig: "./tsconfig.device.json",
  include: ["src/**/*.ts"],
  compilerOptions: { target: "ES5", module: "ESNext", noEmitHelpers: true, declaration: false, sourceMap: false },
});
const plain = await build([ts]);
const rows = [];
for (const [id, m] of Object.entries(plain.modules)) {
  if (!m.code) continue;
  const r = await minify(m.code, { ecma: 5, compress: { evaluate: false, passes: 2 }, mangle: { toplevel: true } });
  rows.push({ bytes: r.code ? r.code.length : 0, module: id.replace(process.cwd() + "/", "").replace("\0", "") });
}
rows.sort((a, b) => b.bytes - a.bytes);
let sum = 0;
for (const r of rows) {
  sum += r.bytes;
  console.log(String(r.bytes).padStart(7) + "  " + r.module);
}
// the app as rollup.config.mjs builds it: short functions written at their calls (FEW)
const real = await build(espruinoPlugins("./tsconfig.device.json", "", FEW));
const s = bundleStats(real.code);
console.log(`${String(sum).padStart(7)}  sum of the modules minified one by one`);
console.log(`${String(s.bytes).padStart(7)}  dist/${board}/sifni.app.js as built (lists ${SYSTEMS.join(", ")}): ${s.topLevelFunctions} top-level functions, ${s.functions} in all`);
