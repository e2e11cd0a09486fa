/**
 * A small statistical battery for 32-bit word generators, used by tests/engine/rng-stats.test.ts
 * on sfc32 (which must pass it) and on deliberately weak generators (which must fail parts of it).
 *
 * Every test reduces to a statistic with a known null distribution and a threshold derived from
 * that distribution (never tuned on the generators under test):
 *
 *   chi-square tests: fail when X^2 > the chi-square critical value at p = ALPHA (upper tail),
 *     computed with the Wilson-Hilferty approximation
 *       chi2_crit(k, p) = k * (1 - 2/(9k) + z_p * sqrt(2/(9k)))^3,
 *     where z_p is the standard normal upper-tail quantile (Q(z_p) = p), found by bisection on
 *     Q(z) = erfc(z / sqrt 2) / 2. For ALPHA = 1e-6, z_p = 4.7534.
 *   runs up/down: fail when |z| > RUNS_Z_LIMIT = 5 (two-sided p about 5.7e-7), with
 *       z = (R - (2n - 1)/3) / sqrt((16n - 29)/90)
 *     (Levene & Wolfowitz: mean and variance of the number R of runs up and down in n values).
 *
 * Only the upper tail of the chi-square tests is checked: a sequence that is "too uniform"
 * (a counter, say) passes a frequency test here; the serial and runs tests are what catch it.
 *
 * Words are taken in the order the generator gives them; the tests run one after the other on
 * the same stream, each on its own fresh words.
 */
import type { RandomGenerator } from "../../src/engine/random/generator";
import { uniformInt } from "../../src/engine/random/uniform";

/** Significance level of every chi-square test in the battery. */
export const ALPHA = 1e-6;
/** |z| above which the runs test fails. */
export const RUNS_Z_LIMIT = 5;

