/**
 * The exact odds of an exchange (P(hit), P(deadlock), P(miss) and each band) against an
 * independent reference: the continuous model of the text's formula with Math.pow in double
 * precision, summed over every hundredth of the defense (tests/helpers/exchange-reference.ts).
 */
import { describe, expect, test } from "vitest";
import { sfc32 } from "../../src/engine/random/sfc32";
import { setup } from "../../src/engine/sifni/roll";
import { exchangeOdds, resolveAttack } from "../../src/engine/sifni/combat/attack";
import { bandRatios } from "../../src/engine/sifni/combat/damage";
import { ratioOdds } from "../../src/engine/sifni/ratio-odds";
import { chance, prepare } from "../../src/engine/sifni/chance";
import { cdfAt, qside } from "../../src/engine/sifni/quad-side";
import { rollMax } from "../../src/engine/sifni/sides";
import { Case, attackSetup, gap, mods, reference } from "../helpers/exchange-reference";
import { line, odds } from "./fixtures";

const CASES: Case[] = [
  { name: "7 vs 5, plate vs rapier (8.00), End 0", attack: setup(7, mods("+1/5")), rolls: [setup(5)], armor: 800, e: 10 },
  { name: "7 vs 7, no armor", attack: setup(7), rolls: [setup(7)], armor: 0, e: 10 },
  { name: "5 vs 7, no armor", attack: setup(5), rolls: [setup(7)], armor: 0, e: 10 },
  { name: "wild 8 vs cautious 6", attack: setup(8, mods("+1/4")), rolls: [setup(6), setup(6, mods("+1/4"))], armor: 300, e: 8 },
  { name: "10 vs Defense 8 (3 rolls)", attack: setup(10), rolls: [setup(8), setup(8, mods("+1/4")), setup(8, mods("+1/4"))], armor: 500, e: 12 },
  { name: "dodge with a shield", attack: setup(9, mods("-1/4")), rolls: [setup(6, mods("+1/3")), setup(7, mods("+1/4"))], armor: 150, e: 14 },
  { name: "15 vs 15, heavy armor, tough", attack: setup(15), rolls: [setup(15)], armor: 600, e: 15 },
  { name: "0 vs 0", attack: setup(0), rolls: [setup(0)], armor: 0, e: 10 },
  { name: "3 vs -5", attack: setup(3), rolls: [setup(-5)], armor: 100, e: 5 },
  { name: "Endurance -10", attack: setup(7), rolls: [setup(7)], armor: 0, e: 0 },
  { name: "unarmed -1pt beyond no armor", attack: setup(6, mods("-1/4")), rolls: [setup(4, mods("-1/3"))], armor: -100, e: 6 },
  { name: "20 vs 10", attack: setup(20), rolls: [setup(10)], armor: 1200, e: 20 },
  { name: "10 vs 25", attack: setup(10), rolls: [setup(25)], armor: 250, e: 20 },
  { name: "small target (defense x2)", attack: setup(12, mods("+1/5")), rolls: [setup(4, { num: 2, den: 1 })], armor: 0, e: 10 },
  { name: "ranged, no defense: TN 3 + 4", attack: setup(8), rolls: [], floor: 300, shift: 400, armor: 0, e: 10 },
  { name: "ranged, dodge, base 3 + 2", attack: setup(8), rolls: [setup(5)], floor: 300, shift: 200, armor: 400, e: 10 },
  { name: "ranged, Defense 2 rolls, cover 7, +6", attack: setup(12, { num: 4, den: 5 }), rolls: [setup(6), setup(6)], floor: 700, shift: 600, armor: 250, e: 12 },
  { name: "defense of 0 (skill -10)", attack: setup(2), rolls: [setup(-10)], armor: 0, e: 10 },
  // lattices: a modified roll skips hundredths, where a smooth model of the defense is wrong
  { name: "21 x 11/20 vs -2 x 5/4", attack: setup(21, { num: 11, den: 20 }), rolls: [setup(-2, { num: 5, den: 4 })], armor: 950, e: 10 },
  { name: "14 x 3/2 vs three lattices", attack: setup(14, { num: 3, den: 2 }), rolls: [setup(4, { num: 6, den: 5 }), setup(4, { num: 2, den: 3 }), setup(4, { num: 2, den: 3 })], armor: 900, e: 24 },
];

