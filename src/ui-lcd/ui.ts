/**
 * Screens on a stack: the top one draws and takes the keys. A screen is a small object with a
 * draw and a key function; lists draw only their visible rows (no object per row).
 */
import { Key, Look, Surface } from "./surface";
import { View, clearScreen, makeView, row, scrollTop, titleBar } from "./view";

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

  /** Pops screens until `s` is on top (or only the bottom one is left). */
  popTo(s: Screen): void {
    while (this.stack.length > 1 && this.top() !== s) this.stack.pop();
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
    this.top = scrollTop(this.cursor, n, v.rows, this.top);
    for (let i = 0; i < v.rows && this.top + i < n; i++) {
      const j = this.top + i;
      row(v, i, this.src.label(j), this.src.right(j), j === this.cursor);
    }
  }

  key(k: Key, ui: Ui): void {
    const n = this.src.count();
    if (k === "back") ui.pop();
    else if (n === 0) return;
    else if (k === "up") {
      this.cursor = (this.cursor + n - 1) % n;
      ui.render();
    } else if (k === "down") {
      this.cursor = (this.cursor + 1) % n;
      ui.render();
    } else this.src.pick(this.cursor, ui);
  }
}

/** A list from plain labels and one pick function (for short fixed menus). */
export function menu(title: string, labels: string[], pick: (i: number, ui: Ui) => void, rights?: (i: number) => string): ListScreen {
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

/**
 * Lines of text to read, scrolled with up/down; back (or select) leaves. `rights`, when given,
 * is a column aligned right (odds' percentages), kept whole while the line is cut.
 */
export class TextScreen implements Screen {
  title: string;
  lines: string[];
  rights: string[] | null;
  top: number;
  onSelect: ((ui: Ui) => void) | null;

  constructor(title: string, lines: string[], onSelect?: (ui: Ui) => void, rights?: string[]) {
    this.title = title;
    this.lines = lines;
    this.rights = rights || null;
    this.top = 0;
    this.onSelect = onSelect || null;
  }

  draw(v: View): void {
    titleBar(v, this.title);
    for (let i = 0; i < v.rows && this.top + i < this.lines.length; i++) {
      row(v, i, this.lines[this.top + i], this.rights ? this.rights[this.top + i] : "", false);
    }
  }

  key(k: Key, ui: Ui): void {
    const max = this.lines.length - ui.view.rows;
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
