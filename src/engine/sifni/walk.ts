/**
 * The grouped walk over hundredths that the two-roll odds share (odds.ts: oddsPair;
 * ratio-odds.ts: an attack against a defense with damage thresholds).
 *
 * Both results live on the hundredths and a deadlock is a tie there. The sum over every
 * hundredth is exact but long (up to 2^53 values), so hundredths are grouped: single
 * hundredths next to 0 and to each roll's normal maximum (where the curve crowds its results),
 * then groups growing by 3/2 or 4/3 in width, up to the highest exceptional result. The number
 * of groups is bounded (under 2 * 110 per point). The grid is fine enough for the odds' goal
 * (tests/engine/odds-accuracy.test.ts: every line within max(1e-6, 1%) of a sum over every
 * hundredth): with widths doubling from 2 the ties of lattices were 1.3% off.
 *
 * Inside a group each roll is taken as uniform over its *base* hundredths (before
 * modifiers). A modified roll floor(h * num / den) reaches some hundredths from several base
 * values and skips others, so its mass on hundredth v is proportional to w(v), the number of
 * base values landing on v; ties are summed over those weights exactly. A side that keeps the
 * highest of several rolls splits its group mass among them by the telescoping identity
 *   prod G_i(hi) - prod G_i(lo) = sum_i [prod_{j<i} G_j(hi)] (G_i(hi) - G_i(lo)) [prod_{j>i} G_j(lo)].
 */
import { floorDiv, pow2 } from "../math/exact";
import { curve } from "./curve";
import { applyFactor } from "./modifiers";
import { RollSetup } from "./roll";
import { Prepared, chance, prepare } from "./chance";

/** One side of a contest: the highest of its rolls counts (one roll, or extra defense rolls). */
export type Side = RollSetup[];

/** Groups of single hundredths on each side of a pile-up point, before widths start growing. */
const UNIT_GROUPS = 4;
/** Groups up to this many hundredths have their tie weights summed value by value. */
const DIRECT_SUM = 24;

/**
 * Width of the i-th group away from a pile-up point (i >= 1): 1 .. 4, then 6, 8, 12, 16, 24 ...
 * (each step 3/2 or 4/3 of the one before: a density is near even over a group).
 */
function width(i: number): number {
  if (i <= UNIT_GROUPS) return i;
  const j = i - UNIT_GROUPS;
  const h = UNIT_GROUPS * pow2(j >> 1);
  return (j & 1) === 1 ? h + h / 2 : h;
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
  let s = 0;
  let wa = 0;
  let wb = 0;
  for (let v = first; v <= last; v++) {
    const x = weight(a, v + off);
    const y = weight(b, v);
    s += x * y;
    wa += x;
    wb += y;
  }
  const r = wa === 0 || wb === 0 ? 0 : (s / (wa * wb)) * (wide ? last + 1 : 1);
  if (!wide) return r;
  a.tb!.push(b);
  a.to!.push(off);
  a.tv!.push(r);
  return r / n;
}

/**
 * A side prepared for the walk: its distinct rolls (identical extra rolls are counted, not
 * repeated) and, per roll, P(highest of its copies <= v) at the previous and current boundary.
 */
export interface Walk {
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

export function walk(side: Side): Walk {
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

/** x^c for a small whole c >= 1 (copies of one roll), by repeated multiplication. */
export function powCopies(x: number, c: number): number {
  let v = x;
  for (let k = 1; k < c; k++) v *= x;
  return v;
}

/** The side's CDF (product of its rolls' g1) and each roll's share of the group's mass. */
export function splitShares(s: Walk): void {
  const n = s.rolls.length;
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

/** Moves a side's boundary to v: new CDFs, the side's CDF and each roll's share of the group mass. */
export function advance(s: Walk, v: number): void {
  const n = s.rolls.length;
  for (let i = 0; i < n; i++) {
    s.g0[i] = s.g1[i];
    s.g1[i] = powCopies(1 - chance(s.rolls[i], v + 1), s.copies[i]);
  }
  splitShares(s);
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

/** Where a side's rolls pile up: each roll's normal maximum after modifiers (each once). */
export function pilePoints(side: Side, into: number[]): void {
  for (let i = 0; i < side.length; i++) addPile(into, pileOf(side[i]));
}

/** Highest result a roll can reach. */
export function rollMax(s: RollSetup): number {
  return applyFactor(curve(s.skill, 4294967295), s.factor);
}

/** Highest result any roll of the side can reach. */
export function sideMax(side: Side): number {
  let m = 0;
  for (let i = 0; i < side.length; i++) {
    const v = rollMax(side[i]);
    if (v > m) m = v;
  }
  return m;
}

/**
 * The boundaries of the groups: around each pile-up point, the point itself and the point
 * plus or minus width(i). `next()` gives them in increasing order, ending with `top`.
 */
export interface Grid {
  piles: number[];
  cur: Int32Array;
  prev: number;
  top: number;
}

function cursorPoint(pile: number, i: number): number {
  if (i === 0) return pile;
  return i < 0 ? pile - width(-i) : pile + width(i);
}

export function grid(piles: number[], top: number): Grid {
  const np = piles.length;
  // cursor per pile point: -i is the point minus width(i), 0 the point, +i the point plus width(i)
  const cur = new Int32Array(np);
  for (let j = 0; j < np; j++) {
    // start each cursor at the lowest of its points that is not below 0
    let down = 0;
    while (width(down + 1) <= piles[j]) down++;
    cur[j] = -down;
  }
  return { piles: piles, cur: cur, prev: -1, top: top };
}

/** The next boundary above the previous one (top closes the last group); -1 once past top. */
export function nextBoundary(g: Grid): number {
  if (g.prev >= g.top) return -1;
  let p = g.top;
  for (let j = 0; j < g.piles.length; j++) {
    let q = cursorPoint(g.piles[j], g.cur[j]);
    while (q <= g.prev) {
      g.cur[j]++;
      q = cursorPoint(g.piles[j], g.cur[j]);
    }
    if (q < p) p = q;
  }
  g.prev = p;
  return p;
}
