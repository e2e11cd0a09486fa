/**
 * The attack check: exact odds against hand-worked values and against the brute force of
 * brute.ts (every die face enumerated), and rolls with scripted generator words (a die of n
 * faces shows word + 1 for a word below n: uniformInt keeps words below the largest multiple).
 */
import { describe, expect, test } from "vitest";
import { strs } from "../../src/engine/systems/strs/module";
import { Inputs } from "../../src/engine/rules/types";
import { StrsSheet } from "../../src/engine/systems/strs/types";
import { ScriptedRng } from "../helpers/scripted-rng";
import { BASE, BruteAttack, bruteTurn } from "./brute";
import kaitoJson from "../../examples/strs/kaito.json";
import thugJson from "../../examples/strs/thug.json";

const P = strs.pack;
const kaito = kaitoJson as StrsSheet;
const thug = thugJson as StrsSheet;

function anyone(more: Inputs): Inputs {
  return { attacker: "*", defender: "*", threshold: 3, ...more };
}

function odds(inputs: Inputs, party: StrsSheet[] = []): number[] {
  return strs.odds("attack", inputs, party, P).lines.map((l) => l.p);
}

/** Inputs for a brute-force case (Anyone attacker and defender). */
function inputsOf(b: BruteAttack): Inputs {
  const types: { [ko: number]: string } = { 1: "pest", 2: "civilian", 3: "trained", 4: "veteran", 5: "elite", 6: "fearless", 7: "monster" };
  const cover: { [avoid: number]: string } = { 0: "none", 2: "light", 4: "medium", 6: "full" };
  return {
    attacker: "*", "atk-bonus": b.atkBonus, "atk-wounds": b.atkWounds, "atk-dice": b.atkDice, ranged: b.avoid > 0 || b.shield > 0,
    defender: "*", "def-bonus": b.defBonus, "def-wounds": b.defWounds, "def-dice": b.defDice, threshold: b.threshold,
    entangled: b.entangled, "def-type": types[b.ko], die: String(b.sides), attacks: b.attacks, cover: cover[b.avoid], hshield: b.shield > 0,
  };
}

const close = (got: number[], want: number[]) => {
  expect(got).toHaveLength(6);
  for (let i = 0; i < 6; i++) expect(got[i], "class " + i).toBeCloseTo(want[i], 12);
};

