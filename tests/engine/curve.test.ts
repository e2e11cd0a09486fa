import { describe, expect, test } from "vitest";
import { MAX_EXACT, isInt } from "../../src/engine/math/exact";
import { EXCEPTIONAL_FROM, curve } from "../../src/engine/sifni/curve";
import { MAX_SKILL } from "../../src/engine/sifni/skill";
import { TWO32, curveRef } from "../helpers/sifni-reference";

/** Words for one skill: 100k spread over the range, plus the edges the issue names. */
function words(): number[] {
  const w: number[] = [];
  for (let i = 0; i < 1000; i++) {
    w.push(i); // u near 0
    w.push(EXCEPTIONAL_FROM - 1 - i); // u just below 19/20 (r just below 1)
    w.push(EXCEPTIONAL_FROM + i); // u just above 19/20
    w.push(TWO32 - 1 - i); // u at the top
  }
  // a fixed low-discrepancy spread (golden ratio steps), so the test is reproducible
  let x = 0.5;
  for (let i = 0; i < 100000; i++) {
    x = (x + 0.6180339887498949) % 1;
    w.push(Math.floor(x * TWO32));
  }
  return w;
}
const WORDS = words();

describe("S-Ifni curve against the double-precision formula", () => {
  test("normal branch: within 0.01 for skills -10..30 and 0.05 for 31..50", () => {
    for (let x = -10; x <= 50; x++) {
      let worst = 0;
      for (const w of WORDS) {
        if (w >= EXCEPTIONAL_FROM) continue;
        worst = Math.max(worst, Math.abs(curve(x, w) / 100 - curveRef(x, w / TWO32)));
      }
      expect(worst, "skill " + x).toBeLessThanOrEqual(x <= 30 ? 0.01 : 0.05);
    }
  });

  test("exceptional branch: within 0.1% (or the half hundredth of rounding below 5.00)", () => {
    for (let x = -10; x <= 50; x++) {
      for (const w of WORDS) {
        if (w < EXCEPTIONAL_FROM) continue;
        const ref = curveRef(x, w / TWO32);
        const got = curve(x, w);
        if (ref * 100 >= MAX_EXACT) {
          expect(got).toBe(MAX_EXACT);
          continue;
        }
        // a result is an integer number of hundredths: rounding alone costs up to 0.005
        const allowed = Math.max(0.001 * ref, 0.005 + 1e-9);
        expect(Math.abs(got / 100 - ref), `skill ${x} w ${w}`).toBeLessThanOrEqual(allowed);
      }
    }
  });

  test("the text's landmarks: maximum M at u = 0, 0 at r = 1, nothing for skill -10", () => {
    expect(curve(0, 0)).toBe(1000);
    expect(curve(7, 0)).toBe(1700);
    expect(curve(7, EXCEPTIONAL_FROM - 1)).toBe(0); // r = 0.99999999998
    expect(curve(7, EXCEPTIONAL_FROM)).toBe(1700); // just above r = 1: M * r^k ~ M
    for (const w of [0, 1, 123456789, EXCEPTIONAL_FROM, TWO32 - 1]) expect(curve(-10, w)).toBe(0);
    // (x/10 + 1)^4 + 1 at x = 0 is 2: skill 0 rolls 10 (1 - r^2)
    expect(curve(0, 2 ** 31)).toBe(Math.round(1000 * (1 - Math.pow((0.5 * 20) / 19, 2))));
  });

  test("huge exceptional results stay exact integers below 2^53, never NaN or Infinity", () => {
    for (let x = 30; x <= MAX_SKILL; x += 7) {
      for (const w of [EXCEPTIONAL_FROM, EXCEPTIONAL_FROM + 1000, 4200000000, TWO32 - 1]) {
        const v = curve(x, w);
        expect(isInt(v), `skill ${x} w ${w}`).toBe(true);
        expect(v).toBeGreaterThanOrEqual(100 * (x + 10));
        expect(v).toBeLessThanOrEqual(MAX_EXACT);
      }
    }
    expect(curve(40, TWO32 - 1)).toBe(MAX_EXACT); // 50 * (20/19)^626 = 4.4e15 > 9.0e13
    expect(curve(MAX_SKILL, 12345)).toBe(100 * (MAX_SKILL + 10));
  });

  test("monotone in the word on each branch (what the odds' inversion relies on)", () => {
    for (const x of [-9, 0, 7, 15, 30]) {
      let prev = Infinity;
      for (let i = 0; i <= 4000; i++) {
        const v = curve(x, Math.floor(((EXCEPTIONAL_FROM - 1) * i) / 4000));
        expect(v).toBeLessThanOrEqual(prev);
        prev = v;
      }
      prev = -1;
      for (let i = 0; i <= 4000; i++) {
        const v = curve(x, EXCEPTIONAL_FROM + Math.floor(((TWO32 - 1 - EXCEPTIONAL_FROM) * i) / 4000));
        expect(v).toBeGreaterThanOrEqual(prev);
        prev = v;
      }
    }
  });
});
