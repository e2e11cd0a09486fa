// npm run crosscheck: runs the shipped rules code in the real Espruino interpreter and
// dist/engine.js in a Node vm on the same generated cases, and reports every output that differs
// (docs/engine.md, "Verified on the real interpreter"). The interpreter is the growable Linux
// build, ../shared/espruino/espruino_linux beside the project or ESPRUINO_BIN; without one this
// says so and exits 0.
//
//   [ESPRUINO_BIN=path/to/espruino] node tools/device-check/crosscheck.mjs [--system id] [--quick] [--keep]
//     [--engine] [--files-dir dir]
//   (--quick: fewer cases, one seed and the odds of one case in four, as npm test runs it;
//   --keep: keep the generated files in the temp directory;
//   CROSSCHECK_JOBS: interpreter processes side by side, default 2)
//
// The rules under test are, by default, those the device runs: each system's files in Storage
// (its main file dist/systems/sifni.sys.<id>.js, and S-Ifni's entries sifni.sys.sifni.<entry>.js),
// loaded as the app loads them (src/device/files.ts, shelf.ts: the main file's factory, or its
// manifest and the entry of each call), the party, pack, example sheets and demo party read in
// their stored forms with the rules' own sheet and pack. The interpreter runs the files of
// --files-dir (default dist/systems), written into its Storage; Node runs dist/systems's, with a
// Storage over them (driver.js: one loader for both). dist/engine.js is loaded on both sides for
// completeInputs, sfc32, the self-test and its modules' lines (checks, validateSheet, describe).
// With --engine both sides test the modules of dist/engine.js (SIFNI.SYSTEMS) instead.
//
// Cases, for every check of every rules system, with the example party and the default pack:
// the inputs at their initial values; each input in turn set to up to PER_INPUT of its candidate
// values, the others at their first (its choices from choicesOf; "", each and two choices of a
// multi-choice input; both flags; a number's min, max and a few values near its initial one);
// and MIXED mixed combinations. Each case is rolled with every seed; it compares the completed inputs, the odds lines (p to the
// bit), each outcome (table, degree, lines, summary, effects, follow-ups), each sheet after
// applyEffect with its validateSheet problems and describe(), and describe() and
// validateSheet() of every example sheet. Exit code 1 when anything differs.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { interpreterFor } from "../device-run/interpreters.mjs";
import { systemFilesIn } from "../build/device-modules.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const only = args.includes("--system") ? args[args.indexOf("--system") + 1] : null;
const quick = args.includes("--quick");
const SEEDS = quick ? [1] : [1, 42, 9007199254740991];
// candidate values tried per input (spread over the list when there are more) and mixed cases per check
const PER_INPUT = quick ? 2 : 6;
const MIXED = quick ? 1 : 8;
// odds of every case, or (quick) of every ODDS_EVERY-th: the odds are most of the interpreter's time
const ODDS_EVERY = quick ? 4 : 1;
const JOBS = Number(process.env.CROSSCHECK_JOBS || 2);
const FILES = !args.includes("--engine");
const filesDir = args.includes("--files-dir") ? args[args.indexOf("--files-dir") + 1] : join(root, "dist/systems");

// the growable build (../shared/espruino/espruino_linux, or ESPRUINO_BIN): dist/engine.js whole
// does not fit a board's memory
const found = interpreterFor("linux");
if (!found.bin) {
  console.log(`crosscheck: nothing to compare: ${found.reason} (set ESPRUINO_BIN to a Linux build of Espruino, see docs/engine.md)`);
  process.exit(0);
}
const ESPRUINO = found.bin;

const bundle = readFileSync(join(root, "dist/engine.js"), "utf8");
const driver = readFileSync(join(root, "tools/device-check/driver.js"), "utf8");
const ctx = vm.createContext({});
vm.runInContext(bundle, ctx);
const S = ctx.SIFNI;
// the checksums every build must give (tests/golden/engine.json)
const golden = JSON.parse(readFileSync(join(root, "tests/golden/engine.json"), "utf8"));

