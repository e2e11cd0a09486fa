/**
 * The walk's grid (sifni/walk.ts): the boundaries the two-roll odds sum over. What the odds'
 * accuracy rests on: every boundary once, in order, from 0 to top; single hundredths next to
 * each pile-up point; and above the highest pile-up point only its own groups.
 */
import { describe, expect, test } from "vitest";
import { grid, nextBoundary } from "../../src/engine/sifni/walk";

function boundaries(piles: number[], top: number): number[] {
  const g = grid(piles, top);
  const out: number[] = [];
  for (let v = nextBoundary(g); v >= 0; v = nextBoundary(g)) out.push(v);
  return out;
}

/** The widths away from a pile-up point: 1 .. 4, then 6, 8, 12, 16, 24 ... */
function widths(upTo: number): number[] {
  const w = [1, 2, 3, 4];
  while (w[w.length - 1] < upTo) w.push(w.length % 2 === 0 ? (w[w.length - 1] * 3) / 2 : (w[w.length - 1] * 4) / 3);
  return w;
}

describe("the grid of the two-roll walk", () => {
  const cases: [number[], number][] = [
    [[1700], 2747],
    [[1700, 1500], 2747],
    [[3500, 3000], 8113261],
    [[2250, 1200, 2000, 0, 2250], 4057],
    [[5], 5],
    [[], 0],
    [[9000, -30], 4000], // points above top or below 0 are left out
  ];
  test.each(cases)("piles %j, top %i: increasing from 0 to top, each pile-up point and its single hundredths in it", (piles, top) => {
    const b = boundaries(piles, top);
    expect(b[0]).toBe(0);
    expect(b[b.length - 1]).toBe(top);
    for (let i = 1; i < b.length; i++) expect(b[i]).toBeGreaterThan(b[i - 1]);
    for (const p of piles.filter((p) => p <= top)) {
      for (let d = -4; d <= 4; d++) if (p + d >= 0 && p + d <= top) expect(b, `${p}${d >= 0 ? "+" : ""}${d}`).toContain(p + d);
    }
  });

  test("above the highest pile-up point, only its own groups: p + 1, 2, 3, 4, 6, 8, 12 ... then top", () => {
    const b = boundaries([0, 3000, 3500], 8113261).filter((v) => v > 3500);
    const own = widths(8113261).map((w) => 3500 + w).filter((v) => v < 8113261);
    expect(b).toEqual([...own, 8113261]);
  });

  test("between two pile-up points, both points' groups: p + w and q - w for every width that fits", () => {
    const b = boundaries([1200, 2000], 2000).filter((v) => v > 1200 && v < 2000);
    const want = new Set<number>();
    for (const w of widths(800)) {
      if (w < 800) want.add(1200 + w);
      if (w < 800) want.add(2000 - w);
    }
    expect(b).toEqual([...want].sort((x, y) => x - y));
  });
});
