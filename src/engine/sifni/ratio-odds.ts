/**
 * Odds of an attack roll A against a defense D = max(floor, defense rolls) + shift, and of the
 * attack beating the defense by given ratios: P(1000 A > m D') for several m (thousandths),
 * D' = D, or half a hundredth when D = 0 (a result of 0.00 stands for one under 0.005). Combat
 * turns the damage bands into such ratios (combat/damage.ts, bandRatios).
 *
 * The deadlock is two sides against each other (pair-odds.ts, the defense's lowest result one
 * more pile-up point). The hit (m = 1000) and each ratio's line are sums over the defense's
 * hundredths d of P(D' = d) S(d), S(d) = P(A > m d / 1000), all taken over the same points (a
 * band is the difference of two of them), as pair-odds.ts takes its sums:
 * - **exactly** at the defense's pile-up points, at 0, around the d where m d / 1000 meets the
 *   attack's pile-up point (S falls by that pile's mass within a hundredth there), over the
 *   attack's exceptional results where they span a few of the defense's hundredths, and
 *   everywhere when the sums span at most SMALL hundredths (from the defense's lowest result);
 * - **by quadrature** between them, in pieces (the first, from the lowest result of a defense of
 *   several rolls, narrower): the defense's density read at real points (quad-side.ts),
 *   S the attack's closed form at the real base hundredth psi = sig (u + 1/2) + c, sig =
 *   m den / (1000 num) of A's factor, and c the mean rounding: A > m d / 1000 is A >= t,
 *   t = floor(m d / 1000) + 1, on average m d / 1000 + (L + 1) / 2L with L = 1000 / gcd(m, 1000)
 *   (over L hundredths the fractions take each multiple of 1/L once), then A's base threshold
 *   ceil(t den / num) its lattice's mean rounding above t den / num (`rounding`). The defense's
 *   quadrature mass over a piece is scaled to its exact mass there, and its results placed where
 *   its modified rolls' lattices put them (their skew, `lineGap`).
 * The miss is what hit and deadlock leave. tests/sifni-combat/exchange-odds.test.ts and
 * tests/engine/odds-accuracy.test.ts check the lines against sums over every hundredth.
 */
import { MAX_EXACT, floorDiv, gcd } from "../math/exact";
import { exp } from "../math/float";
import { RollSetup } from "./roll";
import { Prepared, chance, chanceBase, prepare } from "./chance";
import { Side, addPile, rollMax } from "./sides";
import { OddsPair, oddsOf } from "./pair-odds";
import { LN_20_19, NARROW, Nodes, SMALL, QSide, cdfAt, latticeOf, nodes, qside, reaches, readAt, singular, sortUp } from "./quad-side";

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
 * The ratios' sums, taken together: the same cells and nodes for all, so that a band (the
 * difference of two sums) carries only what its two lines do not share.
 */
interface Lines {
  pa: Prepared;
  ms: number[];
  /** per ratio: psi = sig (u + 1/2) + c */
  sig: Float64Array;
  c: Float64Array;
  d: QSide;
  /** the base hundredth from which the attack's closed form is 0 */
  hz: number;
  /** singular points of the quadrature, increasing */
  sing: number[];
  g: Nodes;
  /** the last hundredth summed, the defense's CDF there */
  v: number;
  gd: number;
  sums: Float64Array;
  /** per ratio, the sum over the nodes of a piece; then per defense roll its skew at the piece's ends */
  acc: Float64Array;
}

/** Hundredths v + 1 .. hi one by one: P(D' = d) P(A >= threshold). */
function lineCells(l: Lines, hi: number): void {
  for (let d = l.v + 1; d <= hi; d++) {
    const gd = cdfAt(l.d, d);
    if (gd > l.gd) {
      for (let q = 0; q < l.ms.length; q++) {
        const t = threshold(l.ms[q], d);
        l.sums[q] += (gd - l.gd) * chance(l.pa, t);
      }
    }
    l.gd = gd;
  }
  if (hi > l.v) l.v = hi;
}

