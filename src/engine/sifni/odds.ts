/**
 * Exact odds of S-Ifni checks, computed on the device in double precision from + - * / alone
 * (math/float.ts: the same bits on Node and in Espruino).
 *
 * Against a TN the closed form (chance.ts) gives the answer directly.
 *
 * For two rolls against each other (opposed rolls; an attack against the best of several
 * defense rolls) both results live on the hundredths and a deadlock is a tie there:
 * pair-odds.ts sums the crowded hundredths and integrates the rest.
 * tests/engine/odds.test.ts checks the results against a sum over every hundredth.
 */
import { checkTn } from "./resolve";
import { RollSetup } from "./roll";
import { chance, prepare } from "./chance";

export type { Side } from "./sides";

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

export { oddsPair } from "./pair-odds";
export type { OddsPair } from "./pair-odds";
