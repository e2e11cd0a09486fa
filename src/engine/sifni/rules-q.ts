/**
 * S-Ifni on the device, its questions (the entry "q" of entries.ts): the checks as data and
 * what their choices and conditions read (questions.ts; dist/systems/sifni.sys.sifni.q.js).
 */
import { DeviceRules } from "../rules/device";
import { SheetRef } from "./checks/context";
import { checkList, choicesFor, holdsFor, questionsOf } from "./questions";

type Questions = Pick<DeviceRules<SheetRef, string>, "id" | "name" | "checkList" | "questions" | "choices" | "holds">;

export function sifniQuestions(): Questions {
  return { id: "sifni", name: "S-Ifni", checkList: checkList, questions: questionsOf, choices: choicesFor, holds: holdsFor };
}
