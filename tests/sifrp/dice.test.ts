/**
 * SIFRP tests: the pool (test + bonus dice rolled, keep test - penalty), degrees, and the exact
 * kept-sum distribution against brute force.
 */
import { describe, expect, it } from "vitest";
import { keepHighestCounts } from "../../src/engine/systems/sifrp/keep-highest";
import { afterTraining, degreesOf, poolOf } from "../../src/engine/systems/sifrp/pool";
import { atLeast, opposedOdds, testOdds } from "../../src/engine/systems/sifrp/test-odds";
import { errorCode } from "../helpers/fake-rng";
import { bandDegrees, bruteKeepCounts, multisetKeepCounts } from "./brute";

describe("the pool of a test", () => {
  it("rolls test + bonus dice and keeps test - penalty (never below 0)", () => {
    expect(poolOf(3, 1, 0, "x")).toEqual({ roll: 4, keep: 3 });
    expect(poolOf(3, 1, 1, "x")).toEqual({ roll: 4, keep: 2 });
    expect(poolOf(3, 0, 2, "x")).toEqual({ roll: 3, keep: 1 });
    expect(poolOf(2, 2, 5, "x")).toEqual({ roll: 4, keep: 0 });
    expect(poolOf(10, 10, 0, "x")).toEqual({ roll: 20, keep: 10 });
  });

  it("refuses more than 20 dice or none, naming the input", () => {
    expect(errorCode(() => poolOf(11, 10, 0, "bonus"))).toBe("DICE");
    expect(() => poolOf(11, 10, 0, "bonus")).toThrow(/input 'bonus'.*at most 20 dice/);
    expect(errorCode(() => poolOf(0, 0, 0, "rank"))).toBe("DICE");
  });

  it("training takes bonus dice first, then adds a penalty die for each one missing (the whip example)", () => {
    // whip, Training 2B: with 1B in Brawling she loses the bonus die and takes a penalty die
    expect(afterTraining(1, 0, 2)).toEqual([0, 1]);
    // with no bonus dice she takes -2D
    expect(afterTraining(0, 0, 2)).toEqual([0, 2]);
    // enough bonus dice: only bonus dice go
    expect(afterTraining(3, 1, 2)).toEqual([1, 1]);
  });
});

describe("degrees", () => {
  it("reads the margin in bands of five: 0-4 one degree ... 15+ four; failures likewise", () => {
    const cases: [number, number, number][] = [
      [9, 9, 1], [13, 9, 1], [14, 9, 2], [18, 9, 2], [19, 9, 3], [23, 9, 3], [24, 9, 4], [40, 9, 4],
      [8, 9, -1], [5, 9, -1], [4, 9, -2], [0, 9, -2], [-1, 9, -3], [-5, 9, -3], [-6, 9, -4], [-30, 9, -4],
      [0, 0, 1],
    ];
    for (const [result, difficulty, d] of cases) expect([result, difficulty, degreesOf(result, difficulty)]).toEqual([result, difficulty, d]);
  });

  it("agrees with the band table everywhere", () => {
    for (let d = 0; d <= 30; d++) for (let r = -40; r <= 80; r++) expect(degreesOf(r, d)).toBe(bandDegrees(r, d));
  });
});

describe("kept-sum distribution", () => {
  it("matches hand counts for small pools", () => {
    // one die: each face once
    expect(Array.from(keepHighestCounts(1, 1))).toEqual([0, 1, 1, 1, 1, 1, 1]);
    // the higher of 2d6 is s in 2s - 1 of 36 ways
    expect(Array.from(keepHighestCounts(2, 1))).toEqual([0, 1, 3, 5, 7, 9, 11]);
    // 2d6 summed: 1,2,3,4,5,6,5,4,3,2,1 from 2 to 12
    expect(Array.from(keepHighestCounts(2, 2))).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    // keep none: every outcome sums to 0
    expect(Array.from(keepHighestCounts(3, 0))).toEqual([216]);
  });

  it("is the well-known 4d6-drop-lowest table for rank 3 + 1 bonus die", () => {
    // counts of 3..18 out of 1296 (the classic ability-score table)
    const table = [1, 4, 10, 21, 38, 62, 91, 122, 148, 167, 172, 160, 131, 94, 54, 21];
    expect(Array.from(keepHighestCounts(4, 3)).slice(3)).toEqual(table);
    expect(table.reduce((a, b) => a + b)).toBe(1296);
  });

  it("matches every ordered outcome for all pools up to 7 dice", () => {
    for (let n = 1; n <= 7; n++) {
      for (let k = 0; k <= n; k++) expect([n, k, Array.from(keepHighestCounts(n, k))]).toEqual([n, k, bruteKeepCounts(n, k)]);
    }
  });

  it("matches the multiset count, exactly, for pools up to 20 dice", () => {
    for (const [n, k] of [[8, 4], [10, 5], [12, 3], [13, 10], [15, 7], [17, 9], [20, 10], [20, 1], [20, 20], [19, 2]]) {
      const dp = Array.from(keepHighestCounts(n, k)).map((x) => BigInt(x));
      expect([n, k, dp]).toEqual([n, k, multisetKeepCounts(n, k)]);
      expect(dp.reduce((a, b) => a + b)).toBe(6n ** BigInt(n));
    }
  });
});

