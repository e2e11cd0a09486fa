/**
 * The melee attack check with chosen generator words: each roll is picked with wordFor (the
 * word whose curve result is that many hundredths), location dice with face(). Expected rolls,
 * DRs and bands are worked out by hand in the comments. The GM's lines are "label<TAB>value"
 * (checks/lines.ts): who on whom, Attack, Defense (the rolls, when more than one or when the
 * TN is not the roll), TN (Base TN without a defense roll), then DR, Wound and Where on a hit,
 * then what each roll was made of (skill, mods, scale).
 */
import { describe, expect, test } from "vitest";
import { face, run, sheet, value, wordFor } from "./fixtures";

// anyone: MeleeAttack 7 (max 17.00), MeleeDefense 5 (max 15.00), no armor, Endurance 0
const BASE = { attackSkill: 7, weapon: "sword", defenseSkill: 5 };

describe("an attack against a defense roll", () => {
  test("Offense against Offense: hit, DR, band, location", () => {
    // attack 17.00 vs defense 10.00: DR = 10 * 7 / 10 = 7.00 > 3/5 of 10 -> moderate trauma; torso 2/6
    const o = run("melee", BASE, [wordFor(7, 1700), wordFor(5, 1000), face(3), face(2)]);
    expect(o.table).toBe("MODERATE TRAUMA");
    expect(o.degree).toBe("TORSO");
    expect(o.lines).toEqual([
      "Attacker on Defender", "Attack\t17.00", "TN\t10.00", "DR\t7.00", "Wound\tmoderate trauma", "Where\ttorso, 2/6 down",
      "Attack skill\t7", "Defense skill\t5",
    ]);
    expect(o.summary).toBe("Attacker -> Defender: moderate trauma, torso, 2/6 down (17.00 vs 10.00, DR 7.00)");
  });

  test("a deadlock draws no location dice; a miss below 3/4 of the max is MISS, above it NO OPENING", () => {
    expect(run("melee", BASE, [wordFor(7, 1300), wordFor(5, 1300)]).table).toBe("DEADLOCK");
    // 3/4 of 17.00 is 12.75: 12.74 is a missed swing, 12.75 a non-miss failure
    expect(run("melee", BASE, [wordFor(7, 1274), wordFor(5, 1400)]).table).toBe("MISS");
    const held = run("melee", BASE, [wordFor(7, 1275), wordFor(5, 1400)]);
    expect(held.table).toBe("NO OPENING");
    expect(held.lines.slice(0, 4)).toEqual(["Attacker on Defender", "Attack\t12.75", "TN\t14.00", "No opening: 3/4 of max or more"]);
    expect(run("melee", BASE, [wordFor(7, 1274), wordFor(5, 1400)]).lines[3]).toBe("Miss: under 3/4 of max");
    expect(run("melee", BASE, [wordFor(7, 1300), wordFor(5, 1300)]).lines[3]).toBe("Deadlock: nothing happens");
    expect(held.effects).toEqual([]);
    expect(held.followUps).toEqual([]);
  });

  test("Wild Offense: attack +1/4, its own defense -1/4", () => {
    // attack 12.00 * 5/4 = 15.00 against 14.00: DR = ceil(1000 * 100 / 1400) = 0.72, a scratch
    const o = run("melee", { ...BASE, strategy: "wild" }, [wordFor(7, 1200), wordFor(5, 1400), face(5), face(1)]);
    expect(o.lines).toEqual([
      "Attacker on Defender", "Attack\t15.00", "TN\t14.00", "DR\t0.72", "Wound\tscratch", "Where\tright leg, 1/6 down",
      "Attack skill\t7", "Attack mods\t+1/4", "Defense skill\t5",
    ]);
    expect(o.table).toBe("SCRATCH");
    // the defender in Wild Offense: 14.00 * 3/4 = 10.50
    const d = run("melee", { ...BASE, defense: "wild" }, [wordFor(7, 1200), wordFor(5, 1400), face(5), face(1)]);
    expect(d.lines.slice(1, 3)).toEqual(["Attack\t12.00", "TN\t10.50"]);
    expect(d.lines).toContain("Defense mods\t-1/4");
  });

  test("Cautious Offense: attack -1/4; as defender, an extra +1/4 roll against the declared attack, the higher counts", () => {
    const c = run("melee", { ...BASE, strategy: "cautious" }, [wordFor(7, 1600), wordFor(5, 1300)]);
    expect(c.lines.slice(1, 3)).toEqual(["Attack\t12.00", "TN\t13.00"]);
    expect(c.lines).toContain("Attack mods\t-1/4");
    // defense rolls 9.00 and 10.00 * 5/4 = 12.50: the TN is 12.50
    const o = run("melee", { ...BASE, defense: "cautious" }, [wordFor(7, 1250), wordFor(5, 900), wordFor(5, 1000)]);
    expect(o.lines.slice(1, 4)).toEqual(["Attack\t12.50", "Defense\t9.00 12.50", "TN\t12.50"]);
    expect(o.lines.slice(5)).toEqual(["Attack skill\t7", "Defense 1 skill\t5", "Defense 2 skill\t5", "Defense 2 mods\t+1/4"]);
    expect(o.table).toBe("DEADLOCK");
    // not declared against this attack: one roll only
    const one = run("melee", { ...BASE, defense: "cautious", declared: false }, [wordFor(7, 1250), wordFor(5, 900), face(3), face(3)]);
    expect(one.lines.slice(1, 3)).toEqual(["Attack\t12.50", "TN\t9.00"]);
    expect(one.lines.slice(-2)).toEqual(["Attack skill\t7", "Defense skill\t5"]);
  });

  test("Defense: two extra +1/4 rolls against one attack, or as many as the GM assigns", () => {
    // rolls 11.00, 8.00 * 5/4 = 10.00, 12.00 * 5/4 = 15.00: TN 15.00, the attack's 16.00 hits
    const o = run("melee", { ...BASE, defense: "defense" }, [wordFor(7, 1600), wordFor(5, 1100), wordFor(5, 800), wordFor(5, 1200), face(3), face(3)]);
    expect(o.lines.slice(1, 4)).toEqual(["Attack\t16.00", "Defense\t11.00 10.00 15.00", "TN\t15.00"]);
    expect(o.lines.slice(7)).toEqual([
      "Attack skill\t7", "Defense 1 skill\t5", "Defense 2 skill\t5", "Defense 2 mods\t+1/4", "Defense 3 skill\t5", "Defense 3 mods\t+1/4",
    ]);
    const two = run("melee", { ...BASE, defense: "defense", extraRolls: 1 }, [wordFor(7, 1600), wordFor(5, 1100), wordFor(5, 800), face(3), face(3)]);
    expect(two.lines.slice(1, 4)).toEqual(["Attack\t16.00", "Defense\t11.00 10.00", "TN\t11.00"]);
    const none = run("melee", { ...BASE, defense: "defense", extraRolls: 0 }, [wordFor(7, 1000), wordFor(5, 1100)]);
    expect(none.lines.slice(1, 3)).toEqual(["Attack\t10.00", "TN\t11.00"]);
  });

  test("Dodge: an extra roll of MeleeDefense + Dodge at +1/4, without the parrying weapon's modifier", () => {
    // parry with a shield (+1/3): 9.00 * 4/3 = 12.00; dodge with skill 5 + 2: 12.00 * 5/4 = 15.00
    const o = run("melee", { ...BASE, defense: "dodge", dodgeSkill: 2, parry: "shield" }, [wordFor(7, 1400), wordFor(5, 900), wordFor(7, 1200)]);
    expect(o.lines.slice(1, 4)).toEqual(["Attack\t14.00", "Defense\t12.00 15.00", "TN\t15.00"]);
    // 14.00 fails against 15.00 but is more than 3/4 of 17.00
    expect(o.table).toBe("NO OPENING");
    expect(o.lines.slice(5)).toEqual(["Attack skill\t7", "Defense 1 skill\t5", "Defense 1 mods\t+1/3", "Defense 2 skill\t7", "Defense 2 mods\t+1/4"]);
  });

  test("the attacker can only choose an attacking strategy", () => {
    expect(() => run("melee", { ...BASE, strategy: "dodge" }, [])).toThrow(/input 'strategy' has no choice 'dodge'/);
    expect(() => run("melee", { ...BASE, strategy: "defense" }, [])).toThrow(/input 'strategy' has no choice 'defense'/);
  });
});

