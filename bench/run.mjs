// npm run bench: engine speed as ratios against baselines measured in the same run, and the
// shipped bundle sizes. Runs the built dist/engine.js (not the sources). If ESPRUINO_BIN names
// a local build of the Espruino interpreter (see docs/engine.md), the same figures are also
// taken there, where they predict the device (about 90x slower again on a 64 MHz nRF52).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const bundle = readFileSync("dist/engine.js", "utf8");

// The same measuring script runs on Node and in Espruino: it needs only SIFNI, a clock and print.
const SCRIPT = `
var S = SIFNI;
function time(n, f) { var best = 1e9; for (var rep = 0; rep < REPS; rep++) { var t = clock(); f(n); var d = (clock() - t) / n; if (d < best) best = d; } return best; }
var words = []; var g0 = S.sfc32(1); for (var i = 0; i < 64; i++) words.push(g0.next());
// the baseline: the text's formula as written, with Math.pow, on the same generator words
function naive(x, w) { var m = x + 10, r = w / 4294967296 * 20 / 19, k = Math.pow(x / 10 + 1, 4) + 1;
  return Math.floor(100 * (r > 1 ? m * Math.pow(r, k) : m * (1 - Math.pow(r, k))) + 1 / 2); }
var sink = 0;
var tNaive = time(ROLLS, function (n) { for (var i = 0; i < n; i++) sink += naive(7, words[i & 63]); });
var tCurve = time(ROLLS, function (n) { for (var i = 0; i < n; i++) sink += S.curve(7, words[i & 63]); });
var g = S.sfc32(2), st = S.setup(7);
var tRoll = time(ROLLS, function (n) { for (var i = 0; i < n; i++) sink += S.roll(g, st).value; });
var tTn = time(ODDS, function (n) { for (var i = 0; i < n; i++) sink += S.oddsVsTn(st, 1300).success; });
var F = function (t) { return S.factorOf([S.parseFraction(t)]); };
var pairs = [
  ["7 vs 7", [S.setup(7)], [S.setup(7)]],
  ["7 vs 5", [S.setup(7)], [S.setup(5)]],
  ["25 vs 20", [S.setup(25)], [S.setup(20)]],
  ["8+1/4 vs best of 6-1/4, 6+1/4", [S.setup(8, F("+1/4"))], [S.setup(6, F("-1/4")), S.setup(6, F("+1/4"))]],
  ["10+1/4 vs best of 8, 8+1/4 x2", [S.setup(10, F("+1/4"))], [S.setup(8), S.setup(8, F("+1/4")), S.setup(8, F("+1/4"))]]
];
var out = { curve_us: tCurve * 1e6, naive_us: tNaive * 1e6, roll_us: tRoll * 1e6, oddsTn_us: tTn * 1e6, pairs: [], exchanges: [] };
for (var p = 0; p < pairs.length; p++) { var a = pairs[p][1], b = pairs[p][2];
  out.pairs.push([pairs[p][0], time(PAIRS, function (n) { for (var i = 0; i < n; i++) sink += S.oddsPair(a, b).a; }) * 1e6]); }
// the exchange odds of an attack (hit, deadlock, miss and all five damage bands) on the same pairs,
// with armor (hundredths) and Endurance + 10, then set against the pair alone
function exchange(a, b, armor, e) { return { attack: a[0], autoFail: false, defense: { rolls: b, floor: 0, shift: 0 }, armor: armor, endPlus10: e, aim: 0, chosen: { section: 2, down: 3, across: 0 }, detail: false }; }
var ex = [[0, 800, 10], [1, 0, 10], [2, 600, 15], [3, 300, 8], [4, 500, 12]];
for (var q = 0; q < ex.length; q++) { var s = exchange(pairs[ex[q][0]][1], pairs[ex[q][0]][2], ex[q][1], ex[q][2]);
  out.exchanges.push([pairs[ex[q][0]][0] + ", armor " + ex[q][1] / 100 + ", End+10 " + ex[q][2], time(PAIRS, function (n) { for (var i = 0; i < n; i++) sink += S.exchangeOdds(s).hit; }) * 1e6, out.pairs[ex[q][0]][1]]); }
print(JSON.stringify(out));
`;

function report(where, r) {
  console.log(`\n== ${where}`);
  console.log(`roll, fixed-point curve: ${r.curve_us.toFixed(2)} us; the text's formula with Math.pow: ${r.naive_us.toFixed(2)} us`);
  console.log(`  ratio fixed/naive: ${(r.curve_us / r.naive_us).toFixed(2)}x the time (${Math.round(1e6 / r.curve_us)} curve evaluations/s)`);
  console.log(`a whole roll (generator + curve + record): ${r.roll_us.toFixed(2)} us = ${(r.roll_us / r.curve_us).toFixed(2)} curve evaluations`);
  console.log(`odds against a TN (closed form): ${(r.oddsTn_us / r.roll_us).toFixed(2)} rolls`);
  for (const [name, us] of r.pairs) console.log(`odds ${name}: ${(us / r.roll_us).toFixed(0)} rolls (${(us / 1000).toFixed(2)} ms)`);
  for (const [name, us, pair] of r.exchanges) {
    console.log(`exchange odds ${name}: ${(us / r.roll_us).toFixed(0)} rolls (${(us / 1000).toFixed(2)} ms), ${(us / pair).toFixed(2)}x the pair's odds`);
  }
}

const ctx = vm.createContext({ print: (s) => (ctx.result = s) });
vm.runInContext(bundle, ctx);
vm.runInContext(`var REPS = 5, ROLLS = 200000, ODDS = 20000, PAIRS = 200, clock = function () { return CLOCK(); };` + SCRIPT, Object.assign(ctx, { CLOCK: () => performance.now() / 1000 }));
report("Node " + process.version, JSON.parse(ctx.result));

const raw = Buffer.byteLength(bundle);
console.log(`\ndist/engine.js: ${raw} bytes, ${gzipSync(bundle, { level: 9 }).length} gzipped`);

if (process.env.ESPRUINO_BIN) {
  const dir = mkdtempSync(join(tmpdir(), "sifni-bench-"));
  const file = join(dir, "bench.js");
  writeFileSync(file, bundle + `\nvar REPS = 3, ROLLS = 200, ODDS = 50, PAIRS = 2, clock = getTime;\n` + SCRIPT);
  const out = execFileSync(process.env.ESPRUINO_BIN, [file], { cwd: dir, input: "", timeout: 600000 }).toString();
  const line = out.split(/\r?\n/).find((l) => l.startsWith('{"curve_us"'));
  if (line) report("Espruino interpreter at " + process.env.ESPRUINO_BIN, JSON.parse(line));
  else console.log("Espruino run gave no result:\n" + out);
}