/**
 * Hundredths v + 1 .. hi by quadrature, piece by piece (pair-odds.ts gap); a piece ends at
 * each kink on the way (sorted).
 *
 * A modified defense roll's **skew** at hundredth v: where its smooth CDF (quad-side.ts readAt)
 * equals its exact CDF there, less v. The smooth curve spreads the roll's results evenly where
 * its lattice gives some hundredths two base values and others one, so at a piece's end it is off
 * the exact one by a fraction of a base hundredth (0 unmodified); the piece's mass is scaled to
 * the exact, and its results sit that much apart from the smooth curve's: taken linearly across
 * the piece (-7 against 7 x 3/4: the lines were 0.2% off without it, the bands between them 1.7%).
 */
function lineGap(l: Lines, hi: number, kinks: number[]): void {
  const g = l.g;
  const nq = l.ms.length;
  while (l.v < hi) {
    let top = hi;
    for (let i = kinks.length - 1; i >= 0 && kinks[i] > l.v; i--) if (kinks[i] < top) top = kinks[i];
    if (top - l.v <= NARROW) {
      lineCells(l, top);
      continue;
    }
    let s = -1;
    for (let i = l.sing.length - 1; i >= 0 && l.sing[i] > top; i--) s = l.sing[i];
    let end = nodes(g, l.v, top, s, LINE_SPAN);
    let gd = cdfAt(l.d, end);
    if (l.v <= l.d.floor + l.d.off && (l.d.rolls.length > 1 || l.d.copies[0] > 1) && gd > FIRST_MASS) {
      end = nodes(g, l.v, top, s, FIRST_SPAN);
      gd = cdfAt(l.d, end);
    }
    // a short piece holding most of the defense's mass below its end holds most of each line
    // that ends there (a line's whole support, when its ratio puts it in the attack's last
    // results): 4 points, not 2 (11 -1/3 against a defense shifted by 5: the most severe band,
    // one piece of 2 points, was 3.3% off)
    if (g.n === 2 && 2 * (gd - l.gd) > gd) nodes(g, l.v, end, s, LINE_SPAN, true);
    if (gd > l.gd) {
      let mass = 0;
      for (let q = 0; q < nq; q++) l.acc[q] = 0;
      // each defense roll's skew (above) at the piece's start and end; all 0: nothing to move
      let skewed = false;
      for (let j = 0; j < 2 * l.d.rolls.length; j++) {
        const p = l.d.rolls[j >> 1];
        // at v the exact CDF reads the base hundredth ceil(x), x = (v - off + 1) den / num (written
        // out twice: one more local here cost 16 JsVars at a melee attack's odds on Bangle.js 1)
        l.acc[nq + j] = p.num === p.den || p.num === 0 ? 0 : ((-Math.floor((-((j & 1 ? end : l.v) - l.d.off + 1) * p.den) / p.num) - (((j & 1 ? end : l.v) - l.d.off + 1) * p.den) / p.num - l.d.bt[j >> 1]) * p.num) / p.den;
        if (l.acc[nq + j] !== 0) skewed = true;
      }
      for (let i = 0; i < g.n; i++) {
        readAt(l.d, g.y[i]);
        const f = g.w[i] * l.d.F;
        mass += f;
        // the results at y sit where the rolls' lattices put them: each roll's skew, linear across
        // the piece, by its part of the density
        let u = g.y[i] + 1 / 2;
        if (skewed && f > 0) for (let j = 0; j < l.d.rolls.length; j++) u += (l.d.part[j] * (l.acc[nq + 2 * j] + ((l.acc[nq + 2 * j + 1] - l.acc[nq + 2 * j]) * (g.y[i] - l.v)) / (end - l.v))) / l.d.F;
        for (let q = 0; q < nq; q++) {
          // past the attack's highest result the closed form is 0: no logarithm for it
          const h = l.sig[q] * u + l.c[q];
          if (h < l.hz) l.acc[q] += f * chanceBase(l.pa, h);
        }
      }
      if (mass > 0) for (let q = 0; q < nq; q++) l.sums[q] += (l.acc[q] * (gd - l.gd)) / mass;
    }
    l.v = end;
    l.gd = gd;
  }
}

