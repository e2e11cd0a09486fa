/**
 * Long-range accuracy: a ranged weapon's Accuracy is rated at the table's base distance
 * (10 m); +1 per metre closer, and farther -1 per 2 m up to 20 m (-5), per 4 m up to 40 m
 * (-10), per 8 m beyond. A band's partial step counts nothing (11 m is still 0, 12 m is -1).
 */
import { floorDiv } from "../../math/exact";
import { LongRangeTable } from "./types";

export function longRangeModifier(t: LongRangeTable, metres: number): number {
  if (metres <= t.base) return floorDiv(t.base - metres, t.closerPer);
  let pen = 0;
  for (let i = 0; i < t.farther.length; i++) {
    const from = t.farther[i].from;
    if (metres <= from) break;
    const to = i + 1 < t.farther.length ? t.farther[i + 1].from : metres;
    pen += floorDiv((metres < to ? metres : to) - from, t.farther[i].per);
  }
  return 0 - pen; // not -pen: no negative zero (Espruino has none, and 0 reads better)
}
