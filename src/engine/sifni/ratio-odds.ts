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
 *    boundary x the defense's CDF G(x) and its density (read off the same closed form, free).
 * 2. Per ratio m, with S(x) = P(1000 A > m D'(x + shift)) decreasing in x, the sum
 *    sum_x P(D = x) S(x) is taken over pieces (lo, hi]. A piece contributes between
 *    mass * S(hi) and mass * S(lo), so the estimate mass * (S(lo) + S(hi)) / 2 is off by at most
 *    mass * (S(lo) - S(hi)) / 2. Pieces are halved until that bound is below EPS: first at the
 *    stored boundaries (exact G, one attack evaluation per split), then inside a group (G
 *    evaluated when the piece is narrow, else interpolated by a cubic through the group
 *    boundaries' values and densities). The attack is evaluated only where its survival
 *    changes under defense mass, so each ratio costs a fraction of a walk.
 * tests/sifni-combat/exchange-odds.test.ts checks it against a sum over every hundredth.
 */
import { MAX_EXACT, floorDiv } from "../math/exact";
import { ONE } from "../math/fixed";
import { RollSetup } from "./roll";
import { K_SCALE } from "./skill";
import { Prepared, atLeastPrepared, prepare } from "./survival";
import { Side, Walk, addPile, grid, nextBoundary, pileOf, pilePoints, rollMax, sideMax, splitShares, tieShare, walk } from "./walk";

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

/** Error allowed per piece of the ratio sums: its mass times the change of S, halved, below 1e-4. */
const TWICE_EPS = 1 / 5000;
/** A piece inside a group at most this wide has its defense CDF evaluated, not interpolated. */
const EXACT_WIDTH = 32;
/** Depth of the halving stack: log2 of the boundaries plus log2 of the widest group, with room. */
const STACK = 80;

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
 * Density per hundredth of a roll's result at x + 1/2, from P(result >= x + 1), in the
 * continuous model: normal branch G = 1 - 19/20 rho - 1/20 with rho = (1 - y/M)^(1/k), so
 * dG/dy = 19/20 rho / (k (M - y)) = (20 S - 1) / (20 k (M - y)); exceptional branch
 * S = 1 - 19/20 sigma, sigma = (y/M)^(1/k), density 19/20 sigma / (k y) = (1 - S) / (k y).
 * y is the base hundredth read at that threshold, less 1/2.
 */
function density(p: Prepared, x: number, at: number): number {
  if (p.num === 0 || p.top === 0 || at <= 0) return 0;
  const h = p.num === p.den ? x + 1 : -floorDiv(-(x + 1) * p.den, p.num);
  const y = h - 1 / 2;
  const k = p.kn / K_SCALE;
  const s = at / ONE;
  const base = y < p.top ? (20 * s - 1) / (20 * k * (p.top - y)) : (1 - s) / (k * y);
  return (base * p.den) / p.num;
}

interface DefenseWalk {
  side: Walk;
  floor: number;
  /** per distinct roll: its density at the current boundary, copies included */
  dens: Float64Array;
}

/** The defense's CDF and density at boundary x; the walk's shares for the ties. */
function advanceDefense(d: DefenseWalk, x: number): number {
  const s = d.side;
  const n = s.rolls.length;
  for (let i = 0; i < n; i++) {
    s.g0[i] = s.g1[i];
    if (x < d.floor) {
      s.g1[i] = 0;
      d.dens[i] = 0;
    } else {
      const at = atLeastPrepared(s.rolls[i], x + 1);
      const g = (ONE - at) / ONE;
      let gp = 1;
      for (let c = 1; c < s.copies[i]; c++) gp *= g;
      s.g1[i] = gp * g;
      d.dens[i] = s.copies[i] * gp * density(s.rolls[i], x, at);
    }
  }
  splitShares(s);
  let f = 0;
  for (let i = 0; i < n; i++) {
    let q = d.dens[i];
    for (let j = 0; j < n; j++) if (j !== i) q *= s.g1[j];
    f += q;
  }
  return f;
}

/** P(defense <= x), evaluated afresh. */
function defenseCdf(d: DefenseWalk, x: number): number {
  if (x < d.floor) return 0;
  const s = d.side;
  let g = 1;
  for (let i = 0; i < s.rolls.length; i++) {
    const gi = (ONE - atLeastPrepared(s.rolls[i], x + 1)) / ONE;
    for (let c = 0; c < s.copies[i]; c++) g *= gi;
  }
  return g;
}

/** Against a fixed TN d: the closed form. */
function fixedTn(pa: Prepared, topA: number, d: number, ratios: number[]): RatioOdds {
  const reach = d > topA ? 0 : atLeastPrepared(pa, d) / ONE;
  const beat = d + 1 > topA ? 0 : atLeastPrepared(pa, d + 1) / ONE;
  const out: RatioOdds = { hit: beat, deadlock: reach - beat, miss: 1 - reach, above: [] };
  for (let j = 0; j < ratios.length; j++) {
    const t = threshold(ratios[j], d);
    out.above.push(t > topA ? 0 : atLeastPrepared(pa, t) / ONE);
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
    return t > topA ? 0 : atLeastPrepared(pa, t) / ONE;
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
  const FD = new Float64Array(count);
  const dw: DefenseWalk = { side: walk(defense.rolls), floor: floor, dens: new Float64Array(defense.rolls.length) };
  const g = grid(piles, top);
  let alo = 0;
  let ahi = 0;
  let prev = -1;
  let n = 0;
  let x = nextBoundary(g);
  while (x >= 0) {
    const f = advanceDefense(dw, x);
    const s = dw.side;
    alo = ahi;
    ahi = 1 - surv(x + shift + 1);
    const da = ahi - alo;
    const db = s.hi - s.lo;
    let tie = 0;
    if (da > 0 && db > 0) {
      // a single hundredth holds both masses whole; wider groups weigh their lattices
      if (x - prev === 1) tie = da * db;
      else for (let i = 0; i < s.rolls.length; i++) if (s.share[i] > 0) tie += da * s.share[i] * tieShare(pa, s.rolls[i], prev, x, shift);
    }
    out.deadlock += tie;
    out.hit += db * (1 - ahi) + (da * db - tie) / 2;
    out.miss += db * alo + (da * db - tie) / 2;
    B[n] = x;
    GD[n] = s.hi;
    FD[n] = f;
    n++;
    prev = x;
    x = nextBoundary(g);
  }

  // pass 2: per ratio, halve pieces until each one's error bound is small
  const last = count - 1;
  const sx = new Float64Array(STACK);
  const sg = new Float64Array(STACK);
  const ss = new Float64Array(STACK);
  const si = new Int32Array(STACK);
  const sexact = new Uint8Array(STACK);
  for (let j = 0; j < nr; j++) {
    let k = 0;
    while (k < j && ratios[k] !== ratios[j]) k++;
    if (k < j) {
      out.above.push(out.above[k]);
      continue;
    }
    const m = ratios[j];
    const sOf = function (v: number): number {
      return surv(threshold(m, v + shift));
    };
    // the first group is the single hundredth 0
    let xl = 0;
    let gl = GD[0];
    let sl = sOf(0);
    let il = 0;
    let exl = true;
    let total = gl * sl;
    let top1 = 0;
    if (last > 0) {
      sx[0] = B[last];
      sg[0] = GD[last];
      ss[0] = sOf(B[last]);
      si[0] = last;
      sexact[0] = 1;
      top1 = 1;
    }
    while (top1 > 0) {
      const t = top1 - 1;
      const xr = sx[t];
      const gr = sg[t];
      const sr = ss[t];
      const mass = gr - gl;
      const w = xr - xl;
      const split = mass > 0 && w > 1 && mass * (sl - sr) > TWICE_EPS && top1 < STACK;
      if (split) {
        let xm = 0;
        let gm = 0;
        let im = il;
        let exm = 0;
        if (exl && sexact[t] === 1 && si[t] - il >= 2) {
          // halve at a stored boundary
          im = (il + si[t]) >> 1;
          xm = B[im];
          gm = GD[im];
          exm = 1;
        } else {
          // halve inside the group starting at boundary il
          xm = xl + Math.floor(w / 2);
          if (w <= EXACT_WIDTH) gm = defenseCdf(dw, xm);
          else {
            const lo = B[il];
            const gw = B[il + 1] - lo;
            const u = (xm - lo) / gw;
            const v = 1 - u;
            gm = (1 + 2 * u) * v * v * GD[il] + u * v * v * gw * FD[il] + u * u * (3 - 2 * u) * GD[il + 1] - u * u * v * gw * FD[il + 1];
          }
          if (gm < gl) gm = gl;
          if (gm > gr) gm = gr;
        }
        sx[top1] = xm;
        sg[top1] = gm;
        ss[top1] = sOf(xm);
        si[top1] = im;
        sexact[top1] = exm;
        top1++;
      } else {
        if (mass > 0) total += w === 1 ? mass * sr : mass * (sl + ((w + 1) / (2 * w)) * (sr - sl));
        xl = xr;
        gl = gr;
        sl = sr;
        il = si[t];
        exl = sexact[t] === 1;
        top1--;
      }
    }
    out.above.push(total < 0 ? 0 : total > 1 ? 1 : total);
  }
  return out;
}
