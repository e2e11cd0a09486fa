/**
 * The S-Ifni roll (s-ifni.txt, "The S-Ifni Mechanic"):
 *   r = u * 20/19;  r > 1: result = M * r^k  (exceptional)   else: result = M * (1 - r^k)
 * with M = x + 10 and k = (x/10 + 1)^4 + 1.
 *
 * u = w / 2^32 for one 32-bit generator word w, so the roll is a pure function of (x, w).
 * The result is an integer number of hundredths, rounded to nearest (halves up), and
 * computed in 2^28 fixed point only: the same integer on every platform.
 * Results saturate at MAX_EXACT (2^53 - 1) hundredths so they stay exact integers.
 */
import { MAX_EXACT, pow2 } from "../math/exact";
import { ONE, exp2Exponent, exp2Mantissa, log2Fix, shiftDown } from "../math/fixed";
import { K_SCALE, kNumerator } from "./skill";

/** r > 1 exactly when 20w > 19 * 2^32, i.e. when w > 4080218931.2. */
export const EXCEPTIONAL_FROM = 4080218932;

// log2(r) = log2(20w / (19 * 2^32)) = log2(5w) - 30 - log2(19);  2^28 * log2(19) = 1140294359.13
const LOG2_19 = 1140294359;
// Past |k log2 r| = 64, r^k is below 2^-64 (normal: the result is M) or above 2^64 (saturated)
const LIMIT = 64 * ONE * K_SCALE;

/** 2^(y / 2^28) * 2^28 for y <= 0, floored; 0 once it is below 2^-64. */
export function exp2Neg(y: number): number {
  const n = exp2Exponent(y);
  return n < -64 ? 0 : shiftDown(exp2Mantissa(y - n * ONE), -n);
}

/** round(100 * m * 2^(y / 2^28)) for y >= 0, saturating at MAX_EXACT. */
export function scaleExp2(m: number, y: number): number {
  const n = exp2Exponent(y);
  if (n >= 64) return MAX_EXACT;
  const a = 100 * m * exp2Mantissa(y - n * ONE); // below 2^46 for m <= 1000
  if (n >= 28) {
    const v = a * pow2(n - 28);
    return v > MAX_EXACT ? MAX_EXACT : v;
  }
  // round to nearest: add half of 2^(28-n) before shifting down
  return shiftDown(a + pow2(27 - n), 28 - n);
}

/** The roll of skill total x for generator word w (0 <= w < 2^32), in hundredths. */
export function curve(x: number, w: number): number {
  const m = x + 10;
  // M = 0 gives 0 whatever r is; w = 0 is r = 0, i.e. exactly M
  if (m === 0 || w === 0) return 100 * m;
  const kn = kNumerator(x);
  let l = log2Fix(5 * w) - 30 * ONE - LOG2_19;
  if (w < EXCEPTIONAL_FROM) {
    // rounding can put log2 r a unit above 0 just under r = 1; r <= 1 here
    if (l > 0) l = 0;
    // the product is rounded when huge, but then it is far past LIMIT either way
    if (-l * kn >= LIMIT) return 100 * m;
    // l * kn < 2^48 here, so the division floors exactly
    const rk = exp2Neg(Math.floor((l * kn) / K_SCALE));
    return Math.floor((100 * m * (ONE - rk) + ONE / 2) / ONE);
  }
  if (l < 0) l = 0;
  if (l * kn >= LIMIT) return MAX_EXACT;
  return scaleExp2(m, Math.floor((l * kn) / K_SCALE));
}
