/**
 * Fraction-of-roll modifiers (s-ifni.txt, "Modifiers"): '"-1/3 roll" means subtract 1/3 of
 * the roll (round down the total). Likewise, modifiers do not multiply, instead they are
 * additive.' The fractions are summed exactly into F and the roll becomes
 * floor(roll * (1 + F)) hundredths: one rounding, down, on the total. A total below zero
 * is 0 (a roll is never negative).
 */
import { MAX_EXACT, floorDiv } from "../math/exact";
import { Fraction, ZERO, addFractions } from "../math/fraction";

/** The roll is multiplied by num/den (num >= 0, den > 0). */
export interface Factor {
  num: number;
  den: number;
}

export const UNMODIFIED: Factor = { num: 1, den: 1 };

/** The sum of the modifier fractions. */
export function sumFractions(mods: Fraction[] | undefined): Fraction {
  let f = ZERO;
  if (mods) for (let i = 0; i < mods.length; i++) f = addFractions(f, mods[i]);
  return f;
}

/** The factor 1 + F of a list of additive fractions (0 once they reach -1). */
export function factorOf(mods: Fraction[] | undefined): Factor {
  const f = sumFractions(mods);
  const num = f.d + f.n;
  return { num: num < 0 ? 0 : num, den: f.d };
}

/** Two factors applied one after the other, with a single rounding at the end. */
export function combineFactors(a: Factor, b: Factor): Factor {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** floor(h * num / den) for a roll h >= 0 in hundredths, exactly, saturating at MAX_EXACT. */
export function applyFactor(h: number, f: Factor): number {
  if (f.num === f.den) return h;
  const q = floorDiv(h, f.den);
  if (q > floorDiv(MAX_EXACT, f.num)) return MAX_EXACT;
  const v = q * f.num + floorDiv((h - q * f.den) * f.num, f.den);
  return v > MAX_EXACT ? MAX_EXACT : v;
}
