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

export class LogRing {
  f: Flash;
  /** records per file */
  per: number;

  constructor(f: Flash, per: number) {
    this.f = f;
    this.per = per;
  }

  /** Records of a file, oldest first. */
  records(name: string): string[] {
    const out: string[] = [];
    const s = this.f.read(name);
    if (s === undefined) return out;
    for (let i = 1; i <= this.per; i++) {
      const r = s.substring(i * RECORD, (i + 1) * RECORD);
      if (r.length < RECORD || r.charCodeAt(0) === 255) break;
      out.push(r.trim());
    }
    return out;
  }

  /** Index in NAMES of the newer file, or -1 when there is no log yet. */
  newest(): number {
    const a = generation(this.f, NAMES[0]);
    const b = generation(this.f, NAMES[1]);
    if (a < 0 && b < 0) return -1;
    return a >= b ? 0 : 1;
  }

  /** The records, newest first. */
  read(): string[] {
    const n = this.newest();
    if (n < 0) return [];
    const out = this.records(NAMES[1 - n]).concat(this.records(NAMES[n]));
    out.reverse();
    return out;
  }

  /** Appends a record: "" when written, else why not (the flash is full). */
  add(text: string): string {
    let n = this.newest();
    let count = n < 0 ? this.per : this.records(NAMES[n]).length;
    try {
      if (count >= this.per) {
        const gen = n < 0 ? 0 : generation(this.f, NAMES[n]) + 1;
        n = n < 0 ? 0 : 1 - n;
        this.f.erase(NAMES[n]);
        if (!this.f.write(NAMES[n], pad(String(gen)), 0, RECORD * (this.per + 1))) return "Storage is full";
        count = 0;
      }
      return this.f.write(NAMES[n], pad(text), RECORD * (count + 1)) ? "" : "Storage is full";
    } catch (e) {
      return "Storage is full: delete an app or old files to log again";
    }
  }
}
