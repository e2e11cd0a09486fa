/**
 * The roll-under core: n d6 at or under a target succeed, and a total at or under the
 * automatic level (4) always succeeds. Exact counts: a sum of n d6 has 6^n equally likely
 * outcomes (216 for 3d, 1296 for 4d), counted here by convolution, never sampled.
 */
import { engineError } from "../../errors";
import { rollPool } from "../../random/dice";
import { RandomGenerator } from "../../random/generator";

/** Most d6 in one roll-under pool (4d untrained; 6^6 counts stay small). */
export const MAX_DICE = 6;

function checkDice(n: number): void {
  if (n < 1 || n > MAX_DICE || Math.floor(n) !== n) throw engineError("DICE", "dice must be 1 to " + MAX_DICE + ", got " + n, n);
}

/** 6^n */
export function outcomes(n: number): number {
  let v = 1;
  for (let i = 0; i < n; i++) v *= 6;
  return v;
}

/** sumWays by dice count, filled on first use (a few JsVars each; callers only read them). */
const WAYS: Int32Array[] = [];

/** ways[t] = how many of the 6^n face combinations of n d6 total t (t from 0 to 6n). */
export function sumWays(n: number): Int32Array {
  checkDice(n);
  const known = WAYS[n];
  if (known) return known;
  let ways = new Int32Array(6 * n + 1);
  ways[0] = 1;
  for (let d = 1; d <= n; d++) {
    const next = new Int32Array(6 * n + 1);
    for (let t = d - 1; t <= 6 * (d - 1); t++) {
      const w = ways[t];
      if (w === 0) continue;
      for (let f = 1; f <= 6; f++) next[t + f] += w;
    }
    ways = next;
  }
  WAYS[n] = ways;
  return ways;
}

/** A total succeeds at or under the target, or at or under the automatic level whatever the target. */
export function succeeds(total: number, target: number, automatic: number): boolean {
  return total <= target || total <= automatic;
}

/** How many of the 6^n outcomes succeed. */
export function successWays(n: number, target: number, automatic: number): number {
  const ways = sumWays(n);
  let s = 0;
  for (let t = n; t <= 6 * n; t++) if (succeeds(t, target, automatic)) s += ways[t];
  return s;
}

/**
 * Two opposed roll-unders, counted over all 6^(na+nb) outcomes: when both succeed the higher
 * total wins, an equal total is a deadlock; when one succeeds it wins; both failing is a deadlock.
 */
export function opposedWays(
  na: number,
  ta: number,
  nb: number,
  tb: number,
  automatic: number
): { a: number; b: number; deadlock: number; total: number } {
  const wa = sumWays(na);
  const wb = sumWays(nb);
  const total = outcomes(na) * outcomes(nb);
  let aFail = outcomes(na);
  let bFail = outcomes(nb);
  for (let t = na; t <= 6 * na; t++) if (succeeds(t, ta, automatic)) aFail -= wa[t];
  for (let t = nb; t <= 6 * nb; t++) if (succeeds(t, tb, automatic)) bFail -= wb[t];
  let a = 0;
  let b = 0;
  let tie = 0;
  // successful outcomes of each side with a total below t (running sums as t rises)
  let aBelow = 0;
  let bBelow = 0;
  for (let t = 1; t <= 6 * MAX_DICE; t++) {
    const aw = t <= 6 * na && succeeds(t, ta, automatic) ? wa[t] : 0;
    const bw = t <= 6 * nb && succeeds(t, tb, automatic) ? wb[t] : 0;
    a += aw * (bFail + bBelow);
    b += bw * (aFail + aBelow);
    tie += aw * bw;
    aBelow += aw;
    bBelow += bw;
  }
  return { a: a, b: b, deadlock: aFail * bFail + tie, total: total };
}

/** A roll of n d6: the faces in order and their total. */
export interface TftRoll {
  faces: number[];
  total: number;
}

export function rollDice(rng: RandomGenerator, n: number): TftRoll {
  const p = rollPool(rng, n, 6);
  return { faces: p.faces, total: p.total };
}

/** "3+5+1=9" for the GM's screen. */
export function facesText(r: TftRoll): string {
  return r.faces.join("+") + "=" + r.total;
}
