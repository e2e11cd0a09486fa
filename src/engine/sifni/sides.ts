/**
 * A side of a contest, exactly (the odds of pair-odds.ts and ratio-odds.ts share it): its
 * distinct rolls, where it piles up, and the tie weights of modified rolls (its CDF:
 * quad-side.ts cdfAt).
 *
 * A modified roll floor(h * num / den) reaches some hundredths from several base values and
 * skips others, so its mass on hundredth v is proportional to w(v), the number of base values
 * landing on v; tieShare sums ties over those weights exactly.
 */
import { MAX_EXACT, floorDiv } from "../math/exact";
import { curve } from "./curve";
import { applyFactor } from "./modifiers";
import { RollSetup } from "./roll";
import { Prepared, prepare } from "./chance";

/** One side of a contest: the highest of its rolls counts (one roll, or extra defense rolls). */
export type Side = RollSetup[];

/** Groups up to this many hundredths have their tie weights summed value by value. */
const DIRECT_SUM = 24;

/** Base hundredths mapped into (lo, hi]: sum of weight over the group. */
function weightSum(p: Prepared, lo: number, hi: number): number {
  return floorDiv(-(lo + 1) * p.den, p.num) - floorDiv(-(hi + 1) * p.den, p.num);
}

/**
 * Sum over v in (lo, hi] of wa(v + off) wb(v) / (Wa Wb), W the sum of w over the group: the tie
 * probability of two rolls each uniform on their base values there, per unit of their masses,
 * when roll a is compared with roll b's result plus `off` hundredths (0 for a plain contest).
 * It is 1/n when either roll reaches every hundredth evenly. Equal aligned lattices take w in
 * {q, q+1} only (q = floor(den/num)), so sum w^2 = (2q+1) W - q(q+1) n. Otherwise the weights
 * are summed, over the group when it is narrow or over one common period (the pattern of w
 * repeats every num hundredths) when it is wide.
 */
export function tieShare(a: Prepared, b: Prepared, lo: number, hi: number, off: number): number {
  const n = hi - lo;
  if (a.num === a.den || b.num === b.den || a.num === 0 || b.num === 0) return 1 / n;
  if (off === 0 && a.num === b.num && a.den === b.den) {
    const w = weightSum(a, lo, hi);
    const q = Math.floor(a.den / a.num);
    return w === 0 ? 0 : ((2 * q + 1) * w - q * (q + 1) * n) / (w * w);
  }
  let first = lo + 1;
  let last = hi;
  let wide = false;
  if (n > DIRECT_SUM) {
    const period = a.num * b.num;
    if (period > DIRECT_SUM * 8) return 1 / n;
    // the sum over one period is the same for every wide group: kept on a, per b and offset
    if (!a.tb) {
      a.tb = [];
      a.to = [];
      a.tv = [];
    }
    for (let i = 0; i < a.tb.length; i++) if (a.tb[i] === b && a.to![i] === off) return a.tv![i] / n;
    first = 0;
    last = period - 1;
    wide = true;
  }
  // weights w(v) = c(v + 1) - c(v), c(v) = ceil(v den / num) the base hundredths below v: one
  // floor per value and roll (Math.floor of a quotient of integers is exact below 2^53)
  if ((last + off + 1) * (a.den > b.den ? a.den : b.den) > MAX_EXACT) return 1 / n;
  let s = 0;
  let wa = 0;
  let wb = 0;
  let ca = -Math.floor((-(first + off) * a.den) / a.num);
  let cb = -Math.floor((-first * b.den) / b.num);
  for (let v = first + 1; v <= last + 1; v++) {
    const na = -Math.floor((-(v + off) * a.den) / a.num);
    const nb = -Math.floor((-v * b.den) / b.num);
    s += (na - ca) * (nb - cb);
    wa += na - ca;
    wb += nb - cb;
    ca = na;
    cb = nb;
  }
  const r = wa === 0 || wb === 0 ? 0 : (s / (wa * wb)) * (wide ? last + 1 : 1);
  if (!wide) return r;
  a.tb!.push(b);
  a.to!.push(off);
  a.tv!.push(r);
  return r / n;
}

/** A side's distinct rolls, prepared, and how many times each is rolled. */
export function distinctRolls(side: Side): { rolls: Prepared[]; copies: number[] } {
  const rolls: Prepared[] = [];
  const copies: number[] = [];
  for (let i = 0; i < side.length; i++) {
    const s = side[i];
    let j = 0;
    while (j < rolls.length && !(rolls[j].skill === s.skill && rolls[j].num === s.factor.num && rolls[j].den === s.factor.den)) j++;
    if (j === rolls.length) {
      rolls.push(prepare(s));
      copies.push(1);
    } else copies[j]++;
  }
  return { rolls: rolls, copies: copies };
}

/** Whether two sides roll the same: a contest of equals reads one side for both. */
export function sameSides(a: Side, b: Side): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i].skill !== b[i].skill || a[i].factor.num !== b[i].factor.num || a[i].factor.den !== b[i].factor.den) return false;
  }
  return true;
}

/** A roll's normal maximum after its modifiers: where it piles up. */
export function pileOf(s: RollSetup): number {
  return applyFactor(100 * (s.skill + 10), s.factor);
}

/** Adds v to a list of pile-up points unless it is there already or negative. */
export function addPile(into: number[], v: number): void {
  if (v < 0) return;
  for (let j = 0; j < into.length; j++) if (into[j] === v) return;
  into.push(v);
}

/** Highest result a roll can reach. */
export function rollMax(s: RollSetup): number {
  return applyFactor(curve(s.skill, 4294967295), s.factor);
}
