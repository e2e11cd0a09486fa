/**
 * S-Ifni data: the hidden character sheet and the rules pack's tables (s-ifni.txt).
 * Fractions of the roll are written as text ("+1/3", "-1/20") and read with parseFraction;
 * TNs and DRs are hundredths like every S-Ifni number.
 */
import { SheetBase } from "../../engine/rules/types";

/** The 25 stats in their five groups, in the text's order. */
export const STAT_GROUPS: { group: string; stats: string[] }[] = [
  { group: "Active", stats: ["MeleeAttack", "MeleeDefense", "RangedAttack", "RangedDefense", "Wrestling"] },
  { group: "Physical", stats: ["Agility", "Dexterity", "Endurance", "Resistance", "Strength"] },
  { group: "Mental", stats: ["Craftwork", "Knowledge", "Language", "Logic", "Science"] },
  { group: "Spirit", stats: ["Awareness", "Nature", "Stealth", "Talent", "Will"] },
  { group: "Social", stats: ["Appearance", "Perception", "Personality", "Presence", "Scene"] },
];

export type DamageType = "blunt" | "slash" | "pierce";

export interface Specialty {
  name: string;
  level: number;
}

/** A skill under a stat ("Rapier: 2" under MeleeAttack), with specialties under it ("vsSwords"). */
export interface Skill {
  stat: string;
  name: string;
  level: number;
  specialties: Specialty[];
}

/** A wound that stays on the character until the GM clears it. */
export interface Wound {
  /** damage rating in hundredths */
  dr: number;
  /** severity band: 0 scratch, 1 minor wound, 2 severe wound, 3 moderate trauma, 4 severe trauma, 5 die already */
  band: number;
  /** hit location, e.g. "torso" or "right arm, 2/6 down" */
  location: string;
}

export interface SifniSheet extends SheetBase {
  system: "sifni";
  /** the one word for the character's nature (optional; the name can be it) */
  concept?: string;
  /** all 25 stats by name, integers >= -10, no maximum */
  stats: { [stat: string]: number };
  skills: Skill[];
  /** free text, one per entry */
  disadvantages: string[];
  /** ids of worn armor (rows of the pack's armor table) */
  armor: string[];
  /** ids of carried weapons (melee or ranged rows of the pack) */
  weapons: string[];
  /**
   * ids from `weapons` held in the left hand (one-handed melee weapons: a shield, say); every
   * other one-handed weapon is held in the right. Which arm a wound's penalty reads.
   */
  leftHand?: string[];
  wounds: Wound[];
  notes: string;
  /** set by Endurance tests: "unconscious" or "dead"; absent when fine */
  condition?: "unconscious" | "dead";
}

export interface LadderStep {
  /** hundredths */
  tn: number;
  label: string;
  /** a few words for a choice on the smallest screen ("basic skill"), at most 15 characters */
  short?: string;
}

/** A modifier the GM can pick: a fraction of the roll, an automatic failure, or a TN override. */
export interface ModifierRow {
  id: string;
  label: string;
  group: string;
  /** "+1/3": added to the roll's fraction */
  roll?: string;
  /** the attempt fails whatever the roll (Missing Tools, Total Distraction) */
  autoFail?: boolean;
  /** sets the TN, in hundredths (Defender Unaware: TN 3) */
  tn?: number;
  /** the defender gets no defense roll (Defender Unaware) */
  noDefense?: boolean;
  /** only Dodge may apply as defense (Attack from Rear) */
  onlyDodge?: boolean;
}

export interface ArmorRow {
  id: string;
  name: string;
  /** armor points against each damage type (the text's "-1slash" is 1) */
  blunt: number;
  slash: number;
  pierce: number;
  /** action penalty for a full suit, a roll fraction: "-1/30" */
  penalty: string;
}

export interface MeleeWeaponRow {
  id: string;
  name: string;
  type: DamageType;
  /** MeleeAttack / MeleeDefense roll fractions ("+1/5"), "" when none */
  attack: string;
  defense: string;
  /** how the weapon treats armor: "x2" doubles it, "+1/2" adds half, "-1/2" halves it, "" none */
  armorMod: string;
  hands: 1 | 2;
  /** size words from the text: "very small", "small", "long", "very long", "" */
  size: string;
  /** anything else the text says, e.g. "+1/4A&D vs mounted charge", "mounted charge only", "-1pt damage" */
  notes: string;
}

export interface RangedWeaponRow {
  id: string;
  name: string;
  type: DamageType;
  attack: string;
  armorMod: string;
  /** listed range in metres; exceeding it divides the roll by the ratio */
  range: number;
  /** seconds between shots, 0 when not given */
  reload: number;
  /** "-1 each pt RA skill below 10": the RangedAttack total below which each point costs one */
  skillMin?: number;
  size: string;
  notes: string;
}

export interface SifniPack {
  tnLadder: LadderStep[];
  modifiers: ModifierRow[];
  armor: ArmorRow[];
  melee: MeleeWeaponRow[];
  ranged: RangedWeaponRow[];
  /** TN increase per attempt after the first at a static test, hundredths */
  retryStep: number;
}
