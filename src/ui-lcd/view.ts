/**
 * Drawing in rows of text: a title bar, then rows of the font's height. Text that does not
 * fit is cut and ends with "~" so the GM sees it was cut.
 */
import { Look, Surface } from "./surface";

export interface View {
  s: Surface;
  look: Look;
  width: number;
  height: number;
  /** height of a row of text, pixels */
  line: number;
  /** rows below the title bar */
  rows: number;
}

/** Height in pixels of a bitmap font named "WxH" ("6x8", "4x6") at scale 1. */
export function fontHeight(font: string): number {
  const h = parseInt(font.substring(font.indexOf("x") + 1), 10);
  return h > 0 ? h : 8;
}

export function makeView(s: Surface, look: Look): View {
  s.setFont(look.font, look.scale);
  const line = fontHeight(look.font) * look.scale;
  const height = s.getHeight();
  return { s: s, look: look, width: s.getWidth(), height: height, line: line, rows: Math.floor(height / line) - 1 };
}

/** The text cut to fit `width` pixels. */
export function fit(v: View, text: string, width: number): string {
  if (v.s.stringWidth(text) <= width) return text;
  let n = text.length - 1;
  while (n > 0 && v.s.stringWidth(text.substring(0, n) + "~") > width) n--;
  return text.substring(0, n) + "~";
}

/** Splits text into lines that fit the screen width, at spaces, and inside words too long for a line. */
export function wrap(v: View, text: string): string[] {
  const out: string[] = [];
  const max = v.width - 2;
  const words = text.split(" ");
  let cur = "";
  for (let i = 0; i < words.length; i++) {
    let w = words[i];
    // a word wider than a line is broken where the line ends
    while (v.s.stringWidth(w) > max) {
      let n = w.length - 1;
      while (n > 1 && v.s.stringWidth(w.substring(0, n)) > max) n--;
      if (cur !== "") out.push(cur);
      out.push(w.substring(0, n));
      cur = "";
      w = w.substring(n);
    }
    const next = cur === "" ? w : cur + " " + w;
    if (cur !== "" && v.s.stringWidth(next) > max) {
      out.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur !== "") out.push(cur);
  return out;
}

export function clearScreen(v: View): void {
  v.s.setColor(v.look.bg);
  v.s.fillRect(0, 0, v.width - 1, v.height - 1);
  v.s.setFont(v.look.font, v.look.scale);
}

/**
 * The title on the top row, set apart from the selected row: in inverse video where the
 * selection has a colour of its own, underlined where the selection is itself inverse (1 bit).
 */
export function titleBar(v: View, text: string): void {
  const inverse = v.look.hiBg !== v.look.fg;
  v.s.setColor(v.look.fg);
  if (inverse) v.s.fillRect(0, 0, v.width - 1, v.line - 1);
  else v.s.fillRect(0, v.line - 1, v.width - 1, v.line - 1);
  v.s.setColor(inverse ? v.look.bg : v.look.fg);
  v.s.drawString(fit(v, text, v.width - 2), 1, 0);
}

/** Row i below the title: the label on the left, `right` on the right, inverted when selected. */
export function row(v: View, i: number, label: string, right: string, selected: boolean): void {
  const y = (i + 1) * v.line;
  v.s.setColor(selected ? v.look.hiBg : v.look.bg);
  v.s.fillRect(0, y, v.width - 1, y + v.line - 1);
  v.s.setColor(selected ? v.look.hiFg : v.look.fg);
  // the value is cut before the label loses its first few letters ("Sta~ MeleeAttack 8")
  const keep = label === "" ? 0 : v.s.stringWidth(label.substring(0, 4)) + 2;
  const shown = right === "" ? "" : fit(v, right, v.width - 2 - keep);
  const rw = shown === "" ? 0 : v.s.stringWidth(shown) + 2;
  v.s.drawString(fit(v, label, v.width - 2 - rw), 1, y);
  if (rw > 0) v.s.drawString(shown, v.width - rw + 1, y);
}

/** The first visible index so that `cursor` shows, keeping the window where it can. */
export function scrollTop(cursor: number, count: number, rows: number, top: number): number {
  if (cursor < top) top = cursor;
  if (cursor >= top + rows) top = cursor - rows + 1;
  if (top > count - rows) top = count - rows;
  return top < 0 ? 0 : top;
}
