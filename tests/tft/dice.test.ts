import { describe, expect, test } from "vitest";
import { opposedWays, outcomes, succeeds, successWays, sumWays } from "../../src/engine/systems/tft/dice";
import { bruteOpposed, eachFaces, rollUnderOk, sum } from "./brute";

describe("sums of n d6", () => {
  test("ways per total match counting every face combination, 1d to 4d", () => {
    for (let n = 1; n <= 4; n++) {
      const brute = new Array<number>(6 * n + 1).fill(0);
      eachFaces(n, (f) => brute[sum(f)]++);
      expect(Array.from(sumWays(n)), n + "d").toEqual(brute);
    }
  });

  test("hand-worked: 3d6 totals 3, 4, 10, 18 in 1, 3, 27, 1 ways; 4d6 total 4 in 1 way of 1296", () => {
    const w3 = sumWays(3);
    expect([w3[3], w3[4], w3[10], w3[18]]).toEqual([1, 3, 27, 1]);
    expect(sumWays(4)[4]).toBe(1);
    expect(outcomes(4)).toBe(1296);
  });
});

describe("a roll-under", () => {
  test("DX 12 with 3d: P(3d6 <= 12) = 160/216", () => {
    // 216 - P(13..18) = 216 - (21 + 15 + 10 + 6 + 3 + 1) = 160
    expect(successWays(3, 12, 4)).toBe(160);
  });

  test("4 or less always succeeds: 4d under 0 is 1/1296, 3d under 0 is 4/216, 3d under -9 too", () => {
    // 4d: only 1+1+1+1; 3d: 1+1+1 (1 way) and the three arrangements of 1+1+2
    expect(successWays(4, 0, 4)).toBe(1);
    expect(successWays(3, 0, 4)).toBe(4);
    expect(successWays(3, -9, 4)).toBe(4);
    expect(succeeds(4, -3, 4)).toBe(true);
    expect(succeeds(5, 4, 4)).toBe(false);
  });

  test("a target of 24 or more always succeeds with 4d; 4d under 10 is 206/1296", () => {
    expect(successWays(4, 24, 4)).toBe(1296);
    // ways of 4d6 totals 4..10: 1, 4, 10, 20, 35, 56, 80 -> 206
    expect(successWays(4, 10, 4)).toBe(206);
  });

  test("every target from -5 to 26, 3d and 4d, against the brute force", () => {
    for (const n of [3, 4]) {
      for (let attr = -5; attr <= 26; attr++) {
        let ok = 0;
        eachFaces(n, (f) => {
          if (rollUnderOk(sum(f), attr)) ok++;
        });
        expect(successWays(n, attr, 4), n + "d under " + attr).toBe(ok);
      }
    }
  });
});

describe("opposed roll-unders", () => {
  test("hand-worked: 3d under 3 against 3d under 3", () => {
    // each succeeds only on 3 (1 way) or 4 (3 ways); 212 of 216 fail.
    // a wins: a=3 with b failing: 1 x 212; a=4 with b failing or b=3: 3 x (212 + 1) -> 851
    // deadlock: both fail 212^2 = 44944, plus ties 1x1 + 3x3 = 10 -> 44954; b = a by symmetry
    const w = opposedWays(3, 3, 3, 3, 4);
    expect(w).toEqual({ a: 851, b: 851, deadlock: 44954, total: 46656 });
  });

  test("hand-worked: 3d under 18 against 3d under 2: b wins only with a 4 against a's 3", () => {
    // a always succeeds; b succeeds on 3 or 4 (4 ways). b wins when b's total is higher than a's:
    // b=4 (3 ways) against a=3 (1 way) -> 3. Ties: 3-3 (1) and 4-4 (3x3 = 9) -> 10.
    const w = opposedWays(3, 18, 3, 2, 4);
    expect(w.b).toBe(3);
    expect(w.deadlock).toBe(10);
    expect(w.a).toBe(46656 - 13);
  });

  test("the issue's example, 12 with 3d against 10 with 4d, equals the brute force over all faces", () => {
    const w = opposedWays(3, 12, 4, 10, 4);
    const r = bruteOpposed(3, 12, 4, 10);
    expect({ a: w.a, b: w.b, deadlock: w.deadlock }).toEqual(r);
    expect(w.total).toBe(216 * 1296);
  });

  test("a grid of attributes and dice equals the brute force", () => {
    for (const [na, nb] of [[3, 3], [3, 4], [4, 3]]) {
      for (const ta of [0, 5, 9, 12, 16]) {
        for (const tb of [2, 8, 11, 14, 20]) {
          const w = opposedWays(na, ta, nb, tb, 4);
          expect({ a: w.a, b: w.b, deadlock: w.deadlock }, `${na}d ${ta} vs ${nb}d ${tb}`).toEqual(bruteOpposed(na, ta, nb, tb));
        }
      }
    }
  });

  test("4d against 4d at 13 and 11, against the brute force (1296 x 1296 faces)", () => {
    const w = opposedWays(4, 13, 4, 11, 4);
    expect({ a: w.a, b: w.b, deadlock: w.deadlock }).toEqual(bruteOpposed(4, 13, 4, 11));
  });
});
