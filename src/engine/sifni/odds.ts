/**
 * Exact odds of S-Ifni checks, computed on the device with the roll's own fixed-point math.
 *
 * Against a TN the closed form (survival.ts) gives the answer directly.
 *
 * For two rolls against each other (opposed rolls; an attack against the best of several
 * defense rolls) both results live on the hundredths and a deadlock is a tie there. The sum
 * over every hundredth is exact but long (up to 2^53 values), so hundredths are grouped:
 * single hundredths next to 0 and to each roll's normal maximum (where the curve crowds its
 * results), then groups doubling in width, up to the highest exceptional result. The number of groups is bounded (under 2 * 56 per point).
 *
 * Inside a group each roll is taken as uniform over its *base* hundredths (before
 * modifiers). A modified roll floor(h * num / den) reaches some hundredths from several base
 * values and skips others, so its mass on hundredth v is proportional to w(v), the number of
 * base values landing on v; ties are summed over those weights exactly. A side that keeps the
 * highest of several rolls splits its group mass among them by the telescoping identity
 *   prod G_i(hi) - prod G_i(lo) = sum_i [prod_{j<i} G_j(hi)] (G_i(hi) - G_i(lo)) [prod_{j>i} G_j(lo)].
 * tests/engine/odds.test.ts checks the result against a sum over every hundredth.
 */
import { floorDiv, pow2 } from "../math/exact";
import { ONE } from "../math/fixed";
import { curve } from "./curve";
import { applyFactor } from "./modifiers";
import { checkTn } from "./resolve";
import { RollSetup } from "./roll";
import { Prepared, atLeastPrepared, prepare } from "./survival";

export interface OddsVsTn {
  success: number;
  deadlock: number;
  failure: number;
}

/** P(success), P(deadlock), P(failure) of a setup against a TN (hundredths). */
export function oddsVsTn(s: RollSetup, tn: number): OddsVsTn {
  checkTn(tn);
  const p = prepare(s);
  const reach = atLeastPrepared(p, tn);
  const beat = atLeastPrepared(p, tn + 1);
  return { success: beat / ONE, deadlock: (reach - beat) / ONE, failure: (ONE - reach) / ONE };
}

/** One side of a contest: the highest of its rolls counts (one roll, or extra defense rolls). */
export type Side = RollSetup[];

export interface OddsPair {
  /** P(side a's result > side b's) */
  a: number;
  /** P(side b's result > side a's) */
  b: number;
  deadlock: number;
}

/** Groups of single hundredths on each side of a pile-up point, before widths start doubling. */
const UNIT_GROUPS = 2;
/** Groups up to this many hundredths have their tie weights summed value by value. */
const DIRECT_SUM = 24;

/** Width of the i-th group away from a pile-up point (i >= 1): 1, 2, then doubling. */
function width(i: number): number {
  return i <= UNIT_GROUPS ? i : UNIT_GROUPS * pow2(i - UNIT_GROUPS);
}

/** Base hundredths that a modified roll maps onto hundredth v: ceil((v+1) den/num) - ceil(v den/num). */
function weight(p: Prepared, v: number): number {
  if (p.num === p.den) return 1;
  if (p.num === 0) return v === 0 ? 1 : 0;
  return floorDiv(-v * p.den, p.num) - floorDiv(-(v + 1) * p.den, p.num);
}

/** Base hundredths mapped into (lo, hi]: sum of weight over the group. */
function weightSum(p: Prepared, lo: number, hi: number): number {
  return floorDiv(-(lo + 1) * p.den, p.num) - floorDiv(-(hi + 1) * p.den, p.num);
}

/**
 * Sum over v in (lo, hi] of wa(v) wb(v) / (Wa Wb), W the sum of w over the group: the tie
 * probability of two rolls each uniform on their base values there, per unit of their masses.
 * It is 1/n when either roll reaches every hundredth evenly. Equal lattices take w in {q, q+1}
 * only (q = floor(den/num)), so sum w^2 = (2q+1) W - q(q+1) n. Otherwise the weights are
 * summed, over the group when it is narrow or over one common period (the pattern of w
 * repeats every num hundredths) when it is wide.
 */
function tieShare(a: Prepared, b: Prepared, lo: number, hi: number): number {
  const n = hi - lo;
  if (a.num === a.den || b.num === b.den || a.num === 0 || b.num === 0) return 1 / n;
  if (a.num === b.num && a.den === b.den) {
    const w = weightSum(a, lo, hi);
    const q = Math.floor(a.den / a.num);
    return w === 0 ? 0 : ((2 * q + 1) * w - q * (q + 1) * n) / (w * w);
  }
  let first = lo + 1;
  let last = hi;
  let scale = 1;
  if (n > DIRECT_SUM) {
    const period = a.num * b.num;
    if (period > DIRECT_SUM * 8) return 1 / n;
    first = 0;
    last = period - 1;
    scale = period / n;
  }
  let s = 0;
  let wa = 0;
  let wb = 0;
  for (let v = first; v <= last; v++) {
    const x = weight(a, v);
    const y = weight(b, v);
    s += x * y;
    wa += x;
    wb += y;
  }
  return wa === 0 || wb === 0 ? 0 : (s / (wa * wb)) * scale;
}

