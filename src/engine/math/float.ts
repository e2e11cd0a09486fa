/**
 * The natural logarithm and exponential in double precision from + - * / alone, for the odds
 * (sifni/chance.ts and what builds on it). IEEE arithmetic rounds the same on
 * V8 and Espruino, so these give the same bits on both, where Math.log/exp/pow do not
 * (ESPRUINO-FACTS #19; the gate refuses them in the engine).
 *
 * Written for the interpreter, which reads the source as it runs it: one short function each,
 * few variables, no call inside, constants built from integers (no decimal literal: the
 * interpreter parses them inexactly, and the gate refuses them).
 * Accuracy (tests/engine/float.test.ts): ln within 2e-11 absolute, exp within 3e-12 relative.
 */

/** ln 2, the double nearest to it: 6243314768165359 / 2^53. */
export const LN2 = 6243314768165359 / 9007199254740992;

/**
 * ln x for 1 <= x < 2^64 (every caller's argument is a whole number or a ratio above 1).
 * x = m 2^e by exact power-of-two steps, m in [sqrt(1/2), sqrt 2); then with z = (m - 1)/(m + 1),
 * |z| <= 0.1716, ln m = 2 (z + z^3/3 + ... + z^11/11) + an error below 2 z^13 / 13 < 2e-11.
 */
export function ln(x: number): number {
  let e = 0;
  while (x >= 4294967296) {
    x /= 4294967296;
    e += 32;
  }
  if (x >= 65536) {
    x /= 65536;
    e += 16;
  }
  if (x >= 256) {
    x /= 256;
    e += 8;
  }
  if (x >= 16) {
    x /= 16;
    e += 4;
  }
  if (x >= 4) {
    x /= 4;
    e += 2;
  }
  if (x >= 2) {
    x /= 2;
    e++;
  }
  if (x * x > 2) {
    x /= 2;
    e++;
  }
  x = (x - 1) / (x + 1);
  const q = x * x;
  // the series times 3465 = 3 5 7 9 11 / 9 (integer coefficients: one division, not six)
  return e * LN2 + (x * (6930 + q * (2310 + q * (1386 + q * (990 + q * (770 + q * 630)))))) / 3465;
}

/**
 * e^y for |y| <= 13: e^(y/64) by its Taylor series to the 9th power (|y/64| <= 0.204, the rest
 * below 4e-14), then squared six times (each squaring doubles the relative error).
 */
export function exp(y: number): number {
  y /= 64;
  // the series times 9! (integer coefficients: one division, not nine)
  y = 1 + (y * (362880 + y * (181440 + y * (60480 + y * (15120 + y * (3024 + y * (504 + y * (72 + y * (9 + y))))))))) / 362880;
  y *= y;
  y *= y;
  y *= y;
  y *= y;
  y *= y;
  return y * y;
}
