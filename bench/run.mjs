// npm run bench: engine speed as ratios against baselines measured in the same run, and the
// shipped bundle sizes. Runs the built dist/engine.js (not the sources; ENGINE names another build). If ESPRUINO_BIN names
// a local build of the Espruino interpreter (see docs/engine.md), the same figures are also
// taken there, where they predict the device (about 90x slower again on a 64 MHz nRF52).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { otherChecks } from "./other-checks.mjs";

const bundle = readFileSync(process.env.ENGINE || "dist/engine.js", "utf8");

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
  ["10+1/4 vs best of 8, 8+1/4 x2", [S.setup(10, F("+1/4"))], [S.setup(8), S.setup(8, F("+1/4")), S.setup(8, F("+1/4"))]],
  // a wounded attacker (a moderate wound: -1/5) against a fresh defender, the table's common case
  ["7-1/5 vs 7", [S.setup(7, F("-1/5"))], [S.setup(7)]]
];
var out = { curve_us: tCurve * 1e6, naive_us: tNaive * 1e6, roll_us: tRoll * 1e6, oddsTn_us: tTn * 1e6, pairs: [], exchanges: [] };
// each case's rolls' time counts against a roll timed just before it: the interpreter's speed
// drifts on a shared machine by more than the cases differ
function rollHere() { return time(ROLLS / 10, function (n) { for (var i = 0; i < n; i++) sink += S.roll(g, st).value; }) * 1e6; }
for (var p = 0; p < pairs.length; p++) { var a = pairs[p][1], b = pairs[p][2];
  var r0 = rollHere(); out.pairs.push([pairs[p][0], time(PAIRS, function (n) { for (var i = 0; i < n; i++) sink += S.oddsPair(a, b).a; }) * 1e6, r0]); }
// the exchange odds of an attack (hit, deadlock, miss and all five damage bands) on the same pairs,
// with armor (hundredths) and Endurance + 10, then set against the pair alone
function exchange(a, b, armor, e) { return { attack: a[0], autoFail: false, defense: { rolls: b, floor: 0, shift: 0 }, armor: armor, endPlus10: e, aim: 0, chosen: { section: 2, down: 3, across: 0 }, detail: false }; }
var ex = [[0, 800, 10], [1, 0, 10], [2, 600, 15], [3, 300, 8], [4, 500, 12], [5, 300, 10]];
for (var q = 0; q < ex.length; q++) { var s = exchange(pairs[ex[q][0]][1], pairs[ex[q][0]][2], ex[q][1], ex[q][2]);
  var r1 = rollHere(); out.exchanges.push([pairs[ex[q][0]][0] + ", armor " + ex[q][1] / 100 + ", End+10 " + ex[q][2], time(PAIRS, function (n) { for (var i = 0; i < n; i++) sink += S.exchangeOdds(s).hit; }) * 1e6, out.pairs[ex[q][0]][1] / out.pairs[ex[q][0]][2], r1]); }
// the other rules systems' odds (dice enumerations), each check with the example party (OTHER, from Node)
out.other = [];
for (var o = 0; o < OTHER.length; o++) { var mod = null; for (var j = 0; j < S.SYSTEMS.length; j++) if (S.SYSTEMS[j].id === OTHER[o][0]) mod = S.SYSTEMS[j];
  var oc = OTHER[o], r2 = rollHere(); out.other.push([oc[0] + " " + oc[1], time(PAIRS, function (n) { for (var i = 0; i < n; i++) sink += mod.odds(oc[1], oc[2], oc[3], mod.pack).lines.length; }) * 1e6, r2]); }
