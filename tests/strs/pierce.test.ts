/**
 * Issue 17, item 3: armor piercing (vdp-strs.txt, Equipment and environment, and the charge table).
 * - "Armor ? grants additional threshold, and may grant a bonus to weapon power on defense like
 *   a shield does." The armor bonus has two parts: its Threshold and its defense bonus.
 * - "some weapons may have armor piercing capability, negating all or part of the armor bonus."
 *   A weapon's AP negates that many points of the armor bonus, the Threshold part first.
 * - Armor Pierce: "The target's armor bonus is negated until they adjust their stance": all of it,
 *   Threshold included.
 * Expected odds come from brute.ts (every die face, written from the text) with the numbers the
 * rule leaves, worked out by hand in each test.
 */
import { describe, expect, test } from "vitest";
import { strs } from "../../src/engine/systems/strs/module";
import { Inputs } from "../../src/engine/rules/types";
import { StrsSheet } from "../../src/engine/systems/strs/types";
import { ScriptedRng } from "../helpers/scripted-rng";
import { BASE, bruteTurn } from "./brute";
import kaitoJson from "../../examples/strs/kaito.json";
import thugJson from "../../examples/strs/thug.json";

const P = strs.pack;
const kaito = kaitoJson as StrsSheet;
const thug = thugJson as StrsSheet;

/** Kaito's staff (skill 2 + weapon 1) with armor piercing `ap`. */
function piercer(ap: number): StrsSheet {
  return { ...kaito, attacks: [{ id: "staff", name: "Staff", skill: 2, weapon: 1, ranged: false, ap: ap }] };
}

/** The thug in armor adding 2 Threshold (own toughness 2: Threshold 4) and `def` on defense. */
function armored(def: number, status: string[] = []): StrsSheet {
  return { ...thug, threshold: 4, armorThr: 2, armor: def, status: status };
}

function odds(inputs: Inputs, party: StrsSheet[] = []): number[] {
  return strs.odds("attack", inputs, party, P).lines.map((l) => l.p);
}

const close = (got: number[], want: number[]) => {
  expect(got).toHaveLength(6);
  for (let i = 0; i < 6; i++) expect(got[i], "class " + i).toBeCloseTo(want[i], 12);
};

const STAFF = { attacker: "kaito", weapon: "staff", defender: "thug" };
/** Kaito 2d6 +3 against the thug's 2d6 with defense -1 plus the armor's defense bonus left. */
const VS_THUG = { ...BASE, atkBonus: 3, ko: 2 };

describe("a weapon's armor piercing: \"negating all or part of the armor bonus\"", () => {
  test("\"part of the armor bonus\": AP 1 negates 1 of the armor's 2 Threshold (4 -> 3), its defense bonus stays", () => {
    // AP 0 leaves the armor whole: Threshold 4, defense -1 +1
    close(odds(STAFF, [piercer(0), armored(1)]), bruteTurn({ ...VS_THUG, defBonus: 0, threshold: 4 }));
    close(odds(STAFF, [piercer(1), armored(1)]), bruteTurn({ ...VS_THUG, defBonus: 0, threshold: 3 }));
  });

  test("AP 3 negates the armor's 2 Threshold, then 1 of its defense bonus of 2 (Threshold 2, defense -1 +1)", () => {
    close(odds(STAFF, [piercer(3), armored(2)]), bruteTurn({ ...VS_THUG, defBonus: 0, threshold: 2 }));
  });

  test("\"negating all\": AP beyond the armor's bonus leaves the wearer's own Threshold 2 and defense -1", () => {
    close(odds(STAFF, [piercer(9), armored(2)]), bruteTurn({ ...VS_THUG, defBonus: -1, threshold: 2 }));
  });

  test("raw numbers: --ap 1 against armor-thr 2 of Threshold 5 is Threshold 4", () => {
    const inputs = { attacker: "*", "atk-dice": 2, ap: 1, defender: "*", "def-bonus": 1, "armor-def": 1, threshold: 5, "armor-thr": 2 };
    close(odds(inputs), bruteTurn({ ...BASE, defBonus: 1, threshold: 4 }));
  });

  test("the roll says what the AP took: a GM line, and the Threshold judged", () => {
    // Kaito 2d6 4 4 +3 = 11; thug 2d6 2 2 -1 +1 = 4; result 7 against Threshold 4 - 1 = 3: above 2 x 3, 2 wounds
    // (against the whole Threshold 4 it would be 1 wound)
    const rng = new ScriptedRng([3, 3, 1, 1]);
    const o = strs.resolve("attack", STAFF, [piercer(1), armored(1)], P, rng);
    expect(o.lines).toEqual(["AP 1: armor Thr -1", "A 2d6 4 4 +3 =11", "D 2d6 2 2 =4", "7 vs Thr 3: 2 wounds", "Dock thug KO"]);
  });
});

