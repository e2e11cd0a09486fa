import { describe, expect, test } from "vitest";
import { MAX_POOL, MAX_SIDES, diceTotal, die, md10, rollPool } from "../../src/engine/random/dice";
import { sfc32 } from "../../src/engine/random/sfc32";
import { countingRng, errorCode, sequenceRng } from "../helpers/fake-rng";

function popcount(m: number): number {
  let c = 0;
  for (let i = 0; i < 32; i++) if ((m >>> i) & 1) c++;
  return c;
}

describe("die", () => {
  test("faces 1..sides, each exactly k times over k complete blocks of a counting generator", () => {
    for (const sides of [2, 4, 6, 8, 10, 12, 20, 100, 1000]) {
      const k = 7;
      const rng = countingRng(0);
      const counts = new Array<number>(sides + 1).fill(0);
      for (let i = 0; i < sides * k; i++) counts[die(rng, sides)]++;
      expect(counts[0]).toBe(0);
      expect(counts.slice(1)).toEqual(new Array<number>(sides).fill(k));
      expect(rng.draws).toBe(sides * k);
    }
  });

  test("hand-worked: words 0, 5, 6, 11, 4294967291 give d6 faces 1, 6, 1, 6, 6", () => {
    const rng = sequenceRng([0, 5, 6, 11, 4294967291]);
    expect([die(rng, 6), die(rng, 6), die(rng, 6), die(rng, 6), die(rng, 6)]).toEqual([1, 6, 1, 6, 6]);
  });

  test("a d1 is always 1 and draws nothing", () => {
    const rng = countingRng(0);
    expect(die(rng, 1)).toBe(1);
    expect(rng.draws).toBe(0);
  });

  test("range with a real generator, every size from 1 to 1000", () => {
    const rng = sfc32(6);
    for (let sides = 1; sides <= MAX_SIDES; sides++) {
      let ok = true;
      for (let i = 0; i < 20; i++) {
        const f = die(rng, sides);
        if (!(Number.isInteger(f) && f >= 1 && f <= sides)) ok = false;
      }
      expect(ok, "d" + sides).toBe(true);
    }
  });

  test("bad sides throw DICE and draw nothing", () => {
    for (const sides of [0, 1001, -6, 6.5, NaN, Infinity, "6", null, undefined]) {
      const rng = countingRng(0);
      expect(errorCode(() => die(rng, sides as number))).toBe("DICE");
      expect(rng.draws).toBe(0);
    }
  });
});

describe("diceTotal", () => {
  test("hand-worked: 3d6 on words 0, 1, 2 is 1 + 2 + 3 = 6; 2d10 on 9, 19 is 10 + 10", () => {
    expect(diceTotal(sequenceRng([0, 1, 2]), 3, 6)).toBe(6);
    expect(diceTotal(sequenceRng([9, 19]), 2, 10)).toBe(20);
    expect(diceTotal(sequenceRng([5, 4, 3, 2, 1]), 5, 1000)).toBe(6 + 5 + 4 + 3 + 2);
  });

  test("draws one word per die and sums die() faces", () => {
    const a = sfc32(77);
    const b = sfc32(77);
    for (let t = 0; t < 200; t++) {
      const count = 1 + (t % MAX_POOL);
      const sides = [4, 6, 10, 20, 100][t % 5];
      let s = 0;
      for (let i = 0; i < count; i++) s += die(b, sides);
      expect(diceTotal(a, count, sides)).toBe(s);
    }
    expect(a.getState()).toEqual(b.getState());
  });

  test("total in [count, count * sides]; extremes reachable", () => {
    const rng = sfc32(8);
    for (let i = 0; i < 2000; i++) {
      const t = diceTotal(rng, 3, 6);
      expect(t >= 3 && t <= 18).toBe(true);
    }
    expect(diceTotal(sequenceRng(new Array<number>(30).fill(0)), 30, 1000)).toBe(30);
    expect(diceTotal(sequenceRng(new Array<number>(30).fill(999)), 30, 1000)).toBe(30000);
  });

  test("bad counts or sides throw DICE before drawing", () => {
    const bad: [unknown, unknown][] = [
      [0, 6],
      [31, 6],
      [-1, 6],
      [2.5, 6],
      [NaN, 6],
      ["3", 6],
      [2, 0],
      [2, 1001],
      [2, 6.5],
    ];
    for (const [count, sides] of bad) {
      const rng = countingRng(0);
      expect(errorCode(() => diceTotal(rng, count as number, sides as number))).toBe("DICE");
      expect(rng.draws).toBe(0);
    }
  });
});