/**
 * erfc(x) for x >= 0, Numerical Recipes' erfcc (Chebyshev fit, fractional error < 1.2e-7
 * everywhere): plenty for locating a quantile to 4 decimals.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const ans =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
    );
  return x >= 0 ? ans : 2 - ans;
}

/** Standard normal upper tail Q(z) = P(Z > z). */
export function normalUpper(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/** z with Q(z) = p, for 0 < p < 0.5 (bisection; Q is decreasing). */
export function normalUpperQuantile(p: number): number {
  let lo = 0;
  let hi = 40;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (normalUpper(mid) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Wilson-Hilferty: chi-square critical value with k degrees of freedom at upper-tail p. */
export function chiSquareCritical(k: number, p: number): number {
  const z = normalUpperQuantile(p);
  const h = 2 / (9 * k);
  const c = 1 - h + z * Math.sqrt(h);
  return k * c * c * c;
}

/** Pearson's X^2 of observed counts against expected counts. */
export function chiSquare(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let x2 = 0;
  for (let i = 0; i < observed.length; i++) {
    const d = observed[i] - expected[i];
    x2 += (d * d) / expected[i];
  }
  return x2;
}

/**
 * P(rank = r) for an m x m matrix of independent fair bits over GF(2):
 *   2^(r(2m - r) - m^2) * prod_{i<r} (1 - 2^(i-m))^2 / (1 - 2^(i-r))
 * (Marsaglia's binary rank test; for m = 32: 0.2888, 0.5776, 0.1284 for ranks 32, 31, 30).
 */
export function binaryRankProbability(m: number, r: number): number {
  let p = Math.pow(2, r * (2 * m - r) - m * m);
  for (let i = 0; i < r; i++) {
    const a = 1 - Math.pow(2, i - m);
    p *= (a * a) / (1 - Math.pow(2, i - r));
  }
  return p;
}

/** Rank over GF(2) of the 32 x 32 bit matrix whose rows are 32 words. */
export function rank32(rows: ArrayLike<number>): number {
  const basis = new Int32Array(32); // basis[b]: a reduced row whose leading bit is b (0 = none)
  const used = new Uint8Array(32);
  let rank = 0;
  for (let i = 0; i < rows.length; i++) {
    let w = rows[i] | 0;
    for (let b = 31; b >= 0 && w !== 0; b--) {
      if (((w >>> b) & 1) === 0) continue;
      if (used[b]) {
        w ^= basis[b];
      } else {
        used[b] = 1;
        basis[b] = w;
        rank++;
        break;
      }
    }
  }
  return rank;
}

export type TestName = "frequency8" | "dice6" | "serial6x6" | "runsUpDown" | "rank32";
export const TEST_NAMES: TestName[] = ["frequency8", "dice6", "serial6x6", "runsUpDown", "rank32"];

export interface TestResult {
  name: TestName;
  /** X^2 for the chi-square tests, z for the runs test */
  statistic: number;
  /** fail when statistic > threshold (chi-square) or |statistic| > threshold (runs) */
  threshold: number;
  df?: number;
  draws: number;
  pass: boolean;
}

export interface BatterySizes {
  frequencyWords: number;
  diceRolls: number;
  serialPairs: number;
  runsWords: number;
  rankMatrices: number;
}

/** At least 10^6 draws per test. */
export const DEFAULT_SIZES: BatterySizes = {
  frequencyWords: 1000000,
  diceRolls: 1000000,
  serialPairs: 1000000, // 2 * 10^6 words
  runsWords: 1000000,
  rankMatrices: 32768, // 2^20 words
};

function chiResult(name: TestName, x2: number, df: number, draws: number): TestResult {
  const threshold = chiSquareCritical(df, ALPHA);
  return { name, statistic: x2, threshold, df, draws, pass: x2 <= threshold };
}

/** (a) Frequency of the top 8 bits: 256 cells, df = 255. */
export function frequencyTest(rng: RandomGenerator, n: number): TestResult {
  const counts = new Float64Array(256);
  for (let i = 0; i < n; i++) counts[rng.next() >>> 24]++;
  const expected = new Float64Array(256).fill(n / 256);
  return chiResult("frequency8", chiSquare(counts, expected), 255, n);
}

/** (a') Faces of uniformInt(rng, 6): 6 cells, df = 5 (exercises the rejection path too). */
export function diceTest(rng: RandomGenerator, n: number): TestResult {
  const counts = new Float64Array(6);
  for (let i = 0; i < n; i++) counts[uniformInt(rng, 6)]++;
  const expected = new Float64Array(6).fill(n / 6);
  return chiResult("dice6", chiSquare(counts, expected), 5, n);
}

/**
 * (b) Serial test on non-overlapping pairs (w[2i], w[2i+1]), top 6 bits of each:
 * 64 x 64 = 4096 cells, df = 4095 (non-overlapping pairs are independent, so X^2 is chi-square).
 */
export function serialTest(rng: RandomGenerator, pairs: number): TestResult {
  const counts = new Float64Array(4096);
  for (let i = 0; i < pairs; i++) {
    const x = rng.next() >>> 26;
    const y = rng.next() >>> 26;
    counts[(x << 6) | y]++;
  }
  const expected = new Float64Array(4096).fill(pairs / 4096);
  return chiResult("serial6x6", chiSquare(counts, expected), 4095, 2 * pairs);
}

/**
 * (c) Runs up and down over n words. A run ends where the direction between consecutive
 * words changes; equal neighbours count as "up" (probability 2^-32 per step for a good source).
 * R = 1 + number of direction changes among the n - 1 steps.
 */
export function runsTest(rng: RandomGenerator, n: number): TestResult {
  let prev = rng.next();
  let prevUp: boolean | null = null;
  let runs = 1;
  for (let i = 1; i < n; i++) {
    const w = rng.next();
    const up = w >= prev;
    if (prevUp !== null && up !== prevUp) runs++;
    prevUp = up;
    prev = w;
  }
  const mean = (2 * n - 1) / 3;
  const variance = (16 * n - 29) / 90;
  const z = (runs - mean) / Math.sqrt(variance);
  return { name: "runsUpDown", statistic: z, threshold: RUNS_Z_LIMIT, draws: n, pass: Math.abs(z) <= RUNS_Z_LIMIT };
}

/**
 * (d) Binary rank of 32 x 32 matrices (32 consecutive words each), ranks 32 / 31 / 30 / <= 29:
 * 4 cells, df = 3. Catches generators that are linear over GF(2) (xorshift).
 */
export function rankTest(rng: RandomGenerator, matrices: number): TestResult {
  const counts = new Float64Array(4);
  const rows = new Int32Array(32);
  for (let m = 0; m < matrices; m++) {
    for (let i = 0; i < 32; i++) rows[i] = rng.next() | 0;
    const r = rank32(rows);
    counts[r >= 30 ? 32 - r : 3]++;
  }
  const p32 = binaryRankProbability(32, 32);
  const p31 = binaryRankProbability(32, 31);
  const p30 = binaryRankProbability(32, 30);
  const expected = [p32, p31, p30, 1 - p32 - p31 - p30].map((p) => p * matrices);
  return chiResult("rank32", chiSquare(counts, expected), 3, 32 * matrices);
}

/** Runs the whole battery on one stream. */
export function runBattery(rng: RandomGenerator, sizes: BatterySizes = DEFAULT_SIZES): TestResult[] {
  return [
    frequencyTest(rng, sizes.frequencyWords),
    diceTest(rng, sizes.diceRolls),
    serialTest(rng, sizes.serialPairs),
    runsTest(rng, sizes.runsWords),
    rankTest(rng, sizes.rankMatrices),
  ];
}

/** Names of the failed tests, in battery order. */
export function failedTests(results: TestResult[]): TestName[] {
  return results.filter((r) => !r.pass).map((r) => r.name);
}

/** One line per test, for failure messages. */
export function formatResults(results: TestResult[]): string {
  return results
    .map(
      (r) =>
        r.name +
        ": " +
        (r.df !== undefined ? "X2=" : "z=") +
        r.statistic.toFixed(2) +
        (r.df !== undefined ? " (df " + r.df + ", crit " : " (limit +/-") +
        r.threshold.toFixed(2) +
        ") " +
        (r.pass ? "pass" : "FAIL")
    )
    .join("\n");
}
