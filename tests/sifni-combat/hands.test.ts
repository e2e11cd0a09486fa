/**
 * One wound penalty for every check (issue 17, item 2). s-ifni.txt, "Damage": the band "is
 * immediately added as a penalty modifier to all appropriate tests ... use only the highest
 * penalty that applies", and "a hit in the upper arm may have one less point of modifier
 * penalty, but an additional point when using that arm. Likewise, a hit in the foot may have a
 * reduced TN on the Endurance test, but increased penalties for movement type actions."
 * So a roll that uses the wounded limb gets the point back: an attack or a parry with the weapon
 * in that arm (the sheet's `leftHand` says which weapons are held left, the right otherwise; a
 * "2-hands" weapon, a ranged weapon and a wrestling hold use both arms), a Dodge ("sporadic
 * movements") or taking cover with a wounded leg.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { sifni } from "../../src/home/sifni/module";
import { defaultPack } from "../../src/home/sifni/pack";
import { SifniSheet } from "../../src/home/sifni/types";
import { withEspruinoIndexOf } from "../helpers/espruino-index-of";
import { ScriptedRng } from "../helpers/scripted-rng";
import { PACK, line, odds, run, sheet, value, wordFor } from "./fixtures";

const armWound = (side: string, band: number) => ({ dr: 500, band, location: side + " arm, 2/6 down" });
const STATS = { MeleeAttack: 6, MeleeDefense: 6, RangedAttack: 6, RangedDefense: 5, Wrestling: 5, Endurance: 2 };
/** Ann: sword in the right hand, shield in the left. */
function ann(wound: { dr: number; band: number; location: string }, more?: object) {
  return sheet("ann", "Ann", STATS, { weapons: ["sword", "shield", "spear", "long-bow", "crossbow"], leftHand: ["shield"], wounds: [wound], ...more });
}
// a miss: attack 5.00 against a defense roll of 14.00 (no location dice)
const MISS = [wordFor(6, 500), wordFor(5, 1400)];
const FOE = { defender: "anyone", defenseSkill: 5 };

describe("an attack uses the arm that holds the weapon", () => {
  test('"an additional point when using that arm": a right-arm wound, the sword in the right hand', () => {
    // severe wound (band 2) in the right upper arm: -1/5 in general, -2/5 using the right arm
    const o = run("melee", { attacker: "ann", weapon: "sword", ...FOE }, MISS, [ann(armWound("right", 2))]);
    expect(value(o, "Attack mods")).toBe("-2/5");
    // "one less point of modifier penalty" otherwise: attacking with the shield in the left
    // hand, Shield -1/2A and the general -1/5: -7/10
    const shield = run("melee", { attacker: "ann", weapon: "shield", ...FOE }, MISS, [ann(armWound("right", 2))]);
    expect(value(shield, "Attack mods")).toBe("-7/10");
    // a sword held left: the right-arm wound is the general -1/5
    const left = run("melee", { attacker: "ann", weapon: "sword", ...FOE }, MISS, [ann(armWound("right", 2), { leftHand: ["sword"] })]);
    expect(value(left, "Attack mods")).toBe("-1/5");
  });

  test('a "2-hands" weapon uses both arms: a left-arm wound counts its point with the spear', () => {
    const o = run("melee", { attacker: "ann", weapon: "spear", ...FOE }, MISS, [ann(armWound("left", 2))]);
    expect(value(o, "Attack mods")).toBe("-2/5");
    // and not with the sword in the right hand
    expect(value(run("melee", { attacker: "ann", weapon: "sword", ...FOE }, MISS, [ann(armWound("left", 2))]), "Attack mods")).toBe("-1/5");
  });

  test("a bow is held with one arm and drawn with the other: a ranged shot uses both", () => {
    // Long Bow +1/5A, a severe wound in the left arm -2/5: -1/5 (RangedAttack 6 is below the
    // bow's minimum 10: 6 - 4 = 2)
    const o = run("ranged", { shooter: "ann", weapon: "long-bow", distance: 10, target: "anyone" }, [wordFor(2, 300)], [ann(armWound("left", 2))]);
    expect(value(o, "Attack mods")).toBe("-1/5");
  });

  test("wrestling holds with both arms", () => {
    const o = run("wrestle", { aWho: "ann", bWho: "anyone", bSkill: 5, aAction: "hold", bAction: "escape" }, [wordFor(5, 500), wordFor(5, 900)], [
      ann(armWound("left", 2)),
    ]);
    expect(value(o, "Ann mods")).toBe("-2/5");
  });
});

