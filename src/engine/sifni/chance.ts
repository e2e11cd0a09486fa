/**
 * The S-Ifni curve inverted in closed form, in double precision: the probability that a roll
 * reaches a value, for every odds calculation (odds.ts, pair-odds.ts, ratio-odds.ts).
 *
 * With t the real threshold, the normal branch (weight 19/20) gives result >= t exactly when
 * r <= (1 - t/M)^(1/k), and the exceptional branch (weight 1/20) when r >= (t/M)^(1/k).
 * A result rounds to h hundredths or more when it is at least t = (h - 1/2)/100.
 * The powers are e^(ln(...)/k) with math/float.ts, the same bits on Node and on the device;
 * the error is a few units of 1e-12, where the fixed point of survival.ts (the self-test's,
 * kept so its checksums stay) resolves 2^-28: rare outcomes keep their relative accuracy.
 */
import { MAX_EXACT, floorDiv } from "../math/exact";
import { exp, ln } from "../math/float";
import { RollSetup } from "./roll";
import { K_SCALE, kNumerator } from "./skill";

/** A setup with the constants its survival function needs, computed once per odds query. */
export interface Prepared {
  skill: number;
  num: number;
  den: number;
  /** k of the curve */
  k: number;
  /** normal maximum, hundredths */
  top: number;
  /** ln(2 top) */
  ltop: number;
  /** sides.ts tieShare's sums over a period, per other roll (tb) and offset (to) */
  tb?: Prepared[];
  to?: number[];
  tv?: number[];
}

export function prepare(s: RollSetup): Prepared {
  const top = 100 * (s.skill + 10);
  return {
    skill: s.skill,
    num: s.factor.num,
    den: s.factor.den,
    k: kNumerator(s.skill) / K_SCALE,
    top: top,
    ltop: top > 0 ? ln(2 * top) : 0,
  };
}

/**
 * P(base roll >= h hundredths); h may be real (ratio-odds.ts reads it between hundredths: the
 * normal branch holds up to top + 1/2, where both branches give 1/20).
 */
export function chanceBase(p: Prepared, h: number): number {
  if (h <= 0) return 1;
  const top = p.top;
  if (top === 0) return 0;
  // 1 - t/M = (2 top - 2h + 1) / (2 top): r below its 1/k-th power, and all of the exceptional part
  if (h < top + 1 / 2) return (19 * exp((ln(2 * (top - h) + 1) - p.ltop) / p.k) + 1) / 20;
  // exceptional: r >= c = (t/M)^(1/k) > 1, probability (20/19 - c) 19/20; c > 20/19 is out of reach
  const y = (ln(2 * h - 1) - p.ltop) / p.k;
  if (y >= 1) return 0;
  const e = 20 - 19 * exp(y);
  return e > 0 ? e / 20 : 0;
}

/** P(modified roll >= v hundredths) for a prepared setup. */
export function chance(p: Prepared, v: number): number {
  if (v <= 0) return 1;
  if (v > MAX_EXACT || p.num === 0) return 0;
  if (p.num === p.den) return chanceBase(p, v);
  // floor(h * num / den) >= v exactly when h >= ceil(v * den / num); below 2^53 Math.floor of
  // the quotient is exact (a call fewer, which the interpreter feels: odds call this most)
  const d = v * p.den;
  return chanceBase(p, d <= MAX_EXACT ? -Math.floor(-d / p.num) : -floorDiv(-d, p.num));
}
