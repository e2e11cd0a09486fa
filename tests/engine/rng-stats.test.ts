/*
 * Statistical battery (tests/helpers/rng-battery.ts) on sfc32 and on weak generators.
 *
 * Each test runs on >= 10^6 draws from fixed seeds, so every outcome here is deterministic:
 * a failure means the code changed, not bad luck. Thresholds come from the null distributions
 * (see the helper): chi-square tests fail above the Wilson-Hilferty critical value at
 * p = 1e-6,
 *   chi2_crit(k) = k * (1 - 2/(9k) + z * sqrt(2/(9k)))^3,  z = 4.7534 (Q(z) = 1e-6),
 * the runs-up-and-down test fails when |z| > 5, z = (R - (2n-1)/3) / sqrt((16n-29)/90).
 *
 * Which weak generator fails which test (measured, and asserted exactly below):
 *   biasedBit24  frequency8                      (bias in bit 24 only: invisible to the others)
 *   lcgLowBits   serial6x6                       (low 12 bits of an LCG mod 2^32 on top)
 *   weylCounter  serial6x6, runsUpDown, rank32   (counter-like; too uniform for the frequency tests)
 *   randu        dice6, rank32                   (its word 2x always has bit 0 clear, bit 1 set)
 *   xorshift32   rank32                          (linear over GF(2): 32 successive words have rank 32)
 * xorshift32 passes every test here except the binary-rank one, which was added for it.
 */
import { describe, expect, test } from "vitest";
import type { RandomGenerator } from "../../src/engine/random/generator";
import { sfc32 } from "../../src/engine/random/sfc32";
import {
  ALPHA,
  RUNS_Z_LIMIT,
  TEST_NAMES,
  TestName,
  binaryRankProbability,
  chiSquareCritical,
  failedTests,
  formatResults,
  normalUpperQuantile,
  rank32,
  runBattery,
} from "../helpers/rng-battery";
import { biasedBit24, lcgLowBits, randu, weylCounter, xorshift32 } from "../helpers/weak-rngs";

describe("battery thresholds", () => {
  test("z at upper tail 1e-6 is 4.7534", () => {
    // reference: scipy.stats.norm.isf(1e-6) = 4.753424308822899
    expect(normalUpperQuantile(ALPHA)).toBeCloseTo(4.753424, 4);
    expect(normalUpperQuantile(0.025)).toBeCloseTo(1.959964, 4);
  });

  test("Wilson-Hilferty critical values are close to the exact chi-square quantiles", () => {
    // exact values: scipy.stats.chi2.isf(1e-6, k) (scipy 1.17.1). WH errs on the safe
    // (larger) side for small k: 32.81 against 30.66 for k = 3.
    const exact: [number, number, number][] = [
      [255, 377.0781, 0.001],
      [4095, 4539.6641, 0.0001],
      [5, 35.8882, 0.05],
      [3, 30.6648, 0.08],
    ];
    for (const [k, x, relTol] of exact) {
      const wh = chiSquareCritical(k, ALPHA);
      expect(Math.abs(wh - x) / x).toBeLessThan(relTol);
      expect(wh).toBeGreaterThanOrEqual(x * 0.999);
    }
    expect(RUNS_Z_LIMIT).toBe(5);
  });

  test("binary rank probabilities for 32 x 32 match Marsaglia's constants", () => {
    expect(binaryRankProbability(32, 32)).toBeCloseTo(0.2887880952, 9);
    expect(binaryRankProbability(32, 31)).toBeCloseTo(0.5775761902, 9);
    expect(binaryRankProbability(32, 30)).toBeCloseTo(0.1283502644, 9);
    let low = 0;
    for (let r = 0; r <= 29; r++) low += binaryRankProbability(32, r);
    expect(low).toBeCloseTo(0.0052854502, 9);
  });

  test("rank32 on hand-made matrices", () => {
    const identity: number[] = [];
    for (let i = 0; i < 32; i++) identity.push((1 << i) | 0);
    expect(rank32(identity)).toBe(32);
    expect(rank32(new Array<number>(32).fill(0))).toBe(0);
    expect(rank32(new Array<number>(32).fill(0xdeadbeef | 0))).toBe(1);
    const twoPlusSum = [0b1100, 0b0110, 0b1010].concat(new Array<number>(29).fill(0));
    expect(rank32(twoPlusSum)).toBe(2); // third row = first ^ second
    const allButOne = identity.slice(0, 31).concat([identity[3] ^ identity[30]]);
    expect(rank32(allButOne)).toBe(31);
  });
});

function expectFailures(rng: RandomGenerator, expected: TestName[]): void {
  const results = runBattery(rng);
  expect(results.map((r) => r.name)).toEqual(TEST_NAMES);
  for (const r of results) expect(r.draws).toBeGreaterThanOrEqual(1000000);
  expect(failedTests(results), formatResults(results)).toEqual(expected);
}

describe("sfc32 passes the whole battery", () => {
  for (const seed of [42, 1, 9007199254740991]) {
    test("seed " + seed, () => {
      expectFailures(sfc32(seed), []);
    });
  }
});

describe("weak generators fail exactly the tests that catch them", () => {
  test("biased (bit 24): frequency8 only", () => {
    expectFailures(biasedBit24(42), ["frequency8"]);
  });
  test("LCG mod 2^32 with its low bits on top: serial6x6 only", () => {
    expectFailures(lcgLowBits(12345), ["serial6x6"]);
  });
  test("Weyl counter: serial6x6, runsUpDown and rank32", () => {
    expectFailures(weylCounter(0), ["serial6x6", "runsUpDown", "rank32"]);
  });
  test("RANDU: dice6 and rank32", () => {
    expectFailures(randu(1), ["dice6", "rank32"]);
  });
  test("xorshift32: rank32 only", () => {
    expectFailures(xorshift32(2463534242), ["rank32"]);
  });
});
