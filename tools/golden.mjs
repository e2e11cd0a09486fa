// Regenerates tests/golden/engine.json from the built bundle. Run deliberately (npm run golden)
// when an engine output changes on purpose, and say why in the commit.
import { readFileSync, writeFileSync } from "node:fs";
import vm from "node:vm";

const ctx = vm.createContext({});
vm.runInContext(readFileSync("dist/engine.js", "utf8"), ctx);
const E = ctx.SIFNI;
const count = 500;
const seeds = [1, 42, 9007199254740991];
const out = {
  engine: E.VERSION,
  selftest: { count, seeds: Object.fromEntries(seeds.map((s) => [s, E.selfTest(s, count)])) },
  // what the device's Settings > Self-test shows
  standard: { ...E.STANDARD_SELFTEST, checksum: E.selfTest(E.STANDARD_SELFTEST.seed, E.STANDARD_SELFTEST.count) },
  rolls: [
    [42, 7], [42, 0], [1, 25], [2024, -5],
  ].map(([seed, skill]) => {
    const rng = E.sfc32(seed);
    const st = E.setup(skill);
    return { seed, skill, values: Array.from({ length: 12 }, () => E.roll(rng, st).value) };
  }),
  sfc32: [0, 42].map((seed) => {
    const rng = E.sfc32(seed);
    return { seed, words: Array.from({ length: 8 }, () => rng.next()) };
  }),
};
writeFileSync("tests/golden/engine.json", JSON.stringify(out, null, 2) + "\n");
console.log("wrote tests/golden/engine.json", JSON.stringify(out.selftest));