describe("attack odds, hand-worked", () => {
  test("1d6 against 1d6, Threshold 3: nothing 15/36, glancing 18/36, one wound 3/36", () => {
    close(odds(anyone({ "atk-dice": 1, "def-dice": 1 })), [15 / 36, 18 / 36, 3 / 36, 0, 0, 0]);
  });

  test("the issue's case 3d6+1 against 1d6+1: nothing only when 3d6 < 1d6, 15 of 1296", () => {
    // 3d6 below d: d=4 needs 3 (1 way), d=5 needs <=4 (1+3), d=6 needs <=5 (1+3+6): 1+4+10 = 15
    const p = odds(anyone({ "atk-dice": 3, "def-dice": 1, "atk-bonus": 1, "def-bonus": 1 }));
    expect(p[0]).toBeCloseTo(15 / 1296, 15);
    expect(p.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 14);
  });

  test("a wound costs 1 on d6 and 2 on d12: attacker with 1 wound, 1 die each, Threshold 30", () => {
    // d6: a - 1 >= d in 15 of 36 (pairs a > d): nothing 21/36; d12: a - 2 >= d in 10+9+...+1 = 55 of 144: nothing 89/144
    const d6 = odds(anyone({ "atk-dice": 1, "def-dice": 1, "atk-wounds": 1, threshold: 30 }));
    const d12 = odds(anyone({ "atk-dice": 1, "def-dice": 1, "atk-wounds": 1, threshold: 30, die: "12" }));
    expect(d6[0]).toBeCloseTo(21 / 36, 15);
    expect(d6[1]).toBeCloseTo(15 / 36, 15);
    expect(d12[0]).toBeCloseTo(89 / 144, 15);
    expect(d12[1]).toBeCloseTo(55 / 144, 15);
  });

  test("light cover avoids 2 hits in 6: 1d6 against 1d6 becomes 22/36, 12/36, 2/36", () => {
    // nothing = 2/6 + 4/6 * 15/36 = 12/36 + 10/36; glancing = 4/6 * 18/36; one wound = 4/6 * 3/36
    close(odds(anyone({ "atk-dice": 1, "def-dice": 1, ranged: true, cover: "light" })), [22 / 36, 12 / 36, 2 / 36, 0, 0, 0]);
  });

  test("full cover stops direct fire; stepping out of light cover negates it", () => {
    close(odds(anyone({ ranged: true, cover: "full" })), [1, 0, 0, 0, 0, 0]);
    close(odds(anyone({ ranged: true, cover: "light", "stepped-out": true })), odds(anyone({})));
    close(odds(anyone({ ranged: true, cover: "medium", "stepped-out": true })), odds(anyone({ ranged: true, cover: "light" })));
    // cover is asked only for a ranged attack: in melee it is dropped
    close(odds(anyone({ cover: "full" })), odds(anyone({})));
  });

  test("two attacks: the first attack's wound lowers the defender's second roll", () => {
    // first: 15, 18, 3 of 36. After one wound the second has result a - d + 1: nothing 10, glancing 20, one wound 6.
    // nothing 15*15; glancing 15*18 + 18*33; one wound 33*3 + 3*30; two wounds 3*6 (of 1296)
    close(odds(anyone({ "atk-dice": 1, "def-dice": 1, attacks: 2, "def-type": "monster" })), [225 / 1296, 864 / 1296, 189 / 1296, 18 / 1296, 0, 0]);
  });

  test("two attacks on a pest (KO at 1): a first wound ends the turn", () => {
    // after a first wound nothing more: one wound = 33*3 (second) + 3*36 (first, stop); no two wounds
    close(odds(anyone({ "atk-dice": 1, "def-dice": 1, attacks: 2, "def-type": "pest" })), [225 / 1296, 864 / 1296, 207 / 1296, 0, 0, 0]);
  });
});

describe("attack odds equal the brute force over every die", () => {
  const cases: [string, Partial<BruteAttack>][] = [
    ["the issue's 3d6+1 vs 1d6+1, Threshold 3", { atkDice: 3, defDice: 1, atkBonus: 1, defBonus: 1 }],
    ["the same on d12", { atkDice: 3, defDice: 1, atkBonus: 1, defBonus: 1, sides: 12, penalty: 2 }],
    ["2d6 vs 2d6, Entangled Threshold 3, both wounded", { atkWounds: 1, defWounds: 2, entangled: true, ko: 7 }],
    ["1d12 vs 2d12 with wounds on d12, Threshold 4", { atkDice: 1, sides: 12, penalty: 2, atkWounds: 1, defWounds: 1, threshold: 4, ko: 5 }],
    ["4d6 vs 2d6 with bonuses, Threshold 2", { atkDice: 4, atkBonus: 2, defBonus: 3, threshold: 2 }],
    ["no attack dice: 5 against 2d6, Threshold 1", { atkDice: 0, atkBonus: 5, threshold: 1 }],
    ["4d6 vs no defense dice, Threshold 1 Entangled (4+ wounds)", { atkDice: 4, defDice: 0, threshold: 1, entangled: true }],
    ["medium cover, 2d6 vs 1d6", { defDice: 1, avoid: 4 }],
    ["human shield (3 in 4), 2d6 vs 1d6", { defDice: 1, shield: 3 }],
    ["two attacks with light cover, 1d6 vs 1d6, Threshold 2", { atkDice: 1, defDice: 1, attacks: 2, avoid: 2, threshold: 2, atkBonus: 2, ko: 7 }],
    ["two attacks and a human shield, KO at 2 after 1 wound", { atkDice: 1, defDice: 1, attacks: 2, shield: 3, threshold: 1, atkBonus: 3, defWounds: 1, ko: 2 }],
    ["two attacks, Entangled, d12", { atkDice: 1, defDice: 1, attacks: 2, sides: 12, penalty: 2, threshold: 3, entangled: true, ko: 4 }],
  ];
  for (const [name, c] of cases) {
    test(name, () => {
      const b: BruteAttack = { ...BASE, ...c };
      close(odds(inputsOf(b)), bruteTurn(b));
    });
  }
});

