/**
 * Exact odds of S-Ifni checks, computed on the device in double precision from + - * / alone
 * (math/float.ts: the same bits on Node and in Espruino).
 *
 * Against a TN the closed form (chance.ts) gives the answer directly.
 *
 * For two rolls against each other (opposed rolls; an attack against the best of several
 * defense rolls) both results live on the hundredths and a deadlock is a tie there; the sum
 * over the hundredths is taken over bounded groups by the walk in walk.ts (its header
 * explains the grouping and the tie weights).
 * tests/engine/odds.test.ts checks the result against a sum over every hundredth.
 */
import { checkTn } from "./resolve";
import { RollSetup } from "./roll";
import { chance, prepare } from "./chance";
import { Side, advance, grid, nextBoundary, pilePoints, sameSides, sideMax, tieIn, walk } from "./walk";

export type { Side } from "./walk";

export interface OddsVsTn {
  success: number;
  deadlock: number;
  failure: number;
}

/** P(success), P(deadlock), P(failure) of a setup against a TN (hundredths). */
export function oddsVsTn(s: RollSetup, tn: number): OddsVsTn {
  checkTn(tn);
  const p = prepare(s);
  const reach = chance(p, tn);
  const beat = chance(p, tn + 1);
  return { success: beat, deadlock: reach - beat, failure: 1 - reach };
}

export interface OddsPair {
  /** P(side a's result > side b's) */
  a: number;
  /** P(side b's result > side a's) */
  b: number;
  deadlock: number;
}

/** Odds of side a against side b: who rolls higher, and how often they tie on hundredths. */
export function oddsPair(a: Side, b: Side): OddsPair {
  // 0 is a boundary too: low results carry mass for both sides and the first groups stay narrow
  const piles: number[] = [0];
  pilePoints(a, piles);
  pilePoints(b, piles);
  const g = grid(piles, Math.max(sideMax(a), sideMax(b)));
  const wa = walk(a);
  const same = sameSides(a, b);
  const wb = same ? wa : walk(b);
  const r: OddsPair = { a: 0, b: 0, deadlock: 0 };
  let prev = -1;
  let p = nextBoundary(g);
  while (p >= 0) {
    advance(wa, p);
    if (!same) advance(wb, p);
    const da = wa.hi - wa.lo;
    const db = wb.hi - wb.lo;
    let tie = 0;
    if (da > 0 && db > 0) {
      for (let i = 0; i < wa.rolls.length; i++) {
        for (let j = 0; j < wb.rolls.length; j++) {
          if (wa.share[i] > 0 && wb.share[j] > 0) tie += wa.share[i] * wb.share[j] * tieIn(wa.rolls[i], wb.rolls[j], prev, p, 0);
        }
      }
    }
    // pairs inside the group that do not tie split evenly between the sides
    r.deadlock += tie;
    r.a += db * (1 - wa.hi) + (da * db - tie) / 2;
    r.b += db * wa.lo + (da * db - tie) / 2;
    prev = p;
    p = nextBoundary(g);
  }
  return r;
}
