/**
 * Skill challenges: simple (two dice + bonuses against a difficulty), opposed (a combat round
 * until one side takes a "wound", Threshold = own defense bonus), extended (attack against the
 * difficulty, defense against the intensity, points toward a goal).
 */
import { describe, expect, test } from "vitest";
import { strs } from "../../src/engine/systems/strs/module";
import { Inputs } from "../../src/engine/rules/types";
import { StrsSheet } from "../../src/engine/systems/strs/types";
import { ScriptedRng } from "../helpers/scripted-rng";
import { eachTuple } from "./brute";
import kaitoJson from "../../examples/strs/kaito.json";
import thugJson from "../../examples/strs/thug.json";

const P = strs.pack;
const kaito = kaitoJson as StrsSheet;
const thug = thugJson as StrsSheet;
const faces = (...f: number[]) => new ScriptedRng(f.map((x) => x - 1));
const p = (check: string, inputs: Inputs, party: StrsSheet[] = []) => strs.odds(check, inputs, party, P).lines.map((l) => l.p);

describe("simple skill check", () => {
  test("2d6 + 1 against 8 succeeds when 2d6 >= 7: 21 of 36", () => {
    const [ok, fail] = p("simple", { who: "*", bonus: 1, difficulty: 8 });
    expect(ok).toBeCloseTo(21 / 36, 15);
    expect(fail).toBeCloseTo(15 / 36, 15);
  });

  test("meeting the difficulty succeeds; the sheet's skill and wound penalty count", () => {
    expect(strs.resolve("simple", { who: "*", bonus: 1, difficulty: 8 }, [], P, faces(3, 4)).table).toBe("SUCCESS"); // 8 >= 8
    expect(strs.resolve("simple", { who: "*", bonus: 1, difficulty: 8 }, [], P, faces(3, 3)).table).toBe("FAILURE");
    // Kaito's Repair +3 with 1 wound on d12 (-2): 2d12 5 6 + 1 = 12
    const o = strs.resolve("simple", { who: "kaito", skill: "repair", difficulty: 12, die: "12" }, [{ ...kaito, wounds: 1 }], P, faces(5, 6));
    expect(o.lines).toEqual(["Kaito Repair", "2d12 5 6 +1 =12", "vs 12: success"]);
  });
});

/** One exchange's wound chance by enumeration: x's attack dice against y's defense dice. */
function woundChance(xAtk: number, xBonus: number, yDef: number, yBonus: number): number {
  let hit = 0;
  const n = eachTuple(Array(xAtk + yDef).fill(6), (f) => {
    const a = f.slice(0, xAtk).reduce((s, v) => s + v, 0) + xBonus;
    const d = f.slice(xAtk).reduce((s, v) => s + v, 0) + yBonus;
    // a "wound": the result is not negative and higher than the Threshold, here y's defense bonus
    if (a - d >= 0 && a - d > yBonus) hit++;
  });
  return hit / n;
}

/** Winner odds after at most 50 exchanges, summed exchange by exchange. */
function series(winA: number, winB: number): [number, number] {
  let a = 0, b = 0, alive = 1;
  for (let i = 0; i < 50; i++) {
    a += alive * winA;
    b += alive * winB;
    alive *= 1 - winA - winB;
  }
  return [a, b];
}

