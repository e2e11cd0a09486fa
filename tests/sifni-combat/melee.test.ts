/**
 * The melee attack check with chosen generator words: each roll is picked with wordFor (the
 * word whose curve result is that many hundredths), location dice with face(). Expected rolls,
 * DRs and bands are worked out by hand in the comments.
 */
import { describe, expect, test } from "vitest";
import { PACK, face, impl, run, sheet, wordFor } from "./fixtures";
import { requireInputs } from "../../src/engine/rules/inputs";

// anyone: MeleeAttack 7 (max 17.00), MeleeDefense 5 (max 15.00), no armor, Endurance 0
const BASE = { attackSkill: 7, weapon: "sword", defenseSkill: 5 };

describe("an attack against a defense roll", () => {
  test("Offense against Offense: hit, DR, band, location", () => {
    // attack 17.00 vs defense 10.00: DR = 10 * 7 / 10 = 7.00 > 3/5 of 10 -> moderate trauma; torso 2/6
    const o = run("melee", BASE, [wordFor(7, 1700), wordFor(5, 1000), face(3), face(2)]);
    expect(o.table).toBe("MODERATE TRAUMA");
    expect(o.degree).toBe("TORSO");
    expect(o.lines).toEqual(["Attacker 17.00 vs 10.00", "Defender 10.00", "DR 7.00 moderate trauma", "torso, 2/6 down", "atk 7; def 5"]);
    expect(o.summary).toBe("Attacker -> Defender: moderate trauma, torso, 2/6 down (17.00 vs 10.00, DR 7.00)");
  });

  test("a deadlock draws no location dice; a miss below 3/4 of the max is MISS, above it NO OPENING", () => {
    expect(run("melee", BASE, [wordFor(7, 1300), wordFor(5, 1300)]).table).toBe("DEADLOCK");
    // 3/4 of 17.00 is 12.75: 12.74 is a missed swing, 12.75 a non-miss failure
    expect(run("melee", BASE, [wordFor(7, 1274), wordFor(5, 1400)]).table).toBe("MISS");
    const held = run("melee", BASE, [wordFor(7, 1275), wordFor(5, 1400)]);
    expect(held.table).toBe("NO OPENING");
    expect(held.lines[2]).toBe("no opening: 3/4 of max or more");
    expect(held.effects).toEqual([]);
    expect(held.followUps).toEqual([]);
  });

  test("Wild Offense: attack +1/4, its own defense -1/4", () => {
    // attack 12.00 * 5/4 = 15.00 against 14.00: DR = ceil(1000 * 100 / 1400) = 0.72, a scratch
    const o = run("melee", { ...BASE, strategy: "wild" }, [wordFor(7, 1200), wordFor(5, 1400), face(5), face(1)]);
    expect(o.lines.slice(0, 3)).toEqual(["Attacker 15.00 vs 14.00", "Defender 14.00", "DR 0.72 scratch"]);
    expect(o.table).toBe("SCRATCH");
    expect(o.lines[4]).toBe("atk 7 +1/4; def 5");
    // the defender in Wild Offense: 14.00 * 3/4 = 10.50
    const d = run("melee", { ...BASE, defense: "wild" }, [wordFor(7, 1200), wordFor(5, 1400), face(5), face(1)]);
    expect(d.lines[0]).toBe("Attacker 12.00 vs 10.50");
  });

  test("Cautious Offense: attack -1/4; as defender, an extra +1/4 roll against the declared attack, the higher counts", () => {
    expect(run("melee", { ...BASE, strategy: "cautious" }, [wordFor(7, 1600), wordFor(5, 1300)]).lines[0]).toBe("Attacker 12.00 vs 13.00");
    // defense rolls 9.00 and 10.00 * 5/4 = 12.50: the TN is 12.50
    const o = run("melee", { ...BASE, defense: "cautious" }, [wordFor(7, 1250), wordFor(5, 900), wordFor(5, 1000)]);
    expect(o.lines[0]).toBe("Attacker 12.50 vs 12.50");
    expect(o.lines[1]).toBe("Defender 9.00 12.50");
    expect(o.table).toBe("DEADLOCK");
    // not declared against this attack: one roll only
    expect(run("melee", { ...BASE, defense: "cautious", declared: false }, [wordFor(7, 1250), wordFor(5, 900), face(3), face(3)]).lines[1]).toBe("Defender 9.00");
  });

  test("Defense: two extra +1/4 rolls against one attack, or as many as the GM assigns", () => {
    // rolls 11.00, 8.00 * 5/4 = 10.00, 12.00 * 5/4 = 15.00: TN 15.00, the attack's 16.00 hits
    const o = run("melee", { ...BASE, defense: "defense" }, [wordFor(7, 1600), wordFor(5, 1100), wordFor(5, 800), wordFor(5, 1200), face(3), face(3)]);
    expect(o.lines[1]).toBe("Defender 11.00 10.00 15.00");
    expect(o.lines[0]).toBe("Attacker 16.00 vs 15.00");
    expect(o.lines[4]).toBe("atk 7; def 5 / 5 +1/4 / 5 +1/4");
    expect(run("melee", { ...BASE, defense: "defense", extraRolls: 1 }, [wordFor(7, 1600), wordFor(5, 1100), wordFor(5, 800), face(3), face(3)]).lines[1]).toBe("Defender 11.00 10.00");
    expect(run("melee", { ...BASE, defense: "defense", extraRolls: 0 }, [wordFor(7, 1000), wordFor(5, 1100)]).lines[1]).toBe("Defender 11.00");
  });

  test("Dodge: an extra roll of MeleeDefense + Dodge at +1/4, without the parrying weapon's modifier", () => {
    // parry with a shield (+1/3): 9.00 * 4/3 = 12.00; dodge with skill 5 + 2: 12.00 * 5/4 = 15.00
    const o = run("melee", { ...BASE, defense: "dodge", dodgeSkill: 2, parry: "shield" }, [wordFor(7, 1400), wordFor(5, 900), wordFor(7, 1200)]);
    expect(o.lines[1]).toBe("Defender 12.00 15.00");
    // 14.00 fails against 15.00 but is more than 3/4 of 17.00
    expect(o.table).toBe("NO OPENING");
    expect(o.lines[3]).toBe("atk 7; def 5 +1/3 / 7 +1/4");
  });

  test("the attacker can only choose an attacking strategy", () => {
    const c = impl("melee");
    expect(() => requireInputs(c.spec, { ...BASE, strategy: "dodge" }, [], PACK)).toThrow(/input 'strategy' has no choice 'dodge'/);
  });
});

