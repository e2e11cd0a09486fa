/**
 * The two-roll odds' own properties (pair-odds.ts); their accuracy against a sum over every
 * hundredth is tests/engine/odds-accuracy.test.ts's.
 */
import { describe, expect, test } from "vitest";
import { MAX_EXACT } from "../../src/engine/math/exact";
import { prepare, chance } from "../../src/engine/sifni/chance";
import { oddsPair } from "../../src/engine/sifni/pair-odds";
import { RollSetup, setup } from "../../src/engine/sifni/roll";
import { mods } from "../helpers/exchange-reference";

const sides: [string, RollSetup[]][] = [
  ["-10", [setup(-10)]],
  ["-9", [setup(-9)]],
  ["3 -1", [setup(3, mods("-1"))]],
  ["0", [setup(0)]],
  ["7", [setup(7)]],
  ["7 +1/4", [setup(7, mods("+1/4"))]],
  ["12 -1/3", [setup(12, mods("-1/3"))]],
  ["best of 6 -1/4, 6 +1/4, 6 +1/4", [setup(6, mods("-1/4")), setup(6, mods("+1/4")), setup(6, mods("+1/4"))]],
  ["30", [setup(30)]],
  ["40", [setup(40)]],
];

describe("odds of two sides", () => {
  test("the three lines are probabilities that add up to 1, for every pair of sides", () => {
    for (const [na, a] of sides) {
      for (const [nb, b] of sides) {
        const o = oddsPair(a, b);
        for (const p of [o.a, o.b, o.deadlock]) {
          expect(p, `${na} vs ${nb}`).toBeGreaterThanOrEqual(0);
          expect(p, `${na} vs ${nb}`).toBeLessThanOrEqual(1);
        }
        // each gap's lines add up to its exact mass (rounding in tails of 10^9 hundredths and more)
        expect(Math.abs(o.a + o.b + o.deadlock - 1), `${na} vs ${nb}`).toBeLessThan(1e-9);
      }
    }
  });

  test("swapping the sides swaps their lines; equal sides win equally often", () => {
    for (const [na, a] of sides) {
      for (const [nb, b] of sides) {
        const o = oddsPair(a, b);
        const r = oddsPair(b, a);
        // the same sums in another order: equal to rounding
        expect(Math.abs(o.a - r.b), `${na} vs ${nb}`).toBeLessThan(1e-12);
        expect(Math.abs(o.deadlock - r.deadlock), `${na} vs ${nb}`).toBeLessThan(1e-12);
      }
      const e = oddsPair(a, a);
      expect(e.a).toBe(e.b);
    }
  });

  test("rolls that cannot leave 0 always tie each other, and lose to any roll that can", () => {
    expect(oddsPair([setup(-10)], [setup(3, mods("-1"))])).toEqual({ a: 0, b: 0, deadlock: 1 });
    const o = oddsPair([setup(5)], [setup(-10)]);
    const p5 = prepare(setup(5));
    expect(o.a).toBeCloseTo(chance(p5, 1), 12);
    expect(o.deadlock).toBeCloseTo(1 - chance(p5, 1), 12);
    expect(o.b).toBe(0);
  });

  test("results saturated at the largest exact integer tie there", () => {
    const p = prepare(setup(40));
    const top = chance(p, MAX_EXACT);
    expect(top).toBeGreaterThan(0.001);
    const o = oddsPair([setup(40)], [setup(40)]);
    expect(o.deadlock).toBeGreaterThanOrEqual(top * top);
  });

  test("a higher skill wins more often", () => {
    let last = 0;
    for (let x = -9; x <= 30; x += 3) {
      const o = oddsPair([setup(x)], [setup(7)]);
      expect(o.a).toBeGreaterThan(last);
      last = o.a;
    }
  });
});
