/**
 * Combat statistics (sifrp-combat.txt, "Combat Statistics", "Armor", "Effects of Bulk"):
 * Combat Defense, Health, Movement and sprint, from plain numbers so that a quick roll without a
 * sheet uses them too. sheet-stats.ts reads them off a sheet.
 */

/** Most characters move 4 yards; Athletics 1 without a Run bonus die moves 3. */
export const BASE_MOVE = 4;
export const SLOW_MOVE = 3;
/** Bulk cannot take Movement below 1 yard or the sprint below 4 yards. */
export const MIN_MOVE = 1;
export const MIN_SPRINT = 4;
/**
 * The sprint is 4 x Movement before Bulk. The text gives no sprint formula; its example does:
 * Hal moves 4 unarmored and "runs 14 yards" with 2 Bulk, 14 + 2 = 16 = 4 x 4.
 */
export const SPRINT_TIMES = 4;
/** Health = Endurance rank x 3. */
export const HEALTH_TIMES = 3;
/** Small targets +2 Combat Defense, large -2. */
export const SIZE_DEFENSE = 2;
/** A grabbed opponent takes -5 on Combat Defense (minimum 1). */
export const GRABBED_DEFENSE = 5;

export interface DefenseParts {
  agility: number;
  athletics: number;
  awareness: number;
  /** the Defensive rating of a held weapon not attacked with (0 for none) */
  defensive: number;
  /** the armor's Armor Penalty, 0 or negative */
  armorPenalty: number;
  /** "small", "normal" or "large" */
  size: string;
  /** a helpless target loses its Agility from Combat Defense */
  helpless: boolean;
  grabbed: boolean;
}

/**
 * Agility + Athletics + Awareness + defensive bonus - armor penalty (the penalty is stored
 * negative and added), then size, helplessness and a grab. The text sets no floor except the
 * grab's "minimum 1": the grab's -5 stops at 1 and never raises a lower defense.
 */
export function combatDefense(p: DefenseParts): number {
  let cd = (p.helpless ? 0 : p.agility) + p.athletics + p.awareness + p.defensive + p.armorPenalty;
  if (p.size === "small") cd += SIZE_DEFENSE;
  else if (p.size === "large") cd -= SIZE_DEFENSE;
  if (p.grabbed) {
    const cut = cd - 1 < GRABBED_DEFENSE ? cd - 1 : GRABBED_DEFENSE;
    if (cut > 0) cd -= cut;
  }
  return cd;
}

export function health(endurance: number): number {
  return endurance * HEALTH_TIMES;
}

/**
 * Extra yards from Run bonus dice by Table 9-1 (`run[i]` is the fewest dice for +i yards);
 * past its last row the text's own rule goes on: one more yard for every two more dice.
 */
export function runYards(runTable: number[], run: number): number {
  let i = 0;
  while (i + 1 < runTable.length && runTable[i + 1] <= run) i++;
  const last = runTable.length - 1;
  return i === last ? last + Math.floor((run - runTable[last]) / 2) : i;
}

export interface Movement {
  /** yards per move action */
  move: number;
  /** yards per sprint */
  sprint: number;
}

/**
 * Movement: 4 yards (3 with Athletics 1 and no Run die), plus the Run bonus, then less half the
 * Bulk (every two points of Bulk cost a yard), at least 1; the sprint is 4 x the Movement before
 * Bulk, less the Bulk, at least 4.
 */
export function movement(runTable: number[], athletics: number, run: number, bulk: number): Movement {
  const before = (athletics <= 1 && run < 1 ? SLOW_MOVE : BASE_MOVE) + runYards(runTable, run);
  const move = before - Math.floor(bulk / 2);
  const sprint = before * SPRINT_TIMES - bulk;
  return { move: move < MIN_MOVE ? MIN_MOVE : move, sprint: sprint < MIN_SPRINT ? MIN_SPRINT : sprint };
}

/** Damage = base x degrees of success - Armor Rating, never below 0. */
export function damageOf(base: number, degrees: number, armorRating: number): number {
  const d = base * degrees - armorRating;
  return d > 0 ? d : 0;
}
