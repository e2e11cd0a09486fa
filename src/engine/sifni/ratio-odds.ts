/**
 * Exact odds of an attack roll A against a defense D = max(floor, defense rolls) + shift, and
 * of the attack beating the defense by given ratios: P(1000 A > m D') for several m
 * (thousandths), D' = D, or half a hundredth when D = 0 (a result of 0.00 stands for one under
 * 0.005). Combat turns the damage bands into such ratios (combat/damage.ts, bandRatios).
 *
 * One walk, two passes:
 * 1. The grouped walk of walk.ts over the defense's hundredths (the grid of oddsPair, with the
 *    defense's floor as one more pile-up point and the attack compared at x + shift) gives
 *    P(hit), P(deadlock) and P(miss) exactly as oddsPair would, and stores at each group
 *    boundary x the defense's CDF G(x).
 * 2. Per ratio m, with S(x) = P(1000 A > m D'(x + shift)) decreasing in x, the sum
 *    sum_x P(D = x) S(x) is taken over pieces (lo, hi]. A piece contributes between
 *    mass * S(hi) and mass * S(lo), so the estimate (S linear, the mass even over the piece) is
 *    off by at most mass * (S(lo) - S(hi)) / 2. First S at every group boundary gives a rough sum
 *    T; then every group whose bound is above max(TOL_ABS, TOL_REL T) / 2 is halved, with G and S
 *    evaluated at the middle, until each piece's bound is below it. The tolerance follows the
 *    answer, so a rare band (1e-4 and less) is summed as finely as it needs: its few pieces with
 *    mass are refined, the rest cost one evaluation each.
 * tests/sifni-combat/exchange-odds.test.ts checks it against a sum over every hundredth.
 */
import { MAX_EXACT, floorDiv } from "../math/exact";
import { RollSetup } from "./roll";
import { Prepared, chance, prepare } from "./chance";
import { Side, Walk, addPile, advance, grid, nextBoundary, pileOf, pilePoints, rollMax, sideMax, splitShares, tieIn, walk } from "./walk";

export interface Defense {
  /** the defense rolls, the highest counts; none: the defense is `floor` alone */
  rolls: Side;
  /** the defense is never below this (a base TN), hundredths */
  floor: number;
  /** hundredths added to the defense (range steps of a TN ladder) */
  shift: number;
}

export interface RatioOdds {
  /** P(A > D) */
  hit: number;
  /** P(A = D) */
  deadlock: number;
  /** P(A < D) */
  miss: number;
  /** per ratio m: P(1000 A > m D'), D' = D or 1/2 when D = 0 */
  above: number[];
}

/**
 * The bound allowed per piece of the ratio sums, twice over: TOL_REL of the rough sum, or
 * TOL_ABS when that is less (the odds' goal: within max(1e-6, 1%) of the exact answer).
 */
const TOL_REL = 1 / 300;
const TOL_ABS = 1 / 500000000;
/** Depth of the halving stack: a group is at most 2^53 hundredths wide. */
const STACK = 56;

/**
 * The least attack with 1000 a > m d: floor(m d / 1000) + 1 for 0 < d <= MAX_EXACT, saturating
 * above MAX_EXACT; for d = 0 (read as 1/2), 2000 a > m: floor(m / 2000) + 1.
 */
function threshold(m: number, d: number): number {
  if (d <= 0) return floorDiv(m, 2000) + 1;
  const q = floorDiv(d, 1000);
  if (q > 0 && m > floorDiv(MAX_EXACT, q)) return MAX_EXACT;
  const t = m * q + floorDiv(m * (d - 1000 * q), 1000) + 1;
  return t > MAX_EXACT ? MAX_EXACT : t;
}

/**
 * A piece's estimate: mass over w hundredths from S = sl at its left boundary to sr at its
 * right, the mass taken as even and S as linear: the mean of S over the w hundredths after xl.
 */
function piece(mass: number, w: number, sl: number, sr: number): number {
  return w === 1 ? mass * sr : mass * (sl + ((w + 1) / (2 * w)) * (sr - sl));
}

interface DefenseWalk {
  side: Walk;
  floor: number;
}

/** The defense's CDF at boundary x; the walk's shares for the ties. */
function advanceDefense(d: DefenseWalk, x: number): void {
  const s = d.side;
  if (x >= d.floor) return advance(s, x);
  for (let i = 0; i < s.rolls.length; i++) {
    s.g0[i] = s.g1[i];
    s.g1[i] = 0;
  }
  splitShares(s);
}

/** P(defense <= x), evaluated afresh. */
function defenseCdf(d: DefenseWalk, x: number): number {
  if (x < d.floor) return 0;
  const s = d.side;
  let g = 1;
  for (let i = 0; i < s.rolls.length; i++) {
    const gi = 1 - chance(s.rolls[i], x + 1);
    for (let c = 0; c < s.copies[i]; c++) g *= gi;
  }
  return g;
}

/** Against a fixed TN d: the closed form. */
function fixedTn(pa: Prepared, topA: number, d: number, ratios: number[]): RatioOdds {
  const reach = d > topA ? 0 : chance(pa, d);
  const beat = d + 1 > topA ? 0 : chance(pa, d + 1);
  const out: RatioOdds = { hit: beat, deadlock: reach - beat, miss: 1 - reach, above: [] };
  for (let j = 0; j < ratios.length; j++) {
    const t = threshold(ratios[j], d);
    out.above.push(t > topA ? 0 : chance(pa, t));
  }
  return out;
}

