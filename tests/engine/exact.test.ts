import { describe, expect, test } from "vitest";
import { MAX_EXACT, floorDiv, floorMod, gcd, isInt, mul32, pow2 } from "../../src/engine/math/exact";
import { ONE, exp2Mantissa, log2Fix, shiftDown } from "../../src/engine/math/fixed";

describe("exact integer helpers", () => {
  test("floorDiv and floorMod agree with BigInt division up to |a| + b = 2^53", () => {
    const cases: [number, number][] = [
      [7, 2], [-7, 2], [0, 5], [MAX_EXACT - 10, 10], [MAX_EXACT - 3, 3], [-(MAX_EXACT - 7), 7], [MAX_EXACT - 97, 97],
      [9007199254740990, 9007199254740991], [4503599627370497, 4503599627370496], [123456789012345, 97],
    ];
    for (const [a, b] of cases) {
      const q = BigInt(a) / BigInt(b);
      const exact = BigInt(a) % BigInt(b) !== 0n && a < 0 ? q - 1n : q;
      expect(floorDiv(a, b)).toBe(Number(exact));
      expect(floorMod(a, b)).toBe(Number(BigInt(a) - exact * BigInt(b)));
    }
  });

  test("mul32 is Math.imul (which Espruino lacks)", () => {
    const vals = [0, 1, -1, 0x7fffffff, -0x80000000, 0xdeadbeef | 0, 16777619, 2166136261 | 0, 65535, 65536, 123456789];
    for (const a of vals) for (const b of vals) expect(mul32(a, b)).toBe(Math.imul(a, b));
  });

  test("pow2 is exact, gcd and isInt", () => {
    expect(pow2(0)).toBe(1);
    expect(pow2(53)).toBe(9007199254740992);
    expect(pow2(64)).toBe(18446744073709551616);
    expect(gcd(84, 36)).toBe(12);
    expect(gcd(7, 0)).toBe(7);
    expect(isInt(3)).toBe(true);
    expect(isInt(-0)).toBe(true);
    for (const v of [1.5, NaN, Infinity, -Infinity, "3", null, undefined]) expect(isInt(v)).toBe(false);
  });
});

describe("fixed point at 2^28", () => {
  test("log2Fix is within 8 units of 2^-28 (3e-8) of log2, over 1 .. 2^53", () => {
    let worst = 0;
    const values: number[] = [1, 2, 3, 5, 7, 1000, 379625062, 379625063, 2 ** 31, 2 ** 32 - 1, 5 * (2 ** 32 - 1), MAX_EXACT];
    for (let i = 0; i < 20000; i++) values.push(1 + Math.floor(Math.pow(2, (i * 53) / 20000)) + (i % 7));
    for (const n of values) worst = Math.max(worst, Math.abs(log2Fix(n) - Math.log2(n) * ONE));
    expect(worst).toBeLessThan(8);
  });

  test("exp2Mantissa is within 3 units of 2^(f) on [-1/2, 1/2]", () => {
    let worst = 0;
    for (let i = -20000; i <= 20000; i++) {
      const f = Math.round((i / 40000) * ONE);
      worst = Math.max(worst, Math.abs(exp2Mantissa(f) - Math.pow(2, f / ONE) * ONE));
    }
    expect(worst).toBeLessThan(3);
  });

  test("exact at its anchors: powers of two, 2^0 and 2^(+-1/2)", () => {
    // log2 at exact powers of two and the exp2 mantissa at 0 and +-1/2 pin every constant's scale
    expect(log2Fix(1024)).toBe(10 * ONE);
    expect(exp2Mantissa(0)).toBe(ONE);
    expect(Math.abs(exp2Mantissa(ONE / 2) - Math.SQRT2 * ONE)).toBeLessThan(3);
    expect(Math.abs(exp2Mantissa(-ONE / 2) - Math.SQRT1_2 * ONE)).toBeLessThan(3);
  });

  test("shiftDown floors exact power-of-two divisions up to 2^127", () => {
    expect(shiftDown(7, 1)).toBe(3);
    expect(shiftDown(2 ** 40 + 5, 40)).toBe(1);
    expect(shiftDown(3 * 2 ** 60, 59)).toBe(6);
    expect(shiftDown(ONE, 100)).toBe(0);
  });
});