/** Scripted words: a die of n faces (n divides 2^32 up to a remainder) shows word + 1. */
const faces = (...f: number[]) => new ScriptedRng(f.map((x) => x - 1));

describe("rolling an attack", () => {
  test("3d6 5 2 6 +1 against 1d6 4 +1, Threshold 3: 14 - 5 = 9, two wounds", () => {
    // 9 > 3 and 9 > 6 but not > 9: two wounds
    const rng = faces(5, 2, 6, 4);
    const o = strs.resolve("attack", anyone({ "atk-dice": 3, "def-dice": 1, "atk-bonus": 1, "def-bonus": 1 }), [], P, rng);
    expect(rng.used).toBe(4);
    expect(o.table).toBe("2 WOUNDS");
    expect(o.lines).toEqual(["A 3d6 5 2 6 +1 =14", "D 1d6 4 +1 =5", "9 vs Thr 3: 2 wounds"]);
  });

  test("a tie is a glancing hit and gives the attacker a point of charge", () => {
    const o = strs.resolve("attack", anyone({ "atk-dice": 1, "def-dice": 1 }), [], P, faces(3, 3));
    expect(o.table).toBe("GLANCING HIT");
    expect(o.lines).toContain("Attacker +1 charge");
    expect(strs.resolve("attack", anyone({ "atk-dice": 1, "def-dice": 1 }), [], P, faces(2, 3)).table).toBe("NO HIT");
  });

  test("wounds on d12 cost 2 each; the defender's wounds lower the defense", () => {
    // attack 7 + 0 - 2*2 = 3; defense 5 + 0 - 1*2 = 3: result 0, glancing
    const o = strs.resolve("attack", anyone({ "atk-dice": 1, "def-dice": 1, die: "12", "atk-wounds": 2, "def-wounds": 1 }), [], P, faces(7, 5));
    expect(o.lines[0]).toBe("A 1d12 7 -4w =3");
    expect(o.lines[1]).toBe("D 1d12 5 -2w =3");
    expect(o.table).toBe("GLANCING HIT");
  });

  test("cover rolls a d6 first: at most 2 avoids light cover, no attack dice rolled", () => {
    const rng = faces(2);
    const o = strs.resolve("attack", anyone({ ranged: true, cover: "light" }), [], P, rng);
    expect(rng.used).toBe(1);
    expect(o.table).toBe("NO HIT");
    expect(o.lines).toEqual(["cover d6 2: avoided"]);
    const hit = strs.resolve("attack", anyone({ ranged: true, cover: "light", "atk-dice": 1, "def-dice": 1 }), [], P, faces(3, 6, 1));
    expect(hit.table).toBe("1 WOUND"); // 6 - 1 = 5 > 3
  });

  test("Entangled: Threshold 3 counts as 1.5, a result of 2 is a wound", () => {
    const o = strs.resolve("attack", anyone({ "atk-dice": 1, "def-dice": 1, entangled: true }), [], P, faces(4, 2));
    expect(o.lines[2]).toBe("2 vs Thr 3/2: 1 wound");
  });

  test("two attacks: the second meets a defender with one more wound; KO stops the turn", () => {
    // first 6 vs 1: 5 -> 1 wound; second 3 vs 4 - 1 = 3: 0 -> glancing. Total 1 wound, and a glancing hit
    const o = strs.resolve("attack", anyone({ "atk-dice": 1, "def-dice": 1, attacks: 2, "def-type": "monster" }), [], P, faces(6, 1, 3, 4));
    expect(o.lines).toEqual(["A 1d6 6 =6", "D 1d6 1 =1", "#1 5 vs Thr 3: 1 wound", "A 1d6 3 =3", "D 1d6 4 -1w =3", "#2 0 vs Thr 3: glancing", "Attacker +1 charge"]);
    expect(o.table).toBe("1 WOUND");
    const rng = faces(6, 1);
    const ko = strs.resolve("attack", anyone({ "atk-dice": 1, "def-dice": 1, attacks: 2, "def-wounds": 1, "def-type": "civilian" }), [], P, rng);
    expect(rng.used).toBe(2);
    expect(ko.table).toBe("1 WOUND");
    expect(ko.degree).toBe("KO");
  });

  test("human shield: a d4 of 1 to 3 sends the hit to the held target, judged by its Threshold", () => {
    // 6 vs 1: result 5; d4 3: the shield (Threshold 2) takes it: 5 > 4: 2 wounds; the defender is not hit
    const o = strs.resolve("attack", anyone({ "atk-dice": 1, "def-dice": 1, ranged: true, hshield: true, "shield-thr": 2 }), [], P, faces(6, 1, 3));
    expect(o.table).toBe("SHIELD HIT");
    expect(o.lines[3]).toBe("shield d4 3: takes it, 2 wounds");
    const miss = strs.resolve("attack", anyone({ "atk-dice": 1, "def-dice": 1, ranged: true, hshield: true }), [], P, faces(6, 1, 4));
    expect(miss.table).toBe("1 WOUND");
  });
});