// Example sheets: the party is examples/<system>/party.json when there is one, else every sheet
// there that validates; every file is also checked on its own (broken ones included).
const parties = {};
const sheets = [];
for (const m of S.SYSTEMS) {
  const dir = join(root, "examples", m.id);
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  const party = [];
  for (const f of files) {
    const data = JSON.parse(readFileSync(join(dir, f), "utf8"));
    for (const s of Array.isArray(data) ? data : [data]) {
      sheets.push([m.id, `${m.id}/${f} ${s.id}`, s]);
      if (!files.includes("party.json") && m.validateSheet(s, m.pack).length === 0) party.push(s);
    }
  }
  parties[m.id] = files.includes("party.json") ? JSON.parse(readFileSync(join(dir, "party.json"), "utf8")) : party;
}
const systems = S.SYSTEMS.map((m) => m.id).filter((id) => !only || id === only);
// Files mode: the files of the systems under test, by Storage name (= file name): Node's from
// dist/systems, the interpreter's from --files-dir; the stored forms the device keeps (S-Ifni's
// device forms and compiled pack, the others' JSON sheets and their pack in the sent form), as
// tools/build/app-loader.mjs writes the demo party (examples/<system>/party.json) and pack.
const nodeFiles = {};
const espFiles = {};
const stored = {};
const demos = {};
const fileSets = {};
function storedForm(id, sheet) {
  try {
    return id === "sifni" ? S.sifniEncode(sheet) : JSON.stringify(sheet);
  } catch (e) {
    return null;
  }
}
if (FILES) {
  for (const id of systems) {
    const names = systemFilesIn(filesDir, id);
    if (!names.includes(`sifni.sys.${id}.js`)) throw new Error(`no sifni.sys.${id}.js in ${filesDir}`);
    for (const name of names) espFiles[name] = readFileSync(join(filesDir, name), "latin1");
    fileSets[id] = names;
    const built = systemFilesIn(join(root, "dist/systems"), id);
    if (built.join() !== names.join()) throw new Error(`${filesDir} and dist/systems differ in the files of ${id}: ${names.join(", ")} and ${built.join(", ")}`);
    for (const name of built) nodeFiles[name] = readFileSync(join(root, "dist/systems", name), "latin1");
    const m = S.SYSTEMS.find((x) => x.id === id);
    stored[id] = {
      party: parties[id].map((s) => storedForm(id, s)).filter((t) => t !== null),
      sheets: sheets.filter((s) => s[0] === id).map((s) => storedForm(id, s[2])),
      pack: id === "sifni" ? S.sifniCompilePack(m.pack, 1) : S.storedPack(S.makePack(id, 0, m.pack)),
    };
    const f = join(root, "examples", id, "party.json");
    demos[id] = (existsSync(f) ? JSON.parse(readFileSync(f, "utf8")) : []).map((s) => storedForm(id, s));
  }
}

// a small deterministic hash for the mixed combinations
function mix(a, b) {
  let h = (a * 2654435761 + b * 40503 + 12345) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 2246822507) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}
function spread(list, n) {
  if (list.length <= n) return list;
  const out = [];
  for (let i = 0; i < n; i++) out.push(list[Math.floor((i * (list.length - 1)) / (n - 1))]);
  return out;
}
function candidates(spec, c) {
  if (spec.kind === "flag") return spec.initial === true ? [true, false] : [false, true];
  if (spec.kind === "number") {
    const u = spec.unit === "hundredths" ? 100 : 1;
    const lo = spec.min ?? -1000 * u, hi = spec.max ?? 1000 * u;
    const clamp = (v) => Math.min(hi, Math.max(lo, v));
    const base = spec.initial !== undefined ? spec.initial : clamp(10 * u);
    return [...new Set([base, clamp(base + u), clamp(base + 5 * u), clamp(base - 3 * u), lo, hi])];
  }
  const ids = S.choicesOf(spec, c).map((x) => x.id);
  let list = ids;
  if (spec.kind === "choices") list = ["", ...ids, ids.slice(0, 2).join(",")];
  if (spec.initial !== undefined && list.includes(spec.initial)) list = [spec.initial, ...list.filter((x) => x !== spec.initial)];
  return [...new Set(list)];
}
// The inputs built in order, as completeInputs sees them: pick(spec, i, list) chooses a value
// from the candidates; inputs whose `when` fails are left out.
function build(m, check, pick) {
  const done = {};
  const c = { inputs: done, party: parties[m.id], pack: m.pack };
  check.inputs.forEach((spec, i) => {
    if (spec.when && !spec.when(c)) return;
    const list = candidates(spec, c);
    if (list.length > 0) done[spec.id] = pick(spec, i, list);
  });
  return done;
}
const cases = [];
for (const m of S.SYSTEMS) {
  if (only && m.id !== only) continue;
  for (const check of m.checks) {
    const seen = new Set();
    const add = (inputs) => {
      const key = JSON.stringify(inputs);
      if (!seen.has(key)) (seen.add(key), cases.push([m.id, check.id, inputs]));
    };
    add(build(m, check, (s, i, list) => list[0]));
    for (let k = 0; k < check.inputs.length; k++) {
      // every candidate of input k (a spread of them), given the others' first values
      for (let v = 1; v < 64; v++) {
        let used = false;
        add(build(m, check, (s, i, list) => {
          if (i !== k) return list[0];
          const picks = spread(list.slice(1), PER_INPUT);
          if (v > picks.length) return list[0];
          used = true;
          return picks[v - 1];
        }));
        if (!used) break;
      }
    }
    for (let r = 0; r < MIXED; r++) add(build(m, check, (s, i, list) => list[mix(r + 1, i) % list.length]));
  }
}

