/**
 * Settings > GM lock: set, change or remove the 6-digit code with the four keys. Up and down
 * turn the current digit, select takes it, back steps back a digit (or leaves). Changing or
 * removing the lock asks for the current code first, so a player holding the device cannot
 * open it to Bluetooth.
 */
import { LockControl } from "../services";
import { Key } from "../surface";
import { Screen, Ui, menu } from "../ui";
import { View, row, titleBar } from "../view";
import { message } from "./message";

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
    let shown = this.digits + "[" + this.cur + "]";
    for (let i = this.digits.length + 1; i < CODE_LENGTH; i++) shown += "_";
    row(v, 0, shown, "", true);
    row(v, 1, "up/down: digit", "", false);
    row(v, 2, "select: next", "", false);
    row(v, 3, "back: undo", "", false);
  }

  key(k: Key, ui: Ui): void {
    if (k === "up" || k === "down") {
      this.cur = (this.cur + (k === "up" ? 1 : 9)) % 10;
      ui.render();
    } else if (k === "select") {
      this.digits += String(this.cur);
      this.cur = 0;
      if (this.digits.length < CODE_LENGTH) return ui.render();
      // the code screen leaves first, so `done` works from the screen below it
      ui.pop();
      this.done(this.digits, ui);
    } else if (this.digits.length > 0) {
      this.cur = this.digits.charCodeAt(this.digits.length - 1) - 48;
      this.digits = this.digits.substring(0, this.digits.length - 1);
      ui.render();
    } else ui.pop();
  }
}

function newCode(lock: LockControl, ui: Ui): void {
  ui.push(
    new CodeScreen("New code", function (first, u) {
      u.push(
        new CodeScreen("Repeat code", function (second, u2) {
          if (second !== first) return message(u2, "Not set", "The two codes differ: the lock is unchanged.");
          if (!lock.set(first)) return message(u2, "Not set", "Storage is full: the lock is unchanged.");
          message(u2, "GM lock on", "The Bluetooth console and pairing now ask for " + first + " (flash.sh --password " + first + ").");
        })
      );
    })
  );
}

/** The Settings entry: a new code when the lock is off; else the current code, then change or remove. */
export function lockScreen(lock: LockControl, ui: Ui): void {
  if (!lock.isOn()) return newCode(lock, ui);
  ui.push(
    new CodeScreen("Current code", function (code, u) {
      if (!lock.matches(code)) return message(u, "Wrong code", "The GM lock stays on.");
      u.push(
        menu("GM lock", ["Change code", "Remove lock"], function (i, u2) {
          u2.pop();
          if (i === 0) return newCode(lock, u2);
          if (!lock.remove()) return message(u2, "Not removed", "Storage refused: the lock stays on.");
          message(u2, "GM lock off", "The device restarts now to open its Bluetooth console.");
        })
      );
    })
  );
}