/** The longest period over which rounding's mean is taken value by value. */
const ROUNDING_LOOP = 64;

/**
 * c of psi = sig (d + ...) + c: the mean over the defense roll's results d of A's base threshold
 * ceil(t den / num), t = floor(m d / 1000) + 1, less sig d. Taken over the period after which
 * that pattern repeats where it is short (the defense's and the attack's lattices and the
 * ratio's thousandths can fall into step), else as if they were independent: t on average
 * m d / 1000 + (L + 1) / 2L, L = 1000 / gcd(m, 1000), then A's lattice's mean rounding.
 */
function rounding(pa: Prepared, m: number, pd: Prepared, off: number): number {
  const g = gcd(m, 1000);
  const L = 1000 / g;
  const nA = latticeOf(pa);
  const sig = (m * pa.den) / (1000 * pa.num);
  const indep = (((L + 1) / (2 * L)) * pa.den) / pa.num + (nA - 1) / (2 * nA);
  const nD = latticeOf(pd);
  if (nA === 1 && nD === 1) return indep;
  // d repeats its pattern every nD results (dD base hundredths), the thresholds every L results
  // and A's rounding every nA thresholds
  const j = L * (nA / gcd(m / g, nA));
  const dd = (j / gcd(j, nD)) * nD;
  const dD = pd.den / gcd(pd.num, pd.den);
  const ph = (dd / nD) * dD;
  if (ph > ROUNDING_LOOP || pd.num === 0) return indep;
  let sum = 0;
  const h0 = 1000 * dD;
  for (let h = h0; h < h0 + ph; h++) {
    const d = Math.floor((h * pd.num) / pd.den) + off;
    const t = threshold(m, d);
    sum += -Math.floor((-t * pa.den) / pa.num) - sig * d;
  }
  return sum / ph;
}

/** Adds the range lo .. hi (from 0) to pairs kept in order of lo. */
function addRange(r: number[], lo: number, hi: number): void {
  if (lo < 0) lo = 0;
  let k = r.length;
  while (k > 0 && r[k - 2] > lo) k -= 2;
  r.splice(k, 0, lo, hi);
}

/** Hundredths summed exactly below the d where the attack's pile-up point falls. */
const BELOW_A = 1;
/** The attack's exceptional results are summed one by one where they span at most this many of the defense's hundredths. */
const TAIL = 64;
/**
 * A ratio's gaps are integrated in pieces over which the variable's ratio is at most this (about
 * e^3): the attack's survival falls across a gap below the defense's pile-up point as the
 * density rises, where a piece of e^7 left lines 0.3% off (two rolls' e^12 pieces were 2-4
 * times the bands' allowance); over 300 drawn exchanges 16 lines were over their allowance at
 * 60, 2 at 20.
 */
const LINE_SPAN = 20;
/**
 * The first piece from the lowest result of a defense of several rolls at most this: its density
 * rises there from 0 as a power of the distance (the highest of n rolls as the (n - 1)th), which,
 * with a low attack's lines all in that piece, a wider one missed (against three low defense rolls
 * the most severe band was 1-1.4% off at 20; over 6,000 drawn exchanges 31 lines over their
 * allowance, 8 at 8).
 */
const FIRST_SPAN = 8;
/** ... where the defense has this much mass in it or more (a line's error there is a fraction of it: below 1e-6, its least allowance) */
const FIRST_MASS = 1 / 10000000;

