/**
 * Fake generators for exact (non-statistical) tests of the distributions.
 * Each one counts its draws and refuses to run away: a code path that would loop forever
 * on it fails with "fake generator exhausted" instead of hanging the test run.
 */
import type { RandomGenerator } from "../../src/engine/random/generator";

export const TWO32 = 4294967296;

export interface FakeRng extends RandomGenerator {
  /** how many words next() has returned so far */
  draws: number;
}

/** Words start, start+1, start+2, ... (mod 2^32), at most maxDraws of them. */
export function countingRng(start = 0, maxDraws = 1e7): FakeRng {
  let w = start;
  const g: FakeRng = {
    draws: 0,
    next(): number {
      if (g.draws >= maxDraws) throw new Error("fake generator exhausted after " + maxDraws + " draws");
      g.draws++;
      const out = w;
      w = w + 1 === TWO32 ? 0 : w + 1;
      return out;
    },
    clone(): RandomGenerator {
      throw new Error("countingRng.clone is not used by these tests");
    },
    getState(): number[] {
      return [w];
    },
  };
  return g;
}

/** Exactly the given words, in order; drawing one more throws. */
export function sequenceRng(words: number[]): FakeRng {
  const g: FakeRng = {
    draws: 0,
    next(): number {
      if (g.draws >= words.length) throw new Error("fake generator exhausted after " + words.length + " draws");
      return words[g.draws++];
    },
    clone(): RandomGenerator {
      throw new Error("sequenceRng.clone is not used by these tests");
    },
    getState(): number[] {
      return [g.draws];
    },
  };
  return g;
}

/** The same word forever (at most maxDraws times). */
export function constantRng(word: number, maxDraws = 100000): FakeRng {
  const g: FakeRng = {
    draws: 0,
    next(): number {
      if (g.draws >= maxDraws) throw new Error("fake generator exhausted after " + maxDraws + " draws");
      g.draws++;
      return word;
    },
    clone(): RandomGenerator {
      return constantRng(word, maxDraws);
    },
    getState(): number[] {
      return [word];
    },
  };
  return g;
}

/** Runs fn and returns the engine error's code (fails the test if nothing or a non-engine error is thrown). */
export function errorCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== "string") throw new Error("expected an engine error with a code, got: " + String(e));
    return code;
  }
  throw new Error("expected an engine error, but nothing was thrown");
}

/** Runs fn and returns the thrown error (fails if nothing is thrown). */
export function thrown(fn: () => unknown): Error & { code?: string; value?: unknown } {
  try {
    fn();
  } catch (e) {
    return e as Error & { code?: string; value?: unknown };
  }
  throw new Error("expected an error, but nothing was thrown");
}
