/**
 * The S-Ifni curve inverted in closed form: the probability that a roll reaches a value.
 *
 * With t the real threshold, the normal branch (weight 19/20) gives result >= t exactly when
 * r <= (1 - t/M)^(1/k), and the exceptional branch (weight 1/20) when r >= (t/M)^(1/k).
 * A result rounds to h hundredths or more when it is at least t = (h - 1/2)/100.
 * Powers go through the same fixed-point log2/exp2 as the roll, so this runs on the device;
 * probabilities are integers in units of 2^-28 (ONE is certainty).
 */
import { MAX_EXACT, floorDiv } from "../math/exact";
import { ONE, exp2Exponent, exp2Mantissa, log2Fix } from "../math/fixed";
import { exp2Neg } from "./curve";
import { RollSetup } from "./roll";
import { K_SCALE, kNumerator } from "./skill";

/** A setup with the constants its survival function needs, computed once per odds query. */
export interface Prepared {
  skill: number;
  num: number;
  den: number;
  /** numerator of k */
  kn: number;
  /** normal maximum, hundredths */
  top: number;
  /** log2(2 top), fixed point */
  ltop: number;
}

export function prepare(s: RollSetup): Prepared {
  const top = 100 * (s.skill + 10);
  return {
    skill: s.skill,
    num: s.factor.num,
    den: s.factor.den,
    kn: kNumerator(s.skill),
    top: top,
    ltop: top > 0 ? log2Fix(2 * top) : 0,
  };
}

/** 2^28 * P(base roll >= h hundredths). */
function atLeastBase(p: Prepared, h: number): number {
  if (h <= 0) return ONE;
  if (p.top === 0) return 0;
  const top = p.top;
  if (h <= top) {
    // 1 - t/M = (2 top - 2h + 1) / (2 top); r <= that^(1/k), plus all of the exceptional part
    const c = exp2Neg(Math.floor(((log2Fix(2 * (top - h) + 1) - p.ltop) * K_SCALE) / p.kn));
    return Math.floor((19 * c + ONE) / 20);
  }
  // exceptional branch: r >= c = (t/M)^(1/k) > 1, probability (20/19 - c) * 19/20
  const y = Math.floor(((log2Fix(2 * h - 1) - p.ltop) * K_SCALE) / p.kn);
  // c > 20/19 is out of reach; from 2^0.5 on certainly so
  if (exp2Exponent(y) > 0) return 0;
  const e = 20 * ONE - 19 * exp2Mantissa(y);
  return e > 0 ? Math.floor(e / 20) : 0;
}

/** 2^28 * P(modified roll >= v hundredths) for a prepared setup. */
export function atLeastPrepared(p: Prepared, v: number): number {
  if (v <= 0) return ONE;
  if (v > MAX_EXACT || p.num === 0) return 0;
  if (p.num === p.den) return atLeastBase(p, v);
  // floor(h * num / den) >= v exactly when h >= ceil(v * den / num)
  return atLeastBase(p, -floorDiv(-v * p.den, p.num));
}

/** 2^28 * P(modified roll >= v hundredths). */
export function atLeast(s: RollSetup, v: number): number {
  return atLeastPrepared(prepare(s), v);
}
