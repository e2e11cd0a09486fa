/**
 * A SIFRP test's dice. Rank d6 are the test dice (+D adds test dice); bonus dice (+B) are rolled
 * with them and the lowest are dropped so that only `test dice` remain; each penalty die (-D)
 * then removes one more of the remaining dice, lowest first, after the bonus dice are dropped and
 * before the sum (docs/rules-sifrp.md). So a test is "roll test + bonus, keep the highest
 * test - penalty": one keep-highest pool.
 */
import { engineError } from "../../errors";

/** Most dice one test rolls: 6^20 < 2^53, so the odds count outcomes exactly in doubles. */
export const MAX_TEST_DICE = 20;

export interface Pool {
  /** dice rolled: test dice + bonus dice */
  roll: number;
  /** dice kept and summed: test dice - penalty dice, at least 0 */
  keep: number;
}

/**
 * The pool for `test` test dice (rank plus any +D), `bonus` bonus dice and `penalty` penalty
 * dice, all whole numbers >= 0 (the inputs are validated before). `field` names the input that
 * made the pool too big.
 */
export function poolOf(test: number, bonus: number, penalty: number, field: string): Pool {
  const roll = test + bonus;
  if (roll > MAX_TEST_DICE) {
    throw engineError("DICE", "input '" + field + "': a test rolls at most " + MAX_TEST_DICE + " dice, got " + test + " test + " + bonus + " bonus", roll);
  }
  if (roll < 1) throw engineError("DICE", "input '" + field + "': a test needs at least one test die", roll);
  const keep = test - penalty;
  return { roll: roll, keep: keep < 0 ? 0 : keep };
}

/**
 * Training (Table 9-3): a weapon needing `training` bonus dice removes that many bonus dice;
 * each one missing becomes a penalty die. Returns [bonus, penalty] after it.
 */
export function afterTraining(bonus: number, penalty: number, training: number): number[] {
  const left = bonus - training;
  return left >= 0 ? [left, penalty] : [0, penalty - left];
}

/** Margin bands of degrees: 0-4 one degree, 5-9 two, 10-14 three, 15 and more four. */
export const DEGREE_BAND = 5;
export const MAX_DEGREES = 4;

/**
 * Degrees of a test result against a difficulty: +1..+4 degrees of success when the result
 * equals or beats the difficulty (margin 0-4 is one degree), -1..-4 degrees of failure when it
 * falls short (short by 1-4 is one degree, 5-9 two, 10-14 three, 15 or more four).
 */
export function degreesOf(result: number, difficulty: number): number {
  const m = result - difficulty;
  const d = m >= 0 ? Math.floor(m / DEGREE_BAND) + 1 : Math.floor(-m / DEGREE_BAND) + 1;
  const c = d > MAX_DEGREES ? MAX_DEGREES : d;
  return m >= 0 ? c : -c;
}
