// npm run device-memory: every device flow of every board in the real interpreter built with
// that board's memory (tools/device-run), as a table of JsVars: the app at boot, at the deepest
// step, free there (the board's total less the interpreter's own and the app's), and that step,
// as sampled; then what is truly free (found by taking memory from the app: device-flows.mjs,
// underHog) and whether the flow meets the board's budget.
//
//   node tools/device-run/cli.mjs [--board id ...] [--only REGEX] [--json] [--jobs N] [--sampled]
//
// --sampled skips the true figure (each flow is run about eight times more to find it).
// --json prints one object {board: {flow: {boot, peak, free, exactFree, meets, deepestKey, ok, error}}}. A board
// whose interpreter is not found is left out with one line saying where it was looked for.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runBoard } from "./device-flows.mjs";
import { interpreterFor, ROOT } from "./interpreters.mjs";

const argv = process.argv.slice(2);
const boards = [];
let only = null;
let json = false;
let jobs = 2;
let exact = true;
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--board") boards.push(argv[++i]);
  else if (argv[i] === "--only") only = argv[++i];
  else if (argv[i] === "--json") json = true;
  else if (argv[i] === "--jobs") jobs = Number(argv[++i]);
  else if (argv[i] === "--sampled") exact = false;
  else {
    console.error(`unknown option ${argv[i]}; use --board id, --only REGEX, --json, --jobs N, --sampled`);
    process.exit(2);
  }
}
const budgets = JSON.parse(readFileSync(join(ROOT, "boards/budgets.json"), "utf8"));
const ids = boards.length ? boards : ["pixljs", "banglejs", "banglejs2"];
const all = {};
let failed = false;
for (const id of ids) {
  const { bin, reason } = interpreterFor(id);
  if (!bin) {
    console.error(`${id}: skipped: ${reason}`);
    continue;
  }
  const t0 = Date.now();
  const budget = budgets[id] || {};
  const r = await runBoard(bin, id, { only, jobs, budget: budget.freeJsVars, exact });
  all[id] = {};
  for (const f of r.flows) {
    all[id][f.id] = { boot: f.boot, peak: f.peak, free: f.free, exactFree: f.exactFree, meets: f.meets, deepestKey: f.deepestKey, ok: f.ok, error: f.error };
    if (!f.ok) failed = true;
  }
  if (json) continue;
  const st = r.install.stats;
  console.log(`\n${id}: ${bin.replace(ROOT + "/../", "../")}, ${r.flows[0] ? r.flows[0].total : "?"} JsVars; the interpreter alone ${r.empty}, the harness ${Math.max(...r.flows.map((f) => f.overhead))} (taken out); free budget ${budget.freeJsVars ?? "-"}`);
  console.log(`  Storage: the app's files ${r.install.appBytes} bytes as Storage counts them, the board has ${r.install.capacity}${r.install.fits ? "" : " (does NOT fit: run in the interpreter's larger flash)"}${st ? "" : ""}`);
  console.log("  " + "".padEnd(24) + "".padStart(7) + "sampled".padStart(14) + "  true");
  console.log("  flow".padEnd(26) + "boot".padStart(7) + "peak".padStart(7) + "free".padStart(7) + "free".padStart(7) + "  budget  deepest sampled step / problem");
  for (const f of r.flows) {
    const n = (x) => String(x ?? "-").padStart(7);
    const meets = f.meets === null ? "  -   " : f.meets ? "  met " : "  SHORT";
    const low = f.lowMemory ? " LOW_MEMORY" : "";
    console.log(`  ${f.id.padEnd(24)}${n(f.boot)}${n(f.peak)}${n(f.free)}${n(f.exactFree)}${meets.padEnd(8)}${f.ok ? f.deepestKey + low : "FAILED: " + f.error.slice(0, 140)}`);
  }
  console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
if (json) console.log(JSON.stringify(all));
process.exit(failed ? 1 : 0);
