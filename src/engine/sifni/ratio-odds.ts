/**
 * Exact odds of an attack roll A against a defense D = max(floor, defense rolls) + shift, and
 * of the attack beating the defense by given ratios: P(1000 A > m D') for several m
 * (thousandths), D' = D, or half a hundredth when D = 0 (a result of 0.00 stands for one under
 * 0.005). Combat turns the damage bands into such ratios (combat/damage.ts, bandRatios).
 *
 * Two passes over one grid, in memory of one array of its boundary count:
 * 1. The grouped walk of walk.ts over the defense's hundredths (the defense's floor one more
 *    pile-up point, the attack compared at x + shift) gives P(hit), P(deadlock) and P(miss)
 *    (as the two-roll odds did before pair-odds.ts), and keeps at each group
 *    boundary x the defense's CDF G(x). With S(x) = P(1000 A > m D'(x + shift)), decreasing in
 *    x, S at every boundary gives each ratio m a rough sum T of sum_x P(D = x) S(x).
 * 2. The grid again: per group and ratio, the sum is taken over pieces (lo, hi]. A piece
 *    contributes between mass * S(hi) and mass * S(lo), so the estimate (S linear, the mass even
 *    over the piece) is off by at most mass * (S(lo) - S(hi)) / 2; every group whose bound is
 *    above max(TOL_ABS, TOL_REL T) / 2 is halved, with G and S evaluated at the middle, until
 *    each piece's bound is below it. The tolerance follows the answer, so a rare band (1e-4 and
 *    less) is summed as finely as it needs: its few pieces with mass are refined, the rest cost
 *    one evaluation each. S at every boundary is kept from the first pass where there is room
 *    for it (a Float64Array of boundaries x ratios: Node, Bangle.js 2), else worked out again
 *    (Pixl.js, Bangle.js 1: the array of a melee attack's odds ran Bangle.js 1 out of memory).
 *    The same bits either way (tests/sifni-combat/exchange-odds.test.ts).
 * tests/sifni-combat/exchange-odds.test.ts checks it against a sum over every hundredth.
 */
import { MAX_EXACT, floorDiv } from "../math/exact";
import { RollSetup } from "./roll";
import { Prepared, chance, prepare } from "./chance";
import { Side, Walk, addPile, advance, grid, nextBoundary, pileOf, pilePoints, rollMax, sideCdf, sideMax, splitShares, tieIn, walk } from "./walk";

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
  return x < d.floor ? 0 : sideCdf(d.side, x);
}

/** Espruino's process (its memory() counts free JsVars); Node's has no memory(). */
declare const process: { memory?: () => { free: number } } | undefined;

/** JsVars the device keeps free beside a table kept only for speed. */
const SPARE = 1500;

/**
 * Whether a table of `bytes` that only saves time can be kept: always off the device (Node, the
 * emulator); on it when that many bytes (a JsVar holds 12 or more) leave SPARE JsVars free.
 */
function roomFor(bytes: number): boolean {
  if (typeof process === "undefined" || !process.memory) return true;
  // the emulator refuses to count (it runs on the desktop's memory)
  try {
    return process.memory().free > bytes / 12 + SPARE;
  } catch (e) {
    return true;
  }
}

/**
 * P(A >= t), 0 past the attack's highest result. Not a closure of ratioOdds: one would hold the
 * scope that holds it (a cycle, kept until the interpreter's next garbage collection).
 */
