/**
 * S-Ifni on the device: the odds of the checks of the Roll and Opposed menus on complete inputs
 * (the entry "os" of S-Ifni's files, src/device/shelf.ts).
 */
import { engineError } from "../errors";
import { Inputs, Odds } from "../rules/types";
import { SheetRef } from "./checks/context";
import { contestOdds } from "./checks/contest";
import { groupOdds } from "./checks/group";
import { opposedOdds } from "./checks/opposed";
import { skillOdds } from "./checks/skill";

export function skillChecksOdds(check: string, inputs: Inputs, party: SheetRef[], pack: string): Odds {
  if (check === "skill") return skillOdds(inputs, party, pack);
  if (check === "opposed") return opposedOdds(inputs, party, pack);
  if (check === "contest") return contestOdds(inputs, party, pack);
  if (check === "group") return groupOdds(inputs, party, pack);
  throw engineError("CHECK", "no check '" + check + "' in S-Ifni", check);
}

export function sifniSkillOdds(): { odds: typeof skillChecksOdds } {
  return { odds: skillChecksOdds };
}
