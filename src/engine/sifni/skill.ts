/**
 * Skill totals and the constants of the S-Ifni curve that depend only on them.
 * s-ifni.txt: M = x + 10 is the normal maximum; k = (x/10 + 1)^4 + 1 = (M^4 + 10^4) / 10^4.
 */
import { engineError } from "../errors";
import { isInt } from "../math/exact";

/** "The minimum stat is a negative ten. This represents complete inability." */
export const MIN_SKILL = -10;
/**
 * No maximum in the text; 990 keeps M^4 + 10^4 (the numerator of k) an exact integer and
 * every fixed-point product below 2^53. Beyond ~300 every result is the normal maximum
 * or saturates, so the cap costs the GM nothing.
 */
export const MAX_SKILL = 990;

/** Denominator of k: k = kNumerator(x) / K_SCALE. */
export const K_SCALE = 10000;

/** Throws a clear error unless x is an integer skill total in [MIN_SKILL, MAX_SKILL]. */
export function checkSkill(x: unknown, what?: string): number {
  if (!isInt(x) || x < MIN_SKILL || x > MAX_SKILL) {
    throw engineError(
      "SKILL",
      (what || "skill") + " must be an integer from " + MIN_SKILL + " to " + MAX_SKILL + ", got " + String(x),
      x
    );
  }
  return x;
}

/** M^4 + 10^4 for M = x + 10 (exact: at most 1000^4 + 10^4 < 2^40). */
export function kNumerator(x: number): number {
  const m = x + 10;
  const m2 = m * m;
  return m2 * m2 + K_SCALE;
}
