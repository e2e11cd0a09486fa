/**
 * Combat statistics read off a (validated) sheet: derived.ts with the sheet's numbers.
 */
import { combatDefense, movement, Movement } from "./derived";
import { armorById, rating, weaponById } from "./tables/rows";
import { SifrpPack, SifrpSheet, SifrpStatus } from "./types";
import { listOf } from "../../rules/line-pack";

export function hasStatus(s: SifrpSheet, status: SifrpStatus): boolean {
  for (let i = 0; i < s.status.length; i++) if (s.status[i] === status) return true;
  return false;
}

/** An ability's rank; an ability the sheet does not rank counts as 1. */
export function rankOf(s: SifrpSheet, ability: string): number {
  const v = s.abilities[ability];
  return typeof v === "number" ? v : 1;
}

/** Bonus dice of a specialty under an ability, 0 when the sheet has none. */
export function bonusOf(s: SifrpSheet, ability: string, specialty: string): number {
  const m = s.specialties[ability];
  if (!m || specialty === "") return 0;
  const v = m[specialty];
  return typeof v === "number" ? v : 0;
}

/** The armor's Armor Penalty (0 or negative). */
export function armorPenaltyOf(s: SifrpSheet, pack: SifrpPack): number {
  const a = armorById(pack, s.armor);
  return a === null ? 0 : a.penalty;
}

export function armorRatingOf(s: SifrpSheet, pack: SifrpPack): number {
  const a = armorById(pack, s.armor);
  return a === null ? 0 : a.rating;
}

/** Armor Bulk plus every carried weapon's Bulk rating. */
export function sheetBulk(s: SifrpSheet, pack: SifrpPack): number {
  const a = armorById(pack, s.armor);
  let bulk = a === null ? 0 : a.bulk;
  for (let i = 0; i < s.weapons.length; i++) {
    const w = weaponById(pack, s.weapons[i]);
    if (w !== null) bulk += rating(w, "Bulk");
  }
  return bulk;
}

/** The guard weapon's Defensive rating, unless it was attacked with this round ("unguarded"). */
export function guardOf(s: SifrpSheet, pack: SifrpPack): number {
  if (s.guard === "" || hasStatus(s, "unguarded")) return 0;
  const w = weaponById(pack, s.guard);
  return w === null ? 0 : rating(w, "Defensive");
}

/** Combat Defense; `helpless` adds to the sheet's own helpless status. */
export function sheetDefense(s: SifrpSheet, pack: SifrpPack, helpless: boolean): number {
  return combatDefense({
    agility: rankOf(s, "Agility"),
    athletics: rankOf(s, "Athletics"),
    awareness: rankOf(s, "Awareness"),
    defensive: guardOf(s, pack),
    armorPenalty: armorPenaltyOf(s, pack),
    size: s.size,
    helpless: helpless || hasStatus(s, "helpless"),
    grabbed: hasStatus(s, "grabbed"),
  });
}

/**
 * Movement and sprint with the sheet's Run bonus dice (under Athletics) and Bulk. Entangled:
 * Movement 1 (sprint 4, the least the text allows); grabbed or grabbing: no movement at all.
 */
export function sheetMovement(s: SifrpSheet, pack: SifrpPack): Movement {
  if (hasStatus(s, "grabbed") || hasStatus(s, "grabbing")) return { move: 0, sprint: 0 };
  if (hasStatus(s, "entangled")) return { move: 1, sprint: 4 };
  return movement(listOf(pack, "run"), rankOf(s, "Athletics"), bonusOf(s, "Athletics", "Run"), sheetBulk(s, pack));
}