/**
 * A side prepared for the walk: its distinct rolls (identical extra rolls are counted, not
 * repeated) and, per roll, P(highest of its copies <= v) at the previous and current boundary.
 */
interface Walk {
  rolls: Prepared[];
  copies: number[];
  g0: Float64Array;
  g1: Float64Array;
  /** mass of each roll as the side's highest inside the current group */
  share: Float64Array;
  /** P(side <= v) at the previous and current boundary */
  lo: number;
  hi: number;
}

function walk(side: Side): Walk {
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
  const n = rolls.length;
  return { rolls: rolls, copies: copies, g0: new Float64Array(n), g1: new Float64Array(n), share: new Float64Array(n), lo: 0, hi: 0 };
}

/** Moves a side's boundary to v: new CDFs, the side's CDF and each roll's share of the group mass. */
function advance(s: Walk, v: number): void {
  const n = s.rolls.length;
  for (let i = 0; i < n; i++) {
    s.g0[i] = s.g1[i];
    const g = (ONE - atLeastPrepared(s.rolls[i], v + 1)) / ONE;
    let gm = g;
    for (let c = 1; c < s.copies[i]; c++) gm *= g;
    s.g1[i] = gm;
  }
  let before = 1;
  for (let i = 0; i < n; i++) {
    let after = 1;
    for (let j = i + 1; j < n; j++) after *= s.g0[j];
    s.share[i] = before * (s.g1[i] - s.g0[i]) * after;
    before *= s.g1[i];
  }
  s.lo = s.hi;
  s.hi = before;
}

/** Where a side's rolls pile up: each roll's normal maximum after modifiers (each once). */
function pilePoints(side: Side, into: number[]): void {
  for (let i = 0; i < side.length; i++) {
    const v = applyFactor(100 * (side[i].skill + 10), side[i].factor);
    let j = 0;
    while (j < into.length && into[j] !== v) j++;
    if (j === into.length) into.push(v);
  }
}

/** Highest result any roll of the side can reach. */
function sideMax(side: Side): number {
  let m = 0;
  for (let i = 0; i < side.length; i++) {
    const v = applyFactor(curve(side[i].skill, 4294967295), side[i].factor);
    if (v > m) m = v;
  }
  return m;
}

function cursorPoint(pile: number, i: number): number {
  if (i === 0) return pile;
  return i < 0 ? pile - width(-i) : pile + width(i);
}

/** Odds of side a against side b: who rolls higher, and how often they tie on hundredths. */
export function oddsPair(a: Side, b: Side): OddsPair {
  // 0 is a boundary too: low results carry mass for both sides and the first groups stay narrow
  const piles: number[] = [0];
  pilePoints(a, piles);
  pilePoints(b, piles);
  const top = Math.max(sideMax(a), sideMax(b));
  const np = piles.length;
  // cursor per pile point: -i is the point minus width(i), 0 the point, +i the point plus width(i)
  const cur = new Int32Array(np);
  for (let j = 0; j < np; j++) {
    // start each cursor at the lowest of its points that is not below 0
    let down = 0;
    while (width(down + 1) <= piles[j]) down++;
    cur[j] = -down;
  }
  const wa = walk(a);
  const wb = walk(b);
  const r: OddsPair = { a: 0, b: 0, deadlock: 0 };
  let prev = -1;
  while (prev < top) {
    // the next boundary: the smallest cursor point above prev (top closes the last group)
    let p = top;
    for (let j = 0; j < np; j++) {
      let q = cursorPoint(piles[j], cur[j]);
      while (q <= prev) {
        cur[j]++;
        q = cursorPoint(piles[j], cur[j]);
      }
      if (q < p) p = q;
    }
    advance(wa, p);
    advance(wb, p);
    const da = wa.hi - wa.lo;
    const db = wb.hi - wb.lo;
    let tie = 0;
    if (da > 0 && db > 0) {
      for (let i = 0; i < wa.rolls.length; i++) {
        for (let j = 0; j < wb.rolls.length; j++) {
          if (wa.share[i] > 0 && wb.share[j] > 0) tie += wa.share[i] * wb.share[j] * tieShare(wa.rolls[i], wb.rolls[j], prev, p);
        }
      }
    }
    // pairs inside the group that do not tie split evenly between the sides
    r.deadlock += tie;
    r.a += db * (1 - wa.hi) + (da * db - tie) / 2;
    r.b += db * wa.lo + (da * db - tie) / 2;
    prev = p;
  }
  return r;
}