describe("opposed skill check", () => {
  const base: Inputs = { a: "*", b: "*" };

  test("a sure winner: A +5 with 1 die against B's defense +3 and no dice: 5 in 6 each exchange", () => {
    // A: d + 5 - 3 = d + 2 > 3 when d >= 2; B (0 dice, +0) can never beat A's Threshold 0 with a result >= 1
    const o = p("opposed", { ...base, "a-atk-bonus": 5, "a-atk-dice": 1, "a-def-dice": 0, "b-def-bonus": 3, "b-atk-dice": 0, "b-def-dice": 0, "a-timing": 1 });
    const [a] = series(5 / 6, 0);
    expect(o[0]).toBeCloseTo(a, 14);
    expect(o[0]).toBeCloseTo(1 - 6 ** -50, 14);
    expect(o[1]).toBe(0);
  });

  test("equal Timing, even sides: a double wound settles nothing, each wins half", () => {
    const o = p("opposed", base);
    expect(o[0]).toBeCloseTo(o[1], 14);
    const w = woundChance(2, 0, 2, 0);
    const [a] = series(w * (1 - w), w * (1 - w));
    expect(o[0]).toBeCloseTo(a, 14);
  });

  test("odds equal the enumerated exchange for each order", () => {
    const sides = { "a-atk-bonus": 2, "a-def-bonus": 1, "a-atk-dice": 3, "a-def-dice": 1, "b-atk-bonus": 0, "b-def-bonus": 2, "b-atk-dice": 1, "b-def-dice": 3 };
    const pa = woundChance(3, 2, 3, 2);
    const pb = woundChance(1, 0, 1, 1);
    for (const [ta, tb, winA, winB] of [[1, 0, pa, (1 - pa) * pb], [0, 1, (1 - pb) * pa, pb], [0, 0, pa * (1 - pb), pb * (1 - pa)]]) {
      const o = p("opposed", { ...base, ...sides, "a-timing": ta, "b-timing": tb });
      const [a, b] = series(winA, winB);
      expect(o[0]).toBeCloseTo(a, 13);
      expect(o[1]).toBeCloseTo(b, 13);
      expect(o[2]).toBeCloseTo(1 - a - b, 13);
    }
  });

  test("rolls until one side is wounded; the faster side attacks first", () => {
    // A (Timing 1) 2d6 1 1 = 2 vs B 2d6 3 3 = 6: no; B 2d6 6 6 = 12 vs A 1 1 = 2: 10 > 0, B wins
    const o = strs.resolve("opposed", { ...base, "a-timing": 1 }, [], P, faces(1, 1, 3, 3, 6, 6, 1, 1));
    expect(o.table).toBe("B WINS");
    expect(o.lines).toEqual(["A first, 1 exchange", "A 2d6 1 1 =2 vs 6 Thr 0", "B 2d6 6 6 =12 vs 2 Thr 0: WOUND"]);
  });

  test("arm-wrestling between sheets: Muscle attacks, Stamina defends, Timing orders", () => {
    // Kaito (Timing 3) Muscle +1 2d6 6 6 = 13 vs thug Stamina +1 2d6 1 1 = 3: 10 > 1: Kaito wins at once
    const rng = faces(6, 6, 1, 1);
    const o = strs.resolve("opposed", { a: "kaito", "a-atk": "muscle", "a-def": "stamina", b: "thug", "b-atk": "muscle", "b-def": "stamina" }, [kaito, thug], P, rng);
    expect(rng.used).toBe(4);
    expect(o.table).toBe("KAITO WINS");
  });

  test("when nobody can ever win, no dice are rolled and the odds say so", () => {
    const hopeless = { ...base, "a-atk-dice": 0, "b-atk-dice": 0 };
    const rng = faces();
    expect(strs.resolve("opposed", hopeless, [], P, rng).table).toBe("NO WINNER");
    expect(p("opposed", hopeless)).toEqual([0, 0, 1]);
  });
});

