import { describe, expect, test } from "vitest";
import { LN2, exp, ln } from "../../src/engine/math/float";

describe("ln and exp from + - * / alone (math/float.ts)", () => {
  test("ln 2 is the double nearest to it", () => {
    expect(LN2).toBe(Math.LN2);
  });

  test("ln is within 2e-11 of Math.log over 1 .. 2^64, at powers of two and between", () => {
    const xs: number[] = [1, 2, 3, Math.SQRT2, 1.4142135, 1.4142136, 65535, 65536, 4294967295, 4294967296, 2 ** 53 - 1, 2 ** 63];
    for (let i = 0; i < 200000; i++) xs.push(Math.pow(2, (i * 64) / 200000) * (1 + (i % 13) / 1e6));
    let worst = 0;
    for (const x of xs) worst = Math.max(worst, Math.abs(ln(x) - Math.log(x)));
    expect(worst).toBeLessThan(2e-11);
    expect(worst).toBeGreaterThan(0);
    expect(ln(1)).toBe(0);
    expect(ln(1024)).toBeCloseTo(10 * Math.LN2, 13);
  });

  test("exp is within 3e-12 relative of Math.exp over [-13, 13]", () => {
    let worst = 0;
    for (let i = -130000; i <= 130000; i++) {
      const y = i / 10000;
      worst = Math.max(worst, Math.abs(exp(y) / Math.exp(y) - 1));
    }
    expect(worst).toBeLessThan(3e-12);
    expect(exp(0)).toBe(1);
  });
});
