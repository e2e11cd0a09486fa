/**
 * Screens that edit one value with the four keys: a number (up and down step, faster when held
 * to it: after 5 presses one way the step is 10 times larger, after 15 a hundred times), a
 * stepper over ordered choices (the TN: up is the next TN, down the one before), and a code
 * entered a digit at a time (the GM lock: up and down turn the digit, select takes it, back
 * steps back; the digits taken show as stars, never the digits). Each is an editor screen
 * (screen.ts EDIT): select leaves and gives the value to `done`, back leaves without it.
 */
import { formatHundredths } from "../engine/format/number";
import { Choice } from "../engine/rules/types";
import { CODE_LENGTH } from "../device/protocol";
import { EDIT, Ev, Scr, Ui } from "./screen";

interface NumberScr extends Scr {
  v: number;
  min: number;
  max: number;
  /** hundredths: shown as points, stepped by whole points */
  hu: boolean;
  /** presses in a row in one direction (+ up, - down) */
  run: number;
  done: (s: Scr, v: number) => void;
}

interface StepScr extends Scr {
  ch: Choice[];
  at: number;
  done: (s: Scr, id: string) => void;
}

interface CodeScr extends Scr {
  /** the digits taken so far, and the digit being turned */
  dg: string;
  cur: number;
  done: (s: Scr, code: string) => void;
}

export function numberEditor(title: string, value: number, min: number, max: number, hundredths: boolean, done: (s: Scr, v: number) => void): Scr {
  const s: NumberScr = { t: title, l: [], c: EDIT, o: 0, h: numberKey, v: value, min: min, max: max, hu: hundredths, run: 0, done: done };
  return s;
}

function numberKey(sc: Scr, k: Ev, ui: Ui): boolean {
  const s = sc as NumberScr;
  if (k === "") s.l = [s.hu ? formatHundredths(s.v) : String(s.v), "up/down: change", "select: take it"];
  else if (k === "up" || k === "down") {
    const dir = k === "up" ? 1 : -1;
    s.run = s.run * dir > 0 ? s.run + dir : dir;
    const n = s.run < 0 ? -s.run : s.run;
    const step = (s.hu ? 100 : 1) * (n > 15 ? 100 : n > 5 ? 10 : 1);
    s.v = Math.max(s.min, Math.min(s.max, s.v + dir * step));
    ui.draw();
  } else {
    ui.pop();
    if (k === "select") s.done(s, s.v);
  }
  return true;
}

export function stepper(title: string, choices: Choice[], current: string, done: (s: Scr, id: string) => void): Scr {
  let at = 0;
  for (let i = 0; i < choices.length; i++) if (choices[i].id === current) at = i;
  const s: StepScr = { t: title, l: [], c: EDIT, o: 0, h: stepKey, ch: choices, at: at, done: done };
  return s;
}

function stepKey(sc: Scr, k: Ev, ui: Ui): boolean {
  const s = sc as StepScr;
  const n = s.ch.length;
  if (k === "") s.l = [s.ch[s.at].label, "up/down: change", "select: take it"];
  else if (k === "up" || k === "down") {
    s.at = (s.at + (k === "up" ? 1 : n - 1)) % n;
    ui.draw();
  } else {
    ui.pop();
    if (k === "select") s.done(s, s.ch[s.at].id);
  }
  return true;
}

export function codeEditor(title: string, done: (s: Scr, code: string) => void): Scr {
  const s: CodeScr = { t: title, l: [], c: EDIT, o: 0, h: codeKey, dg: "", cur: 0, done: done };
  return s;
}

function codeKey(sc: Scr, k: Ev, ui: Ui): boolean {
  const s = sc as CodeScr;
  if (k === "") {
    let shown = "";
    for (let i = 0; i < s.dg.length; i++) shown += "*";
    shown += s.cur;
    for (let i = s.dg.length + 1; i < CODE_LENGTH; i++) shown += "_";
    s.l = [shown, "up/down: digit", "select: next", "back: undo"];
  } else if (k === "up" || k === "down") {
    s.cur = (s.cur + (k === "up" ? 1 : 9)) % 10;
    ui.draw();
  } else if (k === "select") {
    s.dg += String(s.cur);
    // the next digit starts where this one ended: a repeated digit is one press
    if (s.dg.length < CODE_LENGTH) ui.draw();
    else {
      // the code screen leaves first, so `done` works from the screen below it
      const code = s.dg;
      s.dg = "";
      ui.pop();
      s.done(s, code);
    }
  } else if (s.dg.length > 0) {
    s.cur = s.dg.charCodeAt(s.dg.length - 1) - 48;
    s.dg = s.dg.substring(0, s.dg.length - 1);
    ui.draw();
  } else ui.pop();
  return true;
}