describe("exchange odds against the sum over every hundredth", () => {
  test.each(CASES.map((c) => [c.name, c] as [string, Case]))("%s: within 1e-3, summing to 1", (_n, c) => {
    const o = exchangeOdds(attackSetup(c));
    const r = reference(c);
    expect(gap(o, r)).toBeLessThan(1e-3);
    // the survival at the very top is a few units of 2^-28 off 0
    expect(Math.abs(o.hit + o.deadlock + o.miss - 1)).toBeLessThan(2e-8);
    expect(Math.abs(o.bands.reduce((s, p) => s + p, 0) - o.hit)).toBeLessThan(1e-9);
    for (const p of o.bands) expect(p).toBeGreaterThanOrEqual(0);
  });

  test("the worst case over all of them, and the reference is not the engine", () => {
    let worst = 0;
    for (const c of CASES) worst = Math.max(worst, gap(exchangeOdds(attackSetup(c)), reference(c)));
    expect(worst).toBeLessThan(6e-4);
    expect(worst).toBeGreaterThan(0);
  });

  test("Endurance -10: every hit that gets through is 'die already'", () => {
    const o = exchangeOdds(attackSetup(CASES[9]));
    // DR rounded up: any hit has DR >= 0.01 > 0
    expect(o.bands[5]).toBe(o.hit);
  });

  test("agrees with rolling the dice: 100k attacks through resolveAttack within 5 standard errors", () => {
    const c = CASES[0];
    const s = attackSetup(c);
    const rng = sfc32(77);
    const n = 100000;
    const count = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) {
      const r = resolveAttack(rng, s);
      count[r.result === "hit" ? r.band : r.result === "deadlock" ? 6 : 7]++;
    }
    const o = exchangeOdds(s);
    const p = [...o.bands, o.deadlock, o.miss];
    for (let k = 0; k < 8; k++) {
      const se = Math.sqrt((p[k] * (1 - p[k])) / n);
      expect(Math.abs(count[k] / n - p[k]), "outcome " + k).toBeLessThan(5 * se + 1e-9);
    }
  });
});

describe("a modified defense's lattice", () => {
  test("-7 against 7 -1/4: every line P(band >= j) within 0.05% (the bands between ratios 1.5% apart ride on it)", () => {
    // 7 -1/4 reaches its hundredths in a pattern of 2, 1, 1 base values; the smooth curve spreads
    // them evenly, and each piece of the integral was 0.2% off until the results' skew was taken
    const c: Case = { name: "", attack: setup(-7), rolls: [setup(7, mods("-1/4"))], armor: 250, e: 1 };
    const o = exchangeOdds(attackSetup(c));
    const r = reference(c);
    expect(bandRatios(c.armor, c.e)).toEqual([1270, 1290, 1310, 1330, 1350]);
    for (let j = 1; j <= 5; j++) {
      const got = o.bands.slice(j).reduce((s, p) => s + p, 0);
      expect(Math.abs(got / r.atLeast[j] - 1), "band >= " + j).toBeLessThan(5e-4);
    }
  });
});

