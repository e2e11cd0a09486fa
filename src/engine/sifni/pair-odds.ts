/**
 * Odds of two sides against each other (opposed rolls; an attack against the best of several
 * defense rolls): P(a > b), P(b > a) and the deadlock, a tie on hundredths.
 *
 * A sum over every hundredth is exact but long (up to 2^53 values), so most of it is an integral:
 * - **Cells summed exactly** where results crowd: each roll's pile-up point (its normal maximum
 *   after modifiers, which holds much of its mass) and the hundredths just below it, where the
 *   density rises without bound; 0 when a roll cannot leave it. A cell v adds P(b = v) P(a > v)
 *   to a's line, and so on, from the closed forms of chance.ts; below a pile-up point, a roll
 *   that is smooth there is read from a cubic through four of its closed forms (cells); the same
 *   hundredths where the sums end just short of a pile-up point; and everything when the sums
 *   span a few hundred hundredths (from the higher of the sides' lowest results: below it one
 *   side has no mass, and one cell holds it all exactly).
 * - **The gaps between them by quadrature.** Smear each result evenly over its hundredth
 *   (a' = a + U, U uniform): P(a > b) = P(a' > b') - tie/2, and over a gap P(a' > b') is the
 *   integral of b's density times a's survival, both read from the closed forms at real
 *   arguments (the density is their derivative: one division more). Below a pile-up point s a
 *   density goes as (s - y)^(1/k - 1); in t = ln(s - y) it is smooth, and so is every other one,
 *   so a gap is integrated in that variable (in ln y with no pile-up point above it) by 4-point
 *   Gauss-Legendre, 2-point where the variable spans less than a factor e. The tie is the
 *   integral of the densities' product times each pair of rolls' lattice factor (sides.ts
 *   tieShare: a modified roll reaches some hundredths from several base values and skips
 *   others).
 * - Each side's mass over a gap is exact (its CDF at the gap's ends), the quadrature's density
 *   scaled to it, and the three lines over the gap add up to what the exact CDFs say: the lines
 *   sum to 1. A gap ends at each roll's highest result (a survival stops there), and nothing
 *   lies above the lower of the two sides' highest results.
 * Side b may be a defense: its highest roll, never below a floor, shifted (quad-side.ts); the
 * floor is one more pile-up point. Two rolls take about 90 closed forms (ln, exp) where the
 * grouped walk over hundredths this replaced took 250-500; an exchange's ratio sums are taken
 * the same way (ratio-odds.ts). tests/engine/odds-accuracy.test.ts checks every line against a
 * sum over every hundredth; the choices of J, J_LATTICE and the rules were measured there
 * (docs/engine.md, "Speed").
 */
import { MAX_EXACT } from "../math/exact";
import { chanceBase } from "./chance";
import { Side, addPile, sameSides, tieShare } from "./sides";
import { NARROW, Nodes, SMALL, SPAN, QSide, cdfAt, degenerate, nodes, period, qside, reaches, readAt, sortUp } from "./quad-side";

export interface OddsPair {
  /** P(side a's result > side b's) */
  a: number;
  /** P(side b's result > side a's) */
  b: number;
  deadlock: number;
}

/**
 * Hundredths below a pile-up point summed exactly when the other side's lattice does not matter
 * there: J where both sides pile up (the tie of equal sides was 0.7% off with none, 0.2% with
 * one), J_SELF or one period of its own lattice where the side that piles up is modified (its
 * lattice moves the density's singular point to within a tenth of a hundredth of the gap's end:
 * the deadlock of 3 +1/5 against 10 was 1.4% off with none, 0.6% with one; of 8 against 3 +1/4,
 * 1.1% with one; two where the lattice repeats every 6 left 4 +1/5 against 6 shifted by 1 1% off,
 * the whole period 0.6%), else none.
 */
