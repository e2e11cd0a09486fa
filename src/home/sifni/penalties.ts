/**
 * Penalties a sheet carries into every roll, and the target-size rule.
 *
 * Wounds (s-ifni.txt, "Damage"): "the DR to Endurance ratio above (in 1/5 increments, round
 * down) is immediately added as a penalty modifier to all appropriate tests ... When multiple
 * wounds are present, use only the highest penalty that applies." A wound's band k (0 scratch
 * .. 5 die already) is that ratio in fifths, adjusted by where the wound is (one rule for every
 * check: src/engine/sifni/combat/location.ts), from the worst wound only.
 *
 * Armor (s-ifni.txt, "Weapons and Armor"): the action penalty "affects the rolled result of
 * all actions while the armor is worn". Wearing several sets gives only the best protection
 * per damage type, but "the main problem with wearing all this armor is weight and
 * interference", so their action penalties add up (modifiers in S-Ifni are additive).
 */
import { floorDiv } from "../../engine/math/exact";
import { Fraction, ZERO, addFractions, fraction, parseFraction } from "../../engine/math/fraction";
import { worstSteps } from "../../engine/sifni/combat/location";
import { ArmorRow, SifniPack, SifniSheet } from "./types";

/** Band names as the text's damage chart gives them, by band. */
export const BANDS = ["scratch", "minor wound", "severe wound", "moderate trauma", "severe trauma", "die already"];

/** The highest band among the sheet's wounds (0 when none). */
export function worstBand(sheet: SifniSheet): number {
  let b = 0;
  for (let i = 0; i < sheet.wounds.length; i++) if (sheet.wounds[i].band > b) b = sheet.wounds[i].band;
  return b;
}

/**
 * The wound penalty every check applies (src/engine/sifni/combat/location.ts: the worst wound's
 * band adjusted by where it is), for an action using no particular part.
 */
export function woundPenalty(sheet: SifniSheet): Fraction {
  const steps = worstSteps(sheet.wounds, "");
  return steps === 0 ? ZERO : fraction(-steps, 5);
}

/** The pack rows of the armor the sheet wears (ids not in the pack are skipped: validation reports them). */
export function wornArmor(sheet: SifniSheet, pack: SifniPack): ArmorRow[] {
  const out: ArmorRow[] = [];
  for (let i = 0; i < sheet.armor.length; i++) {
    for (let j = 0; j < pack.armor.length; j++) if (pack.armor[j].id === sheet.armor[i]) out.push(pack.armor[j]);
  }
  return out;
}

/** The action penalties of all worn armor, added. */
export function armorPenalty(sheet: SifniSheet, pack: SifniPack): Fraction {
  const worn = wornArmor(sheet, pack);
  let f = ZERO;
  for (let i = 0; i < worn.length; i++) f = addFractions(f, parseFraction(worn[i].penalty));
  return f;
}

/** Armor points per damage type: the best single worn set for each type. */
export function protection(sheet: SifniSheet, pack: SifniPack): { blunt: number; slash: number; pierce: number } {
  const worn = wornArmor(sheet, pack);
  const p = { blunt: 0, slash: 0, pierce: 0 };
  for (let i = 0; i < worn.length; i++) {
    if (worn[i].blunt > p.blunt) p.blunt = worn[i].blunt;
    if (worn[i].slash > p.slash) p.slash = worn[i].slash;
    if (worn[i].pierce > p.pierce) p.pierce = worn[i].pierce;
  }
  return p;
}

/**
 * "Small / Large Target: TN divided by size relative to human". The size is asked as a
 * percentage of a human (100: human, 50: half as big, 200: twice as big); the TN in hundredths
 * becomes floor(tn * 100 / size), rounded down like every S-Ifni rounding.
 */
export function sizeTn(tn: number, sizePercent: number): number {
  return floorDiv(tn * 100, sizePercent);
}
