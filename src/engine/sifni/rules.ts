/**
 * S-Ifni's rules (rules/device.ts) whole, as the desktop's S-Ifni module (src/home/sifni/module.ts)
 * and the tests call them. On the device they are the entries of entries.ts, each a file
 * loaded only when one of its methods is called (src/device/shelf.ts).
 */
import { DeviceRules } from "../rules/device";
import { Inputs } from "../rules/types";
import { RandomGenerator } from "../random/generator";
import { Crc } from "./data/codes";
import { SheetRef } from "./checks/context";
import { combatOdds } from "./rules-om";
import { skillChecksOdds } from "./rules-os";
import { resolveCombat } from "./rules-m";
import { sifniQuestions } from "./rules-q";
import { Ctx, allHold, answerChoices, answerHolds } from "./questions";
import { sheetChoices, sheetHolds } from "./choices-sheet";
import { packChoices } from "./choices-pack";
import { penaltyHolds } from "./penalty-holds";
import { entryOf } from "../rules/entry-of";
import { resolveSkillChecks } from "./rules-s";
import { sifniSheetEdits, sifniSheets } from "./rules-d";
import { selfTest } from "../selftest";
import { SIFNI_ENTRIES, SKILL_CHECKS } from "./entries";

export function sifniRules(crc: Crc): DeviceRules<SheetRef, string> {
  const q = sifniQuestions();
  const d = sifniSheets(crc);
  const de = sifniSheetEdits(crc);
  return {
    id: q.id,
    name: q.name,
    checkList: q.checkList,
    questions: q.questions,
    // each source and condition answered by its family's code, as the device's manifest routes it
    choices: function (src: string, c: Ctx) {
      const e = entryOf(SIFNI_ENTRIES, "choices", src);
      return e === "qs" ? sheetChoices(src, c) : e === "qp" ? packChoices(src, c) : answerChoices(src, c);
    },
    holds: function (conds: string, c: Ctx) {
      return allHold(conds, c, function (one: string) {
        const e = entryOf(SIFNI_ENTRIES, "holds", one);
        return e === "qs" ? sheetHolds(one, c) : e === "qw" ? penaltyHolds(one, c) : answerHolds(one, c);
      });
    },
    resolve: function (check: string, inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator) {
      return SKILL_CHECKS.split(" ").indexOf(check) >= 0 ? resolveSkillChecks(check, inputs, party, pack, rng) : resolveCombat(check, inputs, party, pack, rng);
    },
    odds: function (check: string, inputs: Inputs, party: SheetRef[], pack: string) {
      return SKILL_CHECKS.split(" ").indexOf(check) >= 0 ? skillChecksOdds(check, inputs, party, pack) : combatOdds(check, inputs, party, pack);
    },
    inspect: de.inspect,
    apply: de.apply,
    sheet: d.sheet,
    brief: d.brief,
    stored: d.stored,
    pack: d.pack,
    packVersion: d.packVersion,
    selfTest: selfTest,
  };
}