describe("extended skill check", () => {
  test("goal 2, attack hits half the time, defense always holds: done 1/2, botched 1/2", () => {
    // states: x(1 point) = 1/2 + 1/2 y; y(0 points, last missed) = 1/2 x  =>  x = 2/3, y = 1/3;
    // start: 1/2 x + 1/2 y = 1/2 (the 100-step cap leaves under 2^-50 unfinished)
    const o = p("extended", { who: "*", "atk-dice": 1, "def-dice": 0, difficulty: 4, intensity: 0, goal: 2 });
    expect(o[0]).toBeCloseTo(1 / 2, 14);
    expect(o[1]).toBeCloseTo(1 / 2, 14);
    expect(o[2]).toBe(0);
    expect(o[3]).toBeCloseTo(0, 14);
  });

  test("odds equal an independent recursion over (points, last missed, steps left)", () => {
    for (const [atkDice, defDice, atkBonus, defBonus, difficulty, intensity, goal] of [[2, 2, 1, 0, 7, 6, 3], [3, 1, 0, 2, 9, 4, 4], [1, 3, 2, 0, 5, 11, 2]]) {
      // exact chances from 2d6-style enumeration
      const chance = (n: number, bonus: number, target: number) => {
        let ok = 0;
        const all = eachTuple(Array(n).fill(6), (f) => { if (f.reduce((s, v) => s + v, 0) + bonus >= target) ok++; });
        return ok / all;
      };
      const s = chance(atkDice, atkBonus, difficulty);
      const h = chance(defDice, defBonus, intensity);
      const memo = new Map<string, number[]>();
      // returns [done, botched, exhausted] from a state with `left` steps to go
      const go = (k: number, missed: boolean, left: number): number[] => {
        if (left === 0) return [0, 0, 0];
        const key = k + "," + missed + "," + left;
        const m = memo.get(key);
        if (m) return m;
        const out = [0, 0, 0];
        if (k + 1 === goal) out[0] += s;
        else {
          out[2] += s * (1 - h);
          go(k + 1, false, left - 1).forEach((v, i) => (out[i] += s * h * v));
        }
        if (missed) out[1] += 1 - s;
        else {
          out[2] += (1 - s) * (1 - h);
          go(Math.max(k - 1, 0), true, left - 1).forEach((v, i) => (out[i] += (1 - s) * h * v));
        }
        memo.set(key, out);
        return out;
      };
      const want = go(0, false, 100);
      const got = p("extended", { who: "*", "atk-dice": atkDice, "def-dice": defDice, "atk-bonus": atkBonus, "def-bonus": defBonus, difficulty, intensity, goal });
      for (let i = 0; i < 3; i++) expect(got[i]).toBeCloseTo(want[i], 13);
      expect(got[0] + got[1] + got[2] + got[3]).toBeCloseTo(1, 14);
    }
  });

  test("a step: the point counts, then a missed intensity stops the work", () => {
    // step 1: work 2d6 1 1 = 2 < 7 (miss, no point to lose), effort 2d6 6 6 = 12 >= 6 holds
    // step 2: work 5 5 = 10 >= 7: a point; effort 1 2 = 3 < 6: exhausted with 1 of 3
    const o = strs.resolve("extended", { who: "*", difficulty: 7, intensity: 6 }, [], P, faces(1, 1, 6, 6, 5, 5, 1, 2));
    expect(o.table).toBe("EXHAUSTED");
    expect(o.degree).toBe("1 of 3");
    expect(o.lines[0]).toBe("Anyone: -+!");
  });

  test("two misses in a row botch the job, even when the effort would have held", () => {
    const o = strs.resolve("extended", { who: "*", difficulty: 7, intensity: 2 }, [], P, faces(6, 6, 6, 6, 1, 1, 6, 6, 1, 2, 6, 6));
    // +, - (back to 0), x
    expect(o.lines[0]).toBe("Anyone: +-x");
    expect(o.table).toBe("BOTCHED");
  });

  test("a sheet works with its skills and may end Fatigued", () => {
    // Kaito: Repair +3 with 3 work dice, Focus +2 with the 1 die left of his pool
    const o = strs.resolve("extended", { who: "kaito", atk: "repair", def: "focus", "atk-dice": 3, difficulty: 9, intensity: 5, goal: 2 }, [kaito], P, faces(1, 1, 1, 1));
    // work 3 + 3 = 6 < 9, effort 1 + 2 = 3 < 5: exhausted
    expect(o.table).toBe("EXHAUSTED");
    expect(o.effects).toEqual([{ character: "kaito", kind: "status", text: "Kaito: exhausted, may be Fatigued", data: { status: "fatigued", on: true } }]);
    expect(() => strs.odds("extended", { who: "kaito", atk: "repair", def: "focus", "atk-dice": 5, difficulty: 9, intensity: 5 }, [kaito], P))
      .toThrow(expect.objectContaining({ message: "input 'atk-dice' must be at most Kaito's pool of 4 dice, got 5" }));
  });
});
