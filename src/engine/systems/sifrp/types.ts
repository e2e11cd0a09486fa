/**
 * SIFRP data (sifrp-combat.txt): the hidden character sheet and the rules pack.
 * Table rows are kept as one short text each, written like the text's own tables
 * ("longaxe|Longaxe|Axes|1B|Athletics+3|Bulk 1, Powerful, Reach, Two-handed, Vicious"):
 * a string costs a few JsVars on the device where an object row costs a dozen
 * (ESPRUINO-FACTS, memory), and a GM edits them as they read in the book.
 * tables/rows.ts parses them; tables/pack.ts validates them.
 */
import { SheetBase } from "../../rules/types";

/** Statuses the text defines, written on a sheet by effects and cleared by the GM or by a check. */
export type SifrpStatus = "entangled" | "grabbed" | "grabbing" | "helpless" | "unguarded";

export interface SifrpSheet extends SheetBase {
  system: "sifrp";
  /** ability ranks by name ("Agility": 3); the combat abilities the text names are required */
  abilities: { [ability: string]: number };
  /** bonus dice by ability then specialty: {"Fighting": {"Long Blade": 1}, "Athletics": {"Run": 2}} */
  specialties: { [ability: string]: { [specialty: string]: number } };
  /** armor id (a row of pack.armor) */
  armor: string;
  /** ids of carried weapons (rows of pack.weapons); their Bulk counts toward the total */
  weapons: string[];
  /** the Defensive weapon held and not attacked with, whose rating adds to Combat Defense; "" for none */
  guard: string;
  /** "small" (+2 Combat Defense), "normal", "large" (-2) */
  size: string;
  /** damage taken from Health (Health = Endurance x 3) */
  damage: number;
  status: SifrpStatus[];
}

export interface SifrpPack {
  system: "sifrp";
  /** bumped when the tables change */
  version: number;
  /** "id|Name|Armor Rating|Armor Penalty|Bulk": Table 9-2 */
  armor: string[];
  /** "id|Name|Specialty|Training|Damage|Qualities": Table 9-3 ("-" for none) */
  weapons: string[];
  /**
   * The built-in pack's weapon rows as one text, "\n" before each row (tables/pack.ts): the device
   * reads them a row at a time from flash; a pack read from JSON has none (its list is read)
   */
  weaponText?: () => string;
  /** a sent pack's text (rules/line-pack.ts): its weapon rows are read from it a row at a time */
  lines?: string;
  /** specialties tested with Marksmanship; every other weapon specialty is a Fighting specialty */
  marksmanship: string[];
  /** Table 9-1: run[i] is the fewest Run bonus dice that give +i yards of Movement */
  run: number[];
}

/** A parsed armor row. */
export interface Armor {
  id: string;
  name: string;
  rating: number;
  /** 0 or negative: applied to Combat Defense and to Agility test results */
  penalty: number;
  bulk: number;
}

export interface Quality {
  name: string;
  /** the rating ("Defensive +2" is 2, "Bulk 1" is 1), 0 when none */
  value: number;
  /** text in brackets ("Reload (Greater)" is "Greater"), "" when none */
  note: string;
}

/** A parsed weapon row. */
export interface Weapon {
  id: string;
  name: string;
  specialty: string;
  /** "Fighting" or "Marksmanship" */
  ability: string;
  /** bonus dice lost (Training 1B is 1) */
  training: number;
  /** the ability whose rank is the base damage; "" when the weapon deals none (Net) */
  damageAbility: string;
  damageMod: number;
  qualities: Quality[];
}
