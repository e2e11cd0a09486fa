/**
 * The grouped walk over hundredths of an attack's odds against a defense with damage thresholds
 * (ratio-odds.ts), and what the two-roll odds of pair-odds.ts share with it: a side's distinct
 * rolls, its exact CDF, pile-up points, and the tie weights of modified rolls (tieShare).
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
import { MAX_EXACT, floorDiv } from "../math/exact";
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
 * The width of the group after the i-th one away from a pile-up point, w wide (the 0th: the point
 * itself, 0 wide): 1 .. 4, then 6, 8, 12, 16, 24 ... (each step 3/2 or 4/3 of the one before: a
 * density is near even over a group).
 */
function wider(i: number, w: number): number {
  if (i < UNIT_GROUPS) return i + 1;
  return ((i - UNIT_GROUPS) & 1) === 0 ? w + w / 2 : (w * 4) / 3;
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

/** P(highest of the rolls <= v), exactly: each roll's closed form, to the power of its copies. */
export function sideCdf(s: { rolls: Prepared[]; copies: number[] }, v: number): number {
  let g = 1;
  for (let i = 0; i < s.rolls.length; i++) {
    const gi = 1 - chance(s.rolls[i], v + 1);
    for (let c = 0; c < s.copies[i]; c++) g *= gi;
  }
  return g;
}

export function walk(side: Side): Walk {
  const d = distinctRolls(side);
  const n = d.rolls.length;
  return { rolls: d.rolls, copies: d.copies, g0: new Float64Array(n), g1: new Float64Array(n), share: new Float64Array(n), lo: 0, hi: 0 };
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
  if (n === 1 && s.copies[0] === 1) {
    // one roll, most sides: no products to take (in the interpreter every call counts)
    s.lo = s.hi;
    s.hi = 1 - chance(s.rolls[0], v + 1);
    s.g0[0] = s.lo;
    s.g1[0] = s.hi;
    s.share[0] = s.hi - s.lo;
    return;
  }
  for (let i = 0; i < n; i++) {
    s.g0[i] = s.g1[i];
    s.g1[i] = powCopies(1 - chance(s.rolls[i], v + 1), s.copies[i]);
  }
  splitShares(s);
}

/** Whether two sides roll the same: a contest of equals walks one side for both. */
export function sameSides(a: Side, b: Side): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i].skill !== b[i].skill || a[i].factor.num !== b[i].factor.num || a[i].factor.den !== b[i].factor.den) return false;
  }
  return true;
}

/**
 * tieShare, with the cases that need no sum answered here: a group of one hundredth holds both
 * masses whole, and a roll that reaches every hundredth evenly ties 1/n of the time.
 */
export function tieIn(a: Prepared, b: Prepared, lo: number, hi: number, off: number): number {
  return hi - lo === 1 ? 1 : a.num === a.den || b.num === b.den ? 1 / (hi - lo) : tieShare(a, b, lo, hi, off);
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
 * The boundaries of the groups. Around each pile-up point p the grid has p and p +- the widths
 * of `wider`: between two pile-up points both ones' points, merged; above the highest only its
 * own ones, up to `top` (in the interpreter the grid cost more than the odds' closed forms when
 * every pile-up point's points went on up to the top). `nextBoundary` gives them in increasing
 * order from 0, ending with `top`, with a few operations each.
 */
export interface Grid {
  /** the pile-up points in increasing order, 0 first, none below it or above top */
  piles: number[];
  /** the pile-up point below the next boundary */
  j: number;
  /** the next points: piles[j] + uw, the ui-th width (0: piles[j] itself), and piles[j+1] - dw, the di-th */
  ui: number;
  uw: number;
  di: number;
  dw: number;
  prev: number;
  top: number;
}

export function grid(points: number[], top: number): Grid {
  const piles: number[] = [0];
  for (let k = 0; k < points.length; k++) {
    const v = points[k];
    if (v < 0 || v > top) continue;
    let at = 0;
    while (at < piles.length && piles[at] < v) at++;
    if (at === piles.length || piles[at] !== v) piles.splice(at, 0, v);
  }
  const g: Grid = { piles: piles, j: 0, ui: 0, uw: 0, di: 0, dw: 0, prev: -1, top: top };
  downFrom(g);
  return g;
}

/** Pile j+1's widest point below it that is above pile j. */
function downFrom(g: Grid): void {
  g.di = 0;
  g.dw = 0;
  if (g.j + 1 === g.piles.length) return;
  const gap = g.piles[g.j + 1] - g.piles[g.j];
  for (let w = wider(0, 0); w < gap; w = wider(g.di, w)) {
    g.di++;
    g.dw = w;
  }
}

/** The next boundary above the previous one (top closes the last group); -1 once past top. */
export function nextBoundary(g: Grid): number {
  if (g.prev >= g.top) return -1;
  const last = g.j + 1 === g.piles.length;
  const a = g.piles[g.j] + g.uw;
  const b = last ? a : g.piles[g.j + 1] - g.dw;
  let v = a < b ? a : b;
  if (v > g.top) v = g.top;
  if (a === v) {
    g.uw = wider(g.ui, g.uw);
    g.ui++;
  }
  if (!last && b === v) {
    if (g.di === 0) {
      // pile j+1 reached: the next gap, from the point after it
      g.j++;
      g.ui = 1;
      g.uw = 1;
      downFrom(g);
    } else {
      // the width before the di-th: 1 .. 4, then 2/3 or 3/4 of it
      g.dw = g.di <= UNIT_GROUPS ? g.di - 1 : ((g.di - UNIT_GROUPS) & 1) === 0 ? (g.dw * 3) / 4 : (g.dw * 2) / 3;
      g.di--;
    }
  }
  g.prev = v;
  return v;
}