describe("odds of a test", () => {
  it("rank 3 + 1B vs 9, by the 4d6-drop-lowest table", () => {
    // results 9..13 (margin 0-4): 91+122+148+167+172 = 700; 14..18 (5-9): 160+131+94+54+21 = 460
    // failures 8..5 (short 1-4): 62+38+21+10 = 131; 4..3 (short 5-6): 4+1 = 5
    const o = testOdds(poolOf(3, 1, 0, "x"), 0, 9);
    expect(o.success).toBe(1160 / 1296);
    expect(o.degrees).toEqual([700 / 1296, 460 / 1296, 0, 0]);
    expect(o.failures).toEqual([131 / 1296, 5 / 1296, 0, 0]);
  });

  it("a penalty die drops the lowest kept die: rank 2, -1D is the higher of 2d6", () => {
    // vs 5: the higher die 5 or 6 is 9 + 11 = 20 of 36, one degree; 1..4 fail by 1-4
    const o = testOdds(poolOf(2, 0, 1, "x"), 0, 5);
    expect(o.degrees).toEqual([20 / 36, 0, 0, 0]);
    expect(o.failures).toEqual([16 / 36, 0, 0, 0]);
  });

  it("as many penalty dice as test dice leave a result of 0 (plus the modifier)", () => {
    const o = testOdds(poolOf(2, 1, 2, "x"), 3, 3);
    expect(o.degrees).toEqual([1, 0, 0, 0]);
    expect(testOdds(poolOf(2, 1, 2, "x"), 0, 1).failures).toEqual([1, 0, 0, 0]);
  });

  it("the modifier shifts the result: rank 1 +5 vs 10 succeeds on 5 or 6", () => {
    const o = testOdds(poolOf(1, 0, 0, "x"), 5, 10);
    expect(o.success).toBe(2 / 6);
    // 6+5 = 11 and 5+5 = 10 are one degree; 4+5 = 9 ... 1+5 = 6 fail by 1-4
    expect(o.degrees).toEqual([2 / 6, 0, 0, 0]);
    expect(o.failures).toEqual([4 / 6, 0, 0, 0]);
  });

  it("matches brute force over every outcome, degree by degree", () => {
    for (const [test, bonus, penalty, mod, diff] of [
      [3, 1, 0, 0, 9], [2, 2, 1, -5, 6], [4, 2, 0, 2, 12], [5, 0, 2, 0, 3], [1, 3, 0, 0, 6], [6, 1, 0, -3, 21], [3, 3, 3, 0, 0],
    ]) {
      const n = test + bonus;
      const k = Math.max(0, test - penalty);
      const brute = bruteKeepCounts(n, k);
      const win = [0, 0, 0, 0];
      const lose = [0, 0, 0, 0];
      brute.forEach((c, s) => {
        const d = bandDegrees(s + mod, diff);
        if (d > 0) win[d - 1] += c;
        else lose[-d - 1] += c;
      });
      const o = testOdds(poolOf(test, bonus, penalty, "x"), mod, diff);
      expect(o.degrees).toEqual(win.map((c) => c / 6 ** n));
      expect(o.failures).toEqual(lose.map((c) => c / 6 ** n));
    }
  });

  it("atLeast counts results reaching a number", () => {
    // 2d6 >= 10: 3 + 2 + 1 = 6 of 36
    expect(atLeast(poolOf(2, 0, 0, "x"), 0, 10)).toBe(6 / 36);
    expect(atLeast(poolOf(2, 0, 0, "x"), 0, 2)).toBe(1);
  });

  it("opposed: a must exceed b; ties counted apart (1d6 against 1d6: 15/36 each way, 6/36 ties)", () => {
    const p = poolOf(1, 0, 0, "x");
    const o = opposedOdds(p, 0, p, 0);
    expect(o[0]).toBeCloseTo(15 / 36, 15);
    expect(o[1]).toBeCloseTo(6 / 36, 15);
  });

  it("opposed: a side with no dice left rolls 0 (1d6 -1 against 1D-1D: beats on 2+, ties on 1)", () => {
    const o = opposedOdds(poolOf(1, 0, 0, "x"), -1, poolOf(1, 0, 1, "x"), 0);
    expect(o[0]).toBeCloseTo(5 / 6, 15);
    expect(o[1]).toBeCloseTo(1 / 6, 15);
  });

  it("opposed odds match brute force over both pools", () => {
    // every pool of up to 3 dice (test, bonus, penalty), and shifts from a hopeless to a sure win
    const pools: number[][] = [];
    for (let t = 1; t <= 3; t++) for (let bonus = 0; t + bonus <= 3; bonus++) for (let pen = 0; pen <= t; pen++) pools.push([t, bonus, pen]);
    const cases: [number[], number[], number, number][] = [];
    for (const a of pools) for (const b of pools) for (const ma of [-19, -6, -1, 0, 2, 7, 19]) cases.push([a, b, ma, ma % 3]);
    expect(cases.length).toBeGreaterThan(1000);
    for (const [a, b, ma, mb] of cases) {
      const pa = poolOf(a[0], a[1], a[2], "x");
      const pb = poolOf(b[0], b[1], b[2], "x");
      const ca = bruteKeepCounts(pa.roll, pa.keep);
      const cb = bruteKeepCounts(pb.roll, pb.keep);
      let beats = 0;
      let ties = 0;
      ca.forEach((x, s) => cb.forEach((y, u) => {
        if (s + ma > u + mb) beats += x * y;
        if (s + ma === u + mb) ties += x * y;
      }));
      const all = 6 ** pa.roll * 6 ** pb.roll;
      const o = opposedOdds(pa, ma, pb, mb);
      expect([a, b, ma, mb, o[0]]).toEqual([a, b, ma, mb, beats / all]);
      expect([a, b, ma, mb, o[1]]).toEqual([a, b, ma, mb, ties / all]);
    }
  });
});