print(JSON.stringify(out));
`;

// the goals of issue 16, in rolls' time (a whole roll: in the formula's)
const GOAL = { roll: 3, tn: 5, pair: 60, exchange: 150 };
const against = (v, goal) => `(goal <= ${goal}: ${v <= goal ? "met" : "not met"})`;

function report(where, r) {
  console.log(`\n== ${where}`);
  console.log(`roll, curve: ${r.curve_us.toFixed(2)} us; the text's formula with Math.pow: ${r.naive_us.toFixed(2)} us`);
  const ratio = r.curve_us / r.naive_us;
  console.log(`  ratio curve/formula: ${ratio.toFixed(2)}x the time (${Math.round(1e6 / r.curve_us)} curve evaluations/s)`);
  // the goal is the whole roll's (issue 16), against the formula alone
  const whole = r.roll_us / r.naive_us;
  console.log(`a whole roll (generator + curve + record): ${r.roll_us.toFixed(2)} us = ${(r.roll_us / r.curve_us).toFixed(2)} curve evaluations, ${whole.toFixed(2)}x the formula ${against(whole, GOAL.roll)}`);
  const tn = r.oddsTn_us / r.roll_us;
  console.log(`odds against a TN (closed form): ${tn.toFixed(2)} rolls ${against(tn, GOAL.tn)}`);
  for (const [name, us, roll] of r.pairs) console.log(`odds ${name}: ${(us / roll).toFixed(0)} rolls (${(us / 1000).toFixed(2)} ms) ${against(us / roll, GOAL.pair)}`);
  for (const [name, us, pairRolls, roll] of r.exchanges) {
    console.log(`exchange odds ${name}: ${(us / roll).toFixed(0)} rolls (${(us / 1000).toFixed(2)} ms), ${(us / roll / pairRolls).toFixed(2)}x the pair's odds ${against(us / roll, GOAL.exchange)}`);
  }
  // the other systems' odds "within the same times": an attack's (with its damage) against the
  // exchange's goal, every other check's against two rolls'
  const bySystem = {};
  for (const [name, us, roll] of r.other) {
    const [id, check] = name.split(" ");
    const goal = /attack|exchange|round|damage/.test(check) ? GOAL.exchange : GOAL.pair;
    const rolls = us / roll;
    const b = (bySystem[id] = bySystem[id] || { text: [], met: 0, all: 0 });
    b.text.push(`${check} ${rolls.toFixed(0)}${rolls <= goal ? "" : " (over " + goal + ")"}`);
    b.all++;
    if (rolls <= goal) b.met++;
  }
  for (const id in bySystem) console.log(`odds of ${id}'s checks, in rolls: ${bySystem[id].text.join(", ")}: ${bySystem[id].met} of ${bySystem[id].all} within their goal`);
}

