/**
 * The melee exchange: the better Timing strikes first (its wounds count against the other's
 * roll, and a KO stops the other's attack); equal Timing strikes simultaneously. Odds are
 * checked against enumerating all four dice pools.
 */
import { describe, expect, test } from "vitest";
import { strs } from "../../src/engine/systems/strs/module";
import { Inputs } from "../../src/engine/rules/types";
import { StrsSheet } from "../../src/engine/systems/strs/types";
import { ScriptedRng } from "../helpers/scripted-rng";
import { eachTuple, judge } from "./brute";
import kaitoJson from "../../examples/strs/kaito.json";
import thugJson from "../../examples/strs/thug.json";

const P = strs.pack;

interface Side {
  timing: number;
  atkDice: number;
  defDice: number;
  atkBonus: number;
  defBonus: number;
  wounds: number;
  threshold: number;
  ko: number;
}

const KO_TYPE: { [ko: number]: string } = { 1: "pest", 2: "civilian", 3: "trained", 4: "veteran", 5: "elite", 6: "fearless", 7: "monster" };

function inputsOf(a: Side, b: Side): Inputs {
  const out: Inputs = { a: "*", b: "*" };
  for (const [p, s] of [["a", a], ["b", b]] as const) {
    out[p + "-timing"] = s.timing;
    out[p + "-atk-dice"] = s.atkDice;
    out[p + "-def-dice"] = s.defDice;
    out[p + "-atk-bonus"] = s.atkBonus;
    out[p + "-def-bonus"] = s.defBonus;
    out[p + "-wounds"] = s.wounds;
    out[p + "-threshold"] = s.threshold;
    out[p + "-type"] = KO_TYPE[s.ko];
  }
  return out;
}

/** Marginals [nothing, glancing, 1, 2, 3, 4+, did not strike] of a's attack and of b's, by enumeration (d6). */
function brute(a: Side, b: Side): { a: number[]; b: number[] } {
  const sizes = Array(a.atkDice + b.defDice + b.atkDice + a.defDice).fill(6);
  const ma = [0, 0, 0, 0, 0, 0, 0];
  const mb = [0, 0, 0, 0, 0, 0, 0];
  const cls = (w: number) => (w < 0 ? 0 : w === 0 ? 1 : Math.min(w, 4) + 1);
  const total = eachTuple(sizes, (f) => {
    let i = 0;
    const take = (n: number) => {
      const s = f.slice(i, i + n).reduce((x, y) => x + y, 0);
      i += n;
      return s;
    };
    const aAtk = take(a.atkDice), bDef = take(b.defDice), bAtk = take(b.atkDice), aDef = take(a.defDice);
    // a's strike, b's strike, each with the wounds standing when it is resolved
    const strike = (atk: number, x: Side, xw: number, def: number, y: Side) => judge(atk + x.atkBonus - xw - (def + y.defBonus - y.wounds), y.threshold, false);
    if (a.timing === b.timing) {
      ma[cls(strike(aAtk, a, a.wounds, bDef, b))]++;
      mb[cls(strike(bAtk, b, b.wounds, aDef, a))]++;
    } else if (a.timing > b.timing) {
      const w = strike(aAtk, a, a.wounds, bDef, b);
      ma[cls(w)]++;
      if (b.wounds + Math.max(w, 0) >= b.ko) mb[6]++;
      else mb[cls(strike(bAtk, b, b.wounds + Math.max(w, 0), aDef, a))]++;
    } else {
      const w = strike(bAtk, b, b.wounds, aDef, a);
      mb[cls(w)]++;
      if (a.wounds + Math.max(w, 0) >= a.ko) ma[6]++;
      else ma[cls(strike(aAtk, a, a.wounds + Math.max(w, 0), bDef, b))]++;
    }
  });
  return { a: ma.map((c) => c / total), b: mb.map((c) => c / total) };
}

const SIDE: Side = { timing: 0, atkDice: 2, defDice: 2, atkBonus: 0, defBonus: 0, wounds: 0, threshold: 3, ko: 3 };

function check(a: Side, b: Side): void {
  const lines = strs.odds("exchange", inputsOf(a, b), [], P).lines;
  const want = brute(a, b);
  const got = lines.map((l) => l.p);
  expect(lines.map((l) => l.id)).toEqual(["a-none", "a-glancing", "a-w1", "a-w2", "a-w3", "a-w4", "a-out", "b-none", "b-glancing", "b-w1", "b-w2", "b-w3", "b-w4", "b-out"]);
  for (let i = 0; i < 7; i++) {
    expect(got[i], lines[i].id).toBeCloseTo(want.a[i], 12);
    expect(got[7 + i], lines[7 + i].id).toBeCloseTo(want.b[i], 12);
  }
}

