// npm run device-memory: every device flow of every board in the real interpreter built with
// that board's memory (tools/device-run), as a table of JsVars: the app at boot, at the deepest
// step, free there (the board's total less the interpreter's own and the app's), and that step.
//
//   node tools/device-run/cli.mjs [--board id ...] [--only REGEX] [--json] [--jobs N]
//
// --json prints one object {board: {flow: {boot, peak, free, deepestKey, ok, error}}}. A board
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
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--board") boards.push(argv[++i]);
  else if (argv[i] === "--only") only = argv[++i];
  else if (argv[i] === "--json") json = true;
  else if (argv[i] === "--jobs") jobs = Number(argv[++i]);
  else {
    console.error(`unknown option ${argv[i]}; use --board id, --only REGEX, --json, --jobs N`);
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
  const r = await runBoard(bin, id, { only, jobs });
  const budget = budgets[id] || {};
  all[id] = {};
  for (const f of r.flows) {
    all[id][f.id] = { boot: f.boot, peak: f.peak, free: f.free, deepestKey: f.deepestKey, ok: f.ok, error: f.error };
    if (!f.ok) failed = true;
  }
  if (json) continue;
  const st = r.install.stats;
  console.log(`\n${id}: ${bin.replace(ROOT + "/../", "../")}, ${r.flows[0] ? r.flows[0].total : "?"} JsVars; the interpreter alone ${r.empty}, the harness ${Math.max(...r.flows.map((f) => f.overhead))} (taken out); free budget ${budget.freeJsVars ?? "-"}`);
  console.log(`  Storage: the app's files ${r.install.appBytes} bytes as Storage counts them, the board has ${r.install.capacity}${r.install.fits ? "" : " (does NOT fit: run in the interpreter's larger flash)"}${st ? "" : ""}`);
  console.log("  flow".padEnd(26) + "boot".padStart(7) + "peak".padStart(7) + "free".padStart(7) + "  deepest step / problem");
  for (const f of r.flows) {
    const n = (x) => String(x ?? "-").padStart(7);
    const short = budget.freeJsVars !== undefined && f.free !== null && f.free < budget.freeJsVars ? " (under budget)" : "";
    const low = f.lowMemory ? " LOW_MEMORY" : "";
    console.log(`  ${f.id.padEnd(24)}${n(f.boot)}${n(f.peak)}${n(f.free)}  ${f.ok ? f.deepestKey + short + low : "FAILED: " + f.error.slice(0, 140)}`);
  }
  console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
if (json) console.log(JSON.stringify(all));
process.exit(failed ? 1 : 0);
