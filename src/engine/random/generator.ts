/**
 * A source of uniformly distributed 32-bit words. Distributions take one as their first
 * argument and advance it; nothing in the engine keeps a generator of its own.
 * Purity comes from `clone()`: odds code and tests clone, the roll path does not allocate.
 */
export interface RandomGenerator {
  /** The next word, an integer in [0, 2^32). Advances the generator. */
  next(): number;
  /** An independent copy in the same state. */
  clone(): RandomGenerator;
  /** The state as plain numbers, tagged with the generator's id (see sfc32FromState). */
  getState(): number[];
}