describe("md10", () => {
  test("words 0..9 give -5..+4 (a d10 read as -5..+4)", () => {
    const rng = countingRng(0);
    const got: number[] = [];
    for (let i = 0; i < 10; i++) got.push(md10(rng));
    expect(got).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4]);
  });

  test("uniform: each value exactly k times over k blocks of 10 words", () => {
    const rng = countingRng(1000); // 1000 is a multiple of 10: blocks stay aligned
    const counts = new Map<number, number>();
    for (let i = 0; i < 10 * 123; i++) {
      const v = md10(rng);
      counts.set(v, (counts.get(v) || 0) + 1);
    }
    expect([...counts.keys()].sort((x, y) => x - y)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4]);
    for (const c of counts.values()) expect(c).toBe(123);
  });

  test("range with a real generator", () => {
    const rng = sfc32(10);
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < 5000; i++) {
      const v = md10(rng);
      expect(Number.isInteger(v) && v >= -5 && v <= 4).toBe(true);
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    expect([lo, hi]).toEqual([-5, 4]);
  });
});

describe("rollPool", () => {
  // words 3, 5, 0, 5, 2 on d6 -> faces 4, 6, 1, 6, 3 (face = word mod 6 + 1)
  const WORDS = [3, 5, 0, 5, 2];

  test("hand-worked: keep all (default)", () => {
    expect(rollPool(sequenceRng(WORDS), 5, 6)).toEqual({ faces: [4, 6, 1, 6, 3], kept: 0b11111, total: 20 });
  });

  test("hand-worked: keep the 2 highest (two 6s, dice 1 and 3)", () => {
    expect(rollPool(sequenceRng(WORDS), 5, 6, 2)).toEqual({ faces: [4, 6, 1, 6, 3], kept: 0b01010, total: 12 });
  });

  test("hand-worked: keep the 3 highest (6, 6, 4)", () => {
    expect(rollPool(sequenceRng(WORDS), 5, 6, 3)).toEqual({ faces: [4, 6, 1, 6, 3], kept: 0b01011, total: 16 });
  });

  test("hand-worked: keep the 2 lowest (1 and 3)", () => {
    expect(rollPool(sequenceRng(WORDS), 5, 6, 2, true)).toEqual({ faces: [4, 6, 1, 6, 3], kept: 0b10100, total: 4 });
  });

  test("hand-worked: keep 0 keeps nothing", () => {
    expect(rollPool(sequenceRng(WORDS), 5, 6, 0)).toEqual({ faces: [4, 6, 1, 6, 3], kept: 0, total: 0 });
    expect(rollPool(sequenceRng(WORDS), 5, 6, 0, true)).toEqual({ faces: [4, 6, 1, 6, 3], kept: 0, total: 0 });
  });

  test("ties are kept in roll order (highest)", () => {
    // words 4, 5, 4, 4, 1 -> faces 5, 6, 5, 5, 2
    const w = [4, 5, 4, 4, 1];
    expect(rollPool(sequenceRng(w), 5, 6, 1).kept).toBe(0b00010); // the 6
    expect(rollPool(sequenceRng(w), 5, 6, 2)).toEqual({ faces: [5, 6, 5, 5, 2], kept: 0b00011, total: 11 }); // 6, first 5
    expect(rollPool(sequenceRng(w), 5, 6, 3).kept).toBe(0b00111); // 6, first two 5s
    expect(rollPool(sequenceRng(w), 5, 6, 4).kept).toBe(0b01111);
  });

  test("ties are kept in roll order (lowest)", () => {
    // words 1, 0, 1, 0, 5 -> faces 2, 1, 2, 1, 6
    const w = [1, 0, 1, 0, 5];
    expect(rollPool(sequenceRng(w), 5, 6, 1, true)).toEqual({ faces: [2, 1, 2, 1, 6], kept: 0b00010, total: 1 });
    expect(rollPool(sequenceRng(w), 5, 6, 2, true).kept).toBe(0b01010); // both 1s
    expect(rollPool(sequenceRng(w), 5, 6, 3, true)).toEqual({ faces: [2, 1, 2, 1, 6], kept: 0b01011, total: 4 }); // + first 2
  });

  test("all faces equal: keep k marks the first k dice", () => {
    const w = new Array<number>(10).fill(2);
    for (let k = 0; k <= 10; k++) {
      expect(rollPool(sequenceRng(w), 10, 6, k).kept).toBe((1 << k) - 1);
      expect(rollPool(sequenceRng(w), 10, 6, k, true).kept).toBe((1 << k) - 1);
    }
  });

  test("the largest pool: 30 dice, mask 2^30 - 1", () => {
    const w: number[] = [];
    for (let i = 0; i < 30; i++) w.push(i);
    const p = rollPool(sequenceRng(w), MAX_POOL, 1000);
    expect(p.kept).toBe(1073741823);
    expect(p.total).toBe((30 * 31) / 2);
    // keep the highest 3 of 30: dice 27, 28, 29 (faces 28, 29, 30)
    const q = rollPool(sequenceRng(w), 30, 1000, 3);
    expect(q.kept).toBe((1 << 27) | (1 << 28) | (1 << 29));
    expect(q.total).toBe(28 + 29 + 30);
  });

  test("one word per die, in order", () => {
    const rng = countingRng(0);
    expect(rollPool(rng, 7, 20, 3).faces).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rng.draws).toBe(7);
    expect(rollPool(countingRng(0), 4, 1).faces).toEqual([1, 1, 1, 1]); // d1: nothing drawn
  });

  test("property: faces in range, kept = the k highest/lowest with ties in roll order, total = sum kept", () => {
    const rng = sfc32(2718);
    for (let t = 0; t < 3000; t++) {
      const count = 1 + uniformSmall(rng, MAX_POOL);
      const sides = [2, 3, 4, 6, 10, 20][uniformSmall(rng, 6)];
      const keep = uniformSmall(rng, count + 1);
      const lowest = uniformSmall(rng, 2) === 1;
      const p = rollPool(rng, count, sides, keep, lowest);
      const where = JSON.stringify({ t, count, sides, keep, lowest, p });
      expect(p.faces.length, where).toBe(count);
      expect(p.faces.every((f) => Number.isInteger(f) && f >= 1 && f <= sides), where).toBe(true);
      expect(p.kept >>> count, where).toBe(0);
      expect(popcount(p.kept), where).toBe(keep);
      let total = 0;
      for (let i = 0; i < count; i++) if ((p.kept >>> i) & 1) total += p.faces[i];
      expect(p.total, where).toBe(total);
      // every kept die beats every dropped die, or ties it and was rolled earlier
      let orderOk = true;
      for (let i = 0; i < count; i++) {
        if (!((p.kept >>> i) & 1)) continue;
        for (let j = 0; j < count; j++) {
          if ((p.kept >>> j) & 1) continue;
          const better = lowest ? p.faces[i] < p.faces[j] : p.faces[i] > p.faces[j];
          if (!(better || (p.faces[i] === p.faces[j] && i < j))) orderOk = false;
        }
      }
      expect(orderOk, where).toBe(true);
    }
  });

  test("validation: DICE for count 0/31, sides 0/1001, keep > count, non-integers; nothing drawn", () => {
    const bad: [unknown, unknown, unknown][] = [
      [0, 6, undefined],
      [31, 6, undefined],
      [-1, 6, undefined],
      [2.5, 6, undefined],
      [NaN, 6, undefined],
      ["3", 6, undefined],
      [3, 0, undefined],
      [3, 1001, undefined],
      [3, 6.5, undefined],
      [3, Infinity, undefined],
      [3, 6, 4],
      [30, 6, 31],
      [3, 6, -1],
      [3, 6, 1.5],
      [3, 6, NaN],
      [3, 6, "2"],
      [3, 6, null],
    ];
    for (const [count, sides, keep] of bad) {
      const rng = countingRng(0);
      expect(errorCode(() => rollPool(rng, count as number, sides as number, keep as number))).toBe("DICE");
      expect(rng.draws).toBe(0);
    }
  });
});

/** A small uniform index for the property test (uses the engine's uniformInt via die). */
function uniformSmall(rng: ReturnType<typeof sfc32>, n: number): number {
  return die(rng, n) - 1;
}