/** P(1000 A > m D') for each ratio m (increasing): the defense's side qd, its highest result md and its kinks. */
function ratioLines(pa: Prepared, qd: QSide, md: number, kinks: number[], ms: number[]): Float64Array {
  const nq = ms.length;
  const l: Lines = { pa: pa, ms: ms, sig: new Float64Array(nq), c: new Float64Array(nq), d: qd, hz: 0, sing: [], g: { y: new Float64Array(4), w: new Float64Array(4), n: 0 }, v: -1, gd: 0, sums: new Float64Array(nq), acc: new Float64Array(nq + 2 * qd.rolls.length) };
  if (pa.num === 0 || pa.top === 0) return l.sums;
  // hundredths summed exactly, as ranges lo, hi (in pairs, by lo)
  const at: number[] = [];
  for (let i = 0; i < qd.piles.length; i++) addRange(at, qd.piles[i], qd.piles[i]);
  if (qd.floor + qd.off === 0) addRange(at, 0, 0);
  singular(qd, l.sing);
  // the attack's closed form is 0 from base hundredth top (20/19)^k + 1/2 on: where psi meets it
  // each line has a kink, a gap's end; the lowest ratio's ends the sums
  // (the caller's list of kinks, no copy)
  const ends = kinks;
  const lz = pa.ltop + pa.k * LN_20_19;
  const hz = lz > 36 ? MAX_EXACT : exp(lz) / 2 + 1 / 2;
  l.hz = hz;
  let end = 0;
  for (let q = 0; q < nq; q++) {
    const m = ms[q];
    const sig = (m * pa.den) / (1000 * pa.num);
    const c = rounding(pa, m, qd.rolls[0], qd.off);
    l.sig[q] = sig;
    l.c[q] = c;
    // where psi meets the attack's pile-up point, top + 1/2 in base hundredths: S falls by the
    // pile's mass within a hundredth or two; above it the exceptional results, summed one by one
    // when they span a few hundredths of the defense (a low attack's: S falls to 0 in a few
    // hundredths there, faster than the mean rounding holds)
    const us = (pa.top + 1 / 2 - c) / sig - 1 / 2;
    const ua = Math.floor(us);
    const z = Math.floor((hz - c) / sig - 1 / 2);
    if (ua + 2 >= 0) {
      addPile(l.sing, us);
      addRange(at, ua - BELOW_A, z - ua <= TAIL ? z : ua + 1);
    }
    addPile(ends, z);
    if (z + 1 > end) end = z + 1;
  }
  if (end > md) end = md;
  sortUp(ends);
  sortUp(l.sing);
  // the defense has no mass below its lowest result: nothing to sum there
  const low = qd.floor + qd.off;
  if (low > 0) l.v = low - 1 < end ? low - 1 : end;
  if (end - low <= SMALL) {
    lineCells(l, end);
    return l.sums;
  }
  for (let i = 0; i < at.length && at[i] <= end; i += 2) {
    lineGap(l, at[i] - 1, ends);
    lineCells(l, at[i + 1] < end ? at[i + 1] : end);
  }
  lineGap(l, end, ends);
  return l.sums;
}

/** Odds of an attack against a defense, and of beating it by each ratio (thousandths, >= 1000). */
export function ratioOdds(attack: RollSetup, defense: Defense, ratios: number[]): RatioOdds {
  const pa = prepare(attack);
  if (defense.rolls.length === 0) return fixedTn(pa, rollMax(attack), defense.floor + defense.shift, ratios);
  const qd = qside(defense.rolls, defense.floor, defense.shift);
  let p: OddsPair | null = oddsOf(qside([attack], 0, 0), qd);
  const out: RatioOdds = { hit: p.a, deadlock: p.deadlock, miss: p.b, above: [] };
  // let go of while the lines are summed (on the small boards every JsVar counts there)
  p = null;
  if (ratios.length === 0) return out;
  const kinks: number[] = [];
  const md = reaches(qd, kinks);
  sortUp(kinks);
  // the distinct ratios in increasing order, from 1000: the hit is summed with them, so that the
  // band between it and the lowest ratio is a difference of two sums over the same points (a
  // band of 1e-3 between the two rolls' hit and a line was a few percent off; the lines scaled
  // to that hit carried its error into the rarest bands); the miss is what hit and deadlock leave
  const ms: number[] = [1000];
  for (let j = 0; j < ratios.length; j++) addPile(ms, ratios[j]);
  sortUp(ms);
  const sums = ratioLines(pa, qd, md, kinks, ms);
  out.hit = sums[0];
  out.miss = 1 - out.hit - out.deadlock;
  for (let j = 0; j < ratios.length; j++) {
    let k = 0;
    while (ms[k] !== ratios[j]) k++;
    const v = sums[k];
    out.above.push(v < 0 ? 0 : v > 1 ? 1 : v);
  }
  return out;
}