const J = 1;
const J_SELF = 2;
/**
 * Where the sums end short of a pile-up point above, this many hundredths more than below it are
 * summed: the end is where the lower side's density stops, within its last hundredth, while the
 * other's still rises towards its pile-up point (4 against 8, whose normal maximum lies eight
 * above 4's highest result: the deadlock was 1.6% off, 0.1% with six or more; -5 shifted by 6
 * against 7 -1/3, five above: 2.3% off, 1.5% with one more, 0.1% with three).
 */
const END_MORE = 8;
/**
 * The first piece from the lowest result of a side of several rolls spans at most this factor:
 * the highest of n rolls has a density rising from 0 there as the (n - 1)th power, and a low
 * roll against it has its whole mass in that piece (-5 +1/4 against -3 and 1: P(a > b) was 1.7%
 * off in one piece of e^12, 0.2% at 20; over 20,000 drawn pairs 6 lines were over their
 * allowance, none at 20).
 */
const FIRST_SPAN = 20;
/**
 * With the other side modified, J_LATTICE times its longest lattice period, at most LATTICE_MAX:
 * next to a pile-up point the density falls within a period of the other side's lattice, and a
 * tie there depends on which hundredths that side reaches, which the lattice factor only averages
 * (at 2 periods ties were up to 1.5% off, at 6 within 0.4%).
 */
const J_LATTICE = 6;
const LATTICE_MAX = 40;

/** The sums of oddsPair: where they are, and what they hold. */
interface Pair {
  a: QSide;
  b: QSide;
  same: boolean;
  /** per pair of rolls (a's i, b's j: i * b's count + j), the lattice factor of their ties */
  lat: number[];
  /** every pile-up point in increasing order (the substitution's singular points) */
  piles: number[];
  g: Nodes;
  /** per roll of a and of b, its cubic over a block below a pile-up point (cells) */
  fa: Float64Array;
  fb: Float64Array;
  /** the last hundredth summed, and both sides' CDFs there */
  v: number;
  ga: number;
  gb: number;
  r: OddsPair;
}

/**
 * A block below a pile-up point is summed hundredth by hundredth for the lattices' sake (below),
 * but a roll far from its own pile-up point is smooth over it: its CDF, a function of the base
 * hundredth, is read from the cubic through four exact values of it, evenly spaced from the
 * block's first base hundredth to its last (both ends exact, so is the block's mass), at the
 * base hundredth each result comes from (the lattice kept). Taken where the roll's normal
 * maximum lies FIT_ROOM blocks or more above the block, in base hundredths, or below it.
 */
const FIT_ROOM = 4;

/**
 * Hundredths v + 1 .. hi one by one; with `fit`, each side's smooth rolls read from their cubics:
 * per roll, in q.fa or q.fb [6i .. 6i + 5], the block's first base hundredth, the nodes' spacing
 * (0: read exactly) and the cubic's coefficients (quad-side.ts cdfAt reads them).
 */
