/**
 * Armor piercing (vdp-strs.txt, Equipment and KI Charge): "Armor grants additional threshold, and
 * may grant a bonus to weapon power on defense like a shield does"; "some weapons may have armor
 * piercing capability, negating all or part of the armor bonus"; Armor Pierce: "The target's
 * armor bonus is negated until they adjust their stance". The reading (docs/rules-strs.md): the
 * armor bonus is both parts; a weapon's piercing points negate the armor's Threshold first, then
 * its bonus on defense; Armor Pierce negates all of it. Odds are checked against brute.ts with the
 * numbers worked by hand.
 */
import { describe, expect, test } from "vitest";
import { strs } from "../../src/engine/systems/strs/module";
import { piercedBy } from "../../src/engine/systems/strs/armor";
import { Inputs } from "../../src/engine/rules/types";
import { StrsSheet } from "../../src/engine/systems/strs/types";
import { ScriptedRng } from "../helpers/scripted-rng";
import { BASE, BruteAttack, bruteTurn } from "./brute";
import kaitoJson from "../../examples/strs/kaito.json";
import thugJson from "../../examples/strs/thug.json";

const P = strs.pack;
const kaito = kaitoJson as StrsSheet;
const thug = thugJson as StrsSheet;
/** Scales: +2 on defense and 2 of its Threshold of 5. */
const drake: StrsSheet = { ...thug, id: "drake", name: "Drake", type: "monster", defense: 1, armor: 2, armorThreshold: 2, threshold: 5 };
/** Kaito's staff with armor piercing. */
function piercing(n: number): StrsSheet {
  return { ...kaito, atkDice: 2, defDice: 2, attacks: kaito.attacks.map((a) => ({ ...a, pierce: n })) };
}

function odds(inputs: Inputs, party: StrsSheet[] = []): number[] {
  return strs.odds("attack", inputs, party, P).lines.map((l) => l.p);
}

const close = (got: number[], want: number[]) => {
  expect(got).toHaveLength(want.length);
  for (let i = 0; i < want.length; i++) expect(got[i], "line " + i).toBeCloseTo(want[i], 12);
};

/** Kaito (2/2, staff +3) against the drake (2 defense dice, guard 1 + what is left of the armor). */
function kaitoOnDrake(defBonus: number, threshold: number): number[] {
  const b: BruteAttack = { ...BASE, atkDice: 2, defDice: 2, atkBonus: 3, defBonus: defBonus, threshold: threshold, ko: 7 };
  return bruteTurn(b);
}

describe("\"negating all or part of the armor bonus\": piercing points, Threshold first", () => {
  test("points take the armor's Threshold, then its defense bonus, never below nothing", () => {
    const scales = { def: 2, thr: 2 };
    expect(piercedBy(scales, 0)).toEqual(scales);
    expect(piercedBy(scales, 1)).toEqual({ def: 2, thr: 1 });
    expect(piercedBy(scales, 3)).toEqual({ def: 1, thr: 0 });
    expect(piercedBy(scales, 4)).toEqual({ def: 0, thr: 0 });
    expect(piercedBy(scales, 99)).toEqual({ def: 0, thr: 0 });
  });

  test("an armor's penalty on defense is not a bonus: piercing leaves it", () => {
    expect(piercedBy({ def: -1, thr: 3 }, Infinity)).toEqual({ def: -1, thr: 0 });
    expect(piercedBy({ def: -1, thr: 3 }, 2)).toEqual({ def: -1, thr: 1 });
  });
});

describe("a weapon's armor piercing in the attack", () => {
  test("no piercing: the drake defends with its whole armor (defense 3, Threshold 5)", () => {
    close(odds({ attacker: "kaito", weapon: "staff", defender: "drake" }, [piercing(0), drake]), kaitoOnDrake(3, 5));
  });

  test("piercing 1 takes a point of Threshold; 3 the armor's Threshold and a point of defense", () => {
    close(odds({ attacker: "kaito", weapon: "staff", defender: "drake" }, [piercing(1), drake]), kaitoOnDrake(3, 4));
    close(odds({ attacker: "kaito", weapon: "staff", defender: "drake" }, [piercing(3), drake]), kaitoOnDrake(2, 3));
  });

  test("piercing beyond the armor negates all of it, and no more (the drake's own Threshold 3 and guard 1 stay)", () => {
    close(odds({ attacker: "kaito", weapon: "staff", defender: "drake" }, [piercing(9), drake]), kaitoOnDrake(1, 3));
  });

  test("the GM's lines say what was negated, and the wounds follow the lowered Threshold", () => {
    // Kaito 2d6 3 3 +3 = 9; drake 2d6 1 1 +1 +1 (scales' defense left) = 4; result 5 > Threshold 3: one wound (two needs > 6)
    const o = strs.resolve("attack", { attacker: "kaito", weapon: "staff", defender: "drake" }, [piercing(3), drake], P, faces(3, 3, 1, 1));
    expect(o.lines[0]).toBe("Armor pierced: Thr -2 Def -1");
    expect(o.lines).toContain("5 vs Thr 3: 1 wound");
    expect(o.table).toBe("1 WOUND");
  });

  test("an Anyone attacker gives the piercing; the Anyone defender's armor is asked only then", () => {
    const base: Inputs = { attacker: "*", "atk-bonus": 3, defender: "*", "def-bonus": 3, threshold: 5, "def-type": "monster" };
    // armor given without piercing is not asked, so it changes nothing
    close(odds({ ...base, "armor-def": 2, "armor-thr": 2 }), kaitoOnDrake(3, 5));
    close(odds({ ...base, pierce: 3, "armor-def": 2, "armor-thr": 2 }), kaitoOnDrake(2, 3));
    // piercing against an Anyone defender whose armor is left at none: nothing to negate
    close(odds({ ...base, pierce: 3 }), kaitoOnDrake(3, 5));
  });

  test("an armor's Threshold must leave the wearer at least 1 of their own", () => {
    const base: Inputs = { attacker: "*", pierce: 1, defender: "*", threshold: 2 };
    expect(() => odds({ ...base, "armor-thr": 2 })).toThrow(expect.objectContaining({ code: "INPUT", value: "armor-thr" }));
    const problems = strs.validateSheet({ ...drake, armorThreshold: 5 }, P);
    expect(problems).toEqual([{ path: "armorThreshold", message: "must be less than the Threshold it is part of (5), got 5" }]);
    const bad = strs.validateSheet({ ...kaito, attacks: [{ ...kaito.attacks[0], pierce: -1 }] }, P);
    expect(bad.map((p) => p.path)).toEqual(["attacks.0.pierce"]);
  });
});

