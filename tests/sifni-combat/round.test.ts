/**
 * Two fighters in one melee round: simultaneous (mutual kills possible) or with one breaking
 * range on a longer weapon (the longer weapon strikes and resolves everything first).
 */
import { describe, expect, test } from "vitest";
import { SifniSheet } from "../../src/home/sifni/types";
import { applyEffect, face, line, odds, run, sheet, wordFor } from "./fixtures";

const bran = sheet("bran", "Bran", { MeleeAttack: 7, MeleeDefense: 5, Endurance: 0 }, { weapons: ["sword"] });
const orc = sheet("orc", "Orc", { MeleeAttack: 7, MeleeDefense: 5, Endurance: 0 }, { weapons: ["spear"] });
const PARTY = [bran, orc];
const FIGHT = { aWho: "bran", aWeapon: "sword", bWho: "orc", bWeapon: "spear" };

describe("simultaneous", () => {
  test("both strike from the state at the start of the round: a mutual kill", () => {
    // Bran 17.00 vs Orc's 5.00: DR 24.00, die already, torso; Orc 17.00 vs Bran's 5.00: the same, head
    const words = [wordFor(7, 1700), wordFor(5, 500), face(3), face(3), wordFor(7, 1700), wordFor(5, 500), face(1), face(2)];
    const o = run("round", FIGHT, words, PARTY);
    expect(o.table).toBe("BOTH HIT");
    expect(o.degree).toBe("DEADLY WOUND / DEADLY WOUND");
    expect(o.lines).toEqual([
      "Bran on Orc", "Attack\t17.00", "TN\t5.00", "DR\t24.00", "Wound\tdie already", "Where\ttorso, 3/6 down", "Attack skill\t7", "Defense skill\t5",
      "Orc on Bran", "Attack\t17.00", "TN\t5.00", "DR\t24.00", "Wound\tdie already", "Where\thead, 2/6 down", "Attack skill\t7", "Defense skill\t5",
    ]);
    expect(o.effects.map((e) => e.character)).toEqual(["orc", "bran"]);
    expect(o.followUps.map((f) => f.inputs.character)).toEqual(["orc", "bran"]);
    // the end of the round: wounds written, then both Endurance tests (Endurance 0 cannot reach 24.00 or 36.00)
    let party: SifniSheet[] = PARTY.map((s) => o.effects.filter((e) => e.character === s.id).reduce((x, e) => applyEffect(x, e), s));
    expect(party.map((s) => s.wounds)).toEqual([[{ dr: 2400, band: 5, location: "head, 2/6 down" }], [{ dr: 2400, band: 5, location: "torso, 3/6 down" }]]);
    for (const f of o.followUps) {
      const t = run(f.check, f.inputs, [wordFor(0, 1000), wordFor(0, 1000)], party);
      expect(t.table).toBe("DEAD");
      party = party.map((s) => t.effects.filter((e) => e.character === s.id).reduce((x, e) => applyEffect(x, e), s));
    }
    expect(party.map((s) => s.condition)).toEqual(["dead", "dead"]);
  });

  test("strategies: a Dodge or Defense fighter does not attack; Cautious puts its extra roll on the opponent", () => {
    // Bran defends (3 rolls against Orc's attack); Orc is cautious: attack -1/4, 2 rolls against nothing
    const o = run("round", { ...FIGHT, aStrategy: "defense", bStrategy: "cautious" }, [wordFor(7, 1600), wordFor(5, 1000), wordFor(5, 900), wordFor(5, 1100)], PARTY);
    // Orc 16.00 x 3/4 = 12.00 vs Bran's best of 10.00, 11.25, 13.75
    expect(o.lines).toEqual([
      "Orc on Bran", "Attack\t12.00", "Defense\t10.00 11.25 13.75", "TN\t13.75", "No opening: 3/4 of max or more",
      "Attack skill\t7", "Attack mods\t-1/4", "Defense 1 skill\t5", "Defense 2 skill\t5", "Defense 2 mods\t+1/4", "Defense 3 skill\t5", "Defense 3 mods\t+1/4",
    ]);
    expect(o.table).toBe("NO HIT");
    expect(o.summary).toBe("Orc -> Bran: no opening (12.00 vs 13.75)");
  });

  test("no one attacks", () => {
    const o = run("round", { ...FIGHT, aStrategy: "dodge", bStrategy: "defense" }, [], PARTY);
    expect(o.table).toBe("NO HIT");
    expect(o.summary).toBe("no one attacks");
  });
});

