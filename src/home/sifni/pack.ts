/**
 * The default S-Ifni rules pack, transcribed from s-ifni.txt: the TN ladder ("Target Numbers"),
 * the example modifiers ("Modifiers", "Combat Modifiers"), armor, melee and ranged weapons
 * ("Weapons and Armor"). tests/sifni/pack.test.ts compares every row with the text.
 *
 * Built by a function, not held in a constant: the tables cost about a thousand variables on
 * the device, so nothing is allocated until a pack is asked for (hold on to the result).
 */
import { ArmorRow, DamageType, LadderStep, MeleeWeaponRow, ModifierRow, RangedWeaponRow, SifniPack } from "./types";

function step(tn: number, short: string, label: string): LadderStep {
  return { tn: tn * 100, label: label, short: short };
}

function rollMod(id: string, group: string, label: string, roll: string): ModifierRow {
  return { id: id, label: label, group: group, roll: roll };
}

function armor(id: string, name: string, blunt: number, slash: number, pierce: number, penalty: string): ArmorRow {
  return { id: id, name: name, blunt: blunt, slash: slash, pierce: pierce, penalty: penalty };
}

function melee(
  id: string,
  name: string,
  type: DamageType,
  attack: string,
  defense: string,
  armorMod: string,
  hands: 1 | 2,
  size: string,
  notes: string
): MeleeWeaponRow {
  return { id: id, name: name, type: type, attack: attack, defense: defense, armorMod: armorMod, hands: hands, size: size, notes: notes };
}

function ranged(
  id: string,
  name: string,
  attack: string,
  armorMod: string,
  range: number,
  reload: number,
  skillMin: number,
  size: string
): RangedWeaponRow {
  // every ranged weapon in the text is "P" (pierce), the sling and thrown axe included
  const r: RangedWeaponRow = { id: id, name: name, type: "pierce", attack: attack, armorMod: armorMod, range: range, reload: reload, size: size, notes: "" };
  if (skillMin > 0) r.skillMin = skillMin;
  return r;
}

