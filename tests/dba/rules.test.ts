/**
 * The text's tables outside the attack roll: long-range accuracy, which ranges each weapon
 * reaches, the shorter weapon's Quickness penalty, injuries and death by body size.
 */
import { describe, expect, test } from "vitest";
import { dba } from "../../src/engine/systems/dba/module";
import { injuredStats, injuryPenalty, isDead } from "../../src/engine/systems/dba/injuries";
import { longRangeModifier } from "../../src/engine/systems/dba/long-range";
import { rangePenalty, reaches } from "../../src/engine/systems/dba/reach";
import { example } from "./helpers";

const pack = dba.pack;

describe("long-range accuracy (a ranged weapon's Accuracy is for 10 m)", () => {
  test("closer: +1 per metre", () => {
    expect([10, 9, 5, 1, 0].map((m) => longRangeModifier(pack.longRange, m))).toEqual([0, 1, 5, 9, 10]);
  });

  test("farther: -1 per 2 m to 20 m (-5), per 4 m to 40 m (-10), per 8 m beyond", () => {
    // 11: 1 m is no full step of 2 -> 0; 12 -> -1; 19 -> 4 full steps; 20 -> 5 (the text: "At 20 meters, the penalty is 5")
    // 23: -5 and 3 m of a 4 m step -> -5; 24 -> -6; 40 -> -5 - 20/4 = -10 (the text: "At 40 meters ... 10")
    // 47: -10, 7 m of 8 -> -10; 48 -> -11; 100: -10 - 60/8 = -17 (floor 7.5)
    const at = [11, 12, 19, 20, 21, 23, 24, 39, 40, 47, 48, 100];
    expect(at.map((m) => longRangeModifier(pack.longRange, m))).toEqual([0, -1, -4, -5, -5, -5, -6, -9, -10, -10, -11, -17]);
  });
});

describe("melee ranges", () => {
  test("which ranges each weapon class reaches (phase 2 of the text)", () => {
    const all = ["knife", "sword", "halberd", "pike"];
    const table = all.map((w) => all.filter((at) => reaches(pack, w, at)).join(" "));
    expect(table).toEqual(["knife sword", "knife sword halberd", "sword halberd pike", "halberd pike"]);
  });

  test("Quickness penalty 2 per increment the opponent's weapon has on yours", () => {
    expect(rangePenalty(pack, "knife", "sword", "any")).toBe(2);
    expect(rangePenalty(pack, "knife", "pike", "any")).toBe(6);
    expect(rangePenalty(pack, "sword", "halberd", "any")).toBe(2);
    // the longer or equal weapon pays nothing; nor against no weapon
    expect(rangePenalty(pack, "pike", "knife", "any")).toBe(0);
    expect(rangePenalty(pack, "sword", "sword", "any")).toBe(0);
    expect(rangePenalty(pack, "knife", "none", "any")).toBe(0);
  });

  test("moving in to your own range (or closer) removes the penalty", () => {
    expect(rangePenalty(pack, "knife", "sword", "knife")).toBe(0);
    expect(rangePenalty(pack, "knife", "sword", "sword")).toBe(2);
    expect(rangePenalty(pack, "sword", "pike", "knife")).toBe(0);
    expect(rangePenalty(pack, "sword", "pike", "halberd")).toBe(4);
  });
});

describe("injuries by body size", () => {
  test("a human loses a point of every physical stat per injury; coverage and armor force stay", () => {
    const r = example("rogue");
    r.injuries = 3;
    expect(injuryPenalty(r, pack)).toBe(3);
    // 11 10 10 8 10 13 | 5 5 | move 6  ->  8 7 7 5 7 10 | 5 5 | 3
    expect(injuredStats(r, pack)).toEqual({
      quickness: 8, force: 7, accuracy: 7, dodge: 5, block: 7, blockForce: 10, coverage: 5, armorForce: 5, move: 3,
    });
  });

  test("the Giant: 2 injuries per point; dead at 10, a human at 5", () => {
    const g = example("giant");
    expect([0, 1, 2, 3, 4, 9].map((n) => injuryPenalty({ ...g, injuries: n }, pack))).toEqual([0, 0, 1, 1, 2, 4]);
    expect([9, 10, 11].map((n) => isDead({ ...g, injuries: n }, pack))).toEqual([false, true, true]);
    const r = example("rogue");
    expect([4, 5].map((n) => isDead({ ...r, injuries: n }, pack))).toEqual([false, true]);
  });

  test("the injury effect adds, heals to no less than 0, and leaves the given sheet alone", () => {
    const r = example("rogue");
    const hurt = dba.applyEffect(r, { character: "rogue", kind: "injury", text: "", data: { count: 2 } }, pack);
    expect([hurt.injuries, r.injuries]).toEqual([2, 0]);
    expect(hurt.stats).toEqual(r.stats);
    const healed = dba.applyEffect(hurt, { character: "rogue", kind: "injury", text: "", data: { count: -5 } }, pack);
    expect(healed.injuries).toBe(0);
    expect(() => dba.applyEffect(r, { character: "rogue", kind: "wound", text: "", data: {} }, pack)).toThrow(/no effect 'wound'/);
    expect(() => dba.applyEffect(r, { character: "rogue", kind: "injury", text: "", data: { count: 1.5 } }, pack)).toThrow(/whole count/);
  });

  test("the effect's text says when the injury kills: Giant's club on a Knight with 3", () => {
    const p = [example("knight"), example("giant")];
    p[0].injuries = 3;
    // every stage passes with +4 faces: dodge 6 - 3 = 3 against Quickness 5 needs -2
    const o = dba.resolve("attack", { attacker: "giant", weapon: "club", defender: "knight" }, p, pack, { next: () => 9, clone: () => { throw new Error("unused"); }, getState: () => [] });
    expect(o.effects[0].text).toBe("Knight +2 inj, 5/5 dead");
  });
});
