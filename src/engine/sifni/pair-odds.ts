/**
 * Odds of two sides against each other (opposed rolls; an attack against the best of several
 * defense rolls): P(a > b), P(b > a) and the deadlock, a tie on hundredths.
 *
 * A sum over every hundredth is exact but long (up to 2^53 values), so most of it is an integral:
 * - **Cells summed exactly** where results crowd: each roll's pile-up point (its normal maximum
 *   after modifiers, which holds much of its mass) and the hundredths just below it, where the
 *   density rises without bound; 0 when a roll cannot leave it. A cell v adds P(b = v) P(a > v)
 *   to a's line, and so on, from the closed forms of chance.ts.
 * - **The gaps between them by quadrature.** Smear each result evenly over its hundredth
 *   (a' = a + U, U uniform): P(a > b) = P(a' > b') - tie/2, and over a gap P(a' > b') is the
 *   integral of b's density times a's survival, both read from the closed forms at real
 *   arguments (the density is their derivative: one division more). Below a pile-up point s a
 *   density goes as (s - y)^(1/k - 1); in t = ln(s - y) it is smooth, and so is every other one,
 *   so a gap is integrated in that variable (in ln y with no pile-up point above it) by 4-point
 *   Gauss-Legendre, 2-point where the variable spans less than a factor e. The tie is the
 *   integral of the densities' product times each pair of rolls' lattice factor (walk.ts
 *   tieShare: a modified roll reaches some hundredths from several base values and skips
 *   others).
 * - Each side's mass over a gap is exact (its CDF at the gap's ends), the quadrature's density
 *   scaled to it, and the three lines over the gap add up to what the exact CDFs say: the lines
 *   sum to 1. A gap ends at each roll's highest result (a survival stops there), and nothing
 *   lies above the lower of the two sides' highest results.
 * Two rolls take about 90 closed forms (ln, exp) where the walk of walk.ts took 250-500 (the
 * exchange's ratio sums still use it). tests/engine/odds-accuracy.test.ts checks every line
 * against a sum over every hundredth; the choices of J, J_LATTICE and the rules were measured
 * there (docs/engine.md, "Speed").
 */
import { MAX_EXACT, gcd } from "../math/exact";
import { LN2, exp, ln } from "../math/float";
import { applyFactor } from "./modifiers";
import { Prepared } from "./chance";
import { Side, addPile, distinctRolls, pileOf, pilePoints, sameSides, sideCdf, tieShare } from "./walk";

export interface OddsPair {
  /** P(side a's result > side b's) */
  a: number;
  /** P(side b's result > side a's) */
  b: number;
  deadlock: number;
}

/**
 * Hundredths below a pile-up point summed exactly when no lattice matters there: none, or one
 * where both sides pile up (there the tie of equal sides was 0.7% off with none, 0.2% with one).
 */
const J = 1;
/**
 * With the other side modified, J_LATTICE times its longest lattice period, at most LATTICE_MAX:
 * next to a pile-up point the density falls within a period of the other side's lattice, and a
 * tie there depends on which hundredths that side reaches, which the lattice factor only averages
 * (at 2 periods ties were up to 1.5% off, at 6 within 0.4%).
 */
const J_LATTICE = 6;
const LATTICE_MAX = 40;
/** Gauss-Legendre's 4 nodes on [0, 1] and their weights, as integers over 2^53. */
const TWO53 = 9007199254740992;
const GX = [625386455360318 / TWO53, 2972461126168705 / TWO53, 6034738128572287 / TWO53, 8381812799380674 / TWO53];
const GW = [1566598950940058 / TWO53, 2937000676430437 / TWO53, 2937000676430437 / TWO53, 1566598950940058 / TWO53];
/** Gauss-Legendre's 2 nodes on [0, 1] (weights 1/2). */
const GX2 = [1903445170185842 / TWO53, 7103754084555150 / TWO53];
/** A gap is integrated in pieces over which its variable's ratio is at most this (about e^12). */
const SPAN = 160000;

