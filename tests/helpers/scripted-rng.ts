import { RandomGenerator } from "../../src/engine/random/generator";

/** A generator that returns the given 32-bit words in order, then fails loudly. */
export class ScriptedRng implements RandomGenerator {
  private i = 0;
  constructor(private readonly words: number[]) {}
  next(): number {
    if (this.i >= this.words.length) throw new Error("scripted generator ran out of words");
    return this.words[this.i++];
  }
  clone(): ScriptedRng {
    const c = new ScriptedRng(this.words);
    c.i = this.i;
    return c;
  }
  getState(): number[] {
    return [this.i];
  }
  get used(): number {
    return this.i;
  }
}
