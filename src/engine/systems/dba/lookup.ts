/** Rows of a validated Dodge-Block-Armor pack by id. */
import { engineError } from "../../errors";
import { DbaPack, RangeRow, SizeRow, TacticRow } from "./types";

export function sizeOf(pack: DbaPack, id: string): SizeRow {
  for (let i = 0; i < pack.sizes.length; i++) if (pack.sizes[i].id === id) return pack.sizes[i];
  throw engineError("PACK", "no body size '" + id + "' in the rules pack", id);
}

/** The range class's position, 0 for the shortest; -1 when the pack has no such range. */
export function rangeIndex(pack: DbaPack, id: string): number {
  for (let i = 0; i < pack.ranges.length; i++) if (pack.ranges[i].id === id) return i;
  return -1;
}

export function rangeOf(pack: DbaPack, id: string): RangeRow {
  const i = rangeIndex(pack, id);
  if (i < 0) throw engineError("PACK", "no melee range '" + id + "' in the rules pack", id);
  return pack.ranges[i];
}

/** The tactic row, or null for "none" and ids the pack lacks. */
export function tacticOf(pack: DbaPack, id: string): TacticRow | null {
  for (let i = 0; i < pack.tactics.length; i++) if (pack.tactics[i].id === id) return pack.tactics[i];
  return null;
}
