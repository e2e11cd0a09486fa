/**
 * Screens that edit one value with the four keys: a number (up and down step, faster when held
 * to it: after 5 presses one way the step is 10 times larger, after 15 a hundred times), a
 * stepper over ordered choices (the TN: up is the next TN, down the one before), a code entered
 * a digit at a time (the GM lock: up and down turn the digit, select takes it, back steps back;
 * the digits taken show as stars), and a yes/no confirmation.
 */
import { formatHundredths } from "../engine/format/number";
import { Choice } from "../engine/rules/types";
import { Key } from "./surface";
import { Screen, TextScreen, Ui } from "./ui";
import { View, drawRow, titleBar, wrap } from "./view";

/** Draws lines of text from the second row down, the first of them selected. */
function body(v: View, lines: string[]): void {
  let y = v.line;
  for (let i = 0; i < lines.length && y + v.line <= v.height; i++) {
    const w = wrap(v, lines[i]);
    for (let j = 0; j < w.length && y + v.line <= v.height; j++) {
      drawRow(v, y, w[j], "", i === 0);
      y += v.line;
    }
  }
}

export class NumberScreen implements Screen {
  title: string;
  value: number;
  min: number;
  max: number;
  /** hundredths shown as points ("13.00"), stepping a whole point */
  hundredths: boolean;
  done: (v: number, ui: Ui) => void;
  /** presses in a row in one direction (+ up, - down) */
  run: number;

  constructor(title: string, value: number, min: number, max: number, hundredths: boolean, done: (v: number, ui: Ui) => void) {
    this.title = title;
    this.value = value;
    this.min = min;
    this.max = max;
    this.hundredths = hundredths;
    this.done = done;
    this.run = 0;
  }

  draw(v: View): void {
    titleBar(v, this.title);
    body(v, [this.hundredths ? formatHundredths(this.value) : String(this.value), "up/down: change", "select: take it"]);
  }

  key(k: Key, ui: Ui): void {
    if (k === "up" || k === "down") {
      const dir = k === "up" ? 1 : -1;
      this.run = this.run * dir > 0 ? this.run + dir : dir;
      const n = this.run < 0 ? -this.run : this.run;
      const step = (this.hundredths ? 100 : 1) * (n > 15 ? 100 : n > 5 ? 10 : 1);
      let x = this.value + dir * step;
      if (x > this.max) x = this.max;
      if (x < this.min) x = this.min;
      this.value = x;
      ui.render();
    } else if (k === "select") {
      ui.pop();
      this.done(this.value, ui);
    } else ui.pop();
  }
}

export class StepperScreen implements Screen {
  title: string;
  choices: Choice[];
  at: number;
  done: (id: string, ui: Ui) => void;

  constructor(title: string, choices: Choice[], current: string, done: (id: string, ui: Ui) => void) {
    this.title = title;
    this.choices = choices;
    this.at = 0;
    for (let i = 0; i < choices.length; i++) if (choices[i].id === current) this.at = i;
    this.done = done;
  }

  draw(v: View): void {
    titleBar(v, this.title);
    body(v, [this.choices[this.at].label, "up/down: change", "select: take it"]);
  }

  key(k: Key, ui: Ui): void {
    const n = this.choices.length;
    if (k === "up" || k === "down") {
      this.at = (this.at + (k === "up" ? 1 : n - 1)) % n;
      ui.render();
    } else if (k === "select") {
      ui.pop();
      this.done(this.choices[this.at].id, ui);
    } else ui.pop();
  }
}

/** Digits in a code: a BLE passkey has six. */
export const CODE_LENGTH = 6;

export class CodeScreen implements Screen {
  title: string;
  /** the digits taken so far */
  digits: string;
  /** the digit being turned, 0..9 */
  cur: number;
  done: (code: string, ui: Ui) => void;

  constructor(title: string, done: (code: string, ui: Ui) => void) {
    this.title = title;
    this.digits = "";
    this.cur = 0;
    this.done = done;
  }

  draw(v: View): void {
    titleBar(v, this.title);
    let shown = "";
    for (let i = 0; i < this.digits.length; i++) shown += "*";
    shown += this.cur;
    for (let i = this.digits.length + 1; i < CODE_LENGTH; i++) shown += "_";
    body(v, [shown, "up/down: digit", "select: next", "back: undo"]);
  }

  key(k: Key, ui: Ui): void {
    if (k === "up" || k === "down") {
      this.cur = (this.cur + (k === "up" ? 1 : 9)) % 10;
      ui.render();
    } else if (k === "select") {
      this.digits += String(this.cur);
      if (this.digits.length < CODE_LENGTH) {
        // the next digit starts where this one ended: a repeated digit is one press
        return ui.render();
      }
      // the code screen leaves first, so `done` works from the screen below it
      const code = this.digits;
      this.digits = "";
      ui.pop();
      this.done(code, ui);
    } else if (this.digits.length > 0) {
      this.cur = this.digits.charCodeAt(this.digits.length - 1) - 48;
      this.digits = this.digits.substring(0, this.digits.length - 1);
      ui.render();
    } else ui.pop();
  }
}

/** A question answered with select (yes) or back (no). */
export function confirm(ui: Ui, title: string, question: string, yes: (ui: Ui) => void): void {
  ui.push(
    new TextScreen(title, [question, "select: yes", "back: no"], function (u) {
      u.pop();
      yes(u);
    }),
  );
}