describe("a defense uses the parrying arm, a Dodge the legs", () => {
  test("a parry with the shield in the wounded left arm, and with the sword in the right", () => {
    // Shield +1/3D and -2/5: -1/15; the sword parries with the general -1/5
    // a miss: attack 5.00 against a defense roll of 14.00 before its modifiers
    const words = [wordFor(5, 500), wordFor(6, 1400)];
    const shield = run("melee", { attackSkill: 5, weapon: "sword", defender: "ann", parry: "shield" }, words, [ann(armWound("left", 2))]);
    expect(value(shield, "Defense mods")).toBe("-1/15");
    const sword = run("melee", { attackSkill: 5, weapon: "sword", defender: "ann", parry: "sword" }, words, [ann(armWound("left", 2))]);
    expect(value(sword, "Defense mods")).toBe("-1/5");
  });

  test('Dodge "represents the attempt to make a more difficult target by making sporadic movements": a leg wound\'s point comes back', () => {
    // moderate trauma (band 3) in the left leg: the parry roll -2/5, the Dodge roll -3/5 +1/4
    const leg = { dr: 500, band: 3, location: "left leg, 2/6 down" };
    const o = run("melee", { attackSkill: 5, weapon: "sword", defender: "ann", parry: "sword", defense: "dodge" }, [wordFor(5, 500), wordFor(6, 1400), wordFor(6, 1400)], [
      ann(leg),
    ]);
    expect(value(o, "Defense 1 mods")).toBe("-2/5");
    expect(value(o, "Defense 2 mods")).toBe("-7/20");
    // a ranged Dodge too
    const r = run("ranged", { shooter: "anyone", attackSkill: 5, weapon: "crossbow", distance: 1, target: "ann", defense: "dodge" }, [wordFor(5, 400), wordFor(5, 1500)], [
      ann(leg),
    ]);
    expect(value(r, "Defense mods")).toBe("-3/5");
  });

  test('taking cover: the Cover TN "stays in effect until the character leaves cover (moves)": the legs', () => {
    const o = run("cover", { character: "ann", current: 500 }, [0], [ann({ dr: 500, band: 3, location: "left leg, 2/6 down" })]);
    expect(value(o, "Cover mods")).toBe("-3/5");
  });
});

describe("Grey Hal (examples/sifni/party.json): moderate trauma in the left leg, one rule everywhere", () => {
  const party = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];
  const pack = defaultPack();
  // band 3 in the (upper) left leg: -2/5 in general, -3/5 for movement; padding and chain mail -7/40
  test("his spear (2-hands: both arms, not the leg) costs -2/5 in a skill check, an attack and a parry; a movement -3/5 in an Agility check and a Dodge", () => {
    const skill = sifni.resolve("skill", { who: "veteran", stat: "MeleeAttack", skill: "Spear", tn: "13" }, party, pack, new ScriptedRng([0]));
    expect(skill.lines).toContain("Wounds\t-2/5");
    // -7/40 - 16/40 = -23/40
    const attack = run("melee", { attacker: "veteran", weapon: "spear", ...FOE }, MISS, party, pack);
    expect(value(attack, "Attack mods")).toBe("-23/40");
    const parry = run("melee", { attackSkill: 5, weapon: "sword", defender: "veteran", parry: "spear" }, [wordFor(5, 500), wordFor(8, 1400)], party, pack);
    expect(value(parry, "Defense mods")).toBe("-23/40");
    // and a movement costs -3/5 everywhere: an Agility check and his Dodge
    const agility = sifni.resolve("skill", { who: "veteran", stat: "Agility", tn: "13" }, party, pack, new ScriptedRng([0]));
    expect(agility.lines).toContain("Wounds\t-3/5");
    // the Dodge roll: -7/40 - 24/40 + 10/40 = -21/40 (MeleeDefense 6 + Spear 2 parries, 6 dodges)
    const dodge = run("melee", { attackSkill: 5, weapon: "sword", defender: "veteran", parry: "spear", defense: "dodge" }, [wordFor(5, 500), wordFor(8, 1400), wordFor(6, 1400)], party, pack);
    expect(value(dodge, "Defense 1 mods")).toBe("-23/40");
    expect(value(dodge, "Defense 2 mods")).toBe("-21/40");
  });
});

