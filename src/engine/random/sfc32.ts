/**
 * sfc32, Chris Doty-Humphrey's "small fast chaotic" generator (PractRand), 32-bit variant:
 * 128 bits of state (three chaotic words and a counter), add/xor/shift/rotate only, so it is
 * exact and identical on V8 and Espruino. The counter guarantees a period of at least 2^32;
 * the average period is about 2^127. PractRand's own results (0.94) list sfc32 as passing
 * beyond 1 TB and TestU01's SmallCrush, Crush and BigCrush (docs/engine-random.md has the
 * record and its sources).
 *
 * One step (PractRand's sfc32::raw32):
 *   t = a + b + counter++;  a = b ^ (b >> 9);  b = c + (c << 3);  c = rotl(c, 21) + t;  return t
 * Seeding follows PractRand's sfc32::seed(Uint64 s): a = 0, b = low 32 bits of s,
 * c = high 32 bits, counter = 1, then 12 outputs are discarded.
 */
import { engineError } from "../errors";
import { TWO32, floorDiv, isInt } from "../math/exact";
import { isList } from "../validate";
import { RandomGenerator } from "./generator";

/** Tag in the first slot of a saved state, so a state from another generator is refused. */
export const SFC32_TAG = 0x5fc32;

/** Largest seed: any integer 0 <= seed < 2^53 is accepted. */
export const MAX_SEED = 9007199254740991;

export class Sfc32 implements RandomGenerator {
  a: number;
  b: number;
  c: number;
  d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
  }

  next(): number {
    const b = this.b;
    const c = this.c;
    // the counter is kept unwrapped (one write fewer; read mod 2^32 wherever it is read): the
    // sum stays an exact double below 2^53, where `| 0` is ToInt32 on both (ESPRUINO-FACTS 18)
    const t = (this.a + b + this.d++) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  clone(): Sfc32 {
    return new Sfc32(this.a, this.b, this.c, this.d);
  }

  getState(): number[] {
    return [SFC32_TAG, this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}

/** A generator seeded from the 64 bits lo + hi * 2^32 (PractRand's seeding: b = lo, c = hi). */
export function sfc32Words(lo: number, hi: number): Sfc32 {
  const g = new Sfc32(0, lo, hi, 1);
  for (let i = 0; i < 12; i++) g.next();
  return g;
}

/** A generator seeded from an integer 0 <= seed < 2^53 (same seed, same words, everywhere). */
export function sfc32(seed: number): Sfc32 {
  if (!isInt(seed) || seed < 0 || seed > MAX_SEED) {
    throw engineError("SEED", "seed must be an integer from 0 to 2^53-1, got " + String(seed), seed);
  }
  const hi = floorDiv(seed, TWO32);
  return sfc32Words(seed - hi * TWO32, hi);
}

/** Restores a generator saved with getState(); refuses state that is not sfc32's. */
export function sfc32FromState(state: unknown): Sfc32 {
  const s = state as number[];
  let ok = isList(s) && s.length === 5 && s[0] === SFC32_TAG;
  for (let i = 1; ok && i < 5; i++) ok = isInt(s[i]) && s[i] >= 0 && s[i] < TWO32;
  if (!ok) {
    throw engineError(
      "RNG_STATE",
      "not an sfc32 state: expected [" + SFC32_TAG + ", a, b, c, counter] of 32-bit words",
      state
    );
  }
  return new Sfc32(s[1], s[2], s[3], s[4]);
}
