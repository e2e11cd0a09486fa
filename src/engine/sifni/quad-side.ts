/**
 * A side of a contest read as a smooth curve, for the odds that integrate over results
 * (pair-odds.ts, ratio-odds.ts): its CDF and density at real points, each roll's closed form
 * read at the base hundredth a result comes from, and the Gauss-Legendre nodes of a gap.
 *
 * A defense is the highest of its rolls, never below a floor, plus a shift (D = max(floor, X) +
 * off); two rolls against each other are the case floor = off = 0.
 */
import { MAX_EXACT, gcd } from "../math/exact";
import { LN2, exp, ln } from "../math/float";
import { applyFactor } from "./modifiers";
import { Prepared, chance } from "./chance";
import { Side, addPile, distinctRolls, pileOf } from "./sides";

/**
 * A side: its distinct rolls (copies counted), and at the point last read each roll's CDF (its
 * copies' highest), the side's CDF G and density F (per hundredth), and each roll's part of F.
 */
export interface QSide {
  rolls: Prepared[];
  copies: number[];
  /** den/num and the mean of ceil(x) - x over the roll's lattice (0 unmodified) */
  sc: number[];
  bt: number[];
  /** where the side piles up (each roll's normal maximum, and its lowest result), shifted, increasing */
  piles: number[];
  floor: number;
  off: number;
  cdf: Float64Array;
  part: Float64Array;
  G: number;
  F: number;
}

export function qside(side: Side, floor: number, off: number): QSide {
  const d = distinctRolls(side);
  const n = d.rolls.length;
  const sc: number[] = [];
  const bt: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = d.rolls[i];
    const l = latticeOf(p);
    sc.push(p.num === 0 ? 1 : p.den / p.num);
    bt.push((l - 1) / (2 * l));
  }
  const piles: number[] = [];
  // the lowest result (its density starts there) is a pile-up point when the floor or a shift sets it
  if (floor > 0 || off > 0) piles.push(floor + off);
  for (let i = 0; i < side.length; i++) if (pileOf(side[i]) > floor) addPile(piles, pileOf(side[i]) + off);
  sortUp(piles);
  return { rolls: d.rolls, copies: d.copies, sc: sc, bt: bt, piles: piles, floor: floor, off: off, cdf: new Float64Array(n), part: new Float64Array(n), G: 0, F: 0 };
}

/**
 * P(side <= v): each roll's closed form, to the power of its copies; a roll with a cubic in `fit`
 * (pair-odds.ts cells: [6i] its first base hundredth, [6i + 1] the nodes' spacing, 0 for none,
 * [6i + 2 ..] Newton's coefficients) read from it at v's base hundredth.
 */
export function cdfAt(s: QSide, v: number, fit?: Float64Array | null): number {
  const x = v - s.off;
  if (x < s.floor) return 0;
  let g = 1;
  for (let i = 0; i < s.rolls.length; i++) {
    const p = s.rolls[i];
    let gi = 0;
    if (fit && fit[6 * i + 1] > 0) {
      const t = (-Math.floor((-(x + 1) * p.den) / p.num) - fit[6 * i]) / fit[6 * i + 1];
      gi = fit[6 * i + 2] + t * (fit[6 * i + 3] + (t - 1) * (fit[6 * i + 4] + (t - 2) * fit[6 * i + 5]));
    } else gi = 1 - chance(p, x + 1);
    for (let c = 0; c < s.copies[i]; c++) g *= gi;
  }
  return g;
}

/**
 * The side's smooth CDF and density at a real point u of a gap: each roll's closed form at the
 * base hundredth h its result u + 1 comes from ((u + 1) den/num, plus the lattice's mean rounding).
 */
export function readAt(s: QSide, u: number): void {
  const n = s.rolls.length;
  const x = u - s.off;
  for (let i = 0; i < n; i++) {
    const p = s.rolls[i];
    const top = p.top;
    let g = 1;
    let f = 0;
    if (x < s.floor) g = 0;
    else if (p.num > 0 && top > 0) {
      const h = (x + 1) * s.sc[i] + s.bt[i];
      let d = 0;
      let e = 0;
      if (h <= top) {
        d = 2 * (top - h) + 1;
        e = exp((ln(d) - p.ltop) / p.k);
        g = (19 * (1 - e)) / 20;
      } else {
        d = 2 * h - 1;
        const y = (ln(d) - p.ltop) / p.k;
        e = y < 1 ? exp(y) : 2;
        g = e < 20 / 19 ? (19 * e) / 20 : 1;
      }
      // -d/dh of chanceBase, times dh/du
      if (g < 1) f = ((19 * e) / (10 * p.k * d)) * s.sc[i];
    }
    // c copies: g^c, and c g^(c-1) f
    const c = s.copies[i];
    let gc = 1;
    for (let k = 1; k < c; k++) gc *= g;
    s.part[i] = c * gc * f;
    s.cdf[i] = gc * g;
  }
  if (n === 1) {
    s.G = s.cdf[0];
    s.F = s.part[0];
    return;
  }
  // a roll's part of the side's density: its own times the others' CDFs
  let G = 1;
  let F = 0;
  for (let i = 0; i < n; i++) {
    G *= s.cdf[i];
    for (let j = 0; j < n; j++) if (j !== i) s.part[i] *= s.cdf[j];
    F += s.part[i];
  }
  s.G = G;
  s.F = F;
}

/**
 * Adds where each roll's density is singular: its base hundredth at top + 1/2 (a pile-up point
 * less half a hundredth unmodified; the lattice's rounding moves it when modified).
 */
export function singular(s: QSide, into: number[]): void {
  for (let i = 0; i < s.rolls.length; i++) {
    const p = s.rolls[i];
    if (p.num > 0 && p.top > 0) addPile(into, (p.top + 1 / 2 - s.bt[i]) / s.sc[i] - 1 + s.off);
  }
}

