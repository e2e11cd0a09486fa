/**
 * What combat reads of a fighter: stat totals with the skill named like the weapon or action
 * ("MeleeAttack" + "Rapier", names compared without case and spaces), worn armor and its
 * protection against a weapon, Endurance, and the rolls a fighter makes, described for the GM.
 */
import { floorDiv } from "../../math/exact";
import { parseFraction } from "../../math/fraction";
import { Factor, UNMODIFIED, combineFactors } from "../modifiers";
import { RollSetup, setup } from "../roll";
import { MAX_SKILL, MIN_SKILL } from "../skill";
import { F_ARMOR, Sheet, findSkill, ids, specialtyLevel, stat, statIndex } from "../data/sheet";
import { FS } from "../data/codes";
import { packHeader, packLine, packRow } from "../data/pack";
import { Fighter } from "../checks/context";
import { fracText, int, pair } from "../checks/lines";
import { Mods, factor, sumOf } from "../checks/mods";

/** A total kept within the skill range. */
export function clampSkill(x: number): number {
  return x < MIN_SKILL ? MIN_SKILL : x > MAX_SKILL ? MAX_SKILL : x;
}

/** The stat plus the skill that applies and a specialty of it ("toDisarm"), in the skill range. */
export function totalOf(s: Sheet, statName: string, skill: string, specialty?: string): number {
  let t = stat(s, statName);
  const k = skill === "" ? null : findSkill(s, statIndex(statName), skill);
  if (k) t += k.level + specialtyLevel(k, specialty || "");
  return clampSkill(t);
}

/** When the pack has no Unarmed row: the text's "Unarmed B -1/4A -1/3D -1pt damage, unarmed". */
const BARE_HANDS = "unarmed|Unarmed|b|-1/4|-1/3|1|-1|1|very small";

/** The pack's Unarmed row (its header names it), used for bare hands and wrestling damage. */
export function unarmedRow(pack: string): string[] {
  const id = packHeader(pack)[4];
  return (id !== "" && packRow(pack, "W", id)) || BARE_HANDS.split("|");
}

/** A melee weapon row by id: [id, name, type, A, D, armor factor, damage, hands, size]. */
export function meleeRow(pack: string, id: string): string[] | null {
  return packRow(pack, "W", id);
}

/**
 * A melee weapon as its row's text, the fields of meleeRow with FS between, read with `cell`: a
 * side and a parry keep it through a melee attack's set-up, where the split row held ~20 JsVars.
 */
export type WeaponText = string;

export function cell(w: WeaponText, i: number): string {
  return w.split(FS)[i];
}

export function cells(w: WeaponText): string[] {
  return w.split(FS);
}

export function meleeText(pack: string, id: string): WeaponText | null {
  return packLine(pack, "W", id);
}

/** The Unarmed row as text (unarmedRow). */
export function unarmedText(pack: string): WeaponText {
  const id = packHeader(pack)[4];
  return (id !== "" && packLine(pack, "W", id)) || BARE_HANDS.split("|").join(FS);
}

/** The armor rows a fighter wears: the sheet's, or for anyone the one chosen (or none). */
export function armorRows(f: Fighter, anyone: string, pack: string): string[][] {
  const out: string[][] = [];
  const worn = f.sheet ? ids(f.sheet, F_ARMOR) : [anyone];
  for (let i = 0; i < worn.length; i++) {
    const r = packRow(pack, "A", worn[i]);
    if (r) out.push(r);
  }
  return out;
}

/**
 * Armor against a weapon, hundredths: the best single worn set for its damage type ("wearing
 * more than one set of armor only gives the highest single bonus"), times the weapon's armor
 * factor ("x2 armor"), less its damage bonus ("-1pt damage" is one more point of armor).
 */
export function armorAgainst(rows: string[][], type: string, armorFactor: string, damage: string): number {
  const col = type === "b" ? 2 : type === "s" ? 3 : 4;
  let best = 0;
  for (let i = 0; i < rows.length; i++) {
    const v = parseInt(rows[i][col], 10);
    if (v > best) best = v;
  }
  const f = parseFraction(armorFactor === "" ? "1" : armorFactor);
  return floorDiv(100 * best * f.n, f.d) - 100 * parseInt(damage || "0", 10);
}

/** Endurance + 10 of a target (0 at least). */
export function endPlus10(f: Fighter, anyone: number): number {
  const v = (f.sheet ? stat(f.sheet, "Endurance") : anyone) + 10;
  return v < 0 ? 0 : v;
}

/** A roll as built: skill, its additive fractions, a scale applied after them (size, range). */
export interface RollDesc {
  skill: number;
  m: Mods;
  scale: Factor;
}

export function desc(skill: number, m: Mods, scale?: Factor): RollDesc {
  return { skill: skill, m: m, scale: scale || UNMODIFIED };
}

export function setupOf(d: RollDesc): RollSetup {
  return setup(d.skill, combineFactors(factor(d.m), d.scale));
}

/** "Attack skill 7", "Attack mods -1/20", "Attack scale x300/450": what a roll was made of. */
export function descLines(what: string, d: RollDesc, out: string[]): void {
  out.push(pair(what + " skill", int(d.skill)));
  if (d.m.fracs.length) out.push(pair(what + " mods", fracText(sumOf(d.m))));
  if (d.scale.num !== d.scale.den) out.push(pair(what + " scale", "x" + d.scale.num + "/" + d.scale.den));
}