/**
 * A side: its distinct rolls (copies counted), and at the point last read each roll's CDF (its
 * copies' highest), the side's CDF G and density F (per hundredth), and each roll's part of F.
 */
interface QSide {
  rolls: Prepared[];
  copies: number[];
  /** den/num and the mean of ceil(x) - x over the roll's lattice (0 unmodified) */
  sc: number[];
  bt: number[];
  cdf: Float64Array;
  part: Float64Array;
  G: number;
  F: number;
}

function qside(side: Side): QSide {
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
  return { rolls: d.rolls, copies: d.copies, sc: sc, bt: bt, cdf: new Float64Array(n), part: new Float64Array(n), G: 0, F: 0 };
}

/**
 * The side's smooth CDF and density at a real point u of a gap: each roll's closed form at the
 * base hundredth h its result u + 1 comes from (u + 1) den/num, plus the lattice's mean rounding).
 */
function readAt(s: QSide, u: number): void {
  const n = s.rolls.length;
  for (let i = 0; i < n; i++) {
    const p = s.rolls[i];
    const top = p.top;
    let g = 1;
    let f = 0;
    if (p.num > 0 && top > 0) {
      const h = (u + 1) * s.sc[i] + s.bt[i];
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

/** The walk of oddsPair: where it is, and what it has summed. */
interface Pair {
  a: QSide;
  b: QSide;
  same: boolean;
  /** per pair of rolls (a's i, b's j: i * b's count + j), the lattice factor of their ties */
  lat: number[];
  /** every pile-up point in increasing order (the substitution's singular points) */
  piles: number[];
  /** r^x at the nodes of the gap under way */
  e: Float64Array;
  /** the last hundredth summed, and both sides' CDFs there */
  v: number;
  ga: number;
  gb: number;
  r: OddsPair;
}

/** Hundredths v + 1 .. hi one by one. */
function cells(q: Pair, hi: number): void {
  for (let v = q.v + 1; v <= hi; v++) {
    const ga = sideCdf(q.a, v);
    const gb = q.same ? ga : sideCdf(q.b, v);
    const da = ga - q.ga;
    const db = gb - q.gb;
    q.r.a += db * (1 - ga);
    q.r.b += da * (1 - gb);
    q.r.deadlock += da * db;
    q.ga = ga;
    q.gb = gb;
  }
  if (hi > q.v) q.v = hi;
}

/** The tie density at the point read: the rolls' parts, pair by pair, times their lattice factor. */
function tieDensity(q: Pair): number {
  const a = q.a;
  const b = q.b;
  const nb = b.rolls.length;
  let t = 0;
  for (let i = 0; i < a.rolls.length; i++) for (let j = 0; j < nb; j++) t += a.part[i] * b.part[j] * q.lat[i * nb + j];
  return t;
}

/**
 * Hundredths q.v + 1 .. hi by quadrature, in t = ln(s - y) towards the pile-up point s above hi
 * (s = 0: none, t = ln(y + 1)); in pieces over which the variable's ratio is at most SPAN.
 */
function gap(q: Pair, hi: number): void {
  if (hi - q.v <= 2 * GX.length) return cells(q, hi);
  let s = -1;
  for (let i = q.piles.length - 1; i >= 0 && q.piles[i] > hi; i--) s = q.piles[i] + 1 / 2;
  // the piece's end: its ratio at most SPAN
  let end = hi;
  if (s > 0 && (s - q.v) / (s - hi) > SPAN) end = Math.floor(s - (s - q.v) / SPAN);
  if (s < 0 && (hi + 1) / (q.v + 1) > SPAN) end = Math.floor((q.v + 1) * SPAN - 1);
  const lo = q.v;
  const ga = sideCdf(q.a, end);
  const gb = q.same ? ga : sideCdf(q.b, end);
  // y = s - d0 r^x (d0 = s - end) or y = d0 r^x - 1 (d0 = lo + 1), x in [0, 1]
  const d0 = s > 0 ? s - end : lo + 1;
  const ratio = (s > 0 ? s - lo : end + 1) / d0;
  const lr = ln(ratio);
  let ma = 0;
  let mb = 0;
  let ia = 0;
  let ib = 0;
  let it = 0;
  // a narrow gap (its variable within a factor e) takes two nodes; the nodes are symmetric
  // (x and 1 - x), and r^(1 - x) = r / r^x: one exponential for two nodes
  const xs = lr < 1 ? GX2 : GX;
  const n = xs.length;
  for (let i = 0; i < n; i++) {
    if (i < n / 2) q.e[i] = exp(xs[i] * lr);
    const d = d0 * (i < n / 2 ? q.e[i] : ratio / q.e[n - 1 - i]);
    const w = (n === 2 ? 1 / 2 : GW[i]) * lr * d;
    const y = s > 0 ? s - d : d - 1;
    readAt(q.a, y);
    if (!q.same) readAt(q.b, y);
    const fa = q.a.F;
    const fb = q.b.F;
    ma += w * fa;
    mb += w * fb;
    ia += w * fb * (1 - q.a.G);
    ib += w * fa * (1 - q.b.G);
    it += w * (q.a.rolls.length + q.b.rolls.length === 2 ? fa * fb * q.lat[0] : tieDensity(q));
  }
  // the quadrature's densities scaled to each side's exact mass over the gap
  const ca = ma > 0 ? (ga - q.ga) / ma : 0;
  const cb = mb > 0 ? (gb - q.gb) / mb : 0;
  const tie = it * ca * cb;
  // the three lines over the gap add up to what the exact CDFs at its ends say: the chance that
  // the higher of the two results lies in it, P(max(a, b) <= v) rising from q.ga q.gb to ga gb
  ia *= cb;
  ib *= ca;
  const k = ia + ib > 0 ? (ga + gb - ga * gb - (q.ga + q.gb - q.ga * q.gb)) / (ia + ib) : 0;
  q.r.a += ia * k - tie / 2;
  q.r.b += ib * k - tie / 2;
  q.r.deadlock += tie;
  q.v = end;
  q.ga = ga;
  q.gb = gb;
  if (end < hi) gap(q, hi);
}

/** Gaps up to hi, ending at each roll's highest result on the way (kinks: sorted). */
function gapsTo(q: Pair, hi: number, kinks: number[]): void {
  for (let i = 0; i < kinks.length; i++) if (kinks[i] > q.v && kinks[i] < hi) gap(q, kinks[i]);
  gap(q, hi);
}

/** Whether a side has a roll that is 0 whatever it rolls. */
function degenerate(s: QSide): boolean {
  for (let i = 0; i < s.rolls.length; i++) if (s.rolls[i].num === 0 || s.rolls[i].top === 0) return true;
  return false;
}

/**
 * The hundredths after which a modified roll's lattice repeats: the numerator of its factor in
 * lowest terms (1: it reaches every hundredth alike).
 */
function latticeOf(p: Prepared): number {
  return p.num === 0 ? 1 : p.num / gcd(p.num, p.den);
}

/** The longest lattice period of a side's rolls, or m if longer. */
function period(s: QSide, m: number): number {
  for (let i = 0; i < s.rolls.length; i++) if (latticeOf(s.rolls[i]) > m) m = latticeOf(s.rolls[i]);
  return m;
}

/** ln(20/19), the double nearest to it (curve.ts's constant, times 64). */
const LN_20_19 = 7392142767692088 / 9007199254740992 / 16;

/**
 * A roll's highest result or a little above it, never below: 100 M (20/19)^k (which the curve's
 * top word just misses) with room for the rounding, after the modifiers; MAX_EXACT from e^36 on.
 * The curve at its top word takes its fixed point, three rolls' time in the interpreter, and
 * sums that run past the highest result add nothing.
 */
function reachOf(p: Prepared): number {
  if (p.num === 0 || p.top === 0) return 0;
  const y = p.ltop - LN2 + p.k * LN_20_19;
  if (y > 36) return MAX_EXACT;
  let e = exp(y / 4);
  e *= e;
  e *= e;
  return applyFactor(Math.floor(e + e / 1048576) + 2, p);
}

/** Adds each roll's highest result (reachOf) to `into`, each once; returns the side's highest. */
function reaches(s: QSide, into: number[]): number {
  let m = 0;
  for (let i = 0; i < s.rolls.length; i++) {
    const r = reachOf(s.rolls[i]);
    addPile(into, r);
    if (r > m) m = r;
  }
  return m;
}

/**
 * Hundredths summed exactly below pile-up point v: the lattice of the side that does not pile up
 * there (both sides' where both do) is what the tie next to it depends on.
 */
function below(q: Pair, a: Side, b: Side, v: number): number {
  const inA = pilesAt(a, v);
  const inB = pilesAt(b, v);
  const per = inA && inB ? period(q.b, period(q.a, 1)) : period(inA ? q.b : q.a, 1);
  if (per === 1) return inA && inB ? J : 0;
  return per * J_LATTICE > LATTICE_MAX ? LATTICE_MAX : per * J_LATTICE;
}

/** Whether a roll of the side piles up at v. */
function pilesAt(side: Side, v: number): boolean {
  for (let i = 0; i < side.length; i++) if (pileOf(side[i]) === v) return true;
  return false;
}

/** Sorts a short list of numbers in place (insertion: the lists hold a few points). */
function sortUp(x: number[]): void {
  for (let i = 1; i < x.length; i++) {
    const v = x[i];
    let j = i;
    for (; j > 0 && x[j - 1] > v; j--) x[j] = x[j - 1];
    x[j] = v;
  }
}

/** Odds of side a against side b: who rolls higher, and how often they tie on hundredths. */
export function oddsPair(a: Side, b: Side): OddsPair {
  const same = sameSides(a, b);
  const qa = qside(a);
  const qb = same ? qa : qside(b);
  const piles: number[] = [];
  const kinks: number[] = [];
  // each roll's highest result (one curve each): the lower side's highest ends the sums
  const ma = reaches(qa, kinks);
  const mb = reaches(qb, kinks);
  const end = ma < mb ? ma : mb;
  for (let i = kinks.length - 1; i >= 0; i--) if (kinks[i] >= end) kinks.splice(i, 1);
  pilePoints(a, piles);
  pilePoints(b, piles);
  sortUp(piles);
  sortUp(kinks);
  const lat: number[] = [];
  for (let i = 0; i < qa.rolls.length; i++) {
    for (let j = 0; j < qb.rolls.length; j++) {
      // tieShare over a whole number of the pair's periods, wider than its direct sums
      const n = qa.rolls[i].num * qb.rolls[j].num * 25;
      lat.push(n > 0 ? tieShare(qa.rolls[i], qb.rolls[j], 0, n, 0) * n : 1);
    }
  }
  const q: Pair = { a: qa, b: qb, same: same, lat: lat, piles: piles, e: new Float64Array(2), v: -1, ga: 0, gb: 0, r: { a: 0, b: 0, deadlock: 0 } };
  // a roll that cannot leave 0 (skill -10, a factor of 0) puts its whole mass there
  if (degenerate(qa) || degenerate(qb)) cells(q, 0);
  for (let i = 0; i < piles.length && piles[i] <= end; i++) {
    gapsTo(q, piles[i] - below(q, a, b, piles[i]) - 1, kinks);
    cells(q, piles[i]);
  }
  // results saturated at MAX_EXACT pile up there
  if (end < MAX_EXACT) gapsTo(q, end, kinks);
  else {
    gapsTo(q, end - 1, kinks);
    cells(q, end);
  }
  // equal sides: a win each way equally often
  if (same) q.r.a = q.r.b = (1 - q.r.deadlock) / 2;
  return q.r;
}
