/**
 * The roll log, kept across restarts and written without wearing the flash. Flash bytes can be
 * written once between erases, so two files are created at their full size and filled record by
 * record; when one is full the other is erased and recreated with the next generation number.
 * The log is the full older file plus the newer one. An unwritten record starts with byte 255.
 * A record is the fields of one roll (time, who, check, table, summary) joined by "\x1f",
 * cut to RECORD - 1 bytes.
 */
import { Flash } from "./flash";

export const RECORD = 64;
const NAMES = ["sifni.log0", "sifni.log1"];

function generation(f: Flash, name: string): number {
  const s = f.read(name);
  if (s === undefined || s.length < RECORD) return -1;
  const n = parseInt(s.substring(0, RECORD), 10);
  return n >= 0 ? n : -1;
}

function pad(text: string): string {
  let t = text.length > RECORD - 1 ? text.substring(0, RECORD - 1) : text;
  while (t.length < RECORD - 1) t += " ";
  return t + "\n";
}

/** Records of a file, oldest first. */
function records(f: Flash, per: number, name: string): string[] {
  const out: string[] = [];
  const s = f.read(name);
  if (s === undefined) return out;
  for (let i = 1; i <= per; i++) {
    const r = s.substring(i * RECORD, (i + 1) * RECORD);
    if (r.length < RECORD || r.charCodeAt(0) === 255) break;
    out.push(r.trim());
  }
  return out;
}

/** Records written in a file (counted without reading them out). */
function countOf(f: Flash, per: number, name: string): number {
  const s = f.read(name);
  let n = 0;
  while (s !== undefined && n < per && s.length >= (n + 2) * RECORD && s.charCodeAt((n + 1) * RECORD) !== 255) n++;
  return n;
}

/** Index in NAMES of the newer file, or -1 when there is no log yet. */
function newest(f: Flash): number {
  const a = generation(f, NAMES[0]);
  const b = generation(f, NAMES[1]);
  if (a < 0 && b < 0) return -1;
  return a >= b ? 0 : 1;
}

/** The records, newest first (`per` records a file: the board's). */
export function logRead(f: Flash, per: number): string[] {
  const n = newest(f);
  if (n < 0) return [];
  const out = records(f, per, NAMES[1 - n]).concat(records(f, per, NAMES[n]));
  out.reverse();
  return out;
}

/** Appends a record: "" when written, else why not (the flash is full). */
export function logAdd(f: Flash, per: number, text: string): string {
  let n = newest(f);
  let count = n < 0 ? per : countOf(f, per, NAMES[n]);
  try {
    if (count >= per) {
      const gen = n < 0 ? 0 : generation(f, NAMES[n]) + 1;
      n = n < 0 ? 0 : 1 - n;
      f.erase(NAMES[n]);
      if (!f.write(NAMES[n], pad(String(gen)), 0, RECORD * (per + 1))) return "Storage is full";
      count = 0;
    }
    return f.write(NAMES[n], pad(text), RECORD * (count + 1)) ? "" : "Storage is full";
  } catch (e) {
    return "Storage is full: delete an app or old files to log again";
  }
}

/** Logs a roll: its time (when the clock is set), who, the check, the table's words, the summary. */
export function logRoll(f: Flash, per: number, who: string, check: string, table: string, summary: string): string {
  const d = new Date();
  const t = d.getFullYear() < 2000 ? "" : d.toISOString().substring(0, 16).split("T").join(" ");
  return logAdd(f, per, [t, who, check, table, summary].join("\x1f"));
}
