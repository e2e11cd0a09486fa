/**
 * One stage of an attack: the attacker's stat A challenges the defender's stat B, and the
 * attack passes when md10 (-5..+4) is at least the difficulty B - A. A stage can also pass
 * without a roll: the attack's force overrides it, the defender waives it (a tactic), or the
 * attack cannot be dodged (area) or blocked (diffuse).
 */

/** The md10's lowest face and its number of faces: -5..+4. */
export const MD10_LOW = -5;
export const MD10_FACES = 10;

export interface StagePlan {
  /** "dodge", "block" or "armor" */
  id: string;
  /** A: the attacker's stat for this stage (Quickness, Quickness + Anti-Block, Accuracy) */
  attacker: number;
  /** B: the defender's stat (Dodge, Block, Armor Coverage) */
  defender: number;
  /** "" when rolled; else why it passes unrolled: "force", "waived", "area", "diffuse" */
  auto: string;
  /** "pierced" when a ranged attack's force cut the coverage to the body's minimum, else "" */
  note: string;
}

/**
 * How many of the 10 md10 faces pass a stage: all 10 for an unrolled stage; else, for the
 * difficulty d = B - A, the faces d..+4, that is 5 - d, none when d > 4, all when d <= -5.
 */
export function stageFaces(s: StagePlan): number {
  // written out here rather than through a helper on d: terser would inline the helper with
  // its parameter as a var declared after its use, which Espruino does not hoist
  if (s.auto !== "") return MD10_FACES;
  return Math.max(0, Math.min(MD10_FACES, 5 - s.defender + s.attacker));
}
