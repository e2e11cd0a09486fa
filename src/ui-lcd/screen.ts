/**
 * Screens on a stack, kept as data (docs/runtime.md, "Screens"). A screen is a plain object: a
 * title, its rows as strings, a cursor, and the name of the feature whose file takes its keys
 * (`f`). No screen holds code: a key that needs the feature evaluates the feature's file, calls
 * its `key` and lets go of it (src/device/main.ts, Kit.call), so between two keys the app holds
 * its shell and the screens' data only, and while a key is handled it holds one feature's code.
 * On the device every function held costs the board about ten variables.
 *
 * Three kinds, by the cursor `c`:
 * - a list (c >= 0): rows `l` with values `r` on their right; up/down move the cursor, back
 *   leaves, select goes to the feature;
 * - a text (c = TEXT): lines "label\tvalue" (drawn label left, value right) or words (wrapped),
 *   scrolled with up/down; select goes to the feature, or leaves when it has none; back leaves;
 * - an editor (c = EDIT): its lines with the first one selected; every key goes to the feature.
 * `a` sends every key to the feature first (it says whether it took it). A screen whose rows
 * were let go of (a question list under the next question: `l` empty) gets the key "" when it
 * shows again, to make them. Two kinds of drawing are the shell's own: `big` draws the rows as
 * large words (the table view), `pin` keeps a line at the bottom until the text is read to its
 * end ("Down: apply"). A screen of the shell itself has its code in `h` (the main menu).
 */
import { Key, Look, Surface } from "./surface";
import { View, clearScreen, drawRow, fitsRow, makeView, rowsOf, scrollBar, titleBar, wrapEach } from "./view";

export const TEXT = -1;
export const EDIT = -2;

/** "" asks a screen to make its rows again. */
export type Ev = Key | "";

export interface Scr {
  /** title */
  t: string;
  /** rows: a list's labels, a text's lines, an editor's lines */
  l: string[];
  /** a list's values, right of its labels */
  r?: string[];
  /** a list's cursor, or TEXT, or EDIT */
  c: number;
  /** the first row shown */
  o: number;
  /** the feature whose file takes the screen's keys, and which kind of its screens this is */
  f?: string;
  k?: string;
  /** every key goes to the feature first */
  a?: boolean;
  /** back goes to the feature first (a check's question steps back to the one before) */
  b?: boolean;
  /** drawn as large words; any key leaves */
  big?: boolean;
  /** a line kept at the bottom until the text is read to its end */
  pin?: string;
  /** the shell's own screens: what a key does (true when taken) */
  h?: (s: Scr, k: Ev) => boolean;
}

/** The screens' stack and what draws them; every function is made once, with the Ui. */
export interface Ui {
  v: View;
  /** the stack, the main menu at the bottom */
  S: Scr[];
  top(): Scr;
  push(s: Scr): void;
  /** leaves the top screen (the main menu stays) */
  pop(): void;
  /** the top screen replaced by s */
  swap(s: Scr): void;
  /** back to the main menu */
  home(): void;
  draw(): void;
  key(k: Key): void;
  /** a short message: its text wrapped; back or select leaves */
  msg(title: string, text: string): void;
  /**
   * How many rows a text's lines take on the screen, each given to f when there is one, in
   * order with its index: a line "label\tvalue" is one row, another is wrapped (an empty one a
   * blank row). Rows are made one at a time, never kept: a long text laid out whole cost Pixl.js
   * about 500 JsVars.
   */
  rows(lines: string[], f?: (label: string, value: string, i: number) => void): number;
  /** the feature's answer to a key on one of its screens, true when it took it (the kit sets it: src/device/kit.ts) */
  feature(s: Scr, k: Ev): boolean;
}

/** A list of a feature's: its rows, values and cursor. */
export function list(t: string, f: string, k: string, labels: string[], rights?: string[], cursor?: number): Scr {
  return { t: t, l: labels, r: rights, c: cursor || 0, o: 0, f: f, k: k };
}

/** A text to read; with a feature, select goes to it. */
export function text(t: string, lines: string[], f?: string, k?: string): Scr {
  return { t: t, l: lines, c: TEXT, o: 0, f: f, k: k };
}