function cells(q: Pair, hi: number, fit: boolean): void {
  for (let k = 0; fit && k < (q.same ? 1 : 2); k++) {
    const s = k === 0 ? q.a : q.b;
    const f = k === 0 ? q.fa : q.fb;
    for (let i = 0; i < s.rolls.length; i++) {
      const p = s.rolls[i];
      f[6 * i + 1] = 0;
      if (p.num === 0 || q.v + 1 - s.off < s.floor || q.v + 1 - s.off < 0 || (hi + 1) * p.den > MAX_EXACT) continue;
      // the base hundredths of the block's ends (chance.ts)
      const ha = -Math.floor((-(q.v + 2 - s.off) * p.den) / p.num);
      const hb = -Math.floor((-(hi + 1 - s.off) * p.den) / p.num);
      // smooth: far below the roll's normal maximum (where its density rises without bound), or
      // wholly above it (the exceptional results, a power of the base hundredth up to where the
      // CDF reaches 1: a kink, so not inside the block)
      if (hb - ha < 3 || (ha <= p.top && hb + FIT_ROOM * (hb - ha + 1) > p.top)) continue;
      const step = (hb - ha) / 3;
      const y0 = 1 - chanceBase(p, ha);
      const y3 = 1 - chanceBase(p, hb);
      if (y3 === 1 && y0 < 1) continue;
      const y1 = 1 - chanceBase(p, ha + step);
      const y2 = 1 - chanceBase(p, ha + 2 * step);
      // Newton's form over the nodes 0..3: y0, dy0, d2y0 / 2, d3y0 / 6 (forward differences)
      f[6 * i] = ha;
      f[6 * i + 1] = step;
      f[6 * i + 2] = y0;
      f[6 * i + 3] = y1 - y0;
      f[6 * i + 4] = (y2 - 2 * y1 + y0) / 2;
      f[6 * i + 5] = (y3 - 3 * y2 + 3 * y1 - y0) / 6;
    }
  }
  for (let v = q.v + 1; v <= hi; v++) {
    const ga = cdfAt(q.a, v, fit ? q.fa : null);
    const gb = q.same ? ga : cdfAt(q.b, v, fit ? q.fb : null);
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

/**
 * Hundredths q.v + 1 .. hi by quadrature, in t = ln(s - y) towards the pile-up point s above hi
 * (quad-side.ts nodes), piece by piece; a piece ends at each kink on the way (each roll's highest
 * result, sorted: a survival stops there).
 */
function gap(q: Pair, hi: number, kinks: number[]): void {
  const g = q.g;
  while (q.v < hi) {
    let top = hi;
    for (let i = kinks.length - 1; i >= 0 && kinks[i] > q.v; i--) if (kinks[i] < top) top = kinks[i];
    if (top - q.v <= NARROW) {
      cells(q, top, false);
      continue;
    }
    let s = -1;
    for (let i = q.piles.length - 1; i >= 0 && q.piles[i] > top; i--) s = q.piles[i] + 1 / 2;
    // from the lowest result of a side of several rolls (written out: a function more cost the
    // Bangle.js 1 9-16 JsVars at a melee attack's and a round's odds)
    const several = (q.ga === 0 && (q.a.rolls.length > 1 || q.a.copies[0] > 1)) || (q.gb === 0 && (q.b.rolls.length > 1 || q.b.copies[0] > 1));
    const end = nodes(g, q.v, top, s, several ? FIRST_SPAN : SPAN);
    const ga = cdfAt(q.a, end);
    const gb = q.same ? ga : cdfAt(q.b, end);
    // nothing of either side there (below a floor): nothing to read
    if (ga > q.ga || gb > q.gb) {
      let ma = 0;
      let mb = 0;
      let ia = 0;
      let ib = 0;
      let it = 0;
      for (let i = 0; i < g.n; i++) {
        const w = g.w[i];
        readAt(q.a, g.y[i]);
        if (!q.same) readAt(q.b, g.y[i]);
        const fa = q.a.F;
        const fb = q.b.F;
        ma += w * fa;
        mb += w * fb;
        ia += w * fb * (1 - q.a.G);
        ib += w * fa * (1 - q.b.G);
        // the tie density: the rolls' parts, pair by pair, times their lattice factor
        const na = q.a.rolls.length;
        const nb = q.b.rolls.length;
        if (na + nb === 2) it += w * fa * fb * q.lat[0];
        else for (let x = 0; x < na; x++) for (let y = 0; y < nb; y++) it += w * q.a.part[x] * q.b.part[y] * q.lat[x * nb + y];
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
    }
    q.v = end;
    q.ga = ga;
    q.gb = gb;
  }
}

/** Whether v is one of the (few) points. */
function has(points: number[], v: number): boolean {
  for (let i = 0; i < points.length; i++) if (points[i] === v) return true;
  return false;
}

/**
 * Hundredths summed exactly below pile-up point v: the lattice of the side that does not pile up
 * there (both sides' where both do) is what the tie next to it depends on; J where none matters.
 */
function below(q: Pair, v: number): number {
  const inA = has(q.a.piles, v);
  const inB = has(q.b.piles, v);
  const per = inA && inB ? period(q.b, period(q.a, 1)) : period(inA ? q.b : q.a, 1);
  const own = period(inA ? q.a : q.b, 1);
  const n = per > 1 ? per * J_LATTICE : inA && inB ? J : own > J_SELF ? own : own > 1 ? J_SELF : 0;
  return n > LATTICE_MAX ? LATTICE_MAX : n;
}

/** Odds of side a against side b: who rolls higher, and how often they tie on hundredths. */
export function oddsPair(a: Side, b: Side): OddsPair {
  const same = sameSides(a, b);
  const qa = qside(a, 0, 0);
  return oddsOf(qa, same ? qa : qside(b, 0, 0));
}

/**
 * Odds of side a against side b (b may be a defense: never below a floor, shifted); the same
 * object for both when they are the same rolls.
 */
export function oddsOf(qa: QSide, qb: QSide): OddsPair {
  const same = qa === qb;
  const kinks: number[] = [];
  // each roll's highest result (one curve each): the lower side's highest ends the sums
  const ma = reaches(qa, kinks);
  const mb = reaches(qb, kinks);
  const end = ma < mb ? ma : mb;
  for (let i = kinks.length - 1; i >= 0; i--) if (kinks[i] >= end) kinks.splice(i, 1);
  sortUp(kinks);
  const piles: number[] = [];
  for (let i = 0; i < qa.piles.length; i++) addPile(piles, qa.piles[i]);
  for (let i = 0; i < qb.piles.length; i++) addPile(piles, qb.piles[i]);
  sortUp(piles);
  const lat: number[] = [];
  for (let i = 0; i < qa.rolls.length; i++) {
    for (let j = 0; j < qb.rolls.length; j++) {
      // tieShare over a whole number of the pair's periods, wider than its direct sums
      const n = qa.rolls[i].num * qb.rolls[j].num * 25;
      lat.push(n > 0 ? tieShare(qa.rolls[i], qb.rolls[j], 0, n, qb.off) * n : 1);
    }
  }
  const q: Pair = { a: qa, b: qb, same: same, lat: lat, piles: piles, g: { y: new Float64Array(4), w: new Float64Array(4), n: 0 }, fa: new Float64Array(6 * qa.rolls.length), fb: new Float64Array(6 * qb.rolls.length), v: -1, ga: 0, gb: 0, r: { a: 0, b: 0, deadlock: 0 } };
  // below the higher of the sides' lowest results (a floor, a shift) one side has no mass, so one
  // cell from 0 to below it is exact: the CDFs at -1 kept, the next cell is that one
  const low = qa.floor + qa.off > qb.floor + qb.off ? qa.floor + qa.off : qb.floor + qb.off;
  if (low > 1) {
    q.v = (low - 1 < end ? low - 1 : end) - 1;
    cells(q, q.v + 1, false);
  }
  if (end - low <= SMALL) {
    cells(q, end, false);
    return q.r;
  }
  // a roll that cannot leave 0 (skill -10, a factor of 0) puts its whole mass there
  if (degenerate(qa) || degenerate(qb)) cells(q, 0, false);
  for (let i = 0; i < piles.length && piles[i] <= end; i++) {
    gap(q, piles[i] - below(q, piles[i]) - 1, kinks);
    cells(q, piles[i], true);
  }
  // results saturated at MAX_EXACT pile up there
  if (end < MAX_EXACT) {
    // the sums end just short of a pile-up point above (the lower side's highest result next to
    // the other's normal maximum): the density rises without bound towards it, as below any
    // pile-up point, so the hundredths that would be summed below it are, and END_MORE more
    let i = 0;
    while (i < piles.length && piles[i] <= end) i++;
    const from = i < piles.length ? piles[i] - below(q, piles[i]) - END_MORE : end + 1;
    if (from <= end) {
      gap(q, from - 1, kinks);
      cells(q, end, true);
    }
    gap(q, end, kinks);
  } else {
    gap(q, end - 1, kinks);
    cells(q, end, false);
  }
  // equal sides: a win each way equally often
  if (same) q.r.a = q.r.b = (1 - q.r.deadlock) / 2;
  return q.r;
}
