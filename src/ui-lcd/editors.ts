/**
 * Screens that edit one value with the four keys: a number (up and down step, faster when held
 * to it: after 5 presses one way the step is 10 times larger, after 15 a hundred times), a
 * stepper over ordered choices (the TN: up is the next TN, down the one before), and a code
 * entered a digit at a time (the GM lock: up and down turn the digit, select takes it, back
 * steps back; the digits taken show as stars, never the digits). Each is an editor screen
 * (screen.ts EDIT) of a feature, whose `key` passes the keys on to numberKey, stepKey or
 * codeKey: back leaves without the value. numberKey and stepKey give it to `done` on select
 * with the editor still on top, and `done` takes the editor away (a check's next question
 * replaces it: leaving first showed the screen below for nothing, and remade it when it had let
 * go of its rows, which on a small board evaluated another feature's files at the check's
 * deepest step); codeKey leaves first, so its `done` works from the screen below.
 */
import { formatHundredths } from "../engine/format/number";
import { Choice } from "../engine/rules/types";
import { CODE_LENGTH } from "../device/protocol";
import { EDIT, Ev, Scr } from "./screen";
import { Kit } from "./services";

interface NumberScr extends Scr {
  v: number;
  min: number;
  max: number;
  /** hundredths: shown as points, stepped by whole points */
  hu: boolean;
  /** presses in a row in one direction (+ up, - down) */
  run: number;
}

interface StepScr extends Scr {
  /** the choice shown */
  at: number;
}

interface CodeScr extends Scr {
  /** the digits taken so far, and the digit being turned */
  dg: string;
  cur: number;
}

function numberLines(s: NumberScr): void {
  s.l = [s.hu ? formatHundredths(s.v) : String(s.v), "up/down: change", "select: take it"];
}

export function numberEditor(title: string, value: number, min: number, max: number, hundredths: boolean, f: string, k: string): Scr {
  const s: NumberScr = { t: title, l: [], c: EDIT, o: 0, f: f, k: k, v: value, min: min, max: max, hu: hundredths, run: 0 };
  numberLines(s);
  return s;
}

export function numberKey(k: Kit, sc: Scr, ev: Ev, done: (s: Scr, v: number) => void): boolean {
  const s = sc as NumberScr;
  if (ev === "up" || ev === "down") {
    const dir = ev === "up" ? 1 : -1;
    s.run = s.run * dir > 0 ? s.run + dir : dir;
    const n = s.run < 0 ? -s.run : s.run;
    const step = (s.hu ? 100 : 1) * (n > 15 ? 100 : n > 5 ? 10 : 1);
    s.v = Math.max(s.min, Math.min(s.max, s.v + dir * step));
    numberLines(s);
    k.draw();
  } else if (ev === "select") done(s, s.v);
  else if (ev === "back") k.pop();
  return true;
}

/**
 * A stepper over choices, showing one label at a time. It keeps only where it is: the feature
 * gives the choices again for each key (`choices`), where keeping a TN ladder's ids cost ~90
 * JsVars for as long as the check was up.
 */
export function stepper(title: string, choices: Choice[], current: string, f: string, k: string): Scr {
  const s: StepScr = { t: title, l: [], c: EDIT, o: 0, f: f, k: k, at: 0 };
  for (let i = 0; i < choices.length; i++) if (choices[i].id === current) s.at = i;
  s.l = [choices[s.at].label, "up/down: change", "select: take it"];
  return s;
}

export function stepKey(k: Kit, sc: Scr, ev: Ev, done: (s: Scr, id: string) => void, choices: () => Choice[]): boolean {
  const s = sc as StepScr;
  if (ev === "up" || ev === "down") {
    const l = choices();
    s.at = (s.at + (ev === "up" ? 1 : l.length - 1)) % l.length;
    s.l[0] = l[s.at].label;
    k.draw();
  } else if (ev === "select") done(s, choices()[s.at].id);
  else if (ev === "back") k.pop();
  return true;
}

function codeLines(s: CodeScr): void {
  let shown = "";
  for (let i = 0; i < s.dg.length; i++) shown += "*";
  shown += s.cur;
  for (let i = s.dg.length + 1; i < CODE_LENGTH; i++) shown += "_";
  s.l = [shown, "up/down: digit", "select: next", "back: undo"];
}

export function codeEditor(title: string, f: string, k: string): Scr {
  const s: CodeScr = { t: title, l: [], c: EDIT, o: 0, f: f, k: k, dg: "", cur: 0 };
  codeLines(s);
  return s;
}

export function codeKey(k: Kit, sc: Scr, ev: Ev, done: (s: Scr, code: string) => void): boolean {
  const s = sc as CodeScr;
  if (ev === "up" || ev === "down") {
    s.cur = (s.cur + (ev === "up" ? 1 : 9)) % 10;
    codeLines(s);
    k.draw();
  } else if (ev === "select") {
    s.dg += String(s.cur);
    // the next digit starts where this one ended: a repeated digit is one press
    if (s.dg.length < CODE_LENGTH) {
      codeLines(s);
      k.draw();
    } else {
      // the code screen leaves first, so `done` works from the screen below it
      const code = s.dg;
      s.dg = "";
      k.pop();
      done(s, code);
    }
  } else if (ev === "back") {
    if (s.dg.length > 0) {
      s.cur = s.dg.charCodeAt(s.dg.length - 1) - 48;
      s.dg = s.dg.substring(0, s.dg.length - 1);
      codeLines(s);
      k.draw();
    } else k.pop();
  }
  return true;
}