describe("Armor Pierce: \"The target's armor bonus is negated\", armor that only adds Threshold included", () => {
  test("armor adding only Threshold (the text's basic kind): pierced, Threshold 4 falls to the wearer's own 2", () => {
    close(odds(STAFF, [kaito, armored(0, ["pierced"])]), bruteTurn({ ...VS_THUG, defBonus: -1, threshold: 2 }));
  });

  test("both parts go: pierced armor with Threshold 2 and defense +2 leaves Threshold 2 and defense -1", () => {
    close(odds(STAFF, [kaito, armored(2, ["pierced"])]), bruteTurn({ ...VS_THUG, defBonus: -1, threshold: 2 }));
  });

  test("raw numbers: the pierced flag negates armor-thr and armor-def; Entangled then halves what is left", () => {
    const inputs = { attacker: "*", "atk-dice": 2, defender: "*", "def-bonus": 2, "armor-def": 2, threshold: 5, "armor-thr": 2, pierced: true, entangled: true };
    close(odds(inputs), bruteTurn({ ...BASE, defBonus: 0, threshold: 3, entangled: true }));
  });

  test("only a bonus is negated: armor with a defense penalty keeps it when pierced", () => {
    close(odds(STAFF, [kaito, armored(-1, ["pierced"])]), bruteTurn({ ...VS_THUG, defBonus: -2, threshold: 2 }));
  });
});

describe("the melee exchange pierces too", () => {
  test("a sheet's AP weapon and the pierced status act in an exchange as in an attack", () => {
    const ex = (party: StrsSheet[]) => strs.odds("exchange", { a: "kaito", "a-weapon": "staff", b: "thug", "b-weapon": "club" }, party, P).lines.map((l) => l.p);
    // the same fight with the armor's Threshold already taken off by hand
    const plain = ex([kaito, { ...thug, threshold: 3 }]);
    const got = ex([piercer(1), armored(0)]);
    for (let i = 0; i < plain.length; i++) expect(got[i], "line " + i).toBeCloseTo(plain[i], 12);
    const pierced = ex([kaito, armored(0, ["pierced"])]);
    const bare = ex([kaito, { ...thug, threshold: 2 }]);
    for (let i = 0; i < bare.length; i++) expect(pierced[i], "line " + i).toBeCloseTo(bare[i], 12);
    // raw numbers: a-ap 1 against b's Threshold 4 of which the armor adds 2 is b at Threshold 3
    const raw = (b: Inputs) => strs.odds("exchange", { a: "*", "a-threshold": 3, "a-ap": 1, b: "*", ...b }, [], P).lines.map((l) => l.p);
    const want = raw({ "b-threshold": 3 });
    const gotRaw = raw({ "b-threshold": 4, "b-armor-thr": 2 });
    for (let i = 0; i < want.length; i++) expect(gotRaw[i], "raw line " + i).toBeCloseTo(want[i], 12);
  });
});

describe("sheet fields: armorThr (the part of Threshold the armor adds) and an attack's ap", () => {
  test("valid when absent (0) or in range; refused naming the field when the armor's part is not below the Threshold or AP is negative", () => {
    expect(strs.validateSheet(kaito, P)).toEqual([]);
    expect(strs.validateSheet(armored(1), P)).toEqual([]);
    expect(strs.validateSheet(piercer(2), P)).toEqual([]);
    const paths = (s: unknown) => strs.validateSheet(s, P).map((p) => p.path);
    expect(paths({ ...thug, threshold: 2, armorThr: 2 })).toEqual(["armorThr"]);
    expect(paths(piercer(-1))).toEqual(["attacks.0.ap"]);
  });

  test("Inspect shows the armor's part of the Threshold and a weapon's AP", () => {
    const lines = strs.describe({ ...armored(1), attacks: [{ id: "pick", name: "Pick", skill: 1, weapon: 1, ranged: false, ap: 2 }] }, P);
    expect(lines).toContain("Timing 1  Thr 4 (armor 2)");
    expect(lines).toContain("Pick +1+1 AP 2");
  });
});
