/**
 * Injuries: each one the body's size step (human 1, the Giant 2) takes a point off every
 * active physical stat; at the size's death threshold (human 5, the Giant 10) the character dies.
 */
import { floorDiv } from "../../math/exact";
import { DbaPack, DbaSheet, DbaStats, statKeys } from "./types";
import { sizeOf } from "./lookup";
import { listOf } from "../../rules/line-pack";

/** Points taken off each physical stat. */
export function injuryPenalty(sheet: DbaSheet, pack: DbaPack): number {
  const n = sheet.injuries > 0 ? sheet.injuries : 0;
  return floorDiv(n, sizeOf(pack, sheet.size).injuryStep);
}

export function isDead(sheet: DbaSheet, pack: DbaPack): boolean {
  return sheet.injuries >= sizeOf(pack, sheet.size).deathAt;
}

function isPhysical(pack: DbaPack, key: string): boolean {
  const physical = listOf(pack, "physical");
  for (let i = 0; i < physical.length; i++) if (physical[i] === key) return true;
  return false;
}

/** The sheet's stats with the injury penalty taken off the physical ones (a new object). */
export function injuredStats(sheet: DbaSheet, pack: DbaPack): DbaStats {
  const pen = injuryPenalty(sheet, pack);
  const src = sheet.stats as unknown as { [k: string]: number };
  const out: { [k: string]: number } = {};
  const keys = statKeys();
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    out[k] = src[k] - (isPhysical(pack, k) ? pen : 0);
  }
  return out as unknown as DbaStats;
}
