/**
 * Screens on a stack: the top one draws and takes the keys. A screen is a small object with a
 * draw and a key function; lists draw only their visible rows (no object per row), and a text
 * lays out only what it shows. The kinds of screen are made through the Ui (list, text, menu,
 * editor, message, confirm): the features (src/device/kit.ts) reach them so and never carry a
 * copy of this code.
 */
import { Key, Look, Surface } from "./surface";
import { View, clearScreen, drawRow, makeView, rowsOf, scrollBar, titleBar, wrap } from "./view";

export interface Screen {
  draw(v: View): void;
  key(k: Key, ui: Ui): void;
}

export class Ui {
  stack: Screen[];
  view: View;

  constructor(s: Surface, look: Look) {
    this.stack = [];
    this.view = makeView(s, look);
  }

  top(): Screen | undefined {
    return this.stack[this.stack.length - 1];
  }

  push(s: Screen): void {
    this.stack.push(s);
    this.render();
  }

  /** Leaves the top screen; the bottom one (the main menu) stays. */
  pop(): void {
    if (this.stack.length > 1) this.stack.pop();
    this.render();
  }

  replace(s: Screen): void {
    this.stack[this.stack.length - 1] = s;
    this.render();
  }

  /** Back to the bottom screen (the main menu). */
  home(): void {
    this.stack.splice(1);
    this.render();
  }

  render(): void {
    const t = this.top();
    if (!t) return;
    clearScreen(this.view);
    t.draw(this.view);
    this.view.s.flip();
  }

  key(k: Key): void {
    const t = this.top();
    if (t) t.key(k, this);
  }

  list(title: string, src: ListSource, cursor?: number): ListScreen {
    return new ListScreen(title, src, cursor);
  }

  text(title: string, lines: string[], onSelect?: (ui: Ui) => void): TextScreen {
    return new TextScreen(title, lines, onSelect);
  }

  menu(title: string, labels: string[], pick: (i: number, ui: Ui) => void, rights?: (i: number) => string): ListScreen {
    return menu(title, labels, pick, rights);
  }

  /** A screen that edits a value: its lines (the first selected) and what each key does. */
  editor(title: string, lines: () => string[], key: (k: Key, ui: Ui) => void): Screen {
    return new EditorScreen(title, lines, key);
  }

  /** A short message: its text wrapped; any key but up/down leaves. */
  message(title: string, text: string): void {
    this.push(new TextScreen(title, [text]));
  }

  /** A question answered with select (yes) or back (no). */
  confirm(title: string, question: string, yes: (ui: Ui) => void): void {
    this.push(
      new TextScreen(title, [question, "select: yes", "back: no"], function (u) {
        u.pop();
        yes(u);
      }),
    );
  }
}

/** What a list shows: rows by index, so a long list costs no memory per row. */
export interface ListSource {
  count(): number;
  label(i: number): string;
  right(i: number): string;
  pick(i: number, ui: Ui): void;
}

export class ListScreen implements Screen {
  title: string;
  src: ListSource;
  cursor: number;
  top: number;

  constructor(title: string, src: ListSource, cursor?: number) {
    this.title = title;
    this.src = src;
    this.cursor = cursor || 0;
    this.top = 0;
  }

  draw(v: View): void {
    titleBar(v, this.title);
    const n = this.src.count();
    if (this.cursor >= n) this.cursor = n > 0 ? n - 1 : 0;
    if (this.cursor < this.top) this.top = this.cursor;
    // rows take one or two lines: move the window down until the cursor's row fits in it
    for (;;) {
      let used = 0;
      for (let j = this.top; j <= this.cursor; j++) used += rowsOf(v, this.src.label(j), this.src.right(j));
      if (used <= v.rows || this.top >= this.cursor) break;
      this.top++;
    }
    let y = v.line;
    let j = this.top;
    while (j < n) {
      const h = rowsOf(v, this.src.label(j), this.src.right(j)) * v.line;
      if (y + h > v.height) break;
      drawRow(v, y, this.src.label(j), this.src.right(j), j === this.cursor);
      y += h;
      j++;
    }
    scrollBar(v, this.top, j - this.top, n);
  }

