/**
 * Turning 32-bit words into unbiased values.
 */
import { engineError } from "../errors";
import { TWO32, floorDiv, isInt } from "../math/exact";
import { RandomGenerator } from "./generator";

/**
 * A generator that keeps landing in the rejected zone is broken (a constant source, say);
 * with a sound one, 64 rejections in a row have probability below 2^-64.
 */
const MAX_REJECTIONS = 64;

/**
 * An integer in [0, n) for an integer 1 <= n <= 2^32, without modulo bias: words from the
 * incomplete last block of n values are rejected and redrawn. n = 1 draws nothing.
 */
export function uniformInt(rng: RandomGenerator, n: number): number {
  if (!isInt(n) || n < 1 || n > TWO32) {
    throw engineError("RANGE", "range size must be an integer from 1 to 2^32, got " + String(n), n);
  }
  if (n === 1) return 0;
  // the largest multiple of n not above 2^32: words at or above it are rejected
  const limit = TWO32 - (TWO32 - floorDiv(TWO32, n) * n);
  for (let i = 0; i < MAX_REJECTIONS; i++) {
    const w = rng.next();
    if (w < limit) return w - floorDiv(w, n) * n;
  }
  throw engineError("RNG_STUCK", "generator returned " + MAX_REJECTIONS + " rejected words in a row", n);
}

/** A fraction in [0, 1) with 32 random bits (u = w / 2^32, exact). */
export function fraction32(rng: RandomGenerator): number {
  return rng.next() / TWO32;
}
