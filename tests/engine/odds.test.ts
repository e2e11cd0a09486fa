import { describe, expect, test } from "vitest";
import { parseFraction } from "../../src/engine/math/fraction";
import { sfc32 } from "../../src/engine/random/sfc32";
import { curve } from "../../src/engine/sifni/curve";
import { applyFactor, factorOf } from "../../src/engine/sifni/modifiers";
import { OddsPair, oddsPair, oddsVsTn } from "../../src/engine/sifni/odds";
import { opposed } from "../../src/engine/sifni/resolve";
import { RollSetup, setup } from "../../src/engine/sifni/roll";
import { atLeastDice, atLeastModRef, atLeastRef, pairRef } from "../helpers/sifni-reference";

const mods = (t: string) => factorOf(t ? t.split(" ").map(parseFraction) : []);
const maxOf = (side: RollSetup[]) => Math.max(...side.map((s) => applyFactor(curve(s.skill, 4294967295), s.factor)));
const cdfRef = (side: RollSetup[]) => (v: number) =>
  side.reduce((p, s) => p * (1 - atLeastModRef(s.skill, s.factor.num, s.factor.den, v + 1)), 1);
function gap(o: OddsPair, r: OddsPair): number {
  return Math.max(Math.abs(o.a - r.a), Math.abs(o.b - r.b), Math.abs(o.deadlock - r.deadlock));
}

describe("odds against a TN (closed form)", () => {
  test("match the continuous formula within 1e-6 for skills -10..40 over the TN ladder and between", () => {
    let worst = 0;
    for (let x = -10; x <= 40; x++) {
      for (let tn = 0; tn <= 6000; tn += tn < 3000 ? 37 : 391) {
        const o = oddsVsTn(setup(x), tn);
        const beat = atLeastRef(x, tn + 1);
        const reach = atLeastRef(x, tn);
        worst = Math.max(worst, Math.abs(o.success - beat), Math.abs(o.deadlock - (reach - beat)), Math.abs(o.failure - (1 - reach)));
      }
    }
    expect(worst).toBeLessThan(1e-6);
  });

  test("count deadlocks as the dice produce them: against the exact count over all 2^32 words", () => {
    for (const [x, tn] of [[7, 1700], [7, 1699], [0, 1000], [5, 1300], [15, 2500], [-5, 500], [3, 1], [10, 2100], [20, 3000]]) {
      const o = oddsVsTn(setup(x), tn);
      const beat = atLeastDice(x, tn + 1);
      const reach = atLeastDice(x, tn);
      expect(Math.abs(o.success - beat), `${x} vs ${tn}`).toBeLessThan(1e-6);
      expect(Math.abs(o.deadlock - (reach - beat)), `${x} vs ${tn}`).toBeLessThan(1e-6);
    }
  });

  test("refuse a TN that is not whole hundredths from 0", () => {
    for (const tn of [-1, 1300.5, NaN]) expect(() => oddsVsTn(setup(7), tn)).toThrow(expect.objectContaining({ code: "TN" }));
  });

  test("with modifiers: floor(roll * (1 + F)) against the continuous formula", () => {
    for (const [x, m, tn] of [[5, "+1/3", 1300], [5, "-1/6", 1000], [7, "+1/4 -1/3", 1500], [0, "-1/2", 400], [12, "+1/2", 3000], [3, "-1", 0], [3, "-1", 1]] as [number, string, number][]) {
      const s = setup(x, mods(m));
      const o = oddsVsTn(s, tn);
      expect(Math.abs(o.success - atLeastModRef(x, s.factor.num, s.factor.den, tn + 1)), `${x} ${m} ${tn}`).toBeLessThan(1e-6);
    }
  });

  test("the text's landmarks: TN 13 precludes the unskilled, skill 7 piles up just under 17", () => {
    // "TN 13: basic skill is required, precludes unskilled characters": skill 0 tops out at
    // 10 (20/19)^2 = 11.08 and skill 1 at 11 (20/19)^2.4641 = 12.48; skill 2 reaches 14.05
    expect(oddsVsTn(setup(0), 1300).success).toBe(0);
    expect(oddsVsTn(setup(1), 1300).success).toBe(0);
    expect(oddsVsTn(setup(2), 1300).success).toBeGreaterThan(0);
    // about 43% of skill-7 results are within 0.01 below 17: 0.95 (0.01/17)^(1/k) = 0.4288, k = 1.7^4 + 1;
    // on screen that is 16.99 or 17.00, i.e. a result of 16.985 or more on the normal branch:
    const k = Math.pow(1.7, 4) + 1;
    expect(0.95 * Math.pow(0.01 / 17, 1 / k)).toBeCloseTo(0.4288, 4);
    const near = oddsVsTn(setup(7), 1699);
    expect(near.success + near.deadlock - 0.05).toBeCloseTo(0.95 * Math.pow(0.015 / 17, 1 / k), 6);
  });
});

