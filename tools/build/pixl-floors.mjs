/**
 * The least code a Pixl.js edition can ship for each part of the product, measured: each
 * assembly below imports only the shared engine and S-Ifni functions that part needs (no UI,
 * no device code, no check specs), and is built and minified exactly as a device bundle, so
 * unused code is shaken out. Prints bytes and function counts per assembly; docs/device.md
 * compares them with the Pixl.js budget.
 *
 *   node tools/build/pixl-floors.mjs           # npm run floors
 */
import { resolve } from "node:path";
import { rollup } from "rollup";
import { espruinoPlugins } from "./espruino-output.mjs";
import { bundleStats } from "./bundle-stats.mjs";

const src = (p) => JSON.stringify(resolve("src", p + ".ts"));

/** Parts of the product: [label, [[module, names...]...]]; each assembly adds its parts to the previous one's. */
const CORE = [
  "engine core: generator, dice, curve, roll, verdicts, odds vs a TN, fractions, text, self-test, skill totals and sheet penalties",
  [
    ["engine/random/sfc32", "sfc32"],
    ["engine/random/dice", "die", "diceTotal", "md10"],
    ["engine/sifni/roll", "setup", "roll"],
    ["engine/sifni/resolve", "judge", "opposed"],
    ["engine/sifni/odds", "oddsVsTn"],
    ["engine/sifni/modifiers", "factorOf"],
    ["engine/math/fraction", "parseFraction", "addFractions", "formatFraction"],
    ["engine/format/number", "formatHundredths", "formatPercent"],
    ["engine/selftest", "selfTest"],
    ["engine/systems/sifni/totals", "skillTotal", "findSkill", "findSpecialty"],
    ["engine/systems/sifni/penalties", "woundPenalty", "armorPenalty"],
  ],
];
const CHECKS = ["+ the skill and opposed checks' assembly and lines (sideOf, tnOf, TN choices)", [["engine/systems/sifni/checks/side", "sideOf", "modifierLines"], ["engine/systems/sifni/checks/tn", "tnOf", "tnChoices"]]];
const WOUNDS = ["+ writing wounds on a sheet and saving it compact (applyEffect, encode)", [["engine/systems/sifni/effects", "applyEffect"], ["engine/systems/sifni/compact", "encode"]]];
const INSPECT = ["+ the Inspect screen's lines (describe)", [["engine/systems/sifni/describe", "describe"]]];
const MELEE = [
  "+ one melee attack: meleeAttack, resolveAttack, its lines and wound",
  [
    ["engine/systems/sifni/combat/melee", "meleeAttack"],
    ["engine/systems/sifni/combat/attack", "resolveAttack"],
    ["engine/systems/sifni/combat/outcome", "attackLines", "woundEffect"],
    ["engine/systems/sifni/combat/strategy", "meleeStrategy"],
  ],
];
const PAIR = ["+ skill vs skill odds (oddsPair)", [["engine/sifni/odds", "oddsPair"]]];
const DECODE = ["+ reading a compact sheet with its full validation (decode)", [["engine/systems/sifni/compact", "decode"]]];

const ASSEMBLIES = [[CORE], [CORE, CHECKS], [CORE, CHECKS, WOUNDS], [CORE, CHECKS, WOUNDS, INSPECT], [CORE, CHECKS, WOUNDS, INSPECT, MELEE], [CORE, CHECKS, WOUNDS, INSPECT, MELEE, PAIR], [CORE, CHECKS, WOUNDS, INSPECT, MELEE, PAIR, DECODE], [CORE, MELEE]];

/** An entry that imports the parts' names and hands them to a global, so none is shaken out. */
function entry(parts) {
  const lines = [];
  const names = [];
  let n = 0;
  for (const [, mods] of parts) {
    for (const [file, ...ids] of mods) {
      const local = ids.map((id) => `${id} as k${n++}`);
      lines.push(`import { ${local.join(", ")} } from ${src(file)};`);
      for (let i = n - ids.length; i < n; i++) names.push("k" + i);
    }
  }
  lines.push(`print([${names.join(", ")}]);`);
  return lines.join("\n");
}

async function measure(parts) {
  const code = entry(parts);
  const virtual = { name: "floor-entry", resolveId: (id) => (id === "floor" ? "\0floor" : null), load: (id) => (id === "\0floor" ? code : null) };
  const b = await rollup({ input: "floor", plugins: [virtual, ...espruinoPlugins("./tsconfig.device.json")], onwarn() {} });
  const { output } = await b.generate({ format: "iife", strict: false });
  await b.close();
  return bundleStats(output[0].code);
}

for (const parts of ASSEMBLIES) {
  const s = await measure(parts);
  const label = parts.length === 2 && parts[1] === MELEE ? "engine core " + MELEE[0] : parts[parts.length - 1][0];
  console.log(`${String(s.bytes).padStart(6)} bytes  ${String(s.topLevelFunctions).padStart(3)} top-level / ${String(s.functions).padStart(3)} functions  ${label}`);
}
