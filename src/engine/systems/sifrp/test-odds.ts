/**
 * Exact odds of a test: the kept-sum distribution (keep-highest.ts) shifted by a flat modifier
 * and read against a difficulty in degrees.
 */
import { keepHighestCounts } from "./keep-highest";
import { Pool, degreesOf, MAX_DEGREES } from "./pool";
import { pow6 } from "./pow6";

export interface TestOdds {
  /** P(result >= difficulty) */
  success: number;
  /** P(result < difficulty), from the same exact count */
  failure: number;
  /** P(exactly 1, 2, 3, 4 or more degrees of success) */
  degrees: number[];
  /** P(exactly 1, 2, 3, 4 or more degrees of failure) */
  failures: number[];
}

export function testOdds(pool: Pool, modifier: number, difficulty: number): TestOdds {
  const counts = keepHighestCounts(pool.roll, pool.keep);
  const total = pow6(pool.roll);
  // exact integer counts per degree, divided once at the end
  const win = [0, 0, 0, 0];
  const lose = [0, 0, 0, 0];
  for (let s = 0; s < counts.length; s++) {
    if (counts[s] === 0) continue;
    const d = degreesOf(s + modifier, difficulty);
    if (d > 0) win[d - 1] += counts[s];
    else lose[-d - 1] += counts[s];
  }
  let ok = 0;
  let ko = 0;
  for (let i = 0; i < MAX_DEGREES; i++) {
    ok += win[i];
    ko += lose[i];
    win[i] = win[i] / total;
    lose[i] = lose[i] / total;
  }
  return { success: ok / total, failure: ko / total, degrees: win, failures: lose };
}

/**
 * P(a's result > b's result) and P(equal) for two tests rolled against each other (an opposed
 * test: "beats" means more). Each side's counts become probabilities first: the product of two
 * counts could pass 2^53.
 */
export function opposedOdds(a: Pool, modA: number, b: Pool, modB: number): number[] {
  const ca = keepHighestCounts(a.roll, a.keep);
  const cb = keepHighestCounts(b.roll, b.keep);
  const na = pow6(a.roll);
  const nb = pow6(b.roll);
  // below[t]: P(b's kept sum < t), for t = 0..length
  const below = new Float64Array(cb.length + 1);
  for (let u = 0; u < cb.length; u++) below[u + 1] = below[u] + cb[u] / nb;
  let beats = 0;
  let ties = 0;
  for (let s = 0; s < ca.length; s++) {
    if (ca[s] === 0) continue;
    const p = ca[s] / na;
    // a's kept sum s beats b's kept sum u when s + modA > u + modB, i.e. u < s + modA - modB
    const t = s + modA - modB;
    beats += p * below[t < 0 ? 0 : t > cb.length ? cb.length : t];
    if (t >= 0 && t < cb.length) ties += (p * cb[t]) / nb;
  }
  return [beats, ties];
}

/** P(result >= threshold): the chance a test reaches a number (a grab's passive Athletics). */
export function atLeast(pool: Pool, modifier: number, threshold: number): number {
  const counts = keepHighestCounts(pool.roll, pool.keep);
  let n = 0;
  for (let s = 0; s < counts.length; s++) if (s + modifier >= threshold) n += counts[s];
  return n / pow6(pool.roll);
}