describe("Armor Pierce: \"The target's armor bonus is negated\"", () => {
  test("armor that only adds Threshold (the text's basic kind) is negated too", () => {
    const mail: StrsSheet = { ...drake, armor: 0, armorThreshold: 2 };
    close(odds({ attacker: "kaito", weapon: "staff", defender: "drake" }, [piercing(0), mail]), kaitoOnDrake(1, 5));
    close(odds({ attacker: "kaito", weapon: "staff", defender: "drake" }, [piercing(0), { ...mail, status: ["pierced"] }]), kaitoOnDrake(1, 3));
  });

  test("both parts of the drake's scales are negated while it is pierced", () => {
    close(odds({ attacker: "kaito", weapon: "staff", defender: "drake" }, [piercing(0), { ...drake, status: ["pierced"] }]), kaitoOnDrake(1, 3));
  });

  test("the spend of Armor Pierce sets the status the attack reads", () => {
    const o = strs.resolve("spend", { who: "kaito", action: "pierce", target: "drake" }, [{ ...kaito, charge: 1 }, drake], P, faces());
    expect(o.effects.some((e) => e.character === "drake" && JSON.stringify(e.data).indexOf("pierced") >= 0)).toBe(true);
  });
});

describe("the melee exchange: each side's piercing meets the other's armor", () => {
  test("A's piercing lowers B's Threshold and defense, and the lines say so", () => {
    const a: StrsSheet = { ...piercing(3), timing: 5 };
    const plain = strs.odds("exchange", { a: "kaito", "a-weapon": "staff", b: "drake", "b-weapon": "club" }, [{ ...a, attacks: kaito.attacks }, drake], P);
    const pierced = strs.odds("exchange", { a: "kaito", "a-weapon": "staff", b: "drake", "b-weapon": "club" }, [a, drake], P);
    const bare: StrsSheet = { ...drake, armor: 1, armorThreshold: 0, threshold: 3 };
    const same = strs.odds("exchange", { a: "kaito", "a-weapon": "staff", b: "drake", "b-weapon": "club" }, [{ ...a, attacks: kaito.attacks }, bare], P);
    close(pierced.lines.map((l) => l.p), same.lines.map((l) => l.p));
    expect(pierced.lines[2].p).toBeGreaterThan(plain.lines[2].p);
    const o = strs.resolve("exchange", { a: "kaito", "a-weapon": "staff", b: "drake", "b-weapon": "club" }, [a, drake], P, faces(1, 1, 1, 1, 1, 1, 1, 1));
    expect(o.lines).toContain("Drake: Armor pierced: Thr -2 Def -1");
  });

  test("Anyone sides: the piercing and the other side's armor as numbers", () => {
    const base: Inputs = { a: "*", b: "*", "a-threshold": 3, "b-threshold": 5, "b-def-bonus": 3, "b-type": "monster" };
    const lowered: Inputs = { a: "*", b: "*", "a-threshold": 3, "b-threshold": 3, "b-def-bonus": 2, "b-type": "monster" };
    const got = strs.odds("exchange", { ...base, "a-pierce": 3, "b-armor-def": 2, "b-armor-thr": 2 }, [], P).lines.map((l) => l.p);
    close(got, strs.odds("exchange", lowered, [], P).lines.map((l) => l.p));
    // B does not pierce: A's armor is not asked, and given it changes nothing
    const notAsked = strs.odds("exchange", { ...base, "a-armor-thr": 2 }, [], P).lines.map((l) => l.p);
    close(notAsked, strs.odds("exchange", base, [], P).lines.map((l) => l.p));
  });
});

function faces(...f: number[]): ScriptedRng {
  return new ScriptedRng(f.map((x) => x - 1));
}
