/** Rows of a validated Dodge-Block-Armor pack by id. */
import { engineError } from "../../errors";
import { lineRow, listOf } from "../../rules/line-pack";
import { DbaPack, PhaseRow, RangeRow, SizeRow, TacticRow } from "./types";

export function sizeOf(pack: DbaPack, id: string): SizeRow {
  const sizes = listOf(pack, "sizes");
  for (let i = 0; i < sizes.length; i++) if (sizes[i].id === id) return sizes[i];
  throw engineError("PACK", "no body size '" + id + "' in the rules pack", id);
}

/** The range class's position, 0 for the shortest; -1 when the pack has no such range. */
export function rangeIndex(pack: DbaPack, id: string): number {
  const ranges = listOf(pack, "ranges");
  for (let i = 0; i < ranges.length; i++) if (ranges[i].id === id) return i;
  return -1;
}

export function rangeOf(pack: DbaPack, id: string): RangeRow {
  const i = rangeIndex(pack, id);
  if (i < 0) throw engineError("PACK", "no melee range '" + id + "' in the rules pack", id);
  return listOf(pack, "ranges")[i];
}

/** Phase i of a round (0 to 4; validated packs have the five): the built-in pack and a sent one make that phase alone. */
export function phaseAt(pack: DbaPack, i: number): PhaseRow {
  return (pack.phase ? pack.phase(i) : pack.lines !== undefined ? lineRow(pack.lines, "phases", i) : pack.phases[i]) as PhaseRow;
}

/** Tactic row i, undefined past the last: the built-in pack and a sent one make that row alone (the table made is ~150 JsVars). */
export function tacticAt(pack: DbaPack, i: number): TacticRow | undefined {
  return pack.tactic ? pack.tactic(i) : pack.lines !== undefined ? (lineRow(pack.lines, "tactics", i) as TacticRow | undefined) : pack.tactics[i];
}

/** The tactic row, or null for "none" and ids the pack lacks. */
export function tacticOf(pack: DbaPack, id: string): TacticRow | null {
  for (let i = 0, t = tacticAt(pack, 0); t !== undefined; t = tacticAt(pack, ++i)) if (t.id === id) return t;
  return null;
}