/** Whether a side has a roll that is 0 whatever it rolls. */
export function degenerate(s: QSide): boolean {
  for (let i = 0; i < s.rolls.length; i++) if (s.rolls[i].num === 0 || s.rolls[i].top === 0) return true;
  return false;
}

/**
 * The hundredths after which a modified roll's lattice repeats: the numerator of its factor in
 * lowest terms (1: it reaches every hundredth alike).
 */
export function latticeOf(p: Prepared): number {
  return p.num === 0 ? 1 : p.num / gcd(p.num, p.den);
}

/** The longest lattice period of a side's rolls, or m if longer. */
export function period(s: QSide, m: number): number {
  for (let i = 0; i < s.rolls.length; i++) if (latticeOf(s.rolls[i]) > m) m = latticeOf(s.rolls[i]);
  return m;
}

/** ln(20/19), the double nearest to it (curve.ts's constant, times 64). */
export const LN_20_19 = 7392142767692088 / 9007199254740992 / 16;

/**
 * A roll's highest result or a little above it, never below: 100 M (20/19)^k (which the curve's
 * top word just misses) with room for the rounding, after the modifiers; MAX_EXACT from e^36 on.
 * The curve at its top word takes its fixed point, three rolls' time in the interpreter, and
 * sums that run past the highest result add nothing.
 */
export function reachOf(p: Prepared): number {
  if (p.num === 0 || p.top === 0) return 0;
  const y = p.ltop - LN2 + p.k * LN_20_19;
  if (y > 36) return MAX_EXACT;
  let e = exp(y / 4);
  e *= e;
  e *= e;
  return applyFactor(Math.floor(e + e / 1048576) + 2, p);
}

/**
 * Adds each roll's highest result (reachOf, shifted; the floor's when higher) to `into`, each
 * once; returns the side's highest.
 */
export function reaches(s: QSide, into: number[]): number {
  let m = s.floor + s.off;
  for (let i = 0; i < s.rolls.length; i++) {
    let v = reachOf(s.rolls[i]);
    if (v < s.floor) v = s.floor;
    v = v > MAX_EXACT - s.off ? MAX_EXACT : v + s.off;
    addPile(into, v);
    if (v > m) m = v;
  }
  return m;
}

/** Sorts a short list of numbers in place (insertion: the lists hold a few points). */
export function sortUp(x: number[]): void {
  for (let i = 1; i < x.length; i++) {
    const v = x[i];
    let j = i;
    for (; j > 0 && x[j - 1] > v; j--) x[j] = x[j - 1];
    x[j] = v;
  }
}

/**
 * Gauss-Legendre's nodes on [0, 1] below 1/2 (the others are 1 - x) and their weights, as
 * integers over 2^53: 4-point X0, X1 (weights W0, W1), 2-point X2 (weight 1/2). Numbers, not
 * arrays: an array is JsVars held for as long as the code is.
 */
const TWO53 = 9007199254740992;
const X0 = 625386455360318 / TWO53;
const X1 = 2972461126168705 / TWO53;
const W0 = 1566598950940058 / TWO53;
const W1 = 2937000676430437 / TWO53;
const X2 = 1903445170185842 / TWO53;
/** Two rolls' gaps are integrated in pieces over which the variable's ratio is at most this (about e^12). */
export const SPAN = 160000;
/** A gap of at most this many hundredths is summed one by one. */
export const NARROW = 8;
/**
 * Sums that end below this many hundredths are taken one by one: the rolls of skills -10 to -8
 * span a few hundred hundredths, over which their lattices and the ratios' roundings are not
 * averaged out (their deadlocks and severe bands were up to 3.5 times their allowance off).
 */
export const SMALL = 300;

/** The nodes of one piece of a gap: where, and the weight of each (in hundredths). */
export interface Nodes {
  y: Float64Array;
  w: Float64Array;
  n: number;
}

/**
 * The nodes for hundredths lo + 1 .. hi or its first piece; returns the piece's end. In
 * t = ln(s - y) towards the singular point s above hi (s < 0: none, t = ln(y + 1)), where a
 * density goes as (s - y)^(1/k - 1) and is smooth in t; pieces over which the variable's ratio
 * is at most `span`; 4-point Gauss-Legendre, 2-point where the variable spans less than a factor e
 * unless `four`.
 */
export function nodes(g: Nodes, lo: number, hi: number, s: number, span: number, four?: boolean): number {
  let end = hi;
  if (s > 0 && (s - lo) / (s - hi) > span) end = Math.floor(s - (s - lo) / span);
  if (s < 0 && (hi + 1) / (lo + 1) > span) end = Math.floor((lo + 1) * span - 1);
  // y = s - d0 r^x (d0 = s - end) or y = d0 r^x - 1 (d0 = lo + 1), x in [0, 1]
  const d0 = s > 0 ? s - end : lo + 1;
  const ratio = (s > 0 ? s - lo : end + 1) / d0;
  const lr = ln(ratio);
  // the nodes are symmetric (x and 1 - x), and r^(1 - x) = r / r^x: one exponential for two
  const n = lr < 1 && !four ? 2 : 4;
  for (let i = 0; i < n / 2; i++) {
    const e = exp((n === 2 ? X2 : i === 0 ? X0 : X1) * lr);
    const w = (n === 2 ? 1 / 2 : i === 0 ? W0 : W1) * lr;
    for (let j = 0; j < 2; j++) {
      const at = j === 0 ? i : n - 1 - i;
      const d = d0 * (j === 0 ? e : ratio / e);
      g.w[at] = w * d;
      g.y[at] = s > 0 ? s - d : d - 1;
    }
  }
  g.n = n;
  return end;
}
