/**
 * The modifiers of one roll, each with what it is for the GM's lines: fractions of the roll
 * that add ("modifiers do not multiply, instead they are additive"), summed into one factor
 * with a single rounding down (sifni/modifiers.ts). Penalties a sheet carries join them: every
 * worn armor's action penalty, and the worst wound's, adjusted by where it is
 * (combat/location.ts), both waivable by the GM.
 */
import { Fraction, ZERO, addFractions, fraction, parseFraction } from "../../math/fraction";
import { Factor, factorOf } from "../modifiers";
import { F_ARMOR, Sheet, Wound, ids, wounds } from "../data/sheet";
import { modifier, packRow } from "../data/pack";
import { worstSteps } from "../combat/location";
import { fracText, pair } from "./lines";

export interface Mods {
  labels: string[];
  fracs: Fraction[];
}

export function mods(): Mods {
  return { labels: [], fracs: [] };
}

/** Adds a fraction given as text ("+1/3"); "" and "0" add nothing. */
export function addMod(m: Mods, label: string, text: string): void {
  if (text === "" || text === "0") return;
  m.labels.push(label);
  m.fracs.push(parseFraction(text));
}

/** What an attack's chosen pack modifiers do beyond the roll. */
export interface Situation {
  autoFail: boolean;
  /** the least TN they set (hundredths), 0 none */
  floor: number;
  noDefense: boolean;
  onlyDodge: boolean;
}

/** Adds the chosen pack modifiers' roll fractions to m; what else they do. */
export function addSituation(m: Mods, pack: string, chosen: string[]): Situation {
  const s: Situation = { autoFail: false, floor: 0, noDefense: false, onlyDodge: false };
  for (let i = 0; i < chosen.length; i++) {
    const x = modifier(pack, chosen[i]);
    if (!x) continue;
    addMod(m, x.label, x.roll);
    if (x.autoFail) s.autoFail = true;
    if (x.tn > s.floor) s.floor = x.tn;
    if (x.noDefense) s.noDefense = true;
    if (x.onlyDodge) s.onlyDodge = true;
  }
  return s;
}

export function sumOf(m: Mods): Fraction {
  let f = ZERO;
  for (let i = 0; i < m.fracs.length; i++) f = addFractions(f, m.fracs[i]);
  return f;
}

export function factor(m: Mods): Factor {
  return factorOf(m.fracs);
}

/** A copy, for the rolls that share some modifiers and add their own. */
export function copyMods(m: Mods): Mods {
  return { labels: m.labels.slice(), fracs: m.fracs.slice() };
}

/** "Workshop +1/3" per modifier, then their sum when there are several. */
export function modLines(m: Mods, out: string[]): void {
  for (let i = 0; i < m.fracs.length; i++) out.push(pair(m.labels[i], fracText(m.fracs[i])));
  if (m.fracs.length > 1) out.push(pair("All mods", fracText(sumOf(m))));
}

/** The sum of the worn armor's action penalties ("weight and interference" add up). */
export function armorPenalty(s: Sheet, pack: string): Fraction {
  const worn = ids(s, F_ARMOR);
  let f = ZERO;
  for (let i = 0; i < worn.length; i++) {
    const r = packRow(pack, "A", worn[i]);
    if (r && r[5] !== "") f = addFractions(f, parseFraction(r[5]));
  }
  return f;
}

/**
 * Adds a sheet's penalties to a roll: armor (unless waived) and the worst wound for an action
 * using `use` (parts, combat/location.ts; unless waived), counting `fresh` wounds not yet on the sheet (taken earlier in a
 * round). Returns the wound's steps.
 */
export function sheetPenalties(m: Mods, s: Sheet, pack: string, use: string, noWound: boolean, noArmor: boolean, fresh?: Wound[]): number {
  const a = armorPenalty(s, pack);
  if (a.n !== 0 && !noArmor) {
    m.labels.push("Armor");
    m.fracs.push(a);
  }
  const steps = worstSteps(fresh ? wounds(s).concat(fresh) : wounds(s), use);
  if (steps > 0 && !noWound) {
    m.labels.push("Wounds");
    m.fracs.push(fraction(-steps, 5));
  }
  return steps;
}