describe("weapons, armor and modifiers", () => {
  test("Rapier (+1/5A, x2 armor) against Plate Armor (4 pierce): armor 8.00", () => {
    // 15.00 * 6/5 = 18.00 vs 10.00: DR = 10 * 8 / 10 - 8 = 0.00, a scratch
    const o = run("melee", { ...BASE, weapon: "rapier", armor: "plate-armor" }, [wordFor(7, 1500), wordFor(5, 1000), face(3), face(3)]);
    expect(o.lines[0]).toBe("Attacker 18.00 vs 10.00");
    expect(o.lines[2]).toBe("DR 0.00 scratch");
  });

  test("Saber (+1/2 armor) against Plate Armor's 6 slash: 9.00; Warhammer (-1/2 armor) against 4 pierce: 2.00", () => {
    // saber: 15.00 * 6/5 = 18.00 vs 6.00: DR = 10 * 12 / 6 - 9 = 11.00 > 10: die already
    expect(run("melee", { ...BASE, weapon: "saber", armor: "plate-armor" }, [wordFor(7, 1500), wordFor(5, 600), face(3), face(3)]).lines[2]).toBe("DR 11.00 die already");
    // warhammer: 15.00 * 4/5 = 12.00 vs 6.00: DR = 10 * 6 / 6 - 2 = 8.00, equal to 4/5 of 10: moderate trauma
    expect(run("melee", { ...BASE, weapon: "warhammer", armor: "plate-armor" }, [wordFor(7, 1500), wordFor(5, 600), face(3), face(3)]).lines[2]).toBe("DR 8.00 moderate trauma");
  });

  test("Unarmed: -1/4A and -1pt damage (blunt, no armor)", () => {
    // 16.00 * 3/4 = 12.00 vs 10.00: DR = 10 * 2 / 10 - 1 = 1.00, a scratch
    expect(run("melee", { ...BASE, weapon: "unarmed" }, [wordFor(7, 1600), wordFor(5, 1000), face(3), face(3)]).lines[2]).toBe("DR 1.00 scratch");
  });

  test("modifier rows: roll fractions add up on the attack", () => {
    // attacker advantage +1/6 and defender prone +1/3: x 3/2; 10.00 -> 15.00
    const o = run("melee", { ...BASE, modifiers: "attacker-advantage,defender-prone" }, [wordFor(7, 1000), wordFor(5, 1400), face(3), face(3)]);
    expect(o.lines[0]).toBe("Attacker 15.00 vs 14.00");
    expect(o.lines[4]).toBe("atk 7 +1/2; def 5");
  });

  test("Defender Unaware: TN 3, no defense roll drawn", () => {
    const o = run("melee", { ...BASE, modifiers: "defender-unaware" }, [wordFor(7, 600), face(1), face(1)]);
    // 6.00 vs 3.00: DR = 10 * 3 / 3 = 10.00, exactly End + 10: severe trauma, head 1/6
    expect(o.lines.slice(0, 4)).toEqual(["Attacker 6.00 vs 3.00", "Defender TN", "DR 10.00 severe trauma", "head, 1/6 down"]);
  });

  test("Attack from Rear: only a Dodge roll may defend; without one the TN is 3", () => {
    expect(run("melee", { ...BASE, modifiers: "attack-from-rear" }, [wordFor(7, 600), face(3), face(3)]).lines[0]).toBe("Attacker 7.00 vs 3.00");
    // dodging: the dodge roll alone (9.00 * 5/4 = 11.25); 6.00 * 7/6 = 7.00 misses
    const o = run("melee", { ...BASE, modifiers: "attack-from-rear", defense: "dodge" }, [wordFor(7, 600), wordFor(5, 900)]);
    expect(o.lines[1]).toBe("Defender 11.25");
    expect(o.table).toBe("MISS");
  });

  test("an automatic failure rolls nothing", () => {
    const o = run("melee", { ...BASE, modifiers: "total-distraction" }, []);
    expect(o.table).toBe("MISS");
    expect(o.lines).toEqual(["Attacker: automatic failure"]);
  });

  test("a small target divides the TN by its size: half a human doubles the defense", () => {
    // 8.00 x 2 = 16.00; 17.00 hits: DR = ceil(1000 * 100 / 1600) = 0.63
    const o = run("melee", { ...BASE, size: "1/2" }, [wordFor(7, 1700), wordFor(5, 800), face(3), face(3)]);
    expect(o.lines.slice(0, 3)).toEqual(["Attacker 17.00 vs 16.00", "Defender 16.00", "DR 0.63 scratch"]);
    expect(o.lines[4]).toBe("atk 7; def 5 x2/1");
    // twice a human halves it: 9.00 / 2 = 4.50
    expect(run("melee", { ...BASE, size: "2" }, [wordFor(7, 1700), wordFor(5, 900), face(3), face(3)]).lines[0]).toBe("Attacker 17.00 vs 4.50");
  });

  test("aiming: a chosen section costs -1/5 and draws only the sixth die", () => {
    // 15.00 * 4/5 = 12.00 vs 10.00: DR 2.00, a scratch on the left arm, 4/6 down
    const o = run("melee", { ...BASE, aim: "section", section: "left arm" }, [wordFor(7, 1500), wordFor(5, 1000), face(4)]);
    expect(o.lines.slice(0, 4)).toEqual(["Attacker 12.00 vs 10.00", "Defender 10.00", "DR 2.00 scratch", "left arm, 4/6 down"]);
    const p = run("melee", { ...BASE, aim: "point", section: "head", down: 1, across: 2 }, [wordFor(7, 1700), wordFor(5, 500)]);
    // 17.00 / 2 = 8.50 vs 5.00: DR 7.00
    expect(p.lines.slice(0, 4)).toEqual(["Attacker 8.50 vs 5.00", "Defender 5.00", "DR 7.00 moderate trauma", "head, 1/6 down, 2/6 from right"]);
  });
});

