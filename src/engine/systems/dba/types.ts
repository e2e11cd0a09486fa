/**
 * Dodge-Block-Armor data: the character sheet and the rules pack's tables
 * (dodge-block-armor.txt). Every number is a whole number of stat points; distances are metres.
 */
import { SheetBase } from "../../rules/types";

/** The stats the text names, by the key used on sheets, in tactics and in the pack. */
export interface DbaStats {
  quickness: number;
  /** Attack Force */
  force: number;
  accuracy: number;
  dodge: number;
  block: number;
  blockForce: number;
  /** Armor Coverage */
  coverage: number;
  armorForce: number;
  /** metres per round */
  move: number;
}

/**
 * The stat keys, in the text's order (sheets, tactics and the pack's `physical` use them): made
 * when asked, as a list kept in a shipped entry's variable is built at its load (~20 JsVars).
 */
export function statKeys(): string[] {
  return ["quickness", "force", "accuracy", "dodge", "block", "blockForce", "coverage", "armorForce", "move"];
}

/** A weapon the character carries; its numbers are added to the character's stats when it is used. */
export interface DbaWeapon {
  id: string;
  name: string;
  /** a melee weapon's range class (a `ranges` id of the pack); absent for a ranged weapon */
  reach?: string;
  /** a bow, crossbow or gun: long-range accuracy, Anti-Block, piercing to the size minimum */
  ranged?: boolean;
  quickness?: number;
  force?: number;
  accuracy?: number;
  /** added to Quickness against Block only (ranged weapons) */
  antiBlock?: number;
  /** injuries dealt when it connects (the text: most edged or pointed attacks 1, the Giant's club 2) */
  injuries: number;
  /** a longsword wielded with mailed gauntlets: allows Half-sword Thrust */
  halfSword?: boolean;
  /** affects an area too large to get out of: cannot be dodged */
  area?: boolean;
  /** diffuse (poison mist, buckshot): cannot be blocked */
  diffuse?: boolean;
}

/** A tactic the character has learned, at a level. */
export interface DbaKnownTactic {
  id: string;
  level: number;
}

export interface DbaSheet extends SheetBase {
  system: "dba";
  /** body size: a `sizes` id of the pack (minimum armor coverage, death threshold, injury step) */
  size: string;
  stats: DbaStats;
  /** injuries taken; 0 when healthy */
  injuries: number;
  tactics: DbaKnownTactic[];
  weapons: DbaWeapon[];
  notes?: string;
}

/** A body size row: the text's minimum armor coverage table plus its death and impairment figures. */
export interface SizeRow {
  id: string;
  name: string;
  /** armor coverage left when a ranged attack pierces the armor with its force */
  minCoverage: number;
  /** injuries at which the character is dead (human 5, the Giant 10) */
  deathAt: number;
  /** injuries per point of penalty to physical stats (human 1, the Giant 2) */
  injuryStep: number;
}

/** A melee range class and the ranges a weapon of that class can attack at. */
export interface RangeRow {
  id: string;
  name: string;
  metres: number;
  /** `ranges` ids this class of weapon reaches */
  reaches: string[];
}

/** One band of the long-range accuracy table: from `from` metres on, -1 per `per` metres. */
export interface LongRangeBand {
  from: number;
  per: number;
}

export interface LongRangeTable {
  /** the distance a ranged weapon's Accuracy is rated for */
  base: number;
  /** +1 Accuracy per this many metres closer than `base` */
  closerPer: number;
  /** bands in increasing `from`, the first at `base` */
  farther: LongRangeBand[];
}

/**
 * A tactic. `effects` gives, per stat key, the points per point of amount (Caution:
 * quickness -1, dodge +1, block +1). `scale`: "upTo" any amount up to the level, "level"
 * exactly the level, "free" no amount (a choice anyone can make, like not dodging).
 */
export interface TacticRow {
  id: string;
  name: string;
  scale: "upTo" | "level" | "free";
  effects: { [stat: string]: number };
  /** defences the defender gives up ("dodge", "block") */
  waive?: string[];
  /** the attack's range class becomes this (Half-sword Thrust: knife) */
  reach?: string;
  /** the weapon must allow it ("halfSword") */
  needs?: string;
}

/** One phase of the combat round: its name and what the GM does in it. */
export interface PhaseRow {
  label: string;
  lines: string[];
}

/** The pack body; the pack file's envelope carries the system id and version (src/engine/pack). */
export interface DbaPack {
  /** stats that injuries penalize (the text's list of active physical stats) */
  physical: string[];
  sizes: SizeRow[];
  /** melee ranges, shortest first */
  ranges: RangeRow[];
  /** Quickness penalty per range increment the opponent's weapon has on yours */
  rangePenalty: number;
  longRange: LongRangeTable;
  tactics: TacticRow[];
  /**
   * The built-in pack's tactic row i made alone, undefined past the last (the device reads its
   * rows one at a time: lookup.ts tacticAt); a pack read from JSON has none
   */
  tactic?: (i: number) => TacticRow | undefined;
  /** the five phases of a round, in order */
  phases: PhaseRow[];
  /** the built-in pack's phase i made alone (undefined past the last); a pack read from JSON has none */
  phase?: (i: number) => PhaseRow | undefined;
  /** a sent pack's text (rules/line-pack.ts): tacticAt and phaseAt read one row of it */
  lines?: string;
}
