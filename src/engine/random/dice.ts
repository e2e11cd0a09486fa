/**
 * Dice. Pools keep every die and mark which count, so the screen and the log can show
 * how a total came about.
 */
import { engineError } from "../errors";
import { isInt } from "../math/exact";
import { RandomGenerator } from "./generator";
import { uniformInt } from "./uniform";

/** Most dice in one pool: the kept set is a 31-bit mask, and no rule here needs more. */
export const MAX_POOL = 30;
/** Most sides on one die (d1000 covers every table in the rules texts). */
export const MAX_SIDES = 1000;

export interface DicePool {
  /** each die's face, in the order rolled */
  faces: number[];
  /** bit i is set when die i counts toward the total */
  kept: number;
  /** sum of the kept faces */
  total: number;
}

function checkCount(what: string, v: unknown, lo: number, hi: number): number {
  if (!isInt(v) || v < lo || v > hi) {
    throw engineError("DICE", what + " must be an integer from " + lo + " to " + hi + ", got " + String(v), v);
  }
  return v;
}

/** One die with faces 1..sides. */
export function die(rng: RandomGenerator, sides: number): number {
  return uniformInt(rng, checkCount("sides", sides, 1, MAX_SIDES)) + 1;
}

/** Sum of `count` dice of `sides` faces, without keeping the faces. */
export function diceTotal(rng: RandomGenerator, count: number, sides: number): number {
  checkCount("dice", count, 1, MAX_POOL);
  let t = 0;
  for (let i = 0; i < count; i++) t += die(rng, sides);
  return t;
}

/** The "md10" of Dodge-Block-Armor: a d10 read as -5..+4. */
export function md10(rng: RandomGenerator): number {
  return uniformInt(rng, 10) - 5;
}

/**
 * Rolls `count` dice and keeps the `keep` highest (or lowest); keep defaults to all.
 * Equal faces are kept in roll order, so the marks are deterministic.
 */
export function rollPool(
  rng: RandomGenerator,
  count: number,
  sides: number,
  keep?: number,
  lowest?: boolean
): DicePool {
  checkCount("dice", count, 1, MAX_POOL);
  checkCount("sides", sides, 1, MAX_SIDES);
  const k = keep === undefined ? count : checkCount("keep", keep, 0, count);
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(uniformInt(rng, sides) + 1);
  let kept = 0;
  let total = 0;
  for (let j = 0; j < k; j++) {
    let best = -1;
    for (let i = 0; i < count; i++) {
      if (kept & (1 << (i & 31))) continue;
      if (best < 0 || (lowest ? faces[i] < faces[best] : faces[i] > faces[best])) best = i;
    }
    kept |= 1 << (best & 31);
    total += faces[best];
  }
  return { faces: faces, kept: kept, total: total };
}