describe("characters: totals, armor penalties, wounds, effects", () => {
  const bran = sheet("bran", "Bran", { MeleeAttack: 5, MeleeDefense: 4, Endurance: 2 }, {
    skills: [{ stat: "MeleeAttack", name: "Rapier", level: 2, specialties: [] }, { stat: "MeleeDefense", name: "Rapier", level: 1, specialties: [] }],
    weapons: ["rapier"],
    armor: ["leather"],
  });
  const orc = sheet("orc", "Orc", { MeleeAttack: 6, MeleeDefense: 3, Endurance: 0 }, { weapons: ["club"], armor: ["padding", "chain-mail"] });

  test("MeleeAttack + the weapon's skill; the weapon, armor penalty; the defender parries with their weapon", () => {
    // Bran: 5 + 2 = 7, x (1 + 1/5 - 1/20) = 23/20: 16.00 -> 18.40
    // Orc parries with the club: MeleeDefense 3, padding -1/20 and chain -1/8: x 33/40: 10.00 -> 8.25
    const o = run("melee", { attacker: "bran", weapon: "rapier", defender: "orc" }, [wordFor(7, 1600), wordFor(3, 1000), face(3), face(4)], [bran, orc]);
    expect(o.lines[0]).toBe("Bran 18.40 vs 8.25");
    expect(o.lines[4]).toBe("atk 7 +3/20; def 3 -7/40");
    // armor: best pierce of padding (0) and chain (5), x2 for the rapier: 10.00
    // DR = ceil(1000 * (1840 - 825) / 825) - 1000 = ceil(1230.3) - 1000 = 12.31
    expect(o.lines[2]).toBe("DR 2.31 minor wound");
    expect(o.effects).toEqual([{ character: "orc", kind: "wound", text: "Orc: minor wound, torso, 4/6 down", data: { dr: 231, band: 1, location: "torso, 4/6 down" } }]);
    expect(o.followUps).toEqual([{ label: "Endurance: Orc", check: "endurance", inputs: { character: "orc", dr: 231, section: "torso", down: 4 } }]);
  });

  test("a wound's penalty applies to the wounded fighter's rolls, only the worst one", () => {
    const hurt = { ...bran, wounds: [{ dr: 300, band: 1, location: "torso, 3/6 down" }, { dr: 500, band: 2, location: "torso, 2/6 down" }] };
    // 1 + 1/5 - 1/20 - 2/5 = 3/4: 16.00 -> 12.00
    const o = run("melee", { attacker: "bran", weapon: "rapier", defender: "orc" }, [wordFor(7, 1600), wordFor(3, 1000), face(3), face(4)], [hurt, orc]);
    expect(o.lines[0]).toBe("Bran 12.00 vs 8.25");
  });

  test("a scratch leaves no wound and calls for no Endurance test", () => {
    // Orc: MeleeAttack 6 with the club (-1/5) in padding (-1/20) and chain (-1/8): x 5/8
    // Bran parries with his rapier: MeleeDefense 4 + 1, x (1 + 1/5 - 1/20) = 23/20
    // 16.00 x 5/8 = 10.00 against 8.00 x 23/20 = 9.20: DR = ceil(1000 * 80 / 920) = 0.87, a scratch
    const o = run("melee", { attacker: "orc", weapon: "club", defender: "bran" }, [wordFor(6, 1600), wordFor(5, 800), face(3), face(3)], [bran, orc]);
    expect(o.lines.slice(0, 3)).toEqual(["Orc 10.00 vs 9.20", "Bran 9.20", "DR 0.87 scratch"]);
    expect(o.effects).toEqual([]);
    expect(o.followUps).toEqual([]);
    // against 5.00 x 23/20 = 5.75: DR = ceil(1000 * 425 / 575) = 7.40 (leather has no blunt); End 2 -> 12: 7.40 > 7.20
    const p = run("melee", { attacker: "orc", weapon: "club", defender: "bran" }, [wordFor(6, 1600), wordFor(5, 500), face(3), face(3)], [bran, orc]);
    expect(p.lines[2]).toBe("DR 7.40 moderate trauma");
    // 10.00 x 5/8 = 6.25 against 11.50: under 3/4 of 10.00 (the Orc's maximum after modifiers)
    expect(run("melee", { attacker: "orc", weapon: "club", defender: "bran" }, [wordFor(6, 1000), wordFor(5, 1000)], [bran, orc]).table).toBe("MISS");
  });

  test("an unconscious defender gets no defense (TN 3); an unconscious attacker cannot attack", () => {
    const out = { ...orc, condition: "unconscious" as const };
    expect(run("melee", { attacker: "bran", weapon: "rapier", defender: "orc" }, [wordFor(7, 1000), face(3), face(3)], [bran, out]).lines[0]).toBe("Bran 11.50 vs 3.00");
    expect(() => run("melee", { attacker: "orc", weapon: "club", defender: "bran" }, [], [bran, out])).toThrow(/Orc is unconscious and cannot act/);
  });
});
