/**
 * A check's questions as data (docs/runtime.md, "Checks as data"): each question is one string,
 * `id:kind:label:arg:cond`, read only when a screen or a validation needs it. The device's
 * check flow reads them, the rules answer for the choices and conditions they name
 * (DeviceRules.choices, .holds), and the desktop builds its input specs from the same strings.
 *
 * - kind: w a character or Anyone (asked first), W several choices that must be given (asked:
 *   S-Ifni's workers, DBA's fighters), n a number, h a number
 *   of hundredths, f a flag, c a choice, C a choice asked even when it has a value, m several
 *   choices, t a choice the device shows as a stepper (the TN);
 * - arg: for numbers "min,max[,initial][~start]" (no initial: it must be given; start: where
 *   the editor starts without a value; "?cond" after it: the initial applies only when cond
 *   holds); for a flag "1" when it starts on; for choices the source of the choices, then
 *   "=initial" and "~start" (where a stepper starts when it has no value); for characters, like a choice (S-Ifni's source "who" is the party and Anyone);
 * - cond: when the question applies, conditions joined with "&" (the rules read them).
 */
import { InputValue } from "./types";

/** One character each (see above): the flow tests kinds with "cCtw".indexOf(kind). */
export type QuestionKind = "w" | "W" | "n" | "h" | "f" | "c" | "C" | "m" | "t";

export interface Question {
  id: string;
  kind: QuestionKind;
  label: string;
  /** numbers */
  min: number;
  max: number;
  /** undefined: none */
  initial: InputValue | undefined;
  /** the initial value applies only when this holds ("" always) */
  initialCond: string;
  /** choices: where they come from */
  source: string;
  /** where a stepper or a number's editor starts when it has no value ("" none) */
  start: string;
  /** when the question applies ("" always) */
  cond: string;
}

/** The id of Anyone in a character question. */
export const ANYONE = "anyone";

export function question(part: string): Question {
  const f = part.split(":");
  // the rules' own data: tests/engine/question-kinds checks every question's kind
  const kind = f[1] as QuestionKind;
  const arg = f[3] || "";
  const q: Question = { id: f[0], kind: kind, label: f[2], min: 0, max: 0, initial: undefined, initialCond: "", source: "", start: "", cond: f[4] || "" };
  if (kind === "n" || kind === "h") {
    const c = arg.split("?");
    const t = c[0].split("~");
    q.start = t[1] || "";
    const n = t[0].split(",");
    q.min = parseInt(n[0], 10);
    q.max = parseInt(n[1], 10);
    if (n.length > 2) q.initial = parseInt(n[2], 10);
    q.initialCond = c[1] || "";
  } else if (kind === "f") q.initial = arg === "1";
  else {
    const t = arg.split("~");
    q.start = t[1] || "";
    const eq = t[0].indexOf("=");
    q.source = eq < 0 ? t[0] : t[0].substring(0, eq);
    if (eq >= 0) q.initial = t[0].substring(eq + 1);
    if (kind === "m") q.initial = "";
  }
  return q;
}
