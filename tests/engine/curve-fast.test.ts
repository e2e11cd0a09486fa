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
import { TWO32, kOf } from "../helpers/sifni-reference";

/** The margins of curve.ts, in hundredths: normal M (k + 1) 2^-16, exceptional X (k + 1) 2^-23. */
const marginNormal = (m: number, k: number) => (m * (k + 1)) / 65536;
const marginExceptional = (x: number, k: number) => (x * (k + 1)) / 8388608;
const OFFSETS = [-1.5, -1.25, -1, -0.75, -0.5, 0, 0.5, 0.75, 1, 1.25, 1.5];

/** The word just below the one where the roll's unrounded result is X hundredths (r from the formula). */
function wordAt(r: number): number {
  return Math.floor((r * 19 * TWO32) / 20);
}

/** Words whose normal-branch result is near h + 1/2 for sampled h below 100 M. */
function normalWords(x: number, into: number[]): void {
  const m = x + 10;
  const k = kOf(x);
  const step = Math.max(1, Math.floor((100 * m) / 3000));
  for (let h = 0; h < 100 * m; h += step) {
    for (const o of OFFSETS) {
      const target = h + 0.5 + o * marginNormal(m, k);
      if (target <= 0 || target >= 100 * m) continue;
      const w = wordAt(Math.pow(1 - target / (100 * m), 1 / k));
      for (let d = 0; d <= 1; d++) if (w + d > 0 && w + d < EXCEPTIONAL_FROM) into.push(w + d);
    }
  }
}

/** The same on the exceptional branch: the first 3000 half hundredths above M, then steps of h/1000. */
function exceptionalWords(x: number, into: number[]): void {
  const m = x + 10;
  const k = kOf(x);
  for (let h = 100 * m; h < 100 * m * 2e5; h += h < 100 * m + 3000 ? 1 : Math.ceil(h / 1000)) {
    for (const o of OFFSETS) {
      const target = h + 0.5 + o * marginExceptional(h, k);
      const r = Math.pow(target / (100 * m), 1 / k);
      if (r > 20 / 19) return;
      const w = wordAt(r);
      for (let d = 0; d <= 1; d++) if (w + d >= EXCEPTIONAL_FROM && w + d < TWO32) into.push(w + d);
    }
  }
}

describe("the roll's fast path gives exactCurve's result", () => {
  test("next to every half hundredth, skills -10..42, at the margin's edge", () => {
    let words = 0;
    let misses = 0;
    for (let x = -10; x <= 42; x++) {
      const ws: number[] = [0, 1, 2, EXCEPTIONAL_FROM - 1, EXCEPTIONAL_FROM, TWO32 - 1];
      normalWords(x, ws);
      exceptionalWords(x, ws);
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