  key(k: Key, ui: Ui): void {
    const n = this.src.count();
    if (k === "back") ui.pop();
    else if (n === 0) return;
    else if (k === "up" || k === "down") {
      this.cursor = (this.cursor + (k === "up" ? n - 1 : 1)) % n;
      ui.render();
    } else this.src.pick(this.cursor, ui);
  }
}

/** A list from plain labels and one pick function (short fixed menus). */
function menu(title: string, labels: string[], pick: (i: number, ui: Ui) => void, rights?: (i: number) => string): ListScreen {
  return new ListScreen(title, {
    count: function () {
      return labels.length;
    },
    label: function (i) {
      return labels[i];
    },
    right: function (i) {
      return rights ? rights(i) : "";
    },
    pick: pick,
  });
}

/** A line of a text as rows: "label\tvalue" as a row (or two), plain text wrapped. */
function rowsFor(v: View, line: string, out: string[][]): void {
  const tab = line.indexOf("\t");
  if (tab >= 0) {
    out.push([line.substring(0, tab), line.substring(tab + 1)]);
    return;
  }
  const w = wrap(v, line);
  for (let i = 0; i < w.length; i++) out.push([w[i], ""]);
  if (w.length === 0) out.push(["", ""]);
}

/**
 * Lines to read (checks/lines.ts: "label\tvalue" or plain text), scrolled with up/down; back
 * (or select, unless it has its own action) leaves.
 */
export class TextScreen implements Screen {
  title: string;
  lines: string[];
  /** the first row shown */
  top: number;
  onSelect: ((ui: Ui) => void) | null;

  constructor(title: string, lines: string[], onSelect?: (ui: Ui) => void) {
    this.title = title;
    this.lines = lines;
    this.top = 0;
    this.onSelect = onSelect || null;
  }

  /** Every row of the text, laid out for this screen. */
  rows(v: View): string[][] {
    const out: string[][] = [];
    for (let i = 0; i < this.lines.length; i++) rowsFor(v, this.lines[i], out);
    return out;
  }

  draw(v: View): void {
    titleBar(v, this.title);
    const r = this.rows(v);
    let y = v.line;
    let j = this.top;
    while (j < r.length) {
      const h = rowsOf(v, r[j][0], r[j][1]) * v.line;
      if (y + h > v.height) break;
      drawRow(v, y, r[j][0], r[j][1], false);
      y += h;
      j++;
    }
    scrollBar(v, this.top, j - this.top, r.length);
  }

  key(k: Key, ui: Ui): void {
    const max = this.rows(ui.view).length - ui.view.rows;
    if (k === "up" && this.top > 0) {
      this.top--;
      ui.render();
    } else if (k === "down" && this.top < max) {
      this.top++;
      ui.render();
    } else if (k === "select" && this.onSelect) this.onSelect(ui);
    else if (k === "back" || k === "select") ui.pop();
  }
}

class EditorScreen implements Screen {
  title: string;
  lines: () => string[];
  onKey: (k: Key, ui: Ui) => void;

  constructor(title: string, lines: () => string[], key: (k: Key, ui: Ui) => void) {
    this.title = title;
    this.lines = lines;
    this.onKey = key;
  }

  draw(v: View): void {
    titleBar(v, this.title);
    const lines = this.lines();
    let y = v.line;
    for (let i = 0; i < lines.length && y + v.line <= v.height; i++) {
      const w = wrap(v, lines[i]);
      for (let j = 0; j < w.length && y + v.line <= v.height; j++) {
        drawRow(v, y, w[j], "", i === 0);
        y += v.line;
      }
    }
  }

  key(k: Key, ui: Ui): void {
    this.onKey(k, ui);
  }
}
