import { describe, expect, test } from "vitest";
import { diceSumCounts } from "../../src/engine/math/dice-sums";
import { countAtLeast, cumulative, leastResultFor, outcomes, woundClasses, woundsOf } from "../../src/engine/systems/strs/dice";
import { eachTuple, judge } from "./brute";

describe("dice sums", () => {
  test("2d6 counts are 1 2 3 4 5 6 5 4 3 2 1 on sums 2..12", () => {
    expect(Array.from(diceSumCounts(2, 6))).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });

  test("no dice: one way to roll 0; 1d12: one way each", () => {
    expect(Array.from(diceSumCounts(0, 6))).toEqual([1]);
    expect(Array.from(diceSumCounts(1, 12))).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  test("3d6 and 4d12 against enumeration of every face", () => {
    for (const [n, sides] of [[3, 6], [4, 12], [2, 12]]) {
      const c = diceSumCounts(n, sides);
      const expected = new Array(c.length).fill(0);
      const total = eachTuple(new Array(n).fill(sides), (f) => expected[f.reduce((x, y) => x + y, 0)]++);
      expect(Array.from(c)).toEqual(expected);
      expect(outcomes(n, sides)).toBe(total);
    }
  });

  test("6d12 counts stay exact integers (12^6 = 2985984 outcomes, the middle sum 39 has 98,172 ways)", () => {
    const c = diceSumCounts(6, 12);
    expect(c.reduce((x, y) => x + y, 0)).toBe(2985984);
    // coefficient of x^39 in (x + ... + x^12)^6, by inclusion-exclusion: sum_k (-1)^k C(6,k) C(39 - 12k - 1, 5)
    // k=0: C(38,5) = 501942; k=1: 6 * C(26,5) = 6 * 65780 = 394680; k=2: 15 * C(14,5) = 15 * 2002 = 30030; k=3: C(2,5) = 0
    expect(c[39]).toBe(501942 - 394680 + 30030);
  });
});

describe("damage resolution: nothing, glancing, and one wound per multiple of Threshold exceeded", () => {
  test("Threshold 3: -1 nothing; 0..3 glancing; 4..6 one wound; 7..9 two; 10..12 three; 13 four", () => {
    const expected: [number, number][] = [[-5, -1], [-1, -1], [0, 0], [1, 0], [3, 0], [4, 1], [6, 1], [7, 2], [9, 2], [10, 3], [12, 3], [13, 4]];
    for (const [r, w] of expected) expect(woundsOf(r, 3, false), "result " + r).toBe(w);
  });

  test("Entangled halves Threshold 3 to 1.5 without rounding: 1 glancing, 2 and 3 one wound, 4 two, 5 three", () => {
    // 1 <= 1.5 glancing; 2 > 1.5 but not > 3: 1; 3 > 1.5, 3 > 3? no: 1; 4 > 3, 4 > 4.5? no: 2; 5 > 4.5, 5 > 6? no: 3
    const expected: [number, number][] = [[0, 0], [1, 0], [2, 1], [3, 1], [4, 2], [5, 3], [6, 3]];
    for (const [r, w] of expected) expect(woundsOf(r, 3, true), "result " + r).toBe(w);
    // Threshold 1 halved: 0.5, so 1 is already a wound and 2 is three (2 > 0.5, 1, 1.5)
    expect(woundsOf(0, 1, true)).toBe(0);
    expect(woundsOf(1, 1, true)).toBe(1);
    expect(woundsOf(2, 1, true)).toBe(3);
  });

  test("woundsOf agrees with the brute force's reading for every result and Threshold up to 12", () => {
    for (let t = 1; t <= 12; t++) {
      for (let r = -3; r <= 60; r++) {
        expect(woundsOf(r, t, false)).toBe(judge(r, t, false));
        expect(woundsOf(r, t, true)).toBe(judge(r, t, true));
      }
    }
  });

  test("leastResultFor: the first result with k wounds", () => {
    for (let t = 1; t <= 9; t++) {
      for (const h of [false, true]) {
        for (let k = 1; k <= 5; k++) {
          const m = leastResultFor(k, t, h);
          expect(woundsOf(m, t, h)).toBeGreaterThanOrEqual(k);
          expect(woundsOf(m - 1, t, h)).toBeLessThan(k);
        }
      }
    }
  });
});

describe("two sides meet through cumulative counts", () => {
  test("1d6 against 1d6, Threshold 3: 15 nothing, 18 glancing, 3 one wound of 36", () => {
    // result a - d: negative when a < d (15 pairs); 0..3: 6 + 5 + 4 + 3 = 18; 4 and 5: 2 + 1 = 3
    const out = new Float64Array(6);
    woundClasses(out, diceSumCounts(1, 6), cumulative(diceSumCounts(1, 6)), 0, 3, false);
    expect(Array.from(out)).toEqual([15, 18, 3, 0, 0, 0]);
    expect(countAtLeast(diceSumCounts(1, 6), cumulative(diceSumCounts(1, 6)), 0, 0)).toBe(21);
  });

  test("a wider class table keeps exact wound counts: 2d6 + 4 against no dice, Threshold 2", () => {
    // result = s + 4 for s = 2..12 (6..16): wounds floor((r - 1) / 2): 6 -> 2, 7,8 -> 3, ..., 15,16 -> 7
    const out = new Float64Array(10);
    woundClasses(out, diceSumCounts(2, 6), cumulative(diceSumCounts(0, 6)), 4, 2, false);
    // exactly 2: s=2 (1); 3: s=3,4 (2+3); 4: s=5,6 (4+5); 5: s=7,8 (6+5); 6: s=9,10 (4+3); 7: s=11,12 (2+1);
    // index 1 + k holds exactly k wounds up to k = 7, the last index (9) 8 or more: none
    expect(Array.from(out)).toEqual([0, 0, 0, 1, 5, 9, 11, 7, 3, 0]);
  });
});
