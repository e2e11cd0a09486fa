/**
 * Drawing in rows of text: a title bar, then rows of the font's height. Every row is readable
 * on the narrowest screen (Bangle.js 2: 14 columns): a label and a value that do not fit on
 * one row take two (the value on the second, to the right); a text too wide for a row wraps
 * (at most two rows in a list, as many as it needs in a text, where a value too wide for a row
 * of its own wraps under its label). A list that goes on below the
 * screen shows a bar at its right edge.
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

/** Usable width of a row, pixels (a margin each side, room for the scroll bar). */
function usable(v: View): number {
  return v.width - 4;
}

/** The text cut to fit `width` pixels ("~" says it was cut). */
export function fit(v: View, text: string, width: number): string {
  let t = text;
  for (let n = text.length - 1; n >= 0 && v.s.stringWidth(t) > width; n--) t = text.substring(0, n) + "~";
  return t;
}

/**
 * Calls f with each row of `text` wrapped to the screen's width, in order, until f returns
 * true (then true). The words are read in place: an array of a long text's words costs the
 * device a few JsVars each, and an Inspect's text ran Pixl.js out of memory that way.
 */
export function wrapEach(v: View, text: string, f: (row: string) => boolean | void): boolean {
  const max = usable(v);
  let cur = "";
  for (let at = 0; at <= text.length; ) {
    let end = text.indexOf(" ", at);
    if (end < 0) end = text.length;
    let w = text.substring(at, end);
    at = end + 1;
    while (v.s.stringWidth(w) > max) {
      let n = w.length - 1;
      while (n > 1 && v.s.stringWidth(w.substring(0, n)) > max) n--;
      if ((cur !== "" && f(cur)) || f(w.substring(0, n))) return true;
      cur = "";
      w = w.substring(n);
    }
    const next = cur === "" ? w : cur + " " + w;
    if (cur !== "" && v.s.stringWidth(next) > max) {
      if (f(cur)) return true;
      cur = w;
    } else cur = next;
  }
  return cur !== "" && !!f(cur);
}

export function clearScreen(v: View): void {
  v.s.setColor(v.look.bg);
  v.s.fillRect(0, 0, v.width - 1, v.height - 1);
  v.s.setFont(v.look.font, v.look.scale);
}

/**
 * The title on the top row, set apart from the selected row: in inverse video where the
 * selection has a colour of its own, underlined where the selection is itself inverse (1 bit).
 * A title too wide for the row, where the font is enlarged (the Bangles' 6x8 at x2), is written
 * at the font's own size in the middle of the bar: on the Bangle.js 2's 14 columns
 * "Odds: Melee attack" whole, where it read "Odds: Melee a~". Cut only when that is too wide too.
 */
export function titleBar(v: View, text: string): void {
  const s = v.s;
  const look = v.look;
  const h = v.line;
  const inverse = look.hiBg !== look.fg;
  const scale = s.stringWidth(text) > v.width - 2 ? 1 : look.scale;
  s.setColor(look.fg);
  s.fillRect(0, inverse ? 0 : h - 1, v.width - 1, h - 1);
  s.setColor(inverse ? look.bg : look.fg);
  s.setFont(look.font, scale);
  s.drawString(fit(v, text, v.width - 2), 1, (h - (h * scale) / look.scale) >> 1);
  s.setFont(look.font, look.scale);
}

/** Whether a text fits on a row of its own. */
export function fitsRow(v: View, text: string): boolean {
  return v.s.stringWidth(text) <= usable(v);
}

/** Rows a label and a value take: 1, or 2 when they do not fit side by side. */
export function rowsOf(v: View, label: string, value: string): number {
  const w = v.s.stringWidth(label) + (value === "" ? 0 : v.s.stringWidth(value) + v.s.stringWidth(" "));
  return w <= usable(v) ? 1 : 2;
}

/**
 * A row at pixel y: the label on the left and the value on the right, on one row or two
 * (rowsOf); a lone label too wide for a row wraps onto the second. Inverted when selected.
 */
export function drawRow(v: View, y: number, label: string, value: string, selected: boolean): number {
  const n = rowsOf(v, label, value);
  v.s.setColor(selected ? v.look.hiBg : v.look.bg);
  v.s.fillRect(0, y, v.width - 1, y + n * v.line - 1);
  v.s.setColor(selected ? v.look.hiFg : v.look.fg);
  const max = usable(v);
  if (n === 1) {
    v.s.drawString(label, 1, y);
    if (value !== "") v.s.drawString(value, v.width - 3 - v.s.stringWidth(value), y);
    return 1;
  }
  // the label's first row, then what is left of it on the second, cut beside the value
  let first = "";
  wrapEach(v, label, function (r) {
    first = r;
    return true;
  });
  v.s.drawString(first, 1, y);
  const rest = label.substring(first.length + (label.charAt(first.length) === " " ? 1 : 0));
  const shown = fit(v, value, max);
  const room = max - (shown === "" ? 0 : v.s.stringWidth(shown + " "));
  if (rest !== "" && room > 0) v.s.drawString(fit(v, rest, room), 1, y + v.line);
  if (shown !== "") v.s.drawString(shown, v.width - 3 - v.s.stringWidth(shown), y + v.line);
  return 2;
}

/** The bar at the right edge: where the rows shown lie among all of them. */
export function scrollBar(v: View, first: number, shown: number, count: number): void {
  if (shown >= count || count === 0) return;
  const top = v.line;
  const h = v.height - top;
  const y1 = top + Math.floor((h * first) / count);
  const y2 = top + Math.floor((h * (first + shown)) / count) - 1;
  v.s.setColor(v.look.fg);
  v.s.fillRect(v.width - 2, y1, v.width - 1, y2 > y1 ? y2 : y1);
}
