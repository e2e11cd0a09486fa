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
 * test: "beats" means more). Counted over both sides' outcomes and divided once; past 2^53 the
 * products round, by about 1e-16 of the answer, the same on every IEEE machine.
 */
export function opposedOdds(a: Pool, modA: number, b: Pool, modB: number): number[] {
  const ca = keepHighestCounts(a.roll, a.keep);
  const cb = keepHighestCounts(b.roll, b.keep);
  const top = cb.length;
  // a's kept sum s beats b's kept sum u when s + modA > u + modB, i.e. u < t = s + modA - modB,
  // and ties it at u = t. As s steps up so does t, so b's count under t is kept as a running
  // sum: b's sums start at b.keep, a's at a.keep (each kept die shows 1 or more).
  const shift = modA - modB;
  let s = a.keep;
  let under = 0;
  for (let u = b.keep; u < s + shift && u < top; u++) under += cb[u];
  let beats = 0;
  let ties = 0;
  for (; s < ca.length; s++) {
    const t = s + shift;
    if (t >= top) beats += ca[s] * under;
    else if (t >= 0) {
      beats += ca[s] * under;
      ties += ca[s] * cb[t];
      under += cb[t];
    }
  }
  const all = pow6(a.roll) * pow6(b.roll);
  return [beats / all, ties / all];
}

/** P(result >= threshold): the chance a test reaches a number (a grab's passive Athletics). */
export function atLeast(pool: Pool, modifier: number, threshold: number): number {
  const counts = keepHighestCounts(pool.roll, pool.keep);
  let n = 0;
  for (let s = 0; s < counts.length; s++) if (s + modifier >= threshold) n += counts[s];
  return n / pow6(pool.roll);
}
