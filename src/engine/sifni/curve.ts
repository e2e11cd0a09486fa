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
 * (the golden vectors are its results). `curve` first estimates the result in double precision,
 * three to four times cheaper in the interpreter, and returns the estimate rounded when it is far enough
 * from a half hundredth that both must round alike; otherwise (about one roll in 200 at skill 7,
 * more at high skills) it asks exactCurve. The margin is a bound on the two errors:
 * - exactCurve: log2Fix within 9 units of 2^-28 (8, and the rounding of log2 19), one more for
 *   the floor of y, exp2Mantissa within 3 units (4.3 relative), the floor after the shift 1: on the
 *   normal branch 100 M |rk - r^k| <= 100 M 2^-28 (6.24 k p + 4.7) <= M (k + 1) 2.33e-6
 *   hundredths; on the exceptional branch the result X is off by at most X (k + 1) 2.33e-8;
 * - the estimate: ln r within 3e-8 (its series stops at z^7), e^y within 1e-8 relative (a Pade
 *   approximant on y/64, then squared six times): at most M (k + 1) 3e-6 hundredths, or
 *   X (k + 1) 3e-8.
 * The margins taken, M (k + 1) 2^-16 = 1.5e-5 M (k + 1) and X (k + 1) 2^-23 = 1.2e-7 X (k + 1),
 * are over twice those sums (tests/engine/curve-fast.test.ts tries the words next to every half
 * hundredth). The estimate is used up to skill 40 (M <= 50) and for exceptional results below
 * M e^12; beyond, exactCurve alone.
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

/*
 * The estimate's constants, each divided by 64 (the estimate works with y/64, y = k ln r):
 * 2/64, 2/(3*64), 2/(5*64), 2/(7*64) for 2 atanh z; ln 2 / 64 and ln(20/19) / 64, the doubles
 * nearest to ln 2 = 6243314768165359 / 2^53 and ln(20/19) = 7392142767692088 / 2^57 (an integer
 * over 2^53 and exact power-of-two steps: the gate takes integers up to 2^53).
 */
const A1 = 1 / 32;
const A3 = 1 / 96;
const A5 = 1 / 160;
const A7 = 1 / 224;
const LN2_64 = 6243314768165359 / 9007199254740992 / 64;
const LN_20_19_64 = 7392142767692088 / 9007199254740992 / 1024;
/** The highest normal maximum M estimated in double precision (skill 40). */
const FAST_M = 50;

/**
 * The roll of skill total x for generator word w (0 <= w < 2^32), in hundredths: exactCurve's
 * integer, from the estimate when it is far enough from a half hundredth. Written for the
 * interpreter, which pays for every operation and every variable: ln and e^ inline, to the
 * accuracy the margin needs (math/float.ts has the odds' more accurate ones), and exactCurve a
 * call the minifier must not inline (a function written out where it is called is read, and
 * made, each time the roll passes it).
 */
export function curve(x: number, w: number): number {
  const m = x + 10;
  if (m > 0 && m <= FAST_M && w > 0) {
    let k = m * m;
    let u = w;
    let e = 0;
    k = (k * k) / 10000 + 1;
    // w = u 2^e with u/2^32 in [sqrt(1/2), sqrt 2): one doubling on average
    for (; u < 3037000500; e--) u += u;
    // q = y/64 for y = k ln r, ln r = 2 atanh z + e ln 2 + ln(20/19), |z| <= 0.1716
    let z = (u - 4294967296) / (u + 4294967296);
    let q = z * z;
    q = k * (z * (A1 + q * (A3 + q * (A5 + q * A7))) + e * LN2_64 + LN_20_19_64);
    if (w >= EXCEPTIONAL_FROM) {
      // exceptional, up to 100 M e^12 < 2^31 hundredths (so `| 0` floors it): 100 M r^k
      if (q > 12 / 64) return /*@__NOINLINE__*/ exactCurve(x, w);
      e = 1;
    } else if (q < -13 / 64) return 100 * m; // r^k < e^-13: 100 M r^k < 0.012, M whichever way
    else e = -1;
    // r^k = (e^q)^64, e^q by its Pade approximant (120 + 60q + 12q^2 + q^3) / (the same at -q)
    z = q * q;
    u = q * (60 + z);
    z = 120 + 12 * z;
    q = (z + u) / (z - u);
    q *= q;
    q *= q;
    q *= q;
    q *= q;
    q *= q;
    q *= q;
    // the result, and the margin: M (k + 1) 2^-16 normal, X (k + 1) 2^-23 exceptional
    if (e > 0) {
      z = 100 * m * q + 1 / 2;
      k = ((k + 1) * z) / 8388608;
    } else {
      z = 100 * m * (1 - q) + 1 / 2;
      k = ((k + 1) * m) / 65536;
    }
    e = z | 0;
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
