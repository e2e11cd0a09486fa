/**
 * TFT-hack data (tft-hack.txt): the hidden character sheet and the rules pack's tables.
 * Current ST is never stored: it is `st - hits` ("hits are always deducted from current ST").
 */
import { SheetBase } from "../../rules/types";

export type Attr = "DX" | "ST" | "WT";

export interface TftSkill {
  /** free text, unique on the sheet, not "DX", "ST" or "WT" */
  name: string;
  attr: Attr;
  /** increases above the attribute: the skill's level is attribute + plus */
  plus: number;
  /** 1 when the skill is extraordinary or unique (2 readiness points, a teacher, half again as long) */
  extra?: number;
  /** experience earned towards the next increase */
  xp?: number;
}

export interface TftSheet extends SheetBase {
  system: "tft";
  dx: number;
  /** the full ST; current ST is st - hits */
  st: number;
  wt: number;
  skills: TftSkill[];
  /** extraordinary or unique abilities, 3 readiness points each */
  abilities: string[];
  /** ids of the pack's readiness deductions that apply ("language", "hands"...) */
  lacks: string[];
  /** id of the worn armor (a row of the pack's armor table) */
  armor: string;
  /** 1 when wearing a hard helmet */
  helmet: number;
  /** ids of carried weapons (rows of the pack's weapon table) */
  weapons: string[];
  /** hits taken: current ST is st - hits */
  hits: number;
  fatigue: number;
  /** hits dealt by edged or pointed weapons, still open */
  open: number;
  /** the bonus a successful binding adds to recovery rolls; 0 when not bound */
  bound: number;
  /** 1 when every limb is splinted and the wounds cleaned (recovery rolls 2d) */
  treated: number;
  /** hits lost to blood loss, restored by transfusion or two days of eating each */
  bloodLoss: number;
  /** failed recovery rolls since the injury (every two cost 1 DX at full ST) */
  failed: number;
  /** disabled limbs: location ids */
  limbs: string[];
  /** "unconscious", "confused", "inflamed", "infected" */
  status: string[];
  notes: string;
}

/** The d6 hit-location table, one row per face. */
export interface LocationRow {
  id: string;
  name: string;
  /** an arm or a leg: takes at most ST/2 hits from one attack */
  limb: boolean;
  /** the head: damage is fatigue unless a hard helmet is worn */
  head: boolean;
}

export interface ArmorRow {
  id: string;
  name: string;
  /** any armor at all: negates the edged bonus against unarmored characters */
  armored: boolean;
  /** cut-proof (chainmail): -2 hits */
  cutProof: boolean;
  /** rigid: another -2 hits */
  rigid: boolean;
}

export type WeaponSize = "normal" | "large" | "close";

export interface WeaponRow {
  id: string;
  name: string;
  /** "hand" weapons use the hand-weapon adjustments, "ranged" ones range and shots */
  kind: "hand" | "ranged";
  /** edged or pointed: +1 hit to the unarmored, hits are open wounds */
  edged: boolean;
  /** pointed: may be set against a charge */
  pointed: boolean;
  /** blunt: +1 fatigue whenever it lands */
  blunt: boolean;
  /** large: 2d keep higher in two hands, lower otherwise; close: higher in hand-to-hand, lower otherwise */
  size: WeaponSize;
  /** ranged: spaces per range increment (0 for hand weapons) */
  increment: number;
  /** ranged: most shots fired at once (1 for single-shot and hand weapons) */
  shots: number;
}

/** Hand-to-hand by relative strength of the one moving in: chances in 6. */
export interface StrengthRow {
  id: "weaker" | "equal" | "stronger";
  repulse: number;
  draw: number;
}

export interface LackRow {
  id: string;
  label: string;
  points: number;
}

export interface TftPack {
  version: number;
  /** dice for an untrained roll, a skilled one, and the total at or under which a roll always succeeds */
  dice: { untrained: number; skilled: number; automatic: number };
  readiness: {
    skill: number;
    extraSkill: number;
    increase: number;
    /** attributes count above this */
    attrBase: number;
    perAttr: number;
    ability: number;
    /** readiness points per experience needed */
    perXp: number;
  };
  lacks: LackRow[];
  /** adjustments for attacks with hand weapons */
  hand: { longer: number; side: number; behind: number; set: number; dominant: number; off: number; heavy: number; burdened: number };
  /** ranged attacks: per range increment and per additional shot */
  ranged: { increment: number; shot: number };
  /** DX and WT adjustments of statuses */
  status: { confused: number; inflamed: number };
  strength: StrengthRow[];
  locations: LocationRow[];
  armor: ArmorRow[];
  weapons: WeaponRow[];
  /**
   * The built-in pack's weapon row i made alone, undefined past the last (the device reads its
   * rows one at a time: the table made whole is ~320 JsVars of a Bangle.js 1's 2,584); a pack
   * read from JSON has none (weaponAt reads its list)
   */
  weapon?: (i: number) => WeaponRow | undefined;
  /** a sent pack's text (rules/line-pack.ts): weaponAt reads one row of it */
  lines?: string;
  /** hits taken off by cut-proof and by rigid armor; edged bonus; blunt fatigue */
  harm: { cutProof: number; rigid: number; edged: number; blunt: number };
}