describe("weapons, armor and modifiers", () => {
  test("Rapier (+1/5A, x2 armor) against Plate Armor (4 pierce): armor 8.00", () => {
    // 15.00 * 6/5 = 18.00 vs 10.00: DR = 10 * 8 / 10 - 8 = 0.00, a scratch
    const o = run("melee", { ...BASE, weapon: "rapier", armor: "plate-armor" }, [wordFor(7, 1500), wordFor(5, 1000), face(3), face(3)]);
    expect(o.lines.slice(1, 5)).toEqual(["Attack\t18.00", "TN\t10.00", "DR\t0.00", "Wound\tscratch"]);
  });

  test("Saber (+1/2 armor) against Plate Armor's 6 slash: 9.00; Warhammer (-1/2 armor) against 4 pierce: 2.00", () => {
    // saber: 15.00 * 6/5 = 18.00 vs 6.00: DR = 10 * 12 / 6 - 9 = 11.00 > 10: die already
    const saber = run("melee", { ...BASE, weapon: "saber", armor: "plate-armor" }, [wordFor(7, 1500), wordFor(5, 600), face(3), face(3)]);
    expect([value(saber, "Attack"), value(saber, "TN"), value(saber, "DR"), value(saber, "Wound")]).toEqual(["18.00", "6.00", "11.00", "die already"]);
    // warhammer: 15.00 * 4/5 = 12.00 vs 6.00: DR = 10 * 6 / 6 - 2 = 8.00, equal to 4/5 of 10: moderate trauma
    const hammer = run("melee", { ...BASE, weapon: "warhammer", armor: "plate-armor" }, [wordFor(7, 1500), wordFor(5, 600), face(3), face(3)]);
    expect([value(hammer, "Attack"), value(hammer, "DR"), value(hammer, "Wound")]).toEqual(["12.00", "8.00", "moderate trauma"]);
  });

  test("Unarmed: -1/4A and -1pt damage (blunt, no armor)", () => {
    // 16.00 * 3/4 = 12.00 vs 10.00: DR = 10 * 2 / 10 - 1 = 1.00, a scratch
    const fist = run("melee", { ...BASE, weapon: "unarmed" }, [wordFor(7, 1600), wordFor(5, 1000), face(3), face(3)]);
    expect([value(fist, "Attack"), value(fist, "DR"), value(fist, "Wound")]).toEqual(["12.00", "1.00", "scratch"]);
  });

  test("modifier rows: roll fractions add up on the attack", () => {
    // attacker advantage +1/6 and defender prone +1/3: x 3/2; 10.00 -> 15.00
    const o = run("melee", { ...BASE, modifiers: "attacker-advantage,defender-prone" }, [wordFor(7, 1000), wordFor(5, 1400), face(3), face(3)]);
    expect(o.lines.slice(1, 3)).toEqual(["Attack\t15.00", "TN\t14.00"]);
    expect(o.lines.slice(-3)).toEqual(["Attack skill\t7", "Attack mods\t+1/2", "Defense skill\t5"]);
  });

  test("Defender Unaware: TN 3, no defense roll drawn", () => {
    const o = run("melee", { ...BASE, modifiers: "defender-unaware" }, [wordFor(7, 600), face(1), face(1)]);
    // 6.00 vs 3.00: DR = 10 * 3 / 3 = 10.00, exactly End + 10: severe trauma, head 1/6
    expect(o.lines.slice(0, 6)).toEqual(["Attacker on Defender", "Attack\t6.00", "Base TN\t3.00", "DR\t10.00", "Wound\tsevere trauma", "Where\thead, 1/6 down"]);
  });

  test("Attack from Rear: only a Dodge roll may defend; without one the TN is 3", () => {
    expect(run("melee", { ...BASE, modifiers: "attack-from-rear" }, [wordFor(7, 600), face(3), face(3)]).lines.slice(1, 3)).toEqual(["Attack\t7.00", "Base TN\t3.00"]);
    // dodging: the dodge roll alone (9.00 * 5/4 = 11.25); 6.00 * 7/6 = 7.00 misses
    const o = run("melee", { ...BASE, modifiers: "attack-from-rear", defense: "dodge" }, [wordFor(7, 600), wordFor(5, 900)]);
    expect(o.lines.slice(1, 3)).toEqual(["Attack\t7.00", "TN\t11.25"]);
    expect(o.lines.slice(-4)).toEqual(["Attack skill\t7", "Attack mods\t+1/6", "Defense skill\t5", "Defense mods\t+1/4"]);
    expect(o.table).toBe("MISS");
  });

  test("an automatic failure rolls nothing", () => {
    const o = run("melee", { ...BASE, modifiers: "total-distraction" }, []);
    expect(o.table).toBe("MISS");
    expect(o.lines).toEqual(["Attacker on Defender", "Automatic failure"]);
    expect(o.summary).toBe("Attacker -> Defender: automatic failure");
  });

  test("a small target divides the TN by its size: half a human doubles the defense", () => {
    // 8.00 x 2 = 16.00; 17.00 hits: DR = ceil(1000 * 100 / 1600) = 0.63
    const o = run("melee", { ...BASE, size: "1/2" }, [wordFor(7, 1700), wordFor(5, 800), face(3), face(3)]);
    expect(o.lines.slice(1, 5)).toEqual(["Attack\t17.00", "TN\t16.00", "DR\t0.63", "Wound\tscratch"]);
    expect(o.lines.slice(-3)).toEqual(["Attack skill\t7", "Defense skill\t5", "Defense scale\tx2/1"]);
    // twice a human halves it: 9.00 / 2 = 4.50
    expect(run("melee", { ...BASE, size: "2" }, [wordFor(7, 1700), wordFor(5, 900), face(3), face(3)]).lines.slice(1, 3)).toEqual(["Attack\t17.00", "TN\t4.50"]);
  });

  test("aiming: a chosen section costs -1/5 and draws only the sixth die", () => {
    // 15.00 * 4/5 = 12.00 vs 10.00: DR 2.00, a scratch on the left arm, 4/6 down
    const o = run("melee", { ...BASE, aim: "section", section: "left arm" }, [wordFor(7, 1500), wordFor(5, 1000), face(4)]);
    expect(o.lines.slice(1, 6)).toEqual(["Attack\t12.00", "TN\t10.00", "DR\t2.00", "Wound\tscratch", "Where\tleft arm, 4/6 down"]);
    expect(o.lines).toContain("Attack mods\t-1/5");
    const p = run("melee", { ...BASE, aim: "point", section: "head", down: 1, across: 2 }, [wordFor(7, 1700), wordFor(5, 500)]);
    // 17.00 / 2 = 8.50 vs 5.00: DR 7.00
    expect(p.lines.slice(1, 6)).toEqual(["Attack\t8.50", "TN\t5.00", "DR\t7.00", "Wound\tmoderate trauma", "Where\thead, 1/6 down, 2/6 from right"]);
    expect(p.lines).toContain("Attack mods\t-1/2");
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
    expect(o.lines.slice(0, 3)).toEqual(["Bran on Orc", "Attack\t18.40", "TN\t8.25"]);
    expect(o.lines.slice(-4)).toEqual(["Attack skill\t7", "Attack mods\t+3/20", "Defense skill\t3", "Defense mods\t-7/40"]);
    // armor: best pierce of padding (0) and chain (5), x2 for the rapier: 10.00
    // DR = ceil(1000 * (1840 - 825) / 825) - 1000 = ceil(1230.3) - 1000 = 12.31
    expect(o.lines.slice(3, 6)).toEqual(["DR\t2.31", "Wound\tminor wound", "Where\ttorso, 4/6 down"]);
    expect(o.effects).toEqual([{ character: "orc", kind: "wound", text: "Orc: minor wound, torso, 4/6 down", data: { dr: 231, band: 1, location: "torso, 4/6 down" } }]);
    expect(o.followUps).toEqual([{ label: "Endurance: Orc", check: "endurance", inputs: { character: "orc", dr: 231, section: "torso", down: 4 } }]);
  });

  test("a wound's penalty applies to the wounded fighter's rolls, only the worst one", () => {
    const hurt = { ...bran, wounds: [{ dr: 300, band: 1, location: "torso, 3/6 down" }, { dr: 500, band: 2, location: "torso, 2/6 down" }] };
    // 1 + 1/5 - 1/20 - 2/5 = 3/4: 16.00 -> 12.00
    const o = run("melee", { attacker: "bran", weapon: "rapier", defender: "orc" }, [wordFor(7, 1600), wordFor(3, 1000), face(3), face(4)], [hurt, orc]);
    expect(o.lines.slice(0, 3)).toEqual(["Bran on Orc", "Attack\t12.00", "TN\t8.25"]);
    expect(o.lines).toContain("Attack mods\t-1/4");
  });

  test("a scratch leaves no wound and calls for no Endurance test", () => {
    // Orc: MeleeAttack 6 with the club (-1/5) in padding (-1/20) and chain (-1/8): x 5/8
    // Bran parries with his rapier: MeleeDefense 4 + 1, x (1 + 1/5 - 1/20) = 23/20
    // 16.00 x 5/8 = 10.00 against 8.00 x 23/20 = 9.20: DR = ceil(1000 * 80 / 920) = 0.87, a scratch
    const o = run("melee", { attacker: "orc", weapon: "club", defender: "bran" }, [wordFor(6, 1600), wordFor(5, 800), face(3), face(3)], [bran, orc]);
    expect(o.lines.slice(0, 5)).toEqual(["Orc on Bran", "Attack\t10.00", "TN\t9.20", "DR\t0.87", "Wound\tscratch"]);
    expect(o.effects).toEqual([]);
    expect(o.followUps).toEqual([]);
    // against 5.00 x 23/20 = 5.75: DR = ceil(1000 * 425 / 575) = 7.40 (leather has no blunt); End 2 -> 12: 7.40 > 7.20
    const p = run("melee", { attacker: "orc", weapon: "club", defender: "bran" }, [wordFor(6, 1600), wordFor(5, 500), face(3), face(3)], [bran, orc]);
    expect([value(p, "TN"), value(p, "DR"), value(p, "Wound")]).toEqual(["5.75", "7.40", "moderate trauma"]);
    // 10.00 x 5/8 = 6.25 against 11.50: under 3/4 of 10.00 (the Orc's maximum after modifiers)
    expect(run("melee", { attacker: "orc", weapon: "club", defender: "bran" }, [wordFor(6, 1000), wordFor(5, 1000)], [bran, orc]).table).toBe("MISS");
  });

  test("an unconscious defender gets no defense (TN 3); an unconscious attacker cannot attack", () => {
    const out = { ...orc, condition: "unconscious" as const };
    expect(run("melee", { attacker: "bran", weapon: "rapier", defender: "orc" }, [wordFor(7, 1000), face(3), face(3)], [bran, out]).lines.slice(0, 3)).toEqual(["Bran on Orc", "Attack\t11.50", "Base TN\t3.00"]);
    expect(() => run("melee", { attacker: "orc", weapon: "club", defender: "bran" }, [], [bran, out])).toThrow(/Orc is unconscious and cannot act/);
  });
});
