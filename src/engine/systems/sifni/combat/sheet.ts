/**
 * What combat reads from a sheet and the pack: stat totals with a skill, worn armor, weapon
 * rows, the armor's action penalty and the wound penalty.
 */
import { Fraction, fraction, parseFraction } from "../../../math/fraction";
import { ArmorRow, DamageType, MeleeWeaponRow, RangedWeaponRow, SifniPack, SifniSheet, Wound } from "../types";
import { MAX_SKILL, MIN_SKILL } from "../../../sifni/skill";
import { worstWoundSteps } from "./location";

/** Names compare without case and spaces: the skill "Longbow" goes with the weapon "Long Bow". */
function same(a: string, b: string): boolean {
  return a.split(" ").join("").toLowerCase() === b.split(" ").join("").toLowerCase();
}

/** The level of the skill `name` under `stat`, 0 when absent. */
export function skillLevel(sheet: SifniSheet, stat: string, name: string): number {
  for (let i = 0; i < sheet.skills.length; i++) {
    const k = sheet.skills[i];
    if (same(k.stat, stat) && same(k.name, name)) return k.level;
  }
  return 0;
}

/** The level of a specialty under that skill ("vsSwords" under "Rapier"), 0 when absent. */
export function specialtyLevel(sheet: SifniSheet, stat: string, name: string, specialty: string): number {
  for (let i = 0; i < sheet.skills.length; i++) {
    const k = sheet.skills[i];
    if (same(k.stat, stat) && same(k.name, name)) {
      for (let j = 0; j < k.specialties.length; j++) if (same(k.specialties[j].name, specialty)) return k.specialties[j].level;
    }
  }
  return 0;
}

/**
 * The stat plus the skill that applies ("MeleeAttack" + "Rapier") and a specialty of it
 * ("toDisarm"), kept in the skill range.
 */
export function statTotal(sheet: SifniSheet, stat: string, skill: string, specialty?: string): number {
  const base = sheet.stats[stat];
  let t = typeof base === "number" ? base : 0;
  if (skill !== "") t += skillLevel(sheet, stat, skill);
  if (skill !== "" && specialty) t += specialtyLevel(sheet, stat, skill, specialty);
  return t < MIN_SKILL ? MIN_SKILL : t > MAX_SKILL ? MAX_SKILL : t;
}

export function armorRow(pack: SifniPack, id: string): ArmorRow | null {
  for (let i = 0; i < pack.armor.length; i++) if (pack.armor[i].id === id) return pack.armor[i];
  return null;
}

export function meleeRow(pack: SifniPack, id: string): MeleeWeaponRow | null {
  for (let i = 0; i < pack.melee.length; i++) if (pack.melee[i].id === id) return pack.melee[i];
  return null;
}

export function rangedRow(pack: SifniPack, id: string): RangedWeaponRow | null {
  for (let i = 0; i < pack.ranged.length; i++) if (pack.ranged[i].id === id) return pack.ranged[i];
  return null;
}

/** The pack's Unarmed row (by id or name), used for bare hands and for wrestling damage. */
export function unarmedRow(pack: SifniPack): MeleeWeaponRow | null {
  for (let i = 0; i < pack.melee.length; i++) {
    const w = pack.melee[i];
    if (same(w.id, "unarmed") || same(w.name, "unarmed")) return w;
  }
  return null;
}

/** When the pack has no Unarmed row: the text's "Unarmed B -1/4A -1/3D -1pt damage". */
export const BARE_HANDS: MeleeWeaponRow = {
  id: "unarmed",
  name: "Unarmed",
  type: "blunt",
  attack: "-1/4",
  defense: "-1/3",
  armorMod: "",
  hands: 1,
  size: "very small",
  notes: "-1pt damage, unarmed",
};

/** The armor rows a character wears (unknown ids are skipped: the sheet validator names them). */
export function wornArmor(sheet: SifniSheet, pack: SifniPack): ArmorRow[] {
  const out: ArmorRow[] = [];
  for (let i = 0; i < sheet.armor.length; i++) {
    const r = armorRow(pack, sheet.armor[i]);
    if (r) out.push(r);
  }
  return out;
}

/** "Wearing more than one set of armor only gives the highest single bonus" per damage type. */
export function armorPoints(rows: ArmorRow[], type: DamageType): number {
  let best = 0;
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i][type];
    if (v > best) best = v;
  }
  return best;
}

/** The worn sets' action penalties, all of them (weight and interference add up). */
export function armorPenalties(rows: ArmorRow[], into: Fraction[]): void {
  for (let i = 0; i < rows.length; i++) if (rows[i].penalty !== "") into.push(parseFraction(rows[i].penalty));
}

/** The wound penalty as a roll fraction: -steps/5 of the worst wound (location adjusted). */
export function woundPenalty(wounds: Wound[], use: string, into: Fraction[]): number {
  const steps = worstWoundSteps(wounds, use);
  if (steps > 0) into.push(fraction(-steps, 5));
  return steps;
}

/** A weapon row's fraction text ("+1/5", "") added to a list when present. */
export function addFraction(text: string, into: Fraction[]): void {
  if (text !== "" && text !== "0") into.push(parseFraction(text));
}
