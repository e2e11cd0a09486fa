/**
 * Fixed-point arithmetic at scale 2^28: a real v is held as the integer v * 2^28.
 *
 * A product a * b of two such integers is rounded to 53 bits by IEEE multiplication, which
 * V8 and Espruino perform identically (Espruino converts its exact 64-bit integer products
 * to double with the same round-to-nearest); division by 2^28 is exact; `| 0` then truncates
 * to an integer (every intermediate here is below 2^31 in size, where `| 0` is truncation on
 * both). So (a * b / 2^28) | 0 is a deterministic fixed-point multiply within one unit of the
 * exact product, and `| 0` is several times cheaper than Math.floor in the interpreter.
 * log2 and exp2 are short polynomials, unrolled because each loop turn and call costs the
 * interpreter far more than an arithmetic step. Their error is a few units of 2^-28: under 8
 * for log2 and 3 for exp2 (tests/engine/exact.test.ts measures it against Math.log2 / 2 ** x).
 */

/** 1.0 at scale 2^28. */
export const ONE = 268435456;
const HALF_ONE = 134217728;

/*
 * Coefficients, rounded from 50-digit decimal values. Dj = 2^28 * 2 / (j ln 2): log2(v/c) = z (D1 + q (D3 + q (D5 + ...))) with
 * z = (v - c)/(v + c), q = z^2. Ek = 2^28 * (ln 2)^k / k!: 2^f = E0 + f (E1 + f (E2 + ...)).
 */
const D1 = 774541002;
const D3 = 258180334;
const D5 = 154908200;
const D7 = 110648715;
const D9 = 86060111;
const D11 = 70412818;
const E1 = 186065279;
const E2 = 64485312;
const E3 = 14899271;
const E4 = 2581847;
const E5 = 357920;
const E6 = 41349;
const E7 = 4094;
const E8 = 355;
// 2^28 * sqrt 2 = 379625062.50, floored: mantissas above it are centred on 2 instead of 1
const SQRT2 = 379625062;

/**
 * log2(n) * 2^28 for a number 1 <= n < 2^64 (exactly representable integers below 2^53).
 * n = v * 2^e with v in [1, 2); v is compared with c = 1 or 2 so |z| <= 0.1716, where the
 * series to z^11 leaves an error below 2^-30.
 */
export function log2Fix(n: number): number {
  let e = 0;
  let v = n;
  // binary search for the exponent; dividing by a power of two is exact
  if (v >= 4294967296) { v /= 4294967296; e += 32; }
  if (v >= 65536) { v /= 65536; e += 16; }
  if (v >= 256) { v /= 256; e += 8; }
  if (v >= 16) { v /= 16; e += 4; }
  if (v >= 4) { v /= 4; e += 2; }
  if (v >= 2) { v /= 2; e += 1; }
  const m = (v * ONE) | 0;
  let c = ONE;
  if (m > SQRT2) {
    c = 2 * ONE;
    e += 1;
  }
  const z = (((m - c) / (m + c)) * ONE) | 0;
  const q = ((z * z) / ONE) | 0;
  let t = D9 + (((q * D11) / ONE) | 0);
  t = D7 + (((q * t) / ONE) | 0);
  t = D5 + (((q * t) / ONE) | 0);
  t = D3 + (((q * t) / ONE) | 0);
  t = D1 + (((q * t) / ONE) | 0);
  return e * ONE + (((z * t) / ONE) | 0);
}

/** 2^(f / 2^28) * 2^28 for -2^27 <= f <= 2^27 (a value in [0.70, 1.42] * 2^28); error below 2^-30. */
export function exp2Mantissa(f: number): number {
  let p = E7 + (((f * E8) / ONE) | 0);
  p = E6 + (((f * p) / ONE) | 0);
  p = E5 + (((f * p) / ONE) | 0);
  p = E4 + (((f * p) / ONE) | 0);
  p = E3 + (((f * p) / ONE) | 0);
  p = E2 + (((f * p) / ONE) | 0);
  p = E1 + (((f * p) / ONE) | 0);
  return ONE + (((f * p) / ONE) | 0);
}

/** The integer nearest to y / 2^28 (halves up): y = n * 2^28 + f with |f| <= 2^27. */
export function exp2Exponent(y: number): number {
  return Math.floor((y + HALF_ONE) / ONE);
}

/** floor(p / 2^s) for p >= 0 and an integer 0 <= s <= 127: exact power-of-two steps. */
export function shiftDown(p: number, s: number): number {
  while (s > 24) {
    p /= 16777216;
    s -= 24;
  }
  return Math.floor(p / (1 << (s & 31)));
}
