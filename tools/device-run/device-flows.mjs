/**
 * A board's device flows in its interpreter: install the board's built files (its app, features
 * and S-Ifni, with the system the flows use; on a board holding one system, that system alone,
 * as flash.sh --system leaves it), boot once (the first boot writes the demo
 * parties), then every flow of that system from a copy of that Storage, a few side by side. Each flow's figures: the app's JsVars at boot and at its deepest step, the free
 * JsVars there (as the board would have them, the harness's own taken out) and which step it was.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cloneStorage, emptyUsage, footprint, install, removeStorage, run } from "./harness.mjs";
import { flowsFor, hwRandOf, keysOn } from "./flows.mjs";
import { ROOT } from "./interpreters.mjs";

/** Rules systems in the app's menu order (rollup.config.mjs) */
const SYSTEM_ORDER = ["sifni", "tft", "sifrp", "dba", "strs"];

export function loadBoard(id) {
  return JSON.parse(readFileSync(join(ROOT, "boards", `${id}.json`), "utf8"));
}

/**
 * The files the App Loader installs for the board: its app and the files beside it (the rules
 * systems' files, default packs and demo parties: src/device/protocol.ts isInstallFile). With
 * `keep` (system ids), only those systems' files beside the app and its features: the
 * interpreter's Storage is 1 MB (../shared/espruino/README.md) and the Bangles' files are more.
 */
export function boardFiles(board, dist = join(ROOT, "dist", board.id), keep = null) {
  const app = join(dist, "sifni.app.js");
  if (!existsSync(app)) throw new Error(`${app} is missing: run npm run build`);
  const files = [{ name: board.storage.appFile, path: app }];
  const systems = [];
  for (const n of readdirSync(dist).sort()) {
    if (!/^sifni\.(sys\.[a-z0-9]+(\.[A-Za-z0-9_-]+)?\.js|dp?\.[a-z0-9]+|f\.[a-z0-9]+\.js)$/.test(n)) continue;
    const of = /^sifni\.(?:sys|dp?)\.([a-z0-9]+)/.exec(n);
    if (of && !systems.includes(of[1])) systems.push(of[1]);
    if (of && keep && !keep.includes(of[1])) continue;
    files.push({ name: n, path: join(dist, n) });
  }
  systems.sort((a, b) => SYSTEM_ORDER.indexOf(a) - SYSTEM_ORDER.indexOf(b));
  return { files, systems };
}

/**
 * A board holding one system (its profile lists the systems it installs) after flash.sh --system
 * sent `system`: its app and features, that system's files (dist/systems) and settings naming it.
 * `dir` holds the settings file.
 */
export function alone(board, system, dir) {
  const base = boardFiles(board, undefined, [system]).files;
  if (base.some((f) => f.name === `sifni.sys.${system}.js`)) return base;
  const from = join(ROOT, "dist", "systems");
  const own = readdirSync(from)
    .sort()
    .filter((n) => (/^sifni\.(?:sys|dp?)\.([a-z0-9]+)/.exec(n) || [])[1] === system)
    .map((n) => ({ name: n, path: join(from, n) }));
  writeFileSync(join(dir, "sifni.set"), JSON.stringify({ system, tableFirst: false, wordsOnly: false, buzz: false }));
  return base.concat(own, [{ name: "sifni.set", path: join(dir, "sifni.set") }]);
}

/** The rules system a flow uses: its id's first part ("sifrp/roll"), else S-Ifni (the app's first). */
function systemOf(flow, systems) {
  const first = flow.id.split("/")[0];
  return systems.includes(first) ? first : SYSTEM_ORDER[0];
}

