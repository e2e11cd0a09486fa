// npm start: a short tour of the desktop CLI, run in-process on the shipped engine bundle.
import { existsSync } from "node:fs";

const root = new URL("../", import.meta.url);
for (const file of ["build/cli.mjs", "dist/engine.js"]) {
  if (!existsSync(new URL(file, root))) {
    console.error(`demo: ${file} is missing: run npm run build first`);
    process.exit(2);
  }
}
const { main } = await import(new URL("build/cli.mjs", root).href);

const SEED = "2024";
const steps = [
  ["A weak character (skill 0) tries a TN 13 task", ["roll", "--skill", "0", "--tn", "13", "--seed", SEED]],
  ["An average one (skill 5), same seed: same generator word, higher curve", ["roll", "--skill", "5", "--tn", "13", "--seed", SEED]],
  ["A strong one (skill 12) with a +1/3 roll modifier", ["roll", "--skill", "12", "--tn", "13", "--mod", "+1/3", "--seed", SEED]],
  ["An opposed roll: skill 5 against skill 3, the higher wins", ["opposed", "--a", "5", "--b", "3", "--seed", SEED]],
  ["Exact odds of skill 5 against TN 13", ["odds", "--skill", "5", "--tn", "13"]],
  ["Exact odds of skill 5 against skill 3", ["odds", "--a", "5", "--b", "3"]],
  ["Self-test checksum for seed 1: the device's self-test screen must show the same", ["selftest", "--seed", "1"]],
];

let failed = 0;
for (const [caption, argv] of steps) {
  console.log(`\n# ${caption}`);
  console.log(`$ sifni ${argv.join(" ")}`);
  if (main(argv) !== 0) failed++;
}
console.log('\nMore: node bin/sifni.mjs help   (or "sifni help" after npm link)');
process.exitCode = failed ? 1 : 0;