describe("drawn cases against a sum over every hundredth of the defense", () => {
  // the engine's own closed forms summed hundredth by hundredth: P(D' = d) P(A >= least attack)
  const bySum = (c: Case, ms: number[]) => {
    const pa = prepare(c.attack);
    const qd = qside(c.rolls, c.floor || 0, c.shift || 0);
    const top = Math.max(rollMax(c.attack), ...c.rolls.map(rollMax)) + (c.shift || 0) + (c.floor || 0);
    const out = { hit: 0, deadlock: 0, above: ms.map(() => 0) };
    let g0 = 0;
    for (let d = 0; d <= top; d++) {
      const g = cdfAt(qd, d);
      const p = g - g0;
      g0 = g;
      if (p === 0) continue;
      out.hit += p * chance(pa, d + 1);
      out.deadlock += p * (chance(pa, d) - chance(pa, d + 1));
      ms.forEach((m, j) => (out.above[j] += p * chance(pa, d === 0 ? Math.floor(m / 2000) + 1 : Math.floor((m * d) / 1000) + 1)));
    }
    return out;
  };
  const score = (got: number, want: number) => Math.abs(got - want) / Math.max(1e-6, 0.01 * want);
  // The curated grid of tests/engine/odds-accuracy.test.ts holds every line within its
  // allowance; drawn cases find corners where a few do not (docs/engine.md, "Odds": 20,000 cases,
  // 12 lines of about 139,000 over it, the worst 1.71 times: bands between ratios 1-2% apart next
  // to a modified defense's lattice). This test holds that line: any more, or worse, fails it.
  test("200 cases: skills -10..15, modifiers, one to three defense rolls, floors, shifts, armors, Endurance; within max(1e-6, 1%) but for rare corners", () => {
    const g = sfc32(2026);
    const int = (lo: number, hi: number) => lo + (g.next() % (hi - lo + 1));
    const FRACS = ["", "+1/4", "-1/4", "+1/5", "-1/3", "+1/3 -1/4", "-1/20", "+1/2"];
    const frac = () => mods(FRACS[int(0, FRACS.length - 1)]);
    let banded = 0;
    let worst = 0;
    let lines = 0;
    let over = 0;
    for (let i = 0; i < 200; i++) {
      const rolls = [];
      for (let k = int(1, 3); k > 0; k--) rolls.push(setup(int(-10, 15), frac()));
      const c: Case = { name: "drawn " + i, attack: setup(int(-10, 15), frac()), rolls, floor: int(0, 3) === 0 ? 300 : 0, shift: int(0, 3) === 0 ? 100 * int(1, 6) : 0, armor: 50 * int(-2, 24), e: int(0, 25) };
      const ms = bandRatios(c.armor, c.e).filter((m) => m > 1000);
      const o = ratioOdds(c.attack, { rolls: c.rolls, floor: c.floor!, shift: c.shift! }, ms);
      const r = bySum(c, ms);
      // the lines as the screen shows them: each band between two sums, and the deadlock
      const got = [o.deadlock, o.hit - (o.above[0] ?? 0)];
      const want = [r.deadlock, r.hit - (r.above[0] ?? 0)];
      for (let j = 0; j < ms.length; j++) {
        got.push(o.above[j] - (j + 1 < ms.length ? o.above[j + 1] : 0));
        want.push(r.above[j] - (j + 1 < ms.length ? r.above[j + 1] : 0));
      }
      for (let j = 0; j < got.length; j++) {
        const sc = score(got[j], want[j]);
        expect(sc, `${c.name} line ${j}: ${JSON.stringify(c)}`).toBeLessThanOrEqual(2);
        worst = Math.max(worst, sc);
        lines++;
        if (sc > 1) over++;
      }
      if (o.above.some((p) => p > 0 && p < o.hit)) banded++;
    }
    console.info(`drawn exchanges: worst line ${worst.toFixed(3)} of its allowance, ${over} of ${lines} lines over it`);
    expect(over / lines).toBeLessThan(0.0005);
    expect(worst).toBeGreaterThan(0);
    // most cases have bands strictly between none and every hit: the sums were taken
    expect(banded).toBeGreaterThan(100);
  });
});

describe("the checks' odds", () => {
  test("melee: the lines are the exchange's bands, deadlock and miss", () => {
    // anyone 7 with a rapier (+1/5) against 5 in plate (4 pierce x2): case 0
    const o = odds("melee", { attackSkill: 7, weapon: "rapier", defenseSkill: 5, armor: "plate-armor" });
    const e = exchangeOdds(attackSetup(CASES[0]));
    expect(o.lines.map((l) => l.id)).toEqual(["band-0", "band-1", "band-2", "band-3", "band-4", "band-5", "deadlock", "miss"]);
    for (let j = 0; j < 6; j++) expect(line(o, "band-" + j)).toBe(e.bands[j]);
    expect(line(o, "miss")).toBe(e.miss);
  });

  test("an automatic failure misses for sure", () => {
    const o = odds("melee", { attackSkill: 7, weapon: "sword", defenseSkill: 5, modifiers: "total-distraction" });
    expect(line(o, "miss")).toBe(1);
  });

  test("ranged: no defense is the closed form against the TN", () => {
    const o = odds("ranged", { attackSkill: 8, weapon: "crossbow", distance: 20 });
    const r = reference({ name: "", attack: setup(8), rolls: [], floor: 300, shift: 400, armor: 0, e: 10 });
    expect(Math.abs(1 - line(o, "miss") - line(o, "deadlock") - r.atLeast[0])).toBeLessThan(1e-6);
    expect(Math.abs(line(o, "band-5") - r.atLeast[5])).toBeLessThan(1e-6);
  });
});
