/**
 * VDP STRS data (vdp-strs.txt): the hidden character sheet and the rules pack's tables.
 * Every number is a small integer: dice faces, bonuses, thresholds, wounds, charge.
 */
import { SheetBase } from "../../rules/types";

/** One way the character attacks: attack skill bonus = skill + weapon (the text's two elements). */
export interface StrsAttack {
  id: string;
  name: string;
  /** the skill in use (martial art, brawling, a weapon's proficiency); -1 when none applies */
  skill: number;
  /** the bonus the weapon or implement confers on attack */
  weapon: number;
  /** a launcher or thrown weapon: the target's cover counts (direct fire) */
  ranged: boolean;
  /** armor piercing: points of the target's armor bonus negated (armor.ts); absent: none */
  pierce?: number;
}

/** A non-combat skill for skill checks: the relevant skill, stat and equipment bonuses summed. */
export interface StrsSkill {
  id: string;
  name: string;
  bonus: number;
}

export interface StrsSheet extends SheetBase {
  system: "strs";
  /** "pc" or "npc": at equal Timing the PCs go first */
  side: string;
  /** character type id (pack.types): how many wounds before KO */
  type: string;
  timing: number;
  attacks: StrsAttack[];
  /** defense skill (dodging, parrying...), -1 when none applies */
  defense: number;
  /** a shield's (or shield-like weapon's) bonus on defense */
  shield: number;
  /** armor's bonus on defense (negated by Armor Pierce) */
  armor: number;
  /** toughness, armor's extra threshold included */
  threshold: number;
  /** the part of `threshold` the armor adds (negated by piercing); absent: none */
  armorThreshold?: number;
  /** wounds taken */
  wounds: number;
  /** wounds whose effect is eased for this fight (healing crystal, Second Wind, KI pain dampening) */
  eased: number;
  charge: number;
  /** the most charge kept between fights */
  attunement: number;
  /** extra dice for the next allocation (Surge) */
  surge: number;
  /** the allocation declared at the start of the character's last turn; absent: none yet (2/2) */
  atkDice?: number;
  defDice?: number;
  /** status ids (pack.statuses) */
  status: string[];
  skills: StrsSkill[];
  notes: string;
}

/** A die size the table plays with and what one wound costs on it. */
export interface DieRow {
  sides: number;
  /** subtracted from a roll per wound: 1 on d6, 2 on d12 */
  woundPenalty: number;
}

/** A character type of the KO table. */
export interface TypeRow {
  id: string;
  name: string;
  /** wounds before KO */
  ko: number;
}

export interface StatusRow {
  id: string;
  name: string;
  effect: string;
}

/** One line of the allocation table: attack/defense dice and the text's narratives. */
export interface AllocationRow {
  atk: number;
  def: number;
  melee: string;
  ranged: string;
}

export interface CoverRow {
  id: string;
  name: string;
  /** chance of avoiding a direct-fire hit, in sixths (light 2, medium 4, full 6) */
  avoid: number;
}

/**
 * A charge action. `self` / `target` say what it writes on a sheet:
 * "surge" (+1 die at the next allocation), "eased" (a wound eased for the fight),
 * "status:ID" (the status is set), or "" (narrative only).
 */
export interface ChargeRow {
  id: string;
  name: string;
  cost: number;
  effect: string;
  restriction: string;
  self: string;
  target: string;
}

export interface StrsPack {
  system: "strs";
  version: number;
  dice: DieRow[];
  /** dice a character has per turn (4) */
  pool: number;
  /** attack dice of the allocation before a character's first turn (2, i.e. 2/2) */
  defaultAttack: number;
  /** the most dice one side may roll (pool plus surges); keeps exact counts below 2^53 */
  maxDice: number;
  /** dice of a simple skill check (2) */
  simpleDice: number;
  /** Panicked: at least this many dice on defense (2) */
  panicDefense: number;
  /** a human shield takes a hit this many times in four (3: 75%) */
  shieldQuarters: number;
  /** opposed checks stop with no winner after this many exchanges */
  maxExchanges: number;
  /** extended checks stop unfinished after this many steps */
  maxSteps: number;
  types: TypeRow[];
  statuses: StatusRow[];
  allocations: AllocationRow[];
  cover: CoverRow[];
  charge: ChargeRow[];
  /** the built-in pack's row i of `charge` made alone (undefined past the last); a pack read from JSON has none */
  chargeRow?: (i: number) => ChargeRow | undefined;
  /** a sent pack's text (rules/line-pack.ts): one row of `charge` is read from it */
  lines?: string;
}