describe("attacks between sheets", () => {
  test("Kaito's staff (skill 2 + weapon 1) against the thug (defense -1): allocation 2/2 by default", () => {
    // Kaito 2d6 4 3 +3 = 10; thug 2d6 2 2 -1 = 3; result 7 > 2*2 (Threshold 2) and not > 6? 7 > 6: 3 wounds
    const rng = faces(4, 3, 2, 2);
    const o = strs.resolve("attack", { attacker: "kaito", weapon: "staff", defender: "thug" }, [kaito, thug], P, rng);
    expect(rng.used).toBe(4);
    expect(o.table).toBe("3 WOUNDS");
    expect(o.degree).toBe("KO");
    expect(o.effects).toEqual([{ character: "thug", kind: "wound", text: "Dock thug: 3 wounds (KO)", data: { n: 3 } }]);
    expect(o.followUps).toEqual([{ label: "Kaito gives up the wounds: +3 charge", check: "gain", inputs: { who: "kaito", amount: 3 } }]);
  });

  test("\"if the allocation is 3/1, both attacks happen with three dice\"", () => {
    // two attacks, each 3 attack dice against the thug's default 2 defense dice: 10 dice in all;
    // 1 1 1 +3 = 6 vs 6 6 -1 = 11: nothing, twice
    const rng = faces(1, 1, 1, 6, 6, 1, 1, 1, 6, 6);
    const o = strs.resolve("attack", { attacker: "kaito", weapon: "staff", defender: "thug", attacks: 2 }, [{ ...kaito, atkDice: 3, defDice: 1 }, thug], P, rng);
    expect(rng.used).toBe(10);
    expect(o.lines.filter((l) => l.startsWith("A "))).toEqual(["A 3d6 1 1 1 +3 =6", "A 3d6 1 1 1 +3 =6"]);
  });

  test("the sheet's declared allocation, Probe Defense, Armor Pierce and eased wounds all count", () => {
    const k: StrsSheet = { ...kaito, atkDice: 1, defDice: 3, wounds: 2, eased: 1 };
    const t: StrsSheet = { ...thug, armor: 2, status: ["pierced"] };
    // Kaito 1d6 5 +3 +1 probe -1 (2 wounds, 1 eased) = 8; thug 2d6 (2/2 default) 1 1 -1 (armor pierced) = 1; 7 > 6: 3 wounds
    const o = strs.resolve("attack", { attacker: "kaito", weapon: "staff", probe: true, defender: "thug" }, [k, t], P, faces(5, 1, 1));
    expect(o.lines.slice(0, 2)).toEqual(["A 1d6 5 +4 -1w =8", "D 2d6 1 1 -1 =1"]);
    expect(o.table).toBe("3 WOUNDS");
  });

  test("a glancing hit writes a point of charge; a successful defense offers charge for giving it up", () => {
    const g = strs.resolve("attack", { attacker: "thug", weapon: "club", defender: "kaito" }, [kaito, thug], P, faces(3, 3, 1, 2));
    // thug 6 + 1 = 7; Kaito 3 + 2 + 1 (armor) = 6: result 1, glancing
    expect(g.table).toBe("GLANCING HIT");
    expect(g.effects).toEqual([{ character: "thug", kind: "charge", text: "Dock thug: +1 charge (glancing hit)", data: { n: 1 } }]);
    const n = strs.resolve("attack", { attacker: "thug", weapon: "club", defender: "kaito" }, [kaito, thug], P, faces(1, 1, 6, 6));
    expect(n.table).toBe("NO HIT");
    expect(n.followUps).toEqual([{ label: "Kaito gives up the defense: +1 charge", check: "gain", inputs: { who: "kaito", amount: 1 } }]);
  });

  test("the rules refuse a Fatigued double attack, a Stunned or KO attacker, naming the input", () => {
    const tired: StrsSheet = { ...kaito, status: ["fatigued"] };
    expect(() => strs.resolve("attack", { attacker: "kaito", weapon: "staff", defender: "thug", attacks: 2 }, [tired, thug], P, faces()))
      .toThrow(expect.objectContaining({ code: "INPUT", value: "attacks", message: "input 'attacks' Kaito is Fatigued: one action only" }));
    const stunned: StrsSheet = { ...kaito, status: ["stunned"] };
    expect(() => strs.odds("attack", { attacker: "kaito", weapon: "staff", defender: "thug" }, [stunned, thug], P)).toThrow(/Stunned/);
    const down: StrsSheet = { ...thug, wounds: 2 };
    expect(() => strs.odds("attack", { attacker: "thug", weapon: "club", defender: "kaito" }, [kaito, down], P)).toThrow(/is KO/);
  });

  test("a character cannot attack itself; an Anyone defender needs a Threshold", () => {
    expect(() => strs.odds("attack", { attacker: "kaito", weapon: "staff", defender: "kaito" }, [kaito, thug], P))
      .toThrow(expect.objectContaining({ message: "input 'defender' has no choice 'kaito'" }));
    expect(() => strs.odds("attack", { attacker: "*", defender: "*" }, [], P))
      .toThrow(expect.objectContaining({ message: "input 'threshold' (Threshold) is required" }));
    expect(() => strs.odds("attack", anyone({ "atk-dice": 7 }), [], P)).toThrow(expect.objectContaining({ message: "input 'atk-dice' must be at most 6 dice, got 7" }));
  });

  test("sheet odds equal the brute force with the sheet's numbers", () => {
    // Kaito 1/3 with 1 effective wound (penalty 1), staff +3, against the drake: defense 1 + armor 2, Threshold 5, d12 (penalty 2)
    const k: StrsSheet = { ...kaito, atkDice: 1, defDice: 3, wounds: 1 };
    const drake: StrsSheet = { ...thug, id: "drake", name: "Drake", type: "monster", defense: 1, armor: 2, threshold: 5, status: ["entangled"] };
    const b: BruteAttack = { ...BASE, sides: 12, penalty: 2, atkDice: 1, defDice: 2, atkBonus: 3, atkWounds: 1, defBonus: 3, threshold: 5, entangled: true, ko: 7 };
    close(odds({ attacker: "kaito", weapon: "staff", defender: "drake", die: "12" }, [k, drake]), bruteTurn(b));
  });
});