describe("on the device (Espruino 2v29's indexOf also finds a part whose start ends the text)", () => {
  test('"both arms" ends in "arm", "movement" starts with "m": a leg wound still costs no point with the spear; a weapon held right is not read as held left', () => {
    const leg = ann({ dr: 500, band: 3, location: "left leg, 2/6 down" });
    const spear = withEspruinoIndexOf(() => run("melee", { attacker: "ann", weapon: "spear", ...FOE }, MISS, [leg]));
    expect(value(spear, "Attack mods")).toBe("-2/5");
    // the weapons field ends with RS and the mark is looked for as RS id US l RS
    const right = withEspruinoIndexOf(() => run("melee", { attacker: "ann", weapon: "sword", ...FOE }, MISS, [ann(armWound("right", 2))]));
    expect(value(right, "Attack mods")).toBe("-2/5");
  });
});

describe("the odds follow the same modifiers", () => {
  // a minor wound (band 1) in the right arm: nothing in general, -1/5 using the right arm
  const party = [ann(armWound("right", 1))];
  const ids = ["band-0", "band-1", "band-2", "band-3", "band-4", "band-5", "deadlock", "miss"];
  const same = (a: ReturnType<typeof odds>, b: ReturnType<typeof odds>) => {
    for (const id of ids) expect(line(a, id), id).toBeCloseTo(line(b, id), 12);
  };

  test("a sword in the wounded arm has the odds of the same attack at -1/5; held left, of no modifier", () => {
    const base = { weapon: "sword", ...FOE };
    const wounded = odds("melee", { ...base, attacker: "ann" }, party);
    same(wounded, odds("melee", { ...base, attackSkill: 6, attackMod: "-1/5" }));
    const left = odds("melee", { ...base, attacker: "ann" }, [ann(armWound("right", 1), { leftHand: ["sword"] })]);
    same(left, odds("melee", { ...base, attackSkill: 6 }));
    expect(line(left, "miss")).toBeLessThan(line(wounded, "miss"));
  });

  test("a shot with both arms has the odds of the same shot at -1/5", () => {
    const base = { weapon: "crossbow", distance: 10, target: "anyone" };
    same(odds("ranged", { ...base, shooter: "ann" }, party), odds("ranged", { ...base, attackSkill: 6, attackMod: "-1/5" }));
  });
});

describe("skill checks read the same rule", () => {
  test("a skill named like a carried weapon is that weapon's arm: MeleeAttack + Sword with a right-arm wound", () => {
    const s = ann(armWound("right", 2), { skills: [{ stat: "MeleeAttack", name: "Sword", level: 1, specialties: [] }] });
    const o = sifni.resolve("skill", { who: "ann", stat: "MeleeAttack", skill: "Sword", tn: "13" }, [s], PACK, new ScriptedRng([0]));
    expect(o.lines).toContain("Wounds\t-2/5");
    // Awareness uses no limb: the general -1/5
    const a = sifni.resolve("skill", { who: "ann", stat: "Awareness", tn: "13" }, [s], PACK, new ScriptedRng([0]));
    expect(a.lines).toContain("Wounds\t-1/5");
  });
});