export function defaultPack(): SifniPack {
  return {
    tnLadder: [
      step(0, "simplicity", "total simplicity, almost automatic success for any level of skill"),
      step(5, "very easy", "very easy, only precludes very disabled or damaged characters"),
      step(10, "easy", "easy, however reduced odds of success for unskilled characters"),
      step(13, "basic skill", "basic skill is required, precludes unskilled characters"),
      step(16, "intermediate", "intermediate skill is required (professional)"),
      // the text's "[ 100 ^ (1/3) ^ (TN - 16) ]" read literally is 1.67 at TN 18; its figures
      // ("1 in 22") are (100^(1/3))^(TN-16): written so, with the figure
      step(17, "1 in 5 of prof", "(1 in 5 of profession: (100^(1/3))^(TN-16) = 4.6)"),
      step(18, "1 in 22 of prof", "(1 in 22 of profession: (100^(1/3))^(TN-16) = 21.5)"),
      step(19, "high skill", "high level of skill is required (1 in 100 of profession)"),
      step(22, "advanced skill", "advanced skill is required (1 in 10,000 of profession)"),
      step(25, "mastery", "mastery level of skill is required (1 in 1,000,000 of profession)"),
    ],
    modifiers: [
      rollMod("workshop", "Instruments", "Workshop", "+1/3"),
      rollMod("excellent-tools", "Instruments", "Excellent Tools", "+1/6"),
      rollMod("inferior-tools", "Instruments", "Inferior Tools", "-1/6"),
      rollMod("improvised-tools", "Instruments", "Improvised Tools", "-1/3"),
      { id: "missing-tools", label: "Missing Tools", group: "Instruments", autoFail: true },
      rollMod("good-environment", "Distractions", "Good Environment", "+1/6"),
      rollMod("minor-distraction", "Distractions", "Minor Distraction", "-1/6"),
      rollMod("major-distraction", "Distractions", "Major Distraction", "-1/3"),
      { id: "total-distraction", label: "Total Distraction", group: "Distractions", autoFail: true },
      rollMod("target-section", "Universal", "Choose Target Section", "-1/5"),
      rollMod("target-location", "Universal", "Choose Target Location", "-1/3"),
      rollMod("target-point", "Universal", "Choose Target Point", "-1/2"),
      rollMod("attacker-advantage", "Melee", "Attacker Advantage", "+1/6"),
      rollMod("defender-prone", "Melee", "Defender Prone / Held", "+1/3"),
      { id: "attack-from-rear", label: "Attack from Rear", group: "Melee", roll: "+1/6", onlyDodge: true },
      rollMod("defender-advantage", "Melee", "Defender Advantage", "-1/6"),
      rollMod("attacker-prone", "Melee", "Attacker Prone / Held", "-1/3"),
      { id: "defender-unaware", label: "Defender Unaware", group: "Melee", tn: 300, noDefense: true },
    ],
    armor: [
      armor("tough-cloth", "Tough Cloth", 0, 1, 0, "-1/30"),
      armor("padding", "Padding", 1, 0, 0, "-1/20"),
      armor("leather", "Leather", 0, 1, 1, "-1/20"),
      armor("padded-leather", "Padded Leather", 1, 1, 1, "-1/15"),
      armor("studded-leather", "Studded Leather", 0, 2, 1, "-1/15"),
      armor("thick-furs", "Thick Furs", 1, 2, 1, "-1/10"),
      armor("hardened-leather", "Hardened Leather", 2, 2, 1, "-1/10"),
      armor("ring-mail", "Ring Mail", 1, 3, 2, "-1/10"),
      armor("plate-bone", "Plate Bone", 3, 2, 2, "-1/8"),
      armor("plate-wood", "Plate Wood", 3, 2, 3, "-1/8"),
      armor("scale-mail", "Scale Mail", 2, 4, 3, "-1/8"),
      armor("chain-mail", "Chain Mail", 0, 5, 5, "-1/8"),
      armor("plate-metal", "Plate Metal", 4, 4, 3, "-1/6"),
      armor("double-scale", "Double Scale", 3, 5, 4, "-1/6"),
      armor("double-chain", "Double Chain", 0, 6, 6, "-1/6"),
      armor("plate-mail", "Plate Mail", 4, 5, 4, "-1/4"),
      armor("plate-armor", "Plate Armor", 5, 6, 4, "-1/4"),
      armor("heavy-plate", "Heavy Plate", 6, 6, 6, "-1/3"),
    ],
    melee: [
      melee("axe", "Axe", "slash", "+1/5", "-1/5", "", 1, "", ""),
      melee("club", "Club", "blunt", "-1/5", "", "", 1, "", ""),
      melee("dagger", "Dagger", "pierce", "-1/5", "-1/5", "", 1, "small", ""),
      melee("halberd", "Halberd", "slash", "+1/5", "", "", 2, "", "+1/4A&D vs mounted charge (P)"),
      melee("knife", "Knife", "pierce", "-1/4", "-1/4", "", 1, "very small", ""),
      melee("knuckledusters", "Knuckledusters", "blunt", "-1/4", "-1/3", "", 1, "very small", ""),
      melee("lance", "Lance", "pierce", "+1/4", "+1/4", "", 1, "long", "mounted charge only"),
      melee("mace", "Mace", "blunt", "", "-1/5", "", 1, "", ""),
      melee("pike", "Pike", "pierce", "", "", "", 2, "very long", "-1/4A&D close, +1/4A&D vs mounted charge"),
      melee("rapier", "Rapier", "pierce", "+1/5", "+1/5", "x2", 1, "", ""),
      melee("saber", "Saber", "slash", "+1/5", "", "+1/2", 1, "", ""),
      melee("shield", "Shield", "blunt", "-1/2", "+1/3", "", 1, "", ""),
      melee("spear", "Spear", "pierce", "", "", "", 2, "long", "+1/4A&D vs mounted charge"),
      melee("staff", "Staff", "blunt", "-1/5", "+1/4", "", 2, "", ""),
      melee("sword", "Sword", "slash", "", "", "", 1, "", ""),
      melee("two-hand-hammer", "Two-hand Hammer", "blunt", "+1/4", "-1/5", "", 2, "", ""),
      melee("two-hand-sword", "Two-hand Sword", "slash", "+1/4", "", "", 2, "", ""),
      melee("two-hand-axe", "Two-hand Axe", "slash", "+1/3", "-1/5", "", 2, "", ""),
      melee("unarmed", "Unarmed", "blunt", "-1/4", "-1/3", "", 1, "", "-1pt damage, unarmed"),
      melee("warhammer", "Warhammer", "pierce", "-1/5", "", "-1/2", 1, "", ""),
    ],
    ranged: [
      ranged("blowgun", "Blowgun", "-1/5", "x2", 30, 1, 0, ""),
      ranged("crossbow", "Crossbow", "", "", 200, 5, 0, ""),
      ranged("heavy-crossbow", "Heavy Crossbow", "+1/5", "", 300, 9, 0, ""),
      ranged("long-bow", "Long Bow", "+1/5", "", 300, 1, 10, ""),
      ranged("short-bow", "Short Bow", "", "", 200, 1, 5, ""),
      ranged("sling", "Sling", "-1/5", "", 300, 1, 5, "small"),
      ranged("thrown-axe", "Thrown Axe", "-1/5", "", 20, 0, 0, "small"),
      ranged("thrown-knife", "Thrown Knife", "-1/4", "", 30, 0, 0, "very small"),
      ranged("thrown-spear", "Thrown Spear", "", "", 10, 0, 0, ""),
    ],
    retryStep: 100,
  };
}
