/**
 * Screens that edit one value with the four keys: a number (up and down step, faster when held
 * to it: after 5 presses one way the step is 10 times larger, after 15 a hundred times), a
 * stepper over ordered choices (the TN: up is the next TN, down the one before), and a code
 * entered a digit at a time (the GM lock: up and down turn the digit, select takes it, back
 * steps back; the digits taken show as stars). Each is the Ui's editor screen with its lines
 * and keys: select leaves and gives the value, back leaves without it.
 */
import { formatHundredths } from "../engine/format/number";
import { Choice } from "../engine/rules/types";
import { CODE_LENGTH } from "../device/protocol";
import { Key } from "./surface";
import { Screen, Ui } from "./ui";

export function numberScreen(ui: Ui, title: string, value: number, min: number, max: number, hundredths: boolean, done: (v: number, ui: Ui) => void): Screen {
  // presses in a row in one direction (+ up, - down)
  let run = 0;
  return ui.editor(
    title,
    function () {
      return [hundredths ? formatHundredths(value) : String(value), "up/down: change", "select: take it"];
    },
    function (k: Key, u: Ui) {
      if (k === "up" || k === "down") {
        const dir = k === "up" ? 1 : -1;
        run = run * dir > 0 ? run + dir : dir;
        const n = run < 0 ? -run : run;
        const step = (hundredths ? 100 : 1) * (n > 15 ? 100 : n > 5 ? 10 : 1);
        value = Math.max(min, Math.min(max, value + dir * step));
        u.render();
      } else {
        u.pop();
        if (k === "select") done(value, u);
      }
    },
  );
}

export function stepperScreen(ui: Ui, title: string, choices: Choice[], current: string, done: (id: string, ui: Ui) => void): Screen {
  let at = 0;
  for (let i = 0; i < choices.length; i++) if (choices[i].id === current) at = i;
  return ui.editor(
    title,
    function () {
      return [choices[at].label, "up/down: change", "select: take it"];
    },
    function (k: Key, u: Ui) {
      const n = choices.length;
      if (k === "up" || k === "down") {
        at = (at + (k === "up" ? 1 : n - 1)) % n;
        u.render();
      } else {
        u.pop();
        if (k === "select") done(choices[at].id, u);
      }
    },
  );
}

export function codeScreen(ui: Ui, title: string, done: (code: string, ui: Ui) => void): Screen {
  // the digits taken so far, and the digit being turned
  let digits = "";
  let cur = 0;
  return ui.editor(
    title,
    function () {
      let shown = "";
      for (let i = 0; i < digits.length; i++) shown += "*";
      shown += cur;
      for (let i = digits.length + 1; i < CODE_LENGTH; i++) shown += "_";
      return [shown, "up/down: digit", "select: next", "back: undo"];
    },
    function (k: Key, u: Ui) {
      if (k === "up" || k === "down") {
        cur = (cur + (k === "up" ? 1 : 9)) % 10;
        u.render();
      } else if (k === "select") {
        digits += String(cur);
        // the next digit starts where this one ended: a repeated digit is one press
        if (digits.length < CODE_LENGTH) return u.render();
        // the code screen leaves first, so `done` works from the screen below it
        const code = digits;
        digits = "";
        u.pop();
        done(code, u);
      } else if (digits.length > 0) {
        cur = digits.charCodeAt(digits.length - 1) - 48;
        digits = digits.substring(0, digits.length - 1);
        u.render();
      } else u.pop();
    },
  );
}
