/**
 * The roll's fast path (curve.ts: an estimate in double precision, left to exactCurve near a
 * half hundredth) must give exactCurve's integer for every word: the
 * rolls, and so the golden vectors, do not change. The words tried are those where the two could
 * differ: around every half hundredth the curve crosses (sampled beyond 3000 per branch), the
 * words whose result lies at 0.5 to 1.5 times the margin from it, where the estimate stops
 * declining, each found by inverting the text's formula. (With margins 64 times too small this
 * finds hundreds of thousands of differences; with them 8 times too small, none.)
 */
import { describe, expect, test } from "vitest";
import { EXCEPTIONAL_FROM, curve, exactCurve } from "../../src/engine/sifni/curve";
import { exceptionalWords, normalWords } from "../helpers/curve-words";
import { TWO32 } from "../helpers/sifni-reference";

describe("the roll's fast path gives exactCurve's result", () => {
  test("next to every half hundredth, skills -10..42, at the margin's edge", () => {
    let words = 0;
    let misses = 0;
    for (let x = -10; x <= 42; x++) {
      const ws: number[] = [0, 1, 2, EXCEPTIONAL_FROM - 1, EXCEPTIONAL_FROM, TWO32 - 1];
      normalWords(x, ws, 3000);
      exceptionalWords(x, ws, 3000, 1000);
      for (const w of ws) {
        if (curve(x, w) !== exactCurve(x, w)) misses++;
        words++;
      }
    }
    expect(misses).toBe(0);
    expect(words).toBeGreaterThan(1000000);
  });

  test("on a spread of 20k words per skill, -10..60", () => {
    let misses = 0;
    let u = 0.5;
    for (let x = -10; x <= 60; x++) {
      for (let i = 0; i < 20000; i++) {
        u = (u + 0.6180339887498949) % 1;
        const w = Math.floor(u * TWO32);
        if (curve(x, w) !== exactCurve(x, w)) misses++;
      }
    }
    expect(misses).toBe(0);
  });
});
