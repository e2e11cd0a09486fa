/**
 * Rolling a skill: one generator word through the curve, then the modifiers.
 */
import { RandomGenerator } from "../random/generator";
import { EXCEPTIONAL_FROM, curve } from "./curve";
import { Factor, UNMODIFIED, applyFactor } from "./modifiers";
import { checkSkill } from "./skill";

/** What a skill is rolled with: the skill total and the factor of its modifiers. */
export interface RollSetup {
  skill: number;
  factor: Factor;
}

export interface Roll {
  skill: number;
  /** the curve's result before modifiers, in hundredths */
  base: number;
  /** after modifiers, in hundredths: the number the GM reads */
  value: number;
  /** rolled on the curve's exceptional branch (r > 1): above the normal maximum */
  exceptional: boolean;
}

export function setup(skill: number, factor?: Factor): RollSetup {
  return { skill: checkSkill(skill), factor: factor || UNMODIFIED };
}

/** Rolls a setup; draws exactly one word from the generator. */
export function roll(rng: RandomGenerator, s: RollSetup): Roll {
  const w = rng.next();
  const base = curve(s.skill, w);
  const f = s.factor;
  return {
    skill: s.skill,
    base: base,
    // most rolls are unmodified: no call for them (a call costs the interpreter as much as the test)
    value: f.num === f.den ? base : applyFactor(base, f),
    exceptional: w >= EXCEPTIONAL_FROM,
  };
}
