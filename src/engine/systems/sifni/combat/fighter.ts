/**
 * A fighter in a check: a party member (totals, armor and wounds from the sheet) or anyone
 * (totals from number inputs), and the rolls it makes, described for the GM's screen.
 */
import { engineError } from "../../../errors";
import { Fraction, formatFraction } from "../../../math/fraction";
import { Factor, UNMODIFIED, combineFactors, factorOf, sumFractions } from "../../../sifni/modifiers";
import { RollSetup, setup } from "../../../sifni/roll";
import { formatHundredths } from "../../../format/number";
import { Inputs } from "../../../rules/types";
import { SifniSheet } from "../types";
import { ANYONE, sheetIn } from "./inputs";

export interface Fighter {
  /** the character id, or "anyone" */
  id: string;
  name: string;
  sheet: SifniSheet | null;
}

export function fighter(party: SifniSheet[], inputs: Inputs, who: string, otherwise: string): Fighter {
  const s = sheetIn(party, inputs, who);
  return s ? { id: s.id, name: s.name, sheet: s } : { id: ANYONE, name: otherwise, sheet: null };
}

/** Refuses a fighter who cannot act: unconscious or dead. */
export function mustAct(f: Fighter): void {
  if (f.sheet && f.sheet.condition) {
    throw engineError("CONDITION", f.name + " is " + f.sheet.condition + " and cannot act", f.id);
  }
}

/** Refuses a dead target. */
export function mustLive(f: Fighter): void {
  if (f.sheet && f.sheet.condition === "dead") throw engineError("CONDITION", f.name + " is dead", f.id);
}

/** A roll as built: skill, the additive fractions, and a scale applied after them (size, range). */
export interface RollDesc {
  skill: number;
  mods: Fraction[];
  scale: Factor;
}

export function desc(skill: number, mods: Fraction[], scale?: Factor): RollDesc {
  return { skill: skill, mods: mods, scale: scale || UNMODIFIED };
}

export function setupOf(d: RollDesc): RollSetup {
  return setup(d.skill, combineFactors(factorOf(d.mods), d.scale));
}

/** "7 +1/20" or "7 +1/4 x300/450": the skill, the sum of its fractions, the scale. */
export function descText(d: RollDesc): string {
  const f = sumFractions(d.mods);
  let t = "" + d.skill;
  if (f.n !== 0) t += " " + formatFraction(f);
  if (d.scale.num !== d.scale.den) t += " x" + d.scale.num + "/" + d.scale.den;
  return t;
}

export const fmt = formatHundredths;
