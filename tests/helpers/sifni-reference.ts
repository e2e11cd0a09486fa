/**
 * Independent references for the S-Ifni curve and its odds, for tests only.
 *
 * - The continuous model: u uniform in [0, 1), r = 20u/19, the text's formula in double
 *   precision with Math.pow, results rounded to hundredths (halves up) as the engine does.
 * - The dice model: what the engine's dice actually produce. The roll is a function of one
 *   32-bit word w, decreasing in w below EXCEPTIONAL_FROM and increasing above it, so the
 *   number of words reaching a value is found by binary search over w on the engine's curve.
 */
import { EXCEPTIONAL_FROM, curve } from "../../src/engine/sifni/curve";

export const TWO32 = 4294967296;

export function kOf(x: number): number {
  return Math.pow(x / 10 + 1, 4) + 1;
}

/** The text's formula in double precision, for u in [0, 1). */
export function curveRef(x: number, u: number): number {
  const m = x + 10;
  const r = (u * 20) / 19;
  const k = kOf(x);
  return r > 1 ? m * Math.pow(r, k) : m * (1 - Math.pow(r, k));
}

/** Continuous model: P(result rounds to >= h hundredths) = P(result >= (h - 1/2)/100). */
export function atLeastRef(x: number, h: number): number {
  if (h <= 0) return 1;
  const m = x + 10;
  if (m === 0) return 0;
  const t = (h - 0.5) / 100;
  const k = kOf(x);
  if (t <= m) return 0.95 * Math.pow(1 - t / m, 1 / k) + 0.05;
  return Math.max(0, 1 - 0.95 * Math.pow(t / m, 1 / k));
}

/** Continuous model for a roll multiplied by num/den and floored. */
export function atLeastModRef(x: number, num: number, den: number, v: number): number {
  if (v <= 0) return 1;
  if (num === 0) return 0;
  return atLeastRef(x, Math.ceil((v * den) / num));
}

/** Dice model: the exact share of the 2^32 words whose roll is >= h hundredths. */
export function atLeastDice(x: number, h: number): number {
  if (h <= 0) return 1;
  // normal branch, w in [0, E): curve decreasing; count w with curve >= h
  let lo = 0;
  let hi = EXCEPTIONAL_FROM; // first w (in the branch) with curve < h, searched in [lo, hi]
  if (curve(x, 0) < h) hi = 0;
  else {
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (curve(x, mid) >= h) lo = mid;
      else hi = mid;
    }
  }
  const normal = hi;
  // exceptional branch, w in [E, 2^32): curve increasing; count w with curve >= h
  let a = EXCEPTIONAL_FROM - 1;
  let b = TWO32 - 1; // last w with curve < h is searched in [a, b]
  if (curve(x, b) < h) return normal / TWO32;
  if (curve(x, EXCEPTIONAL_FROM) >= h) return (normal + TWO32 - EXCEPTIONAL_FROM) / TWO32;
  while (b - a > 1) {
    const mid = Math.floor((a + b) / 2);
    if (curve(x, mid) < h) a = mid;
    else b = mid;
  }
  return (normal + TWO32 - b) / TWO32;
}

export interface PairRef {
  a: number;
  b: number;
  deadlock: number;
}

/**
 * Exact pair odds by summing over every hundredth up to `top`, given P(side <= v) for each
 * side: P(A > B) = sum P(B = v) P(A > v), ties sum P(A = v) P(B = v).
 */
export function pairRef(cdfA: (v: number) => number, cdfB: (v: number) => number, top: number): PairRef {
  let a = 0;
  let b = 0;
  let t = 0;
  let ga0 = 0;
  let gb0 = 0;
  for (let v = 0; v <= top; v++) {
    const ga = cdfA(v);
    const gb = cdfB(v);
    const da = ga - ga0;
    const db = gb - gb0;
    a += db * (1 - ga);
    b += db * ga0;
    t += da * db;
    ga0 = ga;
    gb0 = gb;
  }
  return { a: a, b: b, deadlock: t };
}
