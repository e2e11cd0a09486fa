/**
 * The roll log, kept across restarts and written without wearing the flash. Flash bytes can be
 * written once between erases, so two files are created at their full size and filled record by
 * record; when one is full the other is erased and recreated with the next generation number.
 * The log is the full older file plus the newer one. An unwritten record starts with byte 255.
 * A record is the fields of one roll (time, who, check, table, summary) joined by "\x1f", cut
 * to its size less one (its last character then "~") and ended by "\n".
 *
 * A file's first record is its header, the generation number padded: its length is the file's
 * record size and the file's length gives its count. The board's sizes (boards/*.json `log`)
 * apply to a file when it is created, so a file written with other sizes (before an update of
 * the app) is still read, and filled, in its own.
 */
import { Flash } from "./flash";

/** The board's log sizes (src/device/board.ts): records a file, and bytes a record. */
export interface LogSize {
  log: number;
  rec: number;
}

const NAMES = ["sifni.log0", "sifni.log1"];

/** A file's record size, its header's length ("\n" included); 0 when it is no log file. */
function sizeOf(s: string | undefined): number {
  const n = s === undefined ? 0 : s.indexOf("\n") + 1;
  return n > 1 && s!.length >= 2 * n ? n : 0;
}

function generation(f: Flash, name: string): number {
  const s = f.read(name);
  const size = sizeOf(s);
  const n = size ? parseInt(s!.substring(0, size), 10) : -1;
  return n >= 0 ? n : -1;
}

function pad(text: string, size: number): string {
  // a record cut to its size says so, as a row cut to the screen does ("~")
  let t = text.length > size - 1 ? text.substring(0, size - 2) + "~" : text;
  while (t.length < size - 1) t += " ";
  return t + "\n";
}

/** Records of a file, oldest first. */
function records(f: Flash, name: string): string[] {
  const out: string[] = [];
  const s = f.read(name);
  const size = sizeOf(s);
  for (let i = size; i > 0 && i + size <= s!.length && s!.charCodeAt(i) !== 255; i += size) out.push(s!.substring(i, i + size).trim());
  return out;
}

/** Index in NAMES of the newer file, or -1 when there is no log yet. */
function newest(f: Flash): number {
  const a = generation(f, NAMES[0]);
  const b = generation(f, NAMES[1]);
  if (a < 0 && b < 0) return -1;
  return a >= b ? 0 : 1;
}

/** The records, newest first. */
export function logRead(f: Flash): string[] {
  const n = newest(f);
  if (n < 0) return [];
  const out = records(f, NAMES[1 - n]).concat(records(f, NAMES[n]));
  out.reverse();
  return out;
}

/** Appends a record: "" when written, else why not (the flash is full). */
export function logAdd(f: Flash, b: LogSize, text: string): string {
  let n = newest(f);
  const s = n < 0 ? undefined : f.read(NAMES[n]);
  let size = sizeOf(s);
  // the first free record of the newer file: its offset, or 0 when it is full
  let at = size;
  while (at > 0 && at + size <= s!.length && s!.charCodeAt(at) !== 255) at += size;
  if (at + size > (s ? s.length : 0)) at = 0;
  try {
    if (at === 0) {
      const gen = n < 0 ? 0 : generation(f, NAMES[n]) + 1;
      n = n < 0 ? 0 : 1 - n;
      size = b.rec;
      f.erase(NAMES[n]);
      if (!f.write(NAMES[n], pad(String(gen), size), 0, size * (b.log + 1))) return "Storage is full";
      at = size;
    }
    return f.write(NAMES[n], pad(text, size), at) ? "" : "Storage is full";
  } catch (e) {
    return "Storage is full: delete an app or old files to log again";
  }
}

/** Logs a roll: its time (when the clock is set), who, the check, the table's words, the summary. */
export function logRoll(f: Flash, b: LogSize, who: string, check: string, table: string, summary: string): string {
  const d = new Date();
  const t = d.getFullYear() < 2000 ? "" : d.toISOString().substring(0, 16).split("T").join(" ");
  return logAdd(f, b, [t, who, check, table, summary].join("\x1f"));
}
