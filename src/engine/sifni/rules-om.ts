/**
 * S-Ifni on the device: the odds of the combat checks on complete inputs (the entry "om" of
 * S-Ifni's files, src/device/shelf.ts).
 */
import { engineError } from "../errors";
import { Inputs, Odds } from "../rules/types";
import { SheetRef } from "./checks/context";
import { coverOdds } from "./combat/cover";
import { disarmOdds } from "./combat/disarm";
import { enduranceCheckOdds } from "./combat/endurance-check";
import { grabOdds } from "./combat/grab";
import { meleeOdds } from "./combat/melee-check";
import { rangedOdds } from "./combat/ranged";
import { roundOdds } from "./combat/round";
import { wrestleOdds } from "./combat/wrestle";

export function combatOdds(check: string, inputs: Inputs, party: SheetRef[], pack: string): Odds {
  switch (check) {
    case "melee":
      return meleeOdds(inputs, party, pack);
    case "round":
      return roundOdds(inputs, party, pack);
    case "ranged":
      return rangedOdds(inputs, party, pack);
    case "cover":
      return coverOdds(inputs, party, pack);
    case "grab":
      return grabOdds(inputs, party, pack);
    case "wrestle":
      return wrestleOdds(inputs, party, pack);
    case "disarm":
      return disarmOdds(inputs, party, pack);
    case "endurance":
      return enduranceCheckOdds(inputs, party);
  }
  throw engineError("CHECK", "no check '" + check + "' in S-Ifni", check);
}

export function sifniCombatOdds(): { odds: typeof combatOdds } {
  return { odds: combatOdds };
}
