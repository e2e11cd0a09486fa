/**
 * Trying again (s-ifni.txt, "Can you try again?"): against a static test each attempt after
 * the first is made "with a increasing penalty to the TN". The text gives no size; we use
 * +1 TN per further attempt (docs/rules-sifni.md), a step on the TN ladder, so the GM can
 * read it off the ladder. Against a dynamic test there is no penalty: use check() again.
 */
import { engineError } from "../errors";
import { isInt } from "../math/exact";
import { RandomGenerator } from "../random/generator";
import { Check, check, checkTn } from "./resolve";
import { RollSetup } from "./roll";

/** +1 TN (100 hundredths) for each attempt after the first. */
export const RETRY_TN_STEP = 100;
/** A GM stops a character long before this; it bounds the loop. */
export const MAX_ATTEMPTS = 100;

/** The TN of the n-th attempt (n = 1 is the first) at a static test. */
export function retryTn(tn: number, attempt: number, step?: number): number {
  if (!isInt(attempt) || attempt < 1 || attempt > MAX_ATTEMPTS) {
    throw engineError("ATTEMPT", "attempt must be an integer from 1 to " + MAX_ATTEMPTS + ", got " + String(attempt), attempt);
  }
  return checkTn(tn) + (attempt - 1) * (step === undefined ? RETRY_TN_STEP : step);
}

export interface Retries {
  /** attempts made, including the last */
  attempts: number;
  /** the last attempt (a success unless every attempt failed) */
  last: Check;
}

/** Tries a static test until it succeeds or maxAttempts are spent; each attempt costs the same time again. */
export function retryUntilSuccess(rng: RandomGenerator, s: RollSetup, tn: number, maxAttempts: number, step?: number): Retries {
  retryTn(tn, maxAttempts, step);
  let last = check(rng, s, tn);
  let n = 1;
  while (last.verdict !== "success" && n < maxAttempts) {
    n++;
    last = check(rng, s, retryTn(tn, n, step));
  }
  return { attempts: n, last: last };
}
