/**
 * Rolling a test: the keep-highest pool (pool.ts) with the generator passed in, the result with
 * its flat modifier, and the degrees against the difficulty. Also the GM-screen text for it.
 */
import { digits } from "../../format/number";
import { RandomGenerator } from "../../random/generator";
import { rollPool } from "../../random/dice";
import { Pool, degreesOf } from "./pool";

export interface TestRoll {
  /** each d6 in the order rolled */
  faces: number[];
  /** bit i set when die i is kept (rollPool's mark) */
  kept: number;
  /** sum of the kept dice */
  sum: number;
  /** sum + modifier: the test result */
  result: number;
  difficulty: number;
  /** +1..+4 degrees of success, -1..-4 degrees of failure */
  degrees: number;
}

export function rollTest(rng: RandomGenerator, pool: Pool, modifier: number, difficulty: number): TestRoll {
  const p = rollPool(rng, pool.roll, 6, pool.keep);
  const result = p.total + modifier;
  return { faces: p.faces, kept: p.kept, sum: p.total, result: result, difficulty: difficulty, degrees: degreesOf(result, difficulty) };
}

/** A signed whole number: "+2", "-5", "0". */
export function signed(n: number): string {
  return n > 0 ? "+" + digits(n) : n < 0 ? "-" + digits(-n) : "0";
}

/** A whole number, "-" before negatives: "12", "-3". */
export function whole(n: number): string {
  return n < 0 ? "-" + digits(-n) : digits(n);
}

/** "4D+1B-1D": test dice, bonus dice, penalty dice (zero parts left out). */
export function poolText(test: number, bonus: number, penalty: number): string {
  return digits(test) + "D" + (bonus > 0 ? "+" + digits(bonus) + "B" : "") + (penalty > 0 ? "-" + digits(penalty) + "D" : "");
}

/** Lines of at most `width` characters from words. */
export function wrap(words: string[], width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (let i = 0; i < words.length; i++) {
    if (line !== "" && line.length + 1 + words[i].length > width) {
      out.push(line);
      line = "";
    }
    line = line === "" ? words[i] : line + " " + words[i];
  }
  if (line !== "") out.push(line);
  return out;
}

/** The dice highest first, dropped ones in brackets: "6 5 4 (2) (1)", wrapped to 21 characters. */
export function diceLines(r: TestRoll): string[] {
  const order: number[] = [];
  for (let i = 0; i < r.faces.length; i++) order.push(i);
  // highest face first; kept before dropped among equal faces (sort is not stable on Espruino)
  order.sort(function (a, b) {
    const d = r.faces[b] - r.faces[a];
    if (d !== 0) return d;
    const ka = r.kept & (1 << (a & 31)) ? 0 : 1;
    const kb = r.kept & (1 << (b & 31)) ? 0 : 1;
    return ka !== kb ? ka - kb : a - b;
  });
  const words: string[] = [];
  for (let i = 0; i < order.length; i++) {
    const f = digits(r.faces[order[i]]);
    words.push(r.kept & (1 << (order[i] & 31)) ? f : "(" + f + ")");
  }
  return wrap(words, 21);
}

/** "1 degree", "3 degrees" for +-1..4 */
export function degreeCount(d: number): string {
  const n = d < 0 ? -d : d;
  return digits(n) + (n === 1 ? " degree" : " degrees");
}

/** "success, 2 degrees" / "failure, 1 degree" */
export function degreesText(d: number): string {
  return (d > 0 ? "success, " : "failure, ") + degreeCount(d);
}

/** "sum 12 -5 = 7 vs 9" (the modifier part only when there is one) */
export function resultLine(r: TestRoll, against: string): string {
  const mod = r.result - r.sum;
  return (mod === 0 ? "result " + whole(r.sum) : "sum " + digits(r.sum) + " " + signed(mod) + " = " + whole(r.result)) + " vs " + against;
}