describe("exchange odds equal enumeration of all four pools", () => {
  test("equal Timing: simultaneous, independent strikes", () => check(SIDE, { ...SIDE, atkBonus: 1 }));
  test("A faster: A's wounds lower B's attack, a KO stops it", () => check({ ...SIDE, timing: 2, atkDice: 3, defDice: 1, atkBonus: 2 }, { ...SIDE, threshold: 1, ko: 2, wounds: 1 }));
  test("B faster, both wounded, small thresholds", () => check({ ...SIDE, wounds: 1, threshold: 2, ko: 4, atkDice: 1, defDice: 3 }, { ...SIDE, timing: 5, atkBonus: 3, threshold: 1, ko: 7 }));
  test("a pest struck first by a strong attacker rarely strikes back", () => check({ ...SIDE, timing: 3, atkDice: 4, defDice: 0, atkBonus: 2 }, { ...SIDE, ko: 1, atkDice: 1, defDice: 1 }));
});

describe("rolling an exchange", () => {
  const faces = (...f: number[]) => new ScriptedRng(f.map((x) => x - 1));

  test("the faster side's wound counts against the slower side's roll", () => {
    // A (Timing 2) 2d6 6 5 = 11 vs B 2d6 1 1 = 2: 9 > 6, 9 > 9? no: 2 wounds on B (KO at 3)
    // B then 2d6 4 4 - 2 = 6 vs A 2d6 2 1 = 3: 3, glancing
    const rng = faces(6, 5, 1, 1, 4, 4, 2, 1);
    const o = strs.resolve("exchange", inputsOf({ ...SIDE, timing: 2 }, SIDE), [], P, rng);
    expect(rng.used).toBe(8);
    expect(o.lines).toEqual(["A first (Timing 2)", "A 2d6 6 5 =11 vs 2: 2 wounds", "B 2d6 4 4 -2 =6 vs 3: glancing", "B +1 charge (glancing)"]);
    expect(o.table).toBe("B WOUNDED");
  });

  test("a KO from the faster side stops the slower one's attack", () => {
    const rng = faces(6, 6, 1, 1);
    const o = strs.resolve("exchange", inputsOf({ ...SIDE, timing: 2 }, { ...SIDE, ko: 2 }), [], P, rng);
    expect(rng.used).toBe(4);
    expect(o.lines[2]).toBe("B KO before striking");
  });

  test("equal Timing: both strike with the wounds they had; both can be wounded", () => {
    const o = strs.resolve("exchange", inputsOf(SIDE, SIDE), [], P, faces(6, 6, 1, 1, 6, 6, 1, 1));
    expect(o.lines[0]).toBe("Simultaneous (Timing 0)");
    expect(o.lines[2]).toBe("B 2d6 6 6 =12 vs 2: 3 wounds");
    expect(o.table).toBe("BOTH WOUNDED");
  });

  test("sheets: wounds written as effects; melee weapons only", () => {
    const kaito = kaitoJson as StrsSheet;
    const thug = thugJson as StrsSheet;
    // Kaito (Timing 3) first: 2d6 3 3 + 3 = 9 vs thug 2d6 1 1 - 1 = 1: 8 > 2*2... 8 > 6: 3 wounds, KO (civilian, 2)
    const o = strs.resolve("exchange", { a: "kaito", "a-weapon": "staff", b: "thug", "b-weapon": "club" }, [kaito, thug], P, faces(3, 3, 1, 1));
    expect(o.effects).toEqual([{ character: "thug", kind: "wound", text: "Dock thug: 3 wounds (KO)", data: { n: 3 } }]);
    expect(() => strs.odds("exchange", { a: "kaito", "a-weapon": "launcher", b: "thug", "b-weapon": "club" }, [kaito, thug], P))
      .toThrow(expect.objectContaining({ message: "input 'a-weapon' has no choice 'launcher'" }));
  });

  test("an Anyone side already at KO does not fight", () => {
    expect(() => strs.odds("exchange", inputsOf({ ...SIDE, wounds: 3 }, SIDE), [], P))
      .toThrow(expect.objectContaining({ value: "a-wounds" }));
  });
});
