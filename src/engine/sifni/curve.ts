/**
 * The S-Ifni roll (s-ifni.txt, "The S-Ifni Mechanic"):
 *   r = u * 20/19;  r > 1: result = M * r^k  (exceptional)   else: result = M * (1 - r^k)
 * with M = x + 10 and k = (x/10 + 1)^4 + 1.
 *
 * u = w / 2^32 for one 32-bit generator word w, so the roll is a pure function of (x, w).
 * The result is an integer number of hundredths, rounded to nearest (halves up), and
 * computed in 2^28 fixed point only: the same integer on every platform.
 * Results saturate at MAX_EXACT (2^53 - 1) hundredths so they stay exact integers.
 *
 * Two ways to the same integer. `exactCurve` is the fixed-point evaluation that defines the roll
 * (the golden vectors are its results). `curve` first estimates the result with the
 * interpreter's native Math.pow, about twice as fast there, and returns the estimate rounded
 * when it is far enough from a half hundredth that both must round alike; otherwise (about one
 * roll in 200 at skill 7, more at high skills) it asks exactCurve. The margin is a bound on the
 * two errors:
 * - exactCurve: log2Fix within 9 units of 2^-28 (8, and the rounding of log2 19), one more for
 *   the floor of y, exp2Mantissa within 3 units (4.3 relative), the floor after the shift 1: on the
 *   normal branch 100 M |rk - r^k| <= 100 M 2^-28 (6.24 k p + 4.7) <= M (k + 1) 2.33e-6
 *   hundredths; on the exceptional branch the result X is off by at most X (k + 1) 2.33e-8;
 * - the estimate: r = 5w / (19 2^30) is one correctly rounded division; Math.pow(r, k) is
 *   exp(k log r) on Espruino (libm) and V8, within |k ln r| 2^-52 + a few ulps relative, about
 *   1e-14 where the result is not already decided: 1e-12 hundredths. Whatever a device's pow
 *   does within 1e-7 relative still leaves the margin.
 * The margins taken, M (k + 1) 2^-16 = 1.5e-5 M (k + 1) and X (k + 1) 2^-23 = 1.2e-7 X (k + 1),
 * are over six times exactCurve's (tests/engine/curve-fast.test.ts tries the words next to
 * every half hundredth; tests/interpreter/curve-estimate.test.ts the same words in the
 * interpreter). The estimate is used up to skill 40 (M <= 50) and for exceptional results below
 * M e^12 (100 M e^12 < 2^31, so `| 0` floors it); beyond, exactCurve alone. The engine's only
 * Math.pow: the gate allows one per bundle (tools/espruino-gate, rule determinism).
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

/** The highest normal maximum M estimated in double precision (skill 40). */
const FAST_M = 50;

/**
 * The roll of skill total x for generator word w (0 <= w < 2^32), in hundredths: exactCurve's
 * integer, from the estimate when it is far enough from a half hundredth. Written for the
 * interpreter, which pays for every operation and every variable; exactCurve is a call the
 * minifier must not inline (a function written out where it is called is read, and made, each
 * time the roll passes it).
 */
export function curve(x: number, w: number): number {
  const m = x + 10;
  if (m > 0 && m <= FAST_M && w > 0) {
    let k = m * m;
    k = (k * k) / 10000 + 1;
    // r^k, r = 20w / (19 2^32) = 5w / 20401094656
    let z = Math.pow((5 * w) / 20401094656, k);
    // the unrounded result plus a half, and the margin: X (k + 1) 2^-23 exceptional, M (k + 1) 2^-16 normal
    if (w >= EXCEPTIONAL_FROM) {
      if (z > 162754) return /*@__NOINLINE__*/ exactCurve(x, w); // past e^12
      z = 100 * m * z + 1 / 2;
      k = ((k + 1) * z) / 8388608;
    } else if (z * 524288 < 1) return 100 * m; // r^k < 2^-19: 100 M r^k < 0.01, M whichever way
    else {
      z = 100 * m * (1 - z) + 1 / 2;
      k = ((k + 1) * m) / 65536;
    }
    const e = z | 0;
    if (z - e > k && z - e < 1 - k) return e;
  }
  return /*@__NOINLINE__*/ exactCurve(x, w);
}

/** The roll of skill total x for generator word w (0 <= w < 2^32), in hundredths, in fixed point. */
export function exactCurve(x: number, w: number): number {
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
