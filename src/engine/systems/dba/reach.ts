/**
 * Melee ranges: which ranges a weapon's class reaches, and the Quickness penalty for the
 * shorter weapon (2 per range increment the opponent's weapon has on it, gone once the
 * fight is at the shorter weapon's range or closer).
 */
import { DbaPack } from "./types";
import { rangeIndex, rangeOf } from "./lookup";

/** Whether a weapon of range class `weapon` can attack someone at range `at`. */
export function reaches(pack: DbaPack, weapon: string, at: string): boolean {
  const r = rangeOf(pack, weapon).reaches;
  for (let i = 0; i < r.length; i++) if (r[i] === at) return true;
  return false;
}

/** "knife and sword" for the error that names what a weapon reaches. */
export function reachText(pack: DbaPack, weapon: string): string {
  const r = rangeOf(pack, weapon).reaches;
  let s = "";
  for (let i = 0; i < r.length; i++) s += (i === 0 ? "" : i === r.length - 1 ? " and " : ", ") + r[i];
  return s;
}

/**
 * Quickness points the attacker loses: rangePenalty per increment the defender's weapon
 * (`opponent`, "none" for no melee weapon) has on the attacker's; none when the fight is
 * at `at` no farther than the attacker's own range ("any" when not given).
 */
export function rangePenalty(pack: DbaPack, weapon: string, opponent: string, at: string): number {
  if (opponent === "none") return 0;
  const mine = rangeIndex(pack, weapon);
  const steps = rangeIndex(pack, opponent) - mine;
  if (steps <= 0) return 0;
  if (at !== "any" && rangeIndex(pack, at) <= mine) return 0;
  return steps * pack.rangePenalty;
}
