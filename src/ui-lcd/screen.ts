/**
 * Screens on a stack, kept as data (docs/runtime.md, "Screens"). A screen is a plain object: a
 * title, its rows as strings and a cursor. What a kind of screen does is one function (`h`),
 * defined once in the file of the feature that shows it, never a closure per screen: on the
 * device every function the app holds costs the board about ten variables, and a screen that
 * is only data costs a few. The stack's bottom screen is the main menu; the top one draws and
 * takes the keys.
 *
 * Three kinds, by the cursor `c`:
 * - a list (c >= 0): rows `l` with values `r` on their right; up/down move the cursor, select
 *   is the screen's `h`, back leaves;
 * - a text (c = TEXT): lines "label\tvalue" (drawn label left, value right) or words (wrapped),
 *   scrolled with up/down; select is `h` or leaves, back leaves;
 * - an editor (c = EDIT): its lines with the first one selected; every key goes to `h`.
 * `h(s, "")` runs before each drawing, for rows that follow the state; `h` returns true for a
 * key it took. `d` draws a screen of its own (the table view).
 */
import { Key, Look, Surface } from "./surface";
import { View, clearScreen, drawRow, makeView, rowsOf, scrollBar, titleBar, wrap } from "./view";

export const TEXT = -1;
export const EDIT = -2;

/** "" asks a screen to bring its rows up to date before it is drawn. */
export type Ev = Key | "";

/** A kind of screen's code: the screen, the key (or ""), and the Ui it is on. */
export type Handler = (s: Scr, k: Ev, ui: Ui) => boolean | void;

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
  /** what the screen does: each key first (true when taken), and "" before it is drawn */
  h?: Handler;
  /** draws the screen itself instead of its rows */
  d?: (s: Scr, v: View) => void;
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
  /** a text's lines laid out for the screen as rows of [label, value] */
  rows(lines: string[]): string[][];
  /** a text's rows drawn from its first row shown */
  text(s: Scr): void;
}

/** A list: `labels` (and `rights`), select runs h. */
export function list(t: string, labels: string[], h: Handler, rights?: string[], cursor?: number): Scr {
  return { t: t, l: labels, r: rights, c: cursor || 0, o: 0, h: h };
}

/** A text to read; with h, select runs it. */
export function text(t: string, lines: string[], h?: Handler): Scr {
  return { t: t, l: lines, c: TEXT, o: 0, h: h };
}

export function makeUi(g: Surface, look: Look): Ui {
  const v = makeView(g, look);
  const S: Scr[] = [];
  const ui: Ui = {
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
    rows: function (lines) {
      const out: string[][] = [];
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const tab = line.indexOf("\t");
        if (tab >= 0) out.push([line.substring(0, tab), line.substring(tab + 1)]);
        else {
          const w = wrap(v, line);
          for (let j = 0; j < w.length; j++) out.push([w[j], ""]);
          if (w.length === 0) out.push(["", ""]);
        }
      }
      return out;
    },
    text: function (s) {
      titleBar(v, s.t);
      const r = ui.rows(s.l);
      let y = v.line;
      let j = s.o;
      while (j < r.length) {
        const h = rowsOf(v, r[j][0], r[j][1]) * v.line;
        if (y + h > v.height) break;
        drawRow(v, y, r[j][0], r[j][1], false);
        y += h;
        j++;
      }
      scrollBar(v, s.o, j - s.o, r.length);
    },
    draw: function () {
      const s = ui.top();
      if (!s) return;
      if (s.h) s.h(s, "", ui);
      clearScreen(v);
      if (s.d) s.d(s, v);
      else if (s.c === TEXT) ui.text(s);
      else if (s.c === EDIT) {
        titleBar(v, s.t);
        let y = v.line;
        for (let i = 0; i < s.l.length && y + v.line <= v.height; i++) {
          const w = wrap(v, s.l[i]);
          for (let j = 0; j < w.length && y + v.line <= v.height; j++) {
            drawRow(v, y, w[j], "", i === 0);
            y += v.line;
          }
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
      if (!s || (s.h && s.h(s, k, ui)) || s.c === EDIT) return;
      if (s.c === TEXT) {
        const max = ui.rows(s.l).length - v.rows;
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
  };
  return ui;
}
