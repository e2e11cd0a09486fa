/**
 * Shared by the Dodge-Block-Armor tests: the shipped example sheets, and a brute-force
 * attack written from the text alone (not from the module) to check the module's exact odds.
 */
import { readFileSync } from "node:fs";
import type { DbaSheet } from "../../src/engine/systems/dba/types";

export function example(name: string): DbaSheet {
  return JSON.parse(readFileSync(new URL("../../examples/dba/" + name + ".json", import.meta.url), "utf8")) as DbaSheet;
}

export const party = (): DbaSheet[] => [example("rogue"), example("knight"), example("giant")];

/** Raw attacker and defender numbers, after everything (injuries, tactics, ranges) is applied. */
export interface RawAttack {
  quickness: number;
  force: number;
  accuracy: number;
  antiBlock: number;
  ranged: boolean;
  area: boolean;
  diffuse: boolean;
}
export interface RawDefender {
  dodge: number;
  block: number;
  blockForce: number;
  coverage: number;
  armorForce: number;
  minCoverage: number;
  noDodge: boolean;
  noBlock: boolean;
}

export type Ending = "hit" | "dodge" | "block" | "armor";

/**
 * The text, stage by stage, for one triple of md10 faces (each -5..+4): the attacker wins a
 * stage when md10 >= B - A; "Alternatively, if the attacker's Attack Force is greater than the
 * defender's Block Force, the attack is automatically unblocked" (Armor likewise, except that a
 * ranged attack's force only cuts the coverage to the body's minimum).
 */
export function bruteEnding(a: RawAttack, d: RawDefender, m: [number, number, number]): Ending {
  const dodgeRolled = !(a.area || d.noDodge);
  if (dodgeRolled && !(m[0] >= d.dodge - a.quickness)) return "dodge";
  const blockRolled = !(a.diffuse || d.noBlock || a.force > d.blockForce);
  if (blockRolled && !(m[1] >= d.block - (a.quickness + a.antiBlock))) return "block";
  if (a.ranged) {
    const cover = a.force > d.armorForce ? Math.min(d.coverage, d.minCoverage) : d.coverage;
    return m[2] >= cover - a.accuracy ? "hit" : "armor";
  }
  if (a.force > d.armorForce) return "hit";
  return m[2] >= d.coverage - a.accuracy ? "hit" : "armor";
}

/** Counts of the 1000 triples ending at each stage. */
export function bruteCounts(a: RawAttack, d: RawDefender): Record<Ending, number> {
  const c: Record<Ending, number> = { hit: 0, dodge: 0, block: 0, armor: 0 };
  for (let x = -5; x <= 4; x++) for (let y = -5; y <= 4; y++) for (let z = -5; z <= 4; z++) c[bruteEnding(a, d, [x, y, z])]++;
  return c;
}

/** The generator word that the md10 reads as `face`: uniformInt(rng, 10) is word mod 10, less 5. */
export const wordFor = (face: number): number => face + 5;
