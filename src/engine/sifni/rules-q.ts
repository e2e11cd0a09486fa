/**
 * S-Ifni on the device, its questions (the entries "q", "qs", "qw" and "qp" of entries.ts): the checks
 * as data, and the choices and conditions of each family of sources (questions.ts,
 * choices-sheet.ts, penalty-holds.ts, choices-pack.ts), each family a file (dist/systems/sifni.sys.sifni.q*.js).
 */
import { DeviceRules } from "../rules/device";
import { SheetRef } from "./checks/context";
import { Ctx, allHold, answerChoices, answerHolds, checkList, questionsOf } from "./questions";
import { sheetChoices, sheetHolds } from "./choices-sheet";
import { packChoices } from "./choices-pack";
import { penaltyHolds } from "./penalty-holds";

type Questions = Pick<DeviceRules<SheetRef, string>, "id" | "name" | "checkList" | "questions" | "choices" | "holds">;

/** The entry "q": the checks, their questions, and the sources and conditions that read the answers alone. */
export function sifniQuestions(): Questions {
  return {
    id: "sifni",
    name: "S-Ifni",
    checkList: checkList,
    questions: function (check: string) {
      return questionsOf(check).join("\n");
    },
    choices: answerChoices,
    holds: function (conds: string, c: Ctx) {
      return allHold(conds, c, answerHolds);
    },
  };
}

/** The entry "qs": the sources and conditions that read sheets. */
export function sifniSheetQuestions(): Pick<Questions, "choices" | "holds"> {
  return {
    choices: sheetChoices,
    holds: function (conds: string, c: Ctx) {
      return allHold(conds, c, sheetHolds);
    },
  };
}

/** The entry "qw": whether a wound or an armor penalty could be waived. */
export function sifniPenaltyQuestions(): Pick<Questions, "holds"> {
  return {
    holds: function (conds: string, c: Ctx) {
      return allHold(conds, c, penaltyHolds);
    },
  };
}

/** The entry "qp": the sources that read the pack. */
export function sifniPackQuestions(): Pick<Questions, "choices"> {
  return { choices: packChoices };
}
