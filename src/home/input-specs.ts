/**
 * A check's questions (src/engine/rules/questions.ts) as the desktop's input specs, so that the
 * CLI, the companion and the tests validate and complete inputs (rules/inputs.ts) exactly as
 * the device's check flow asks them. `device` turns the desktop's context (JSON sheets, the pack
 * as tables) into the one the rules read (their stored forms).
 */
import { Question, question } from "../engine/rules/questions";
import { Choice, InputContext, InputSpec, SheetBase } from "../engine/rules/types";

export interface QuestionRules<SD extends SheetBase, PD> {
  choices(source: string, c: InputContext<SD, PD>): Choice[];
  holds(cond: string, c: InputContext<SD, PD>): boolean;
}

function kindOf(q: Question): InputSpec["kind"] {
  return q.kind === "n" || q.kind === "h" ? "number" : q.kind === "f" ? "flag" : q.kind === "m" || q.kind === "W" ? "choices" : "choice";
}

export function inputSpecs<SD extends SheetBase, PD, SH extends SheetBase, PH>(
  questions: string[],
  rules: QuestionRules<SD, PD>,
  device: (c: InputContext<SH, PH>) => InputContext<SD, PD>,
): InputSpec<SH, PH>[] {
  const out: InputSpec<SH, PH>[] = [];
  for (let i = 0; i < questions.length; i++) {
    const q = question(questions[i]);
    const s: InputSpec<SH, PH> = { id: q.id, label: q.label, kind: kindOf(q) };
    if (s.kind === "number") {
      s.min = q.min;
      s.max = q.max;
      if (q.kind === "h") s.unit = "hundredths";
    }
    if (q.initial !== undefined) s.initial = q.initial;
    if (q.kind === "w" || q.kind === "W" || q.kind === "C") s.ask = true;
    if (q.kind === "w") s.party = true;
    if (q.kind === "t") s.stepper = true;
    if (q.cond !== "") {
      s.when = function (c) {
        return rules.holds(q.cond, device(c));
      };
    }
    if (q.initialCond !== "") {
      s.initialWhen = function (c) {
        return rules.holds(q.initialCond, device(c));
      };
    }
    if (q.source !== "") {
      s.choices = function (c) {
        return rules.choices(q.source, device(c));
      };
    }
    out.push(s);
  }
  return out;
}