/** The Ui (its `feature` is the kit's: src/device/kit.ts). */
export function makeUi(g: Surface, look: Look): Ui {
  const v = makeView(g, look);
  const S: Scr[] = [];
  const ui = {
    v: v,
    S: S,
    top: function () {
      return S[S.length - 1];
    },
    push: function (s) {
      S.push(s);
      ui.draw();
    },
    pop: function () {
      if (S.length > 1) S.pop();
      const s = ui.top();
      // a list that let go of its rows while covered makes them again
      if (s.f && s.l.length === 0) ui.feature(s, "");
      ui.draw();
    },
    swap: function (s) {
      S[S.length - 1] = s;
      ui.draw();
    },
    home: function () {
      S.splice(1);
      ui.draw();
    },
    msg: function (t, m) {
      ui.push(text(t, [m]));
    },
    rows: function (lines, f) {
      let n = 0;
      const row = function (label: string, value?: string) {
        if (f) f(label, value || "", n);
        n++;
      };
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const tab = line.indexOf("\t");
        const before = n;
        const value = tab >= 0 ? line.substring(tab + 1) : "";
        // a value too wide for a row of its own ("right leg, 5/6 down" on 14 columns) wraps under its label, never cut
        if (tab >= 0 && fitsRow(v, value)) row(line.substring(0, tab), value);
        else if (tab >= 0) {
          row(line.substring(0, tab));
          wrapEach(v, value, row);
        } else wrapEach(v, line, row);
        if (n === before) row("");
      }
      return n;
    },
    draw: function () {
      const s = ui.top();
      if (!s) return;
      if (s.h) s.h(s, "");
      clearScreen(v);
      if (s.big) {
        // as large as the longest word allows, at most three times the usual size
        const words = s.l;
        const h1 = v.line / v.look.scale;
        let scale = v.look.scale * 3;
        for (;;) {
          v.s.setFont(v.look.font, scale);
          let widest = 0;
          for (let i = 0; i < words.length; i++) widest = Math.max(widest, v.s.stringWidth(words[i]));
          if (scale === 1 || (widest <= v.width - 4 && words.length * h1 * scale <= v.height)) break;
          scale--;
        }
        let y = (v.height - words.length * h1 * scale) >> 1;
        v.s.setColor(v.look.fg);
        for (let i = 0; i < words.length; i++) {
          v.s.drawString(words[i], (v.width - v.s.stringWidth(words[i])) >> 1, y);
          y += h1 * scale;
        }
        v.s.setFont(v.look.font, v.look.scale);
      } else if (s.c === TEXT) {
        titleBar(v, s.t);
        let y = v.line;
        // the rows from s.o on while they fit (j the next to draw); every row is counted
        let j = s.o;
        const count = ui.rows(s.l, function (label, value, i) {
          if (i !== j) return;
          const h = rowsOf(v, label, value) * v.line;
          if (y + h > v.height) return;
          drawRow(v, y, label, value, false);
          y += h;
          j++;
        });
        scrollBar(v, s.o, j - s.o, count);
        if (s.pin && s.o < count - v.rows) {
          y = v.rows * v.line;
          v.s.setColor(v.look.bg);
          v.s.fillRect(0, y, v.width - 1, y + v.line - 1);
          v.s.setColor(v.look.fg);
          v.s.drawString(s.pin, 1, y);
        }
      } else if (s.c === EDIT) {
        titleBar(v, s.t);
        let y = v.line;
        // the first line (the value edited) inverted
        let first = true;
        const row = function (r: string) {
          drawRow(v, y, r, "", first);
          y += v.line;
          return y + v.line > v.height;
        };
        for (let i = 0; i < s.l.length && y + v.line <= v.height; i++) {
          wrapEach(v, s.l[i], row);
          first = false;
        }
      } else {
        titleBar(v, s.t);
        const n = s.l.length;
        const right = function (i: number): string {
          return (s.r && s.r[i]) || "";
        };
        if (s.c >= n) s.c = n > 0 ? n - 1 : 0;
        if (s.c < s.o) s.o = s.c;
        // rows take one or two lines: the window moves down until the cursor's row fits in it
        for (;;) {
          let used = 0;
          for (let j = s.o; j <= s.c; j++) used += rowsOf(v, s.l[j] || "", right(j));
          if (used <= v.rows || s.o >= s.c) break;
          s.o++;
        }
        let y = v.line;
        let j = s.o;
        while (j < n) {
          const h = rowsOf(v, s.l[j], right(j)) * v.line;
          if (y + h > v.height) break;
          drawRow(v, y, s.l[j], right(j), j === s.c);
          y += h;
          j++;
        }
        scrollBar(v, s.o, j - s.o, n);
      }
      g.flip();
    },
    key: function (k) {
      const s = ui.top();
      if (!s) return;
      if (s.h) {
        if (s.h(s, k)) return;
      } else if (s.big) return ui.pop();
      else if (s.f && (s.a || s.c === EDIT || k === "select" || (k === "back" && s.b)) && ui.feature(s, k)) return;
      if (s.c === EDIT) return;
      if (s.c === TEXT) {
        const max = ui.rows(s.l) - v.rows;
        if (k === "up" || k === "down") {
          if (k === "up" ? s.o > 0 : s.o < max) {
            s.o += k === "up" ? -1 : 1;
            ui.draw();
          }
        } else ui.pop();
        return;
      }
      const n = s.l.length;
      if (k === "back") ui.pop();
      else if (n > 0 && k !== "select") {
        s.c = (s.c + (k === "up" ? n - 1 : 1)) % n;
        ui.draw();
      }
    },
  } as Ui;
  return ui;
}