function survival(pa: Prepared, topA: number, t: number): number {
  return t > topA ? 0 : chance(pa, t);
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

/**
 * Odds of an attack against a defense, and of beating it by each ratio (thousandths, >= 1000).
 * `keep`: keep S at every boundary (true), work it out again (false), or as the memory allows
 * (absent); the answer is the same.
 */
export function ratioOdds(attack: RollSetup, defense: Defense, ratios: number[], keep?: boolean): RatioOdds {
  const pa = prepare(attack);
  const topA = rollMax(attack);
  const shift = defense.shift;
  const floor = defense.floor;
  const nr = ratios.length;
  const out: RatioOdds = { hit: 0, deadlock: 0, miss: 0, above: [] };
  if (defense.rolls.length === 0) return fixedTn(pa, topA, floor + shift, ratios);

  // the distinct ratios in increasing order
  const ms: number[] = [];
  for (let j = 0; j < nr; j++) {
    let k = 0;
    while (k < ms.length && ms[k] < ratios[j]) k++;
    if (k === ms.length || ms[k] !== ratios[j]) ms.splice(k, 0, ratios[j]);
  }
  const nq = ms.length;

  // the grid: its boundaries are counted (the CDF is kept at each) and its widest group sizes
  // the halving stack (a piece of width w is halved at most ceil(log2 w) times)
  const piles: number[] = [0];
  addPile(piles, floor);
  pilePoints(defense.rolls, piles);
  addPile(piles, pileOf(attack) - shift);
  let top = sideMax(defense.rolls);
  if (floor > top) top = floor;
  if (topA - shift > top) top = topA - shift;
  let count = 0;
  let widest = 1;
  let prev = -1;
  // one grid walked three times (each a new one: the last is let go of)
  let g = grid(piles, top);
  for (let b = nextBoundary(g); b >= 0; b = nextBoundary(g)) {
    if (prev >= 0 && b - prev > widest) widest = b - prev;
    prev = b;
    count++;
  }
  let depth = 2;
  for (let w = widest; w > 1; w = Math.floor(w / 2)) depth++;

  // pass 1: the walk, keeping the defense's CDF at each boundary; per ratio, S at each boundary
  // and the rough sum (S linear between boundaries)
  const GD = new Float64Array(count);
  const SB = nq > 0 && (keep === undefined ? roomFor(8 * count * nq) : keep) ? new Float64Array(count * nq) : null;
  const sPrev = new Float64Array(nq);
  const rough = new Float64Array(nq);
  const dw: DefenseWalk = { side: walk(defense.rolls), floor: floor };
  g = grid(piles, top);
  let alo = 0;
  let ahi = 0;
  let n = 0;
  prev = -1;
  let x = nextBoundary(g);
  while (x >= 0) {
    advanceDefense(dw, x);
    const s = dw.side;
    alo = ahi;
    ahi = 1 - survival(pa, topA, x + shift + 1);
    const da = ahi - alo;
    const db = s.hi - s.lo;
    let tie = 0;
    if (da > 0 && db > 0) {
      for (let i = 0; i < s.rolls.length; i++) if (s.share[i] > 0) tie += da * s.share[i] * tieIn(pa, s.rolls[i], prev, x, shift);
    }
    out.deadlock += tie;
    out.hit += db * (1 - ahi) + (da * db - tie) / 2;
    out.miss += db * alo + (da * db - tie) / 2;
    // S falls with x and with the ratio: 0 where it was at the boundary before or for the ratio below
    let sa = 1;
    for (let q = 0; q < nq; q++) {
      const sq = sa > 0 && (n === 0 || sPrev[q] > 0) ? survival(pa, topA, threshold(ms[q], x + shift)) : 0;
      sa = sq;
      rough[q] += n === 0 ? s.hi * sq : ((s.hi - GD[n - 1]) * (sPrev[q] + sq)) / 2;
      sPrev[q] = sq;
      if (SB) SB[n * nq + q] = sq;
    }
    GD[n] = s.hi;
    n++;
    prev = x;
    x = nextBoundary(g);
  }
  if (nq === 0) return out;

  // each ratio's tolerance follows the smallest of its rough sum and the lines next to it (the
  // band between it and the ratio below or above is a difference of two sums); sPrev now holds
  // the tolerances, then S at the left of the group under way
  const tols = sPrev;
  for (let q = 0; q < nq; q++) {
    let tol = rough[q];
    const below = q === 0 ? out.hit : rough[q - 1];
    const next = q + 1 < nq ? rough[q + 1] : 0;
    if (below - rough[q] < tol) tol = below - rough[q];
    if (rough[q] - next < tol) tol = rough[q] - next;
    tol *= TOL_REL;
    tols[q] = tol < TOL_ABS ? TOL_ABS : tol;
  }

  // pass 2: the grid again; per group and ratio, its pieces halved where they need it (G and S
  // at the middle), the stack holding each pending piece's right end: x, G, S
  const sl0 = new Float64Array(nq);
  const sums = rough;
  const st = new Float64Array(3 * depth);
  g = grid(piles, top);
  let xl = nextBoundary(g);
  for (let q = 0; q < nq; q++) {
    sl0[q] = survival(pa, topA, threshold(ms[q], xl + shift));
    sums[q] = GD[0] * sl0[q];
  }
  for (let i = 1; i < count; i++) {
    const xr0 = nextBoundary(g);
    let sa = 1;
    for (let q = 0; q < nq; q++) {
      const m = ms[q];
      const tol = tols[q];
      let xa = xl;
      let gl = GD[i - 1];
      let sl = sl0[q];
      const sr0 = SB ? SB[i * nq + q] : sa > 0 && sl > 0 ? survival(pa, topA, threshold(m, xr0 + shift)) : 0;
      sa = sr0;
      st[0] = xr0;
      st[1] = GD[i];
      st[2] = sr0;
      let total = sums[q];
      let top1 = 1;
      while (top1 > 0) {
        const t = 3 * (top1 - 1);
        const xr = st[t];
        const gr = st[t + 1];
        const sr = st[t + 2];
        const mass = gr - gl;
        const w = xr - xa;
        if (mass > 0 && w > 1 && mass * (sl - sr) > tol && top1 < depth) {
          // halve: G and S at the middle
          const xm = xa + Math.floor(w / 2);
          let gm = defenseCdf(dw, xm);
          if (gm < gl) gm = gl;
          if (gm > gr) gm = gr;
          const u = 3 * top1;
          st[u] = xm;
          st[u + 1] = gm;
          st[u + 2] = survival(pa, topA, threshold(m, xm + shift));
          top1++;
        } else {
          if (mass > 0) total += piece(mass, w, sl, sr);
          xa = xr;
          gl = gr;
          sl = sr;
          top1--;
        }
      }
      sums[q] = total;
      sl0[q] = sr0;
    }
    xl = xr0;
  }
  for (let j = 0; j < nr; j++) {
    let k = 0;
    while (ms[k] !== ratios[j]) k++;
    const v = sums[k];
    out.above.push(v < 0 ? 0 : v > 1 ? 1 : v);
  }
  return out;
}
