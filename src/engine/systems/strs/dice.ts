/**
 * The STRS roll: a side rolls its allocated dice and adds them up ("subtract 1 from the total
 * results (not per die)"), then adds its bonus and subtracts its wound penalty. Exact counts of
 * a sum come from convolving one die at a time; two sides meet through cumulative counts, so
 * an attack's odds cost (sums of one side) x (classes), never sides^(all dice).
 */
import { floorDiv } from "../../math/exact";
import { RandomGenerator } from "../../random/generator";
import { uniformInt } from "../../random/uniform";

/** cum[x] = counts[0] + ... + counts[x]. */
export function cumulative(counts: Float64Array): Float64Array {
  const cum = new Float64Array(counts.length);
  let t = 0;
  for (let i = 0; i < counts.length; i++) {
    t += counts[i];
    cum[i] = t;
  }
  return cum;
}

/** sides^n exactly (n <= 14 for d12 stays below 2^53). */
export function outcomes(n: number, sides: number): number {
  let v = 1;
  for (let i = 0; i < n; i++) v *= sides;
  return v;
}

/** n dice of `sides` faces, in the order rolled; the sum is the caller's (sumOf). */
export function rollDice(rng: RandomGenerator, n: number, sides: number): number[] {
  const faces: number[] = [];
  for (let i = 0; i < n; i++) faces.push(uniformInt(rng, sides) + 1);
  return faces;
}

export function sumOf(faces: number[]): number {
  let t = 0;
  for (let i = 0; i < faces.length; i++) t += faces[i];
  return t;
}

/**
 * How many wounds a result inflicts against a Threshold T, halved when `halved` (Entangled),
 * without rounding the half: a result is compared with k * T / 2 as 2 * result against k * T.
 * -1: nothing (a negative result, defended); 0: a glancing hit (0 <= result <= T);
 * k >= 1: result above k * T and at most (k + 1) * T.
 */
export function woundsOf(result: number, threshold: number, halved: boolean): number {
  if (result < 0) return -1;
  const r = halved ? 2 * result : result;
  if (r <= threshold) return 0;
  return floorDiv(r - 1, threshold);
}

/** The smallest result with at least k wounds (k >= 1), or 0 for "at least a glancing hit" (k = 0). */
export function leastResultFor(k: number, threshold: number, halved: boolean): number {
  if (k === 0) return 0;
  // r > k * T / d  <=>  r >= floor(k * T / d) + 1, with d = 2 when halved
  return floorDiv(k * threshold, halved ? 2 : 1) + 1;
}

/**
 * One side against the other: the attack sum a (counts cA) and the defense sum d (cumulative
 * cumD) give the result a - d + shift. Returns how many of the outcomes have a result >= least.
 */
export function countAtLeast(cA: Float64Array, cumD: Float64Array, shift: number, least: number): number {
  const top = cumD.length - 1;
  // a - d + shift >= least  <=>  d <= a + shift - least: no d while that is below 0, every d
  // from top on (there the attack's counts are summed first and multiplied once)
  const off = shift - least;
  let a = off < 0 ? -off : 0;
  let n = 0;
  for (; a < cA.length && a + off < top; a++) n += cA[a] * cumD[a + off];
  let rest = 0;
  for (; a < cA.length; a++) rest += cA[a];
  return n + rest * cumD[top];
}

/**
 * An attack's outcome counts by class, into out (length L >= 3): out[0] nothing, out[1] glancing,
 * out[1 + k] exactly k wounds for 1 <= k < L - 2, out[L - 1] at least L - 2 wounds.
 * The counts add up to sides^(attack dice + defense dice).
 */
export function woundClasses(
  out: Float64Array,
  cA: Float64Array,
  cumD: Float64Array,
  shift: number,
  threshold: number,
  halved: boolean
): void {
  const total = cumD[cumD.length - 1] * sumAll(cA);
  const last = out.length - 1;
  let above = countAtLeast(cA, cumD, shift, 0);
  out[0] = total - above;
  for (let k = 1; k <= last - 1; k++) {
    const next = countAtLeast(cA, cumD, shift, leastResultFor(k, threshold, halved));
    out[k] = above - next;
    above = next;
  }
  out[last] = above;
}

function sumAll(c: Float64Array): number {
  let t = 0;
  for (let i = 0; i < c.length; i++) t += c[i];
  return t;
}