/** The figures of a flow's runs, in the board's terms (see harness.mjs). */
function figures(runs, empty, keysOf) {
  let boot = null;
  let peak = -1;
  let deepest = "";
  let total = 0;
  let overhead = 0;
  let low = false;
  runs.forEach((r, ri) => {
    if (r.base === null) return;
    total = r.total;
    overhead = Math.max(overhead, r.base - empty);
    r.steps.forEach((s) => {
      // the most in use while the key was handled, or after it (harness.mjs: `inside`)
      const used = Math.max(s.usage, s.inside) - r.base;
      if (s.flags.includes("LOW_MEMORY")) low = true;
      // the app at the main menu once booted (the budget's "at the main menu"), not its start's work
      if (ri === 0 && s.label === "boot") boot = s.usage - r.base;
      if (used > peak) {
        peak = used;
        const k = s.label === "boot" ? "boot" : `${s.label}: ${keysOf(ri)[Number(s.label) - 1]}`;
        deepest = runs.length > 1 ? `run ${ri + 1}, ${k}` : k;
      }
    });
  });
  return { boot, peak: peak < 0 ? null : peak, free: peak < 0 ? null : total - empty - peak, deepestKey: deepest, total, overhead, lowMemory: low };
}

/** Whether the flow reached its screen: the last run's final screen against expect/reject. */
function reached(flow, runs) {
  const last = runs[runs.length - 1];
  const steps = last ? last.steps : [];
  const screen = steps.length ? steps[steps.length - 1].screen.join("\n") : "";
  const spec = flow.runs[runs.length - 1] || flow.runs[flow.runs.length - 1];
  if (runs.length < flow.runs.length) return { screen, why: `run ${runs.length} of ${flow.runs.length} failed` };
  if (!new RegExp(spec.expect, "m").test(screen)) return { screen, why: `the screen does not match /${spec.expect}/` };
  if (spec.reject && new RegExp(spec.reject, "m").test(screen)) return { screen, why: `the screen matches /${spec.reject}/` };
  return { screen, why: "" };
}

async function runFlow(bin, board, image, flow, empty, hog = 0) {
  const dir = flow.fresh ? image.fresh() : cloneStorage(image.booted);
  const numbers = hwRandOf(flow.seed, 64);
  const runs = [];
  let used = 0;
  let error = "";
  try {
    for (const spec of flow.runs) {
      const r = await run(bin, dir, board, keysOn(spec, board.id), { hwrand: numbers.slice(used, used + 8), hog });
      used += r.hwrandUsed;
      runs.push(r);
      if (r.problems.length) {
        error = (flow.runs.length > 1 ? `run ${runs.length}: ` : "") + r.problems.join("; ");
        break;
      }
    }
  } finally {
    removeStorage(dir);
  }
  const fig = figures(runs, empty, (ri) => keysOn(flow.runs[ri], board.id));
  const end = reached(flow, runs);
  if (!error && end.why) error = end.why;
  const oom = runs.some((r) => r.problems.some((p) => /OUT OF MEMORY|MEMORY/.test(p)));
  return { id: flow.id, system: flow.system, title: flow.title, ok: error === "", outOfMemory: oom, error, ...fig, screen: end.screen, runs };
}

/**
 * The figures above are sampled (after a GC, at each Storage read the app makes): the most in use
 * between two reads (a menu's string built, a sheet split) is missed, by up to ~450 JsVars in a
 * check on Pixl.js. What the board really has free is measured by taking memory from the app
 * before it starts (the harness's hog, one JsVar per element) and running the flow again: with
 * `hog` taken it must still end on its screen. `meets`: the flow runs with the budget's free
 * JsVars taken (less the harness's own, which the board does not have). `exactFree`: the most
 * that can be taken, found by halving (to 16 JsVars), plus the harness's own.
 */