describe("breaking range on a longer weapon: it strikes and resolves first", () => {
  // Bran (sword) closes on the Orc's spear: the Orc strikes first
  const CLOSE = { ...FIGHT, order: "b-first" };

  test("the closer falls and does not strike back", () => {
    // Orc 17.00 vs 8.00: DR = 10 * 9 / 8 = 11.25 > 10: die already; Bran's Endurance 0 fails twice
    const words = [wordFor(7, 1700), wordFor(5, 800), face(3), face(3), wordFor(0, 900), wordFor(0, 800)];
    const o = run("round", CLOSE, words, PARTY);
    expect(o.table).toBe("ORC HITS");
    expect(o.lines.slice(0, 6)).toEqual(["Orc on Bran", "Attack\t17.00", "TN\t8.00", "DR\t11.25", "Wound\tdie already", "Where\ttorso, 3/6 down"]);
    expect(o.lines.slice(8)).toEqual(["Bran Endurance\t9.00, 8.00 vs 11.25", "Bran dies before striking"]);
    expect(o.effects.map((e) => [e.character, e.kind])).toEqual([["bran", "wound"], ["bran", "condition"]]);
    expect(o.followUps).toEqual([]);
  });

  test("a closer who stands strikes with the new wound's penalty", () => {
    // Orc 13.00 vs 10.00: DR 3.00, minor wound (torso): Bran passes (4.00 >= 3.00), then attacks at -1/5:
    // 15.00 x 4/5 = 12.00 against the Orc's 9.00: DR = 10 * 3 / 9 = 3.34 (rounded up)
    const words = [wordFor(7, 1300), wordFor(5, 1000), face(3), face(3), wordFor(0, 400), wordFor(7, 1500), wordFor(5, 900), face(5), face(6)];
    const o = run("round", CLOSE, words, PARTY);
    expect(o.table).toBe("BOTH HIT");
    expect(o.lines.slice(0, 6)).toEqual(["Orc on Bran", "Attack\t13.00", "TN\t10.00", "DR\t3.00", "Wound\tminor wound", "Where\ttorso, 3/6 down"]);
    expect(o.lines[8]).toBe("Bran Endurance\t4.00 vs 3.00");
    expect(o.lines.slice(9)).toEqual([
      "Bran on Orc", "Attack\t12.00", "TN\t9.00", "DR\t3.34", "Wound\tminor wound", "Where\tright leg, 6/6 down", "Attack skill\t7", "Attack mods\t-1/5", "Defense skill\t5",
    ]);
    expect(o.effects.map((e) => e.character)).toEqual(["bran", "orc"]);
    // Bran's Endurance test is done; only the Orc's remains
    expect(o.followUps.map((f) => f.inputs.character)).toEqual(["orc"]);
  });

  test("the exchange odds of a round: each attack from the start of the round", () => {
    const o = odds("round", FIGHT, PARTY);
    const a = ["a-band-0", "a-band-1", "a-band-2", "a-band-3", "a-band-4", "a-band-5", "a-deadlock", "a-miss"].reduce((s, id) => s + line(o, id), 0);
    const b = ["b-band-0", "b-band-1", "b-band-2", "b-band-3", "b-band-4", "b-band-5", "b-deadlock", "b-miss"].reduce((s, id) => s + line(o, id), 0);
    expect(a).toBeCloseTo(1, 9);
    expect(b).toBeCloseTo(1, 9);
    // the same skills and weapons without armor: the same odds both ways
    expect(line(o, "a-band-3")).toBeCloseTo(line(o, "b-band-3"), 12);
    expect(o.lines[0].label).toBe("Bran: scratch");
  });
});
