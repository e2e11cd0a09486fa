/**
 * Damage: what one landed blow does and how hits and fatigue fall on a character.
 * - Fatigue fills up to current ST; all further fatigue is taken as hits.
 * - Hits come off current ST: 1 disabled, 0 mortally wounded, below 0 slain (the text's first
 *   version of the thresholds; docs/rules-tft.md says why).
 * The order inside one blow: 1d (or 2d keep higher/lower), the edged bonus against the
 * unarmored, armor, the limb cap, the bare head's fatigue (as much again as its hits), the blunt fatigue.
 */
import { ArmorRow, LocationRow, StrengthRow, TftPack, WeaponRow } from "./types";
import { listOf } from "../../rules/line-pack";

/** The parts of a character damage changes: full ST, hits taken, fatigue. */
export interface Body {
  st: number;
  hits: number;
  fatigue: number;
}

export type Condition = "fit" | "disabled" | "mortal" | "slain";

export function conditionOf(currentSt: number): Condition {
  return currentSt > 1 ? "fit" : currentSt === 1 ? "disabled" : currentSt === 0 ? "mortal" : "slain";
}

export const CONDITION_TEXT: { [c: string]: string } = { fit: "fit", disabled: "disabled", mortal: "mortally wounded", slain: "slain" };

/** Hits first, then fatigue: fatigue fills up to current ST and the rest is taken as hits. */
export function applyHarm(b: Body, hits: number, fatigue: number): Body {
  let h = b.hits + hits;
  let f = b.fatigue;
  const room = b.st - h - f;
  const into = fatigue <= room ? fatigue : room > 0 ? room : 0;
  f += into;
  h += fatigue - into;
  return { st: b.st, hits: h, fatigue: f };
}

/** The one hit by a blow lands on: its protection and its ST for the limb cap. */
export interface Defender {
  body: Body;
  armor: ArmorRow;
  helmet: boolean;
}

export interface Blow {
  hits: number;
  fatigue: number;
  /** hits from an edged or pointed weapon: open wounds */
  open: number;
  /** the location id of a limb this blow disables, or "" */
  limb: string;
  /** how the hits came about, for the GM: "+1 unarmored", "-4 plate", "right arm disabled (cap 5)" */
  notes: string[];
}

/** Edged or pointed: the bonus against the unarmored and open wounds. */
export function cuts(w: WeaponRow | null): boolean {
  return w !== null && (w.edged || w.pointed);
}

/**
 * One landed blow of `damage` (the die or kept die). An unarmed blow deals its damage as hits
 * when `unarmedHits`, otherwise as fatigue. Without `explain` no notes are written (the odds
 * run this many times, and text costs time on the device).
 */
export function blowOf(pack: TftPack, d: Defender, w: WeaponRow | null, loc: LocationRow, damage: number, unarmedHits: boolean, explain: boolean): Blow {
  const notes: string[] = [];
  let hits = w === null && !unarmedHits ? 0 : damage;
  let fatigue = w === null && !unarmedHits ? damage : 0;
  if (cuts(w) && !d.armor.armored) {
    hits += pack.harm.edged;
    if (explain) notes.push("+" + pack.harm.edged + " unarmored");
  }
  const armor = (d.armor.cutProof ? pack.harm.cutProof : 0) + (d.armor.rigid ? pack.harm.rigid : 0);
  if (armor > 0 && hits > 0) {
    if (explain) notes.push("-" + armor + " " + d.armor.name);
    hits = hits > armor ? hits - armor : 0;
  }
  let limb = "";
  const cap = Math.floor(d.body.st / 2);
  if (loc.limb && hits > 0 && hits >= cap) {
    hits = cap;
    limb = loc.id;
    if (explain) notes.push(loc.name + " disabled (cap " + cap + ")");
  }
  // "gains fatigue equal to the damage taken": on top of the hits, not instead of them
  if (loc.head && !d.helmet && hits > 0) {
    fatigue += hits;
    if (explain) notes.push("no hard helmet: +" + hits + " fatigue");
  }
  if (w !== null && w.blunt) {
    fatigue += pack.harm.blunt;
    if (explain) notes.push("+" + pack.harm.blunt + " fatigue blunt");
  }
  return { hits: hits, fatigue: fatigue, open: cuts(w) ? hits : 0, limb: limb, notes: notes };
}

/** The strength row of `mover` against `other`: weaker, equal or stronger. */
export function strengthRow(pack: TftPack, mover: number, other: number): StrengthRow {
  return listOf(pack, "strength")[mover < other ? 0 : mover === other ? 1 : 2];
}

/** How the damage dice are read: 1d, or 2d keeping the higher or the lower. */
export type DamageDice = "1d" | "high" | "low";

export function damageDice(w: WeaponRow | null, twoHands: boolean, handToHand: boolean): DamageDice {
  if (w === null || w.size === "normal") return "1d";
  if (w.size === "large") return twoHands ? "high" : "low";
  return handToHand ? "high" : "low";
}

/**
 * ways[v] for v = 1..6 out of `damageOutcomes(mode)`: 1d is 1 each of 6; keeping the higher
 * of 2d gives v in 2v - 1 of 36 ways, keeping the lower in 13 - 2v.
 */
export function damageWays(mode: DamageDice, v: number): number {
  return mode === "1d" ? 1 : mode === "high" ? 2 * v - 1 : 13 - 2 * v;
}

export function damageOutcomes(mode: DamageDice): number {
  return mode === "1d" ? 6 : 36;
}
