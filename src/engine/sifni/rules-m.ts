/**
 * S-Ifni on the device: rolling the combat checks (melee, round, ranged, cover, grab, wrestle,
 * disarm, endurance) on complete inputs (the entry "m" of S-Ifni's files, src/device/shelf.ts).
 */
import { engineError } from "../errors";
import { Inputs, Outcome } from "../rules/types";
import { RandomGenerator } from "../random/generator";
import { SheetRef } from "./checks/context";
import { resolveCover } from "./combat/cover";
import { resolveDisarm } from "./combat/disarm";
import { resolveEndurance } from "./combat/endurance-check";
import { resolveGrab } from "./combat/grab";
import { resolveMelee } from "./combat/melee-check";
import { resolveRanged } from "./combat/ranged";
import { resolveRound } from "./combat/round";
import { resolveWrestle } from "./combat/wrestle";

export function resolveCombat(check: string, inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  switch (check) {
    case "melee":
      return resolveMelee(inputs, party, pack, rng).outcome;
    case "round":
      return resolveRound(inputs, party, pack, rng);
    case "ranged":
      return resolveRanged(inputs, party, pack, rng);
    case "cover":
      return resolveCover(inputs, party, pack, rng);
    case "grab":
      return resolveGrab(inputs, party, pack, rng);
    case "wrestle":
      return resolveWrestle(inputs, party, pack, rng);
    case "disarm":
      return resolveDisarm(inputs, party, pack, rng);
    case "endurance":
      return resolveEndurance(inputs, party, pack, rng);
  }
  throw engineError("CHECK", "no check '" + check + "' in S-Ifni", check);
}

export function sifniCombatRolls(): { resolve: typeof resolveCombat } {
  return { resolve: resolveCombat };
}
