/**
 * Generator words where the roll's fast path (src/engine/sifni/curve.ts) and exactCurve could
 * differ: around half hundredths the curve crosses, at 0.5 to 1.5 times the fast path's margin
 * from them (where its estimate stops declining), each found by inverting the text's formula.
 */
import { EXCEPTIONAL_FROM } from "../../src/engine/sifni/curve";
import { TWO32, kOf } from "./sifni-reference";

/** The margins of curve.ts, in hundredths: normal M (k + 1) 2^-16, exceptional X (k + 1) 2^-23. */
const marginNormal = (m: number, k: number) => (m * (k + 1)) / 65536;
const marginExceptional = (x: number, k: number) => (x * (k + 1)) / 8388608;
const OFFSETS = [-1.5, -1.25, -1, -0.75, -0.5, 0, 0.5, 0.75, 1, 1.25, 1.5];

/** The word just below the one where the roll's unrounded result is X hundredths (r from the formula). */
function wordAt(r: number): number {
  return Math.floor((r * 19 * TWO32) / 20);
}

/** Words whose normal-branch result is near h + 1/2, for about `samples` h spread below 100 M. */
export function normalWords(x: number, into: number[], samples: number): void {
  const m = x + 10;
  const k = kOf(x);
  const step = Math.max(1, Math.floor((100 * m) / samples));
  for (let h = 0; h < 100 * m; h += step) {
    for (const o of OFFSETS) {
      const target = h + 0.5 + o * marginNormal(m, k);
      if (target <= 0 || target >= 100 * m) continue;
      const w = wordAt(Math.pow(1 - target / (100 * m), 1 / k));
      for (let d = 0; d <= 1; d++) if (w + d > 0 && w + d < EXCEPTIONAL_FROM) into.push(w + d);
    }
  }
}

/**
 * The same on the exceptional branch: the `first` half hundredths above M, then steps of h/growth
 * up to 2e5 M (the estimate stops at M e^12 = 162,755 M).
 */
export function exceptionalWords(x: number, into: number[], first: number, growth: number): void {
  const m = x + 10;
  const k = kOf(x);
  for (let h = 100 * m; h < 100 * m * 2e5; h += h < 100 * m + first ? 1 : Math.ceil(h / growth)) {
    for (const o of OFFSETS) {
      const target = h + 0.5 + o * marginExceptional(h, k);
      const r = Math.pow(target / (100 * m), 1 / k);
      if (r > 20 / 19) return;
      const w = wordAt(r);
      for (let d = 0; d <= 1; d++) if (w + d >= EXCEPTIONAL_FROM && w + d < TWO32) into.push(w + d);
    }
  }
}
