/**
 * Short screen text: the Pixl.js shows 21 characters a line (128 px, 6x8 font), so lines are
 * built to fit and long names give way before numbers do.
 */
import { digits } from "../../engine/format/number";

/** Characters a line holds on the smallest screen. */
export const LINE = 21;

/** "+2", "-3", "+0". */
export function signed(n: number): string {
  return n < 0 ? "-" + digits(-n) : "+" + digits(n);
}

/** A whole number, negative or not, in decimal. */
export function int(n: number): string {
  return n < 0 ? "-" + digits(-n) : digits(n);
}

/** The text cut to n characters. */
export function fit(s: string, n: number): string {
  return s.length > n ? s.substring(0, n) : s;
}

/** head + tail in n characters, cutting the head (a name) so the tail (the numbers) stays whole. */
export function fitHead(head: string, tail: string, n: number): string {
  return fit(head, n - tail.length > 0 ? n - tail.length : 0) + tail;
}

/** s padded on the left with spaces to n characters. */
export function padLeft(s: string, n: number): string {
  let out = s;
  while (out.length < n) out = " " + out;
  return out;
}

/** Words of a text in lines of at most n characters (a word longer than a line is cut). */
export function wrap(text: string, n: number): string[] {
  const words = text.split(" ");
  const out: string[] = [];
  let line = "";
  for (let i = 0; i < words.length; i++) {
    let w = words[i];
    if (w === "") continue;
    while (w.length > n) {
      if (line !== "") {
        out.push(line);
        line = "";
      }
      out.push(w.substring(0, n));
      w = w.substring(n);
    }
    if (line === "") line = w;
    else if (line.length + 1 + w.length <= n) line += " " + w;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line !== "") out.push(line);
  return out;
}
