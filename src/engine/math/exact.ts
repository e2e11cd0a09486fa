/**
 * Exact integer arithmetic on doubles, identical on V8 and Espruino.
 *
 * Every value handled here is an integer with magnitude below 2^53, so `+ - *` are exact.
 * Division by a power of two is exact too; any other division goes through `floorDiv`,
 * which corrects the one-off error a rounded quotient can have near 2^53.
 * Math.pow is never used: it is approximate on Espruino (ESPRUINO-FACTS #19).
 */

/** 2^32, the range of one generator word. */
export const TWO32 = 4294967296;

/** 2^53 - 1: the largest integer every platform holds exactly. Rolls saturate here. */
export const MAX_EXACT = 9007199254740991;

/** floor(a / b) for integers a, b with b > 0 and |a| + b <= 2^53, exactly (q * b stays exact). */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  const r = a - q * b;
  if (r < 0) q -= 1;
  else if (r >= b) q += 1;
  return q;
}

/** a mod b in [0, b) for integers a, b with b > 0 and |a| + b <= 2^53. */
export function floorMod(a: number, b: number): number {
  return a - floorDiv(a, b) * b;
}

/** Greatest common divisor of two non-negative integers below 2^53. */
export function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = floorMod(a, b);
    a = b;
    b = t;
  }
  return a;
}

/**
 * Low 32 bits of a * b as a signed 32-bit integer (what Math.imul gives, which Espruino lacks).
 * The product is split at 16 bits so each partial product stays below 2^49 and is exact.
 */
export function mul32(a: number, b: number): number {
  const lo = a & 0xffff;
  const hi = (a >>> 16) & 0xffff;
  return (lo * b + ((hi * b) & 0xffff) * 65536) | 0;
}

/** 2^n for an integer 0 <= n <= 1023, exact (built from exact power-of-two factors). */
export function pow2(n: number): number {
  let v = 1;
  while (n >= 32) {
    v *= TWO32;
    n -= 32;
  }
  if (n & 16) v *= 65536;
  if (n & 8) v *= 256;
  if (n & 4) v *= 16;
  if (n & 2) v *= 4;
  if (n & 1) v *= 2;
  return v;
}

/** True when v is an integer number (Number.isInteger is missing on Espruino). */
export function isInt(v: unknown): v is number {
  return typeof v === "number" && v === v && Math.floor(v) === v && v - v === 0;
}