// The driver's file: in files mode the interpreter's gets the files under test, Node's dist/systems's.
function driverFile(first, step, interpreter, partSystems = systems, selfTest = true) {
  const data = { parties, sheets, systems: partSystems, selfTest, seeds: SEEDS, cases, first, step, oddsEvery: ODDS_EVERY, selfTestSeeds: Object.keys(golden.selftest.seeds).map(Number), selfTestCount: golden.selftest.count };
  if (FILES) Object.assign(data, { demos, stored, fileSets, files: interpreter ? espFiles : nodeFiles });
  return `${bundle}\nvar DATA = ${JSON.stringify(data)};\n${driver}`;
}
function linesOf(text) {
  return text.split(/\r?\n/).map((l) => l.replace(/^>?(\x1b\[J)?/, "")).filter((l) => l.startsWith("@"));
}

// Node: the same bundle and driver in a fresh vm context (`global` as Espruino names it).
const started = Date.now();
const nodeOut = [];
const nodeCtx = vm.createContext({ print: (s) => nodeOut.push(s) });
vm.runInContext("var global = this;", nodeCtx);
vm.runInContext(driverFile(0, 1, false), nodeCtx);
const nodeMs = Date.now() - started;

// Espruino: processes run JOBS at a time, each in a folder of its own (its Storage,
// espruino.flash, is the working folder's).
const dir = mkdtempSync(join(tmpdir(), "sifni-crosscheck-"));
function runEspruino(file) {
  return new Promise((resolve) => {
    const p = spawn(ESPRUINO, [file], { cwd: dirname(file), stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    p.stdout.on("data", (d) => chunks.push(d));
    p.stderr.on("data", (d) => chunks.push(d));
    p.on("close", (code) => resolve({ code, text: Buffer.concat(chunks).toString("latin1") }));
  });
}
// In files mode each system runs in a process of its own, on a Storage that only ever held its
// files: one process taking systems up in turn (each one's files written over the last one's
// erased) read an armor name of SIFRP's as null after TFT's files (docs/runtime.md, "Open").
const t0 = Date.now();
const jobs = [];
if (FILES) for (const id of systems) jobs.push({ first: 0, step: 1, systems: [id] });
else for (let j = 0; j < JOBS; j++) jobs.push({ first: j, step: JOBS, systems });
jobs.forEach((job, j) => {
  mkdirSync(join(dir, `part${j}`));
  job.file = join(dir, `part${j}`, `part${j}.js`);
  writeFileSync(job.file, driverFile(job.first, job.step, true, job.systems, j === 0), "latin1");
});
// JOBS processes at a time
const results = new Array(jobs.length);
let next = 0;
async function worker() {
  while (next < jobs.length) {
    const j = next++;
    results[j] = await runEspruino(jobs[j].file);
  }
}
await Promise.all(Array.from({ length: Math.min(JOBS, jobs.length) }, worker));
const espMs = Date.now() - t0;
if (!args.includes("--keep")) rmSync(dir, { recursive: true, force: true });

// The per-case lines of Espruino, the header lines (selfTest, sheets) taken once.
const esp = new Map();
let failed = false;
results.forEach((res, j) => {
  const lines = linesOf(res.text);
  if (lines[lines.length - 1] !== "@end" || res.code !== 0) {
    failed = true;
    console.log(`Espruino part ${j} did not finish (exit ${res.code}); its output ends:\n${res.text.slice(-1500)}`);
  }
  for (const l of lines) if (l !== "@end") esp.set(JSON.parse(l.slice(1)).n, l);
});

// Where two encoded values differ: paths with both values; doubles decoded, with the difference.
function decode(v) {
  const buf = Buffer.from(v["#"], "hex");
  return buf.readDoubleBE(0);
}
function diffs(a, b, path, out) {
  if (JSON.stringify(a) === JSON.stringify(b)) return out;
  const num = (x) => (typeof x === "number" ? x : x && typeof x === "object" && "#" in x ? decode(x) : null);
  if (num(a) !== null && num(b) !== null) {
    out.push(`${path}: node ${num(a)} espruino ${num(b)} (differ by ${num(b) - num(a)})`);
  } else if (a && b && typeof a === "object" && typeof b === "object" && Array.isArray(a) === Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) diffs(a[k], b[k], `${path}.${k}`, out);
  } else out.push(`${path}: node ${JSON.stringify(a)} espruino ${JSON.stringify(b)}`);
  return out;
}
let matched = 0, compared = 0;
const bySystem = {};
// what the lines hold, for the report
const held = { p: 0, oddsErrors: 0, outcomes: 0, errors: 0, applied: 0 };
for (const line of nodeOut) {
  if (line === "@end") continue;
  const a = JSON.parse(line.slice(1));
  const b = esp.get(a.n);
  if (typeof a.n === "number") {
    if (Array.isArray(a.odds)) held.p += a.odds.length;
    else if (a.odds) held.oddsErrors++;
    for (const r of a.rolls) if (r.outcome) (held.outcomes++, (held.applied += r.applied.length));
    else held.errors++;
  }
  compared++;
  const sys = typeof a.n === "number" ? cases[a.n][0] : "(shared)";
  const tally = (bySystem[sys] ??= { cases: 0, matched: 0 });
  tally.cases++;
  if (b === line) (matched++, tally.matched++);
  else if (b !== undefined || !failed) {
    const what = typeof a.n === "number" ? `${cases[a.n][0]} ${cases[a.n][1]} ${JSON.stringify(cases[a.n][2])}` : a.n;
    console.log(`MISMATCH ${what}`);
    for (const d of b === undefined ? ["no output from Espruino"] : diffs(a, JSON.parse(b.slice(1)), "", []).slice(0, 12)) console.log("  " + d);
  }
}
// the self-test checksums on Espruino against the golden ones (not merely against Node)
const st = esp.has("selfTest") ? JSON.parse(esp.get("selfTest").slice(1)) : { standard: "(none)", seeds: [] };
const want = [golden.standard.checksum, ...Object.values(golden.selftest.seeds)];
const got = [st.standard, ...st.seeds];
console.log(`\nselfTest on Espruino: standard (${golden.standard.seed}, ${golden.standard.count}) ${st.standard}; seeds ${Object.keys(golden.selftest.seeds).join(", ")} x ${golden.selftest.count}: ${st.seeds.join(", ")}`);
console.log(JSON.stringify(got) === JSON.stringify(want) ? "  = tests/golden/engine.json" : `  NOT tests/golden/engine.json (${want.join(", ")})`);
if (JSON.stringify(got) !== JSON.stringify(want)) failed = true;
const rolls = cases.length * SEEDS.length;
console.log(
  FILES
    ? `modules on Espruino: each system's file (${systems.map((id) => `sifni.sys.${id}.js`).join(", ")} from ${filesDir}), ${Object.keys(espFiles).length} files in its Storage, against dist/systems's on Node`
    : "modules on Espruino: dist/engine.js's (SIFNI.SYSTEMS), as on Node"
);
console.log(`${cases.length} cases (${rolls} rolls with seeds ${SEEDS.join(", ")}, ${cases.length} odds), ${sheets.length} example sheets`);
console.log(`  holding ${held.p} odds lines (p) and ${held.oddsErrors} refused odds, ${held.outcomes} outcomes and ${held.errors} refused rolls, ${held.applied} sheets after applyEffect`);
for (const [sys, t] of Object.entries(bySystem)) console.log(`  ${sys}: ${t.matched} of ${t.cases} lines match`);
console.log(`${matched} of ${compared} lines match; Node ${nodeMs} ms, Espruino ${espMs} ms in ${JOBS} processes`);
process.exit(failed || matched !== compared ? 1 : 0);
