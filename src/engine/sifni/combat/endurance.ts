/**
 * Endurance tests (s-ifni.txt, "Damage"): "the character must make a successful test of
 * Endurance vs the DR (do not count the DR penalty above) each round for each significant
 * wound, or fall unconscious (and test Endurance again for that wound immediately). Once
 * unconscious, if another such test is failed, the character is dead."
 *
 * The roll is Endurance (+ the vsDamage skill) with no modifiers; the TN is the wound's DR as
 * adjusted by its location (location.ts). Roll >= TN passes: a deadlock is "nothing happens",
 * so the character does not fall.
 */
import { RandomGenerator } from "../../random/generator";
import { oddsVsTn } from "../odds";
import { Roll, RollSetup, roll } from "../roll";

export interface EnduranceRoll {
  tn: number;
  first: Roll;
  /** the immediate second test after falling unconscious, or null */
  second: Roll | null;
  /** the condition after this wound's test: "", "unconscious" or "dead" */
  after: string;
}

/** One wound's test for a character in condition `before` ("" or "unconscious"). */
export function enduranceTest(rng: RandomGenerator, s: RollSetup, tn: number, before: string): EnduranceRoll {
  const first = roll(rng, s);
  if (first.value >= tn) return { tn: tn, first: first, second: null, after: before };
  if (before === "unconscious") return { tn: tn, first: first, second: null, after: "dead" };
  const second = roll(rng, s);
  return { tn: tn, first: first, second: second, after: second.value >= tn ? "unconscious" : "dead" };
}

/** Chances of each condition after a series of tests: [up, unconscious, dead]. */
export function enduranceOdds(s: RollSetup, tns: number[], before: string): number[] {
  let up = before === "" ? 1 : 0;
  let out = before === "unconscious" ? 1 : 0;
  let dead = 0;
  for (let i = 0; i < tns.length; i++) {
    const fail = oddsVsTn(s, tns[i]).failure;
    const pass = 1 - fail;
    // up: pass stays up; fail then pass is unconscious; fail twice is dead
    const nextOut = up * fail * pass + out * pass;
    dead += up * fail * fail + out * fail;
    up = up * pass;
    out = nextOut;
  }
  return [up, out, dead];
}