// Accuracy (Node): the same cases against a sum over every hundredth of the text's formula with
// Math.pow (the tests' reference, tests/helpers/*-reference.ts); a line's score is its error over
// max(1e-6, 1% of its value), the goal at most 1
const kOf = (x) => Math.pow(x / 10 + 1, 4) + 1;
function atLeastRef(x, h) {
  if (h <= 0) return 1;
  const m = x + 10;
  if (m === 0) return 0;
  const t = (h - 0.5) / 100;
  const k = kOf(x);
  if (t <= m) return 0.95 * Math.pow(1 - t / m, 1 / k) + 0.05;
  return Math.max(0, 1 - 0.95 * Math.pow(t / m, 1 / k));
}
const atLeastMod = (s, v) => (v <= 0 ? 1 : s.factor.num === 0 ? 0 : atLeastRef(s.skill, Math.ceil((v * s.factor.den) / s.factor.num)));
const score = (got, want) => Math.abs(got - want) / Math.max(1e-6, 0.01 * Math.abs(want));
function accuracy(S) {
  const top = (s) => S.applyFactor(S.curve(s.skill, 4294967295), s.factor);
  const cdf = (side) => (v) => side.reduce((p, s) => p * (1 - atLeastMod(s, v + 1)), 1);
  const F = (t) => S.factorOf([S.parseFraction(t)]);
  const cases = [
    [[S.setup(7)], [S.setup(7)], 800, 10],
    [[S.setup(7)], [S.setup(5)], 0, 10],
    [[S.setup(8, F("+1/4"))], [S.setup(6, F("-1/4")), S.setup(6, F("+1/4"))], 300, 8],
    [[S.setup(10, F("+1/4"))], [S.setup(8), S.setup(8, F("+1/4")), S.setup(8, F("+1/4"))], 500, 12],
    [[S.setup(7, F("-1/5"))], [S.setup(7)], 300, 10],
    // sifni odds --attack 7 --defense 5 --d-strategy defense --endurance 2: bands near 1e-4
    [[S.setup(7, { num: 3, den: 4 })], [S.setup(5), S.setup(5, F("+1/4")), S.setup(5, F("+1/4"))], 100, 12],
  ];
  let worst = 0;
  let smallest = 1;
  for (const [a, b, armor, e] of cases) {
    const ga = cdf(a);
    const gb = cdf(b);
    const topD = Math.max(...b.map(top));
    const topA = top(a[0]);
    const sa = (t) => (t > topA ? 0 : atLeastMod(a[0], t));
    // the pair: P(A > B), P(B > A), ties
    const o = S.oddsPair(a, b);
    let pa = 0;
    let pb = 0;
    let pt = 0;
    let ga0 = 0;
    let gb0 = 0;
    for (let v = 0; v <= Math.max(topA, topD); v++) {
      const g1 = ga(v);
      const g2 = gb(v);
      pa += (g2 - gb0) * (1 - g1);
      pb += (g2 - gb0) * ga0;
      pt += (g1 - ga0) * (g2 - gb0);
      ga0 = g1;
      gb0 = g2;
    }
    worst = Math.max(worst, score(o.a, pa), score(o.b, pb), score(o.deadlock, pt));
    // the exchange: each band, deadlock, miss, with the band of each pair from the DR's definition
    const x = S.exchangeOdds({ attack: a[0], autoFail: false, defense: { rolls: b, floor: 0, shift: 0 }, armor, endPlus10: e, aim: 0, chosen: { section: 2, down: 3, across: 0 }, detail: false });
    const band = (av, d) => {
      const dd = d === 0 ? 0.5 : d;
      const dr = Math.ceil((1000 * (av - dd)) / dd - 1e-9) - armor;
      let j = 0;
      while (j < 5 && dr > 20 * (j + 1) * e) j++;
      return j;
    };
    const atLeast = [0, 0, 0, 0, 0, 0];
    const least = [0, 0, 0, 0, 0, 0];
    let dead = 0;
    let g0 = 0;
    for (let d = 0; d <= topD; d++) {
      const g1 = gb(d);
      const px = g1 - g0;
      g0 = g1;
      if (px <= 0) continue;
      dead += px * (sa(d) - sa(d + 1));
      for (let j = 0; j <= 5; j++) {
        let av = Math.max(least[j], d + 1);
        while (av <= topA && band(av, d) < j) av++;
        least[j] = av;
        atLeast[j] += px * sa(av);
      }
    }
    const want = atLeast.map((p, j) => p - (j < 5 ? atLeast[j + 1] : 0)).concat([dead, 1 - atLeast[0] - dead]);
    const got = x.bands.concat([x.deadlock, x.miss]);
    for (let i = 0; i < want.length; i++) {
      worst = Math.max(worst, score(got[i], want[i]));
      if (want[i] > 0) smallest = Math.min(smallest, want[i]);
    }
  }
  console.log(`\naccuracy: worst line ${worst.toFixed(3)} of max(1e-6, 1%) off a sum over every hundredth, over these pairs and exchanges ${against(worst, 1)}; smallest line ${smallest.toExponential(2)}`);
}

const ctx = vm.createContext({ print: (s) => (ctx.result = s) });
vm.runInContext(bundle, ctx);
const OTHER = JSON.stringify(otherChecks(ctx.SIFNI));
vm.runInContext(`var OTHER = ${OTHER}, REPS = 5, ROLLS = 200000, ODDS = 20000, PAIRS = 200, clock = function () { return CLOCK(); };` + SCRIPT, Object.assign(ctx, { CLOCK: () => performance.now() / 1000 }));
report("Node " + process.version, JSON.parse(ctx.result));
accuracy(ctx.SIFNI);

const raw = Buffer.byteLength(bundle);
console.log(`\ndist/engine.js: ${raw} bytes, ${gzipSync(bundle, { level: 9 }).length} gzipped`);

if (process.env.ESPRUINO_BIN) {
  const dir = mkdtempSync(join(tmpdir(), "sifni-bench-"));
  const file = join(dir, "bench.js");
  writeFileSync(file, bundle + `\nvar OTHER = ${OTHER}, REPS = 3, ROLLS = 200, ODDS = 50, PAIRS = 2, clock = getTime;\n` + SCRIPT);
  const out = execFileSync(process.env.ESPRUINO_BIN, [file], { cwd: dir, input: "", timeout: 600000 }).toString();
  const line = out.split(/\r?\n/).find((l) => l.startsWith('{"curve_us"'));
  if (line) report("Espruino interpreter at " + process.env.ESPRUINO_BIN, JSON.parse(line));
  else console.log("Espruino run gave no result:\n" + out);
}
