/**
 * One character's side in a skill check, from a sheet (skills chosen from it, wound penalty,
 * dice from its pool) or from raw numbers ("Anyone": bonuses already net of everything).
 */
import { num, str } from "../../rules/inputs";
import { Inputs } from "../../rules/types";
import { checkDice, refuse, sheetOf, skillRow } from "./common";
import { effectiveWounds, hasStatus, poolOf } from "./sheet";
import { StrsPack, StrsSheet } from "./types";

export interface SkillSide {
  name: string;
  sheet: StrsSheet | undefined;
  atkLabel: string;
  defLabel: string;
  atkBonus: number;
  defBonus: number;
  /** subtracted from every roll: effective wounds x the die's penalty */
  penalty: number;
  atkDice: number;
  defDice: number;
  timing: number;
}

/**
 * Reads side p: inputs p, p-atk / p-def (skill ids, sheets) or p-atk-bonus / p-def-bonus
 * (Anyone), p-atk-dice, p-def-dice (Anyone; a sheet puts the rest of its pool on defense),
 * p-timing (Anyone). `prefix` is "" for single-character checks ("who", "atk-bonus"...).
 */
export function skillSide(prefix: string, who: string, inputs: Inputs, party: StrsSheet[], pack: StrsPack, woundPenalty: number): SkillSide {
  const s = sheetOf(party, inputs, who);
  const atkDice = num(inputs, prefix + "atk-dice");
  if (s) {
    const pool = poolOf(s, pack);
    if (atkDice > pool) throw refuse(prefix + "atk-dice", "must be at most " + s.name + "'s pool of " + pool + " dice, got " + atkDice);
    const def = pool - atkDice;
    if (hasStatus(s, "panicked") && def < pack.panicDefense && atkDice > 0) {
      throw refuse(prefix + "atk-dice", s.name + " is Panicked: at least " + pack.panicDefense + " dice on defense");
    }
    checkDice(pack, prefix + "atk-dice", def);
    // each skill's row found once, for its name and its bonus (the inputs named sheet skills)
    const atkSkill = skillRow(s, str(inputs, prefix + "atk"));
    const defSkill = skillRow(s, str(inputs, prefix + "def"));
    return {
      name: s.name, sheet: s, atkLabel: atkSkill.name, defLabel: defSkill.name,
      atkBonus: atkSkill.bonus, defBonus: defSkill.bonus, penalty: effectiveWounds(s) * woundPenalty,
      atkDice: atkDice, defDice: def, timing: s.timing,
    };
  }
  const defDice = num(inputs, prefix + "def-dice");
  checkDice(pack, prefix + "atk-dice", atkDice);
  checkDice(pack, prefix + "def-dice", defDice);
  return {
    name: prefix === "" ? "Anyone" : prefix.slice(0, prefix.length - 1).toUpperCase(), sheet: undefined, atkLabel: "attack", defLabel: "defense",
    atkBonus: num(inputs, prefix + "atk-bonus"), defBonus: num(inputs, prefix + "def-bonus"), penalty: 0,
    atkDice: atkDice, defDice: defDice, timing: num(inputs, prefix + "timing"),
  };
}