/** Odds of an attack against a defense, and of beating it by each ratio (thousandths, >= 1000). */
export function ratioOdds(attack: RollSetup, defense: Defense, ratios: number[]): RatioOdds {
  const pa = prepare(attack);
  const topA = rollMax(attack);
  const shift = defense.shift;
  const floor = defense.floor;
  const nr = ratios.length;
  const out: RatioOdds = { hit: 0, deadlock: 0, miss: 0, above: [] };
  // P(A >= t), 0 past the attack's highest result
  const surv = function (t: number): number {
    return t > topA ? 0 : chance(pa, t);
  };
  if (defense.rolls.length === 0) return fixedTn(pa, topA, floor + shift, ratios);

  // pass 1: the walk, storing the defense's CDF and density at each boundary
  const piles: number[] = [0];
  addPile(piles, floor);
  pilePoints(defense.rolls, piles);
  addPile(piles, pileOf(attack) - shift);
  let top = sideMax(defense.rolls);
  if (floor > top) top = floor;
  if (topA - shift > top) top = topA - shift;
  let count = 0;
  const counter = grid(piles, top);
  while (nextBoundary(counter) >= 0) count++;
  const B = new Float64Array(count);
  const GD = new Float64Array(count);
  const dw: DefenseWalk = { side: walk(defense.rolls), floor: floor };
  const g = grid(piles, top);
  let alo = 0;
  let ahi = 0;
  let prev = -1;
  let n = 0;
  let x = nextBoundary(g);
  while (x >= 0) {
    advanceDefense(dw, x);
    const s = dw.side;
    alo = ahi;
    ahi = 1 - surv(x + shift + 1);
    const da = ahi - alo;
    const db = s.hi - s.lo;
    let tie = 0;
    if (da > 0 && db > 0) {
      for (let i = 0; i < s.rolls.length; i++) if (s.share[i] > 0) tie += da * s.share[i] * tieIn(pa, s.rolls[i], prev, x, shift);
    }
    out.deadlock += tie;
    out.hit += db * (1 - ahi) + (da * db - tie) / 2;
    out.miss += db * alo + (da * db - tie) / 2;
    B[n] = x;
    GD[n] = s.hi;
    n++;
    prev = x;
    x = nextBoundary(g);
  }

  // pass 2: the distinct ratios in increasing order; per ratio S at every boundary and its rough
  // sum (the next ratio's taken one step ahead), then the pieces halved where they need it. A
  // ratio's tolerance follows the smallest of its sum and the lines next to it: the band between
  // it and the ratio below or above is a difference of two sums
  const ms: number[] = [];
  for (let j = 0; j < nr; j++) {
    let k = 0;
    while (k < ms.length && ms[k] < ratios[j]) k++;
    if (k === ms.length || ms[k] !== ratios[j]) ms.splice(k, 0, ratios[j]);
  }
  const sums = new Float64Array(ms.length);
  let cur = new Float64Array(count);
  let next = new Float64Array(count);
  const sx = new Float64Array(STACK);
  const sg = new Float64Array(STACK);
  const ss = new Float64Array(STACK);
  /** S at every boundary into sb, and the rough sum (S linear between boundaries). */
  const sweep = function (sb: Float64Array, m: number): number {
    sb[0] = surv(threshold(m, B[0] + shift));
    let r = GD[0] * sb[0];
    for (let i = 1; i < count; i++) {
      sb[i] = sb[i - 1] > 0 ? surv(threshold(m, B[i] + shift)) : 0;
      r += ((GD[i] - GD[i - 1]) * (sb[i - 1] + sb[i])) / 2;
    }
    return r;
  };
  let below = out.hit;
  let rough = ms.length > 0 ? sweep(cur, ms[0]) : 0;
  for (let q = 0; q < ms.length; q++) {
    const m = ms[q];
    const roughNext = q + 1 < ms.length ? sweep(next, ms[q + 1]) : 0;
    let tol = rough;
    if (below - rough < tol) tol = below - rough;
    if (rough - roughNext < tol) tol = rough - roughNext;
    tol *= TOL_REL;
    if (tol < TOL_ABS) tol = TOL_ABS;
    const SB = cur;
    let total = GD[0] * SB[0];
    for (let i = 1; i < count; i++) {
      let xl = B[i - 1];
      let gl = GD[i - 1];
      let sl = SB[i - 1];
      sx[0] = B[i];
      sg[0] = GD[i];
      ss[0] = SB[i];
      let top1 = 1;
      while (top1 > 0) {
        const t = top1 - 1;
        const xr = sx[t];
        const gr = sg[t];
        const sr = ss[t];
        const mass = gr - gl;
        const w = xr - xl;
        if (mass > 0 && w > 1 && mass * (sl - sr) > tol && top1 < STACK) {
          // halve: G and S at the middle
          const xm = xl + Math.floor(w / 2);
          let gm = defenseCdf(dw, xm);
          if (gm < gl) gm = gl;
          if (gm > gr) gm = gr;
          sx[top1] = xm;
          sg[top1] = gm;
          ss[top1] = surv(threshold(m, xm + shift));
          top1++;
        } else {
          if (mass > 0) total += piece(mass, w, sl, sr);
          xl = xr;
          gl = gr;
          sl = sr;
          top1--;
        }
      }
    }
    sums[q] = total < 0 ? 0 : total > 1 ? 1 : total;
    below = rough;
    rough = roughNext;
    const t = cur;
    cur = next;
    next = t;
  }
  for (let j = 0; j < nr; j++) {
    let k = 0;
    while (ms[k] !== ratios[j]) k++;
    out.above.push(sums[k]);
  }
  return out;
}
