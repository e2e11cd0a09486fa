/**
 * Recent choices ("sifni.rec"): the values last picked for each input and each check's last
 * setups, newest first. The file is lines `key US value RS value RS value`, read from flash for
 * the one key asked (never parsed whole: a map of every key would stay in RAM); the keys touched
 * are kept and written back when the main menu shows (not on each pick: flash wears). Values
 * hold no line break, US or RS: ids, choice ids, and setups as JSON (which escapes control
 * characters).
 */
import { textIndex } from "../engine/format/text-index";
import { Flash } from "./flash";
import { footprint } from "./protocol";
import { room } from "./store";

export const RECENT_FILE = "sifni.rec";
/** Recent values kept per input, and recent setups per check. */
const RECENT = 3;
const US = "\x1d";
const RS = "\x1e";

/** The keys touched since the file was read, with their lists. */
export type Recent = { [key: string]: string[] };

/** Where the line of `key` starts in the file's text t, -1 when it has none. */
function lineOf(t: string, key: string): number {
  if (t.substring(0, key.length + 1) === key + US) return 0;
  const at = textIndex(t, "\n" + key + US);
  return at < 0 ? -1 : at + 1;
}

/** The values of `key`, newest first (the file is read in flash, not copied). */
export function recentOf(f: Flash, r: Recent, key: string): string[] {
  if (r[key]) return r[key];
  const t = f.read(RECENT_FILE) || "";
  const at = lineOf(t, key);
  if (at < 0) return [];
  const end = t.indexOf("\n", at);
  return t.substring(at + key.length + 1, end < 0 ? t.length : end).split(RS);
}

export function touchRecent(f: Flash, r: Recent, key: string, value: string): void {
  const l = recentOf(f, r, key).slice();
  const at = l.indexOf(value);
  if (at === 0) return;
  if (at > 0) l.splice(at, 1);
  l.unshift(value);
  if (l.length > RECENT) l.splice(RECENT);
  r[key] = l;
}

/** Writes the touched keys back (their lines replaced, the others kept); true when written. */
export function flushRecent(f: Flash, r: Recent): boolean {
  let t = f.read(RECENT_FILE) || "";
  let n = 0;
  for (const key in r) {
    const at = lineOf(t, key);
    if (at >= 0) {
      // the line and the break before it (or after it, for the first line)
      const end = t.indexOf("\n", at);
      t = at === 0 ? (end < 0 ? "" : t.substring(end + 1)) : t.substring(0, at - 1) + (end < 0 ? "" : t.substring(end));
    }
    t += (t === "" ? "" : "\n") + key + US + r[key].join(RS);
    n++;
  }
  if (n === 0) return true;
  if (room(f) < footprint(t.length) + 1024) return false;
  return f.write(RECENT_FILE, t);
}
