/**
 * Deliberately weak 32-bit generators: the statistical battery must catch each one
 * (see tests/engine/rng-stats.test.ts for which test catches which). Test code only: these use
 * Math.imul freely, which the engine itself must not (Espruino lacks it).
 */
import type { RandomGenerator } from "../../src/engine/random/generator";
import { sfc32 } from "../../src/engine/random/sfc32";

/** Wraps a step function as a RandomGenerator (clone/getState are not needed by the battery). */
function fromStep(name: string, step: () => number): RandomGenerator {
  return {
    next: step,
    clone(): RandomGenerator {
      throw new Error(name + ".clone is not implemented");
    },
    getState(): number[] {
      throw new Error(name + ".getState is not implemented");
    },
  };
}

/**
 * sfc32 with a bias in bit 24 only: when the top byte ends in binary 11 and the low 3 bits are 0
 * (1 word in 32), bit 24 is cleared, moving probability from top byte 4k+3 to 4k+2.
 * The top 6 bits, bit 31 and the low bits are untouched, and 2^24 = 4 (mod 6) only permutes
 * the faces of uniformInt(rng, 6) among equally likely words.
 */
export function biasedBit24(seed: number): RandomGenerator {
  const base = sfc32(seed);
  return fromStep("biasedBit24", () => {
    let w = base.next();
    if (((w >>> 24) & 3) === 3 && (w & 7) === 0) w = (w ^ 0x01000000) >>> 0;
    return w;
  });
}

/**
 * LCG mod 2^32 (Numerical Recipes: x = 1664525 x + 1013904223) returned rotated left by 20, so
 * the LOW 12 bits of the state are the top 12 bits of the word. Bit k of such an LCG has period
 * 2^(k+1): the top 6 bits of the word (state bits 6..11) repeat every 4096 draws and each pair
 * of successive values is a fixed function of the first.
 */
export function lcgLowBits(seed: number): RandomGenerator {
  let x = seed >>> 0;
  return fromStep("lcgLowBits", () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return ((x << 20) | (x >>> 12)) >>> 0;
  });
}

/** A Weyl sequence (a counter with a golden-ratio step): w[i] = w0 + i * 0x9E3779B9 mod 2^32. */
export function weylCounter(start: number): RandomGenerator {
  let w = start >>> 0;
  return fromStep("weylCounter", () => {
    w = (w + 0x9e3779b9) >>> 0;
    return w;
  });
}

/** RANDU: x = 65539 x mod 2^31 (odd seed), returned as a 32-bit word 2x. */
export function randu(seed: number): RandomGenerator {
  let x = (seed | 1) & 0x7fffffff;
  return fromStep("randu", () => {
    x = Math.imul(x, 65539) & 0x7fffffff;
    return (x * 2) >>> 0;
  });
}

/** Marsaglia's xorshift32 (13, 17, 5), nonzero seed. Linear over GF(2). */
export function xorshift32(seed: number): RandomGenerator {
  let x = seed | 0 || 1;
  return fromStep("xorshift32", () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  });
}