describe("odds of two rolls against each other", () => {
  const cases: [RollSetup[], RollSetup[]][] = [];
  for (const x of [-10, -5, 0, 7, 15, 20]) for (const y of [-5, 0, 7, 15]) cases.push([[setup(x)], [setup(y)]]);
  for (const [ma, mb] of [["+1/2", "+1/2"], ["-1/3", "-1/3"], ["+1/3", "+1/2"], ["+1/4", "-1/4"], ["+1/6", "-1/6"], ["-1", ""]])
    for (const x of [3, 7, 12]) cases.push([[setup(x, mods(ma))], [setup(x, mods(mb))]]);
  // attack against the higher of two or three defense rolls (Cautious Offense, Defense)
  cases.push([[setup(7, mods("+1/4"))], [setup(7, mods("-1/4")), setup(7, mods("+1/4"))]]);
  cases.push([[setup(10, mods("+1/4"))], [setup(8), setup(8, mods("+1/4")), setup(8, mods("+1/4"))]]);
  cases.push([[setup(7, mods("+1/2"))], [setup(7, mods("+1/2")), setup(7, mods("+1/2")), setup(7, mods("+1/2"))]]);
  cases.push([[setup(20, mods("+1/6"))], [setup(18, mods("+1/3"))]]);
  // piles a few hundredths apart
  cases.push([[setup(7)], [setup(7, mods("+1/100"))]]);

  test("within 5e-4 of the sum over every hundredth (the issue asks 1e-3), summing to 1", () => {
    let worst = 0;
    for (const [a, b] of cases) {
      const o = oddsPair(a, b);
      const r = pairRef(cdfRef(a), cdfRef(b), Math.max(maxOf(a), maxOf(b)));
      worst = Math.max(worst, gap(o, r));
      expect(gap(o, r), JSON.stringify([a, b])).toBeLessThan(5e-4);
      expect(Math.abs(o.a + o.b + o.deadlock - 1)).toBeLessThan(1e-9);
    }
    expect(worst).toBeGreaterThan(0); // a reference equal to the engine would prove nothing
  });

  test("ties counted as the dice produce them: against the exact distribution over all words", () => {
    for (const [x, y] of [[7, 7], [5, 3], [0, 0], [15, 15], [-9, -9]]) {
      const top = Math.max(curve(x, 4294967295), curve(y, 4294967295));
      const r = pairRef((v) => 1 - atLeastDice(x, v + 1), (v) => 1 - atLeastDice(y, v + 1), top);
      expect(gap(oddsPair([setup(x)], [setup(y)]), r), `${x} vs ${y}`).toBeLessThan(5e-4);
    }
  });

  test("equal skills tie often on hundredths: 7 vs 7 deadlocks 16.3%, 15 vs 15 59%", () => {
    expect(oddsPair([setup(7)], [setup(7)]).deadlock).toBeCloseTo(0.163, 3);
    expect(oddsPair([setup(15)], [setup(15)]).deadlock).toBeCloseTo(0.5906, 3);
  });

  test("agree with rolling the dice: 200k opposed rolls within 5 standard errors", () => {
    for (const [x, y] of [[7, 7], [5, 3]]) {
      const rng = sfc32(2024 + x);
      const n = 200000;
      let a = 0;
      let t = 0;
      for (let i = 0; i < n; i++) {
        const o = opposed(rng, setup(x), setup(y));
        if (o.winner === "a") a++;
        else if (o.winner === null) t++;
      }
      const o = oddsPair([setup(x)], [setup(y)]);
      for (const [p, k] of [[o.a, a], [o.deadlock, t]]) {
        const se = Math.sqrt((p * (1 - p)) / n);
        expect(Math.abs(k / n - p), `${x} vs ${y}`).toBeLessThan(5 * se + 1e-9);
      }
    }
  });
});
