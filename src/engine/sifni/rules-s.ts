/**
 * S-Ifni on the device: rolling the checks of the Roll and Opposed menus (skill, opposed, the
 * extended contest, group work) on complete inputs (the entry "s" of S-Ifni's files, src/device/shelf.ts).
 */
import { engineError } from "../errors";
import { Inputs, Outcome } from "../rules/types";
import { RandomGenerator } from "../random/generator";
import { SheetRef } from "./checks/context";
import { resolveContest } from "./checks/contest";
import { resolveGroup } from "./checks/group";
import { resolveOpposed } from "./checks/opposed";
import { resolveSkill } from "./checks/skill";

export function resolveSkillChecks(check: string, inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  if (check === "skill") return resolveSkill(inputs, party, pack, rng);
  if (check === "opposed") return resolveOpposed(inputs, party, pack, rng);
  if (check === "contest") return resolveContest(inputs, party, pack, rng);
  if (check === "group") return resolveGroup(inputs, party, pack, rng);
  throw engineError("CHECK", "no check '" + check + "' in S-Ifni", check);
}

export function sifniSkillRolls(): { resolve: typeof resolveSkillChecks } {
  return { resolve: resolveSkillChecks };
}
