/**
 * Resolution (s-ifni.txt, "Target Numbers" and "Degree of Success / Failure"): a roll above
 * the Target Number succeeds, below it fails, and a tie is a deadlock: nothing happens.
 * Ties are decided on hundredths, the resolution the GM reads (docs/rules-sifni.md).
 */
import { engineError } from "../errors";
import { MAX_EXACT, floorDiv, isInt } from "../math/exact";
import { RandomGenerator } from "../random/generator";
import { Roll, RollSetup, roll } from "./roll";

export type Verdict = "success" | "deadlock" | "failure";

export interface Check {
  roll: Roll;
  /** Target Number in hundredths */
  tn: number;
  verdict: Verdict;
  /** roll minus TN, in hundredths (negative on failure) */
  margin: number;
  /** roll / TN in hundredths ("divide the roll by the TN"); null against TN 0 */
  degree: number | null;
}

export function checkTn(tn: unknown): number {
  if (!isInt(tn) || tn < 0 || tn > MAX_EXACT) {
    throw engineError("TN", "TN must be a whole number of hundredths from 0, got " + String(tn), tn);
  }
  return tn;
}

export function verdictOf(value: number, tn: number): Verdict {
  return value > tn ? "success" : value === tn ? "deadlock" : "failure";
}

/** roll / tn in hundredths, floored; null when tn is 0. */
export function degreeOf(value: number, tn: number): number | null {
  if (tn === 0) return null;
  // 100 * value may pass 2^53 for saturated rolls: divide first then
  return value <= floorDiv(MAX_EXACT, 100) ? floorDiv(100 * value, tn) : floorDiv(value, tn) * 100;
}

/** Judges an already rolled value against a TN. */
export function judge(r: Roll, tn: number): Check {
  checkTn(tn);
  return { roll: r, tn: tn, verdict: verdictOf(r.value, tn), margin: r.value - tn, degree: degreeOf(r.value, tn) };
}

/** Rolls a setup against a TN (hundredths). */
export function check(rng: RandomGenerator, s: RollSetup, tn: number): Check {
  return judge(roll(rng, s), checkTn(tn));
}

export interface Opposed {
  a: Roll;
  b: Roll;
  /** "a", "b", or null for a deadlock */
  winner: "a" | "b" | null;
  /** winner's roll minus loser's, in hundredths (0 on a deadlock) */
  margin: number;
}

/** "The TN is set by a roll of the opposing force": both roll, the higher wins, a tie deadlocks. */
export function opposed(rng: RandomGenerator, a: RollSetup, b: RollSetup): Opposed {
  const ra = roll(rng, a);
  const rb = roll(rng, b);
  const d = ra.value - rb.value;
  return { a: ra, b: rb, winner: d > 0 ? "a" : d < 0 ? "b" : null, margin: d < 0 ? -d : d };
}