async function underHog(bin, board, image, flow, empty, sampled, { budget, exact }) {
  const out = { ...sampled, meets: null, meetsError: "", exactFree: null };
  if (!sampled.ok) return out;
  const runs = async (hog) => (await runFlow(bin, board, image, flow, empty, hog)).error;
  if (budget !== undefined) {
    out.meetsError = await runs(Math.max(0, budget - sampled.overhead));
    out.meets = out.meetsError === "";
  }
  if (exact) {
    // the sampled figure is an upper bound; what it misses has stayed under 1,024 so far
    let hi = Math.max(16, sampled.free - sampled.overhead + 16);
    let lo = Math.max(0, hi - 1024);
    if (lo > 0 && (await runs(lo)) !== "") {
      hi = lo;
      lo = 0;
    }
    while (hi - lo > 16) {
      const mid = (lo + hi) >> 1;
      if ((await runs(mid)) === "") lo = mid;
      else hi = mid;
    }
    out.exactFree = lo + sampled.overhead;
  }
  return out;
}

/** A pool of `jobs` workers over the items. */
async function pool(items, jobs, fn) {
  const out = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, worker));
  return out;
}

/**
 * Every flow of a board (or those whose id matches `only`). Returns { board, bin, install,
 * empty, flows: [...] }; install.fits says whether the files fit the board's Storage (they are
 * installed and run even when they do not, in the interpreter's larger flash, so RAM is still
 * measured). With `budget` (free JsVars) each flow that runs is run again under that budget
 * (`meets`); with `exact`, its true free JsVars are found (`exactFree`): see underHog. `extra`
 * ([{name, path}]) are installed with the board's files, in place of those of the same name (a
 * larger demo party).
 */
export async function runBoard(bin, boardId, { only = null, jobs = 2, budget = undefined, exact = false, extra = [] } = {}) {
  const board = loadBoard(boardId);
  const { files, systems: installed } = boardFiles(board);
  // a board holding one system runs each system's flows with that one installed alone
  const one = !!board.systems;
  const systems = one ? SYSTEM_ORDER.filter((id) => existsSync(join(ROOT, "dist", "systems", `sifni.sys.${id}.js`))) : installed;
  const empty = await emptyUsage(bin);
  const flows = flowsFor(systems).filter((f) => !only || new RegExp(only).test(f.id));
  // the board's Storage as the App Loader fills it, all of its files
  const appBytes = files.reduce((n, f) => n + footprint(statSync(f.path).size), 0);
  const results = new Array(flows.length);
  let stats = null;
  let firstBootProblems = [];
  // each system's flows on the app with S-Ifni (the system it starts with) and that system
  for (const system of systems) {
    const group = flows.map((f, i) => [f, i]).filter(([f]) => systemOf(f, systems) === system);
    if (group.length === 0) continue;
    const setDir = mkdtempSync(join(tmpdir(), "sifni-set-"));
    const own = (one ? alone(board, system, setDir) : boardFiles(board, undefined, [SYSTEM_ORDER[0], system]).files).filter((f) => !extra.some((e) => e.name === f.name));
    const inst = await install(bin, board, own.concat(extra));
    rmSync(setDir, { recursive: true, force: true });
    try {
      if (inst.problems.length) throw new Error(`install on ${boardId}: ${inst.problems.join("; ")}`);
      stats = stats || inst.stats;
      // the Storage every flow starts from: installed, then booted once (first boot)
      const fresh = cloneStorage(inst.dir);
      const first = await run(bin, inst.dir, board, [], { hwrand: hwRandOf(1, 8) });
      firstBootProblems = firstBootProblems.concat(first.problems);
      const image = { booted: inst.dir, fresh: () => cloneStorage(fresh) };
      const done = await pool(group, jobs, async ([f]) => underHog(bin, board, image, f, empty, await runFlow(bin, board, image, f, empty), { budget, exact }));
      group.forEach(([, i], j) => (results[i] = done[j]));
      removeStorage(fresh);
    } finally {
      removeStorage(inst.dir);
    }
  }
  return { board: boardId, bin, systems, empty, install: { fits: appBytes <= board.storage.bytes, appBytes, capacity: board.storage.bytes, stats }, firstBootProblems, flows: results };
}
