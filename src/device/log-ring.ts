/**
 * The roll log: the last 50 lines, kept across restarts, written without wearing the flash.
 * Flash bytes can be written once between erases, so two files are created at their full
 * size (25 records of 48 bytes) and filled record by record; when one is full the other is
 * erased and recreated with the next generation number. The last 50 lines are the full older
 * file plus the newer one. An unwritten record starts with byte 255.
 */
import { Flash } from "./flash";

const RECORD = 48;
const PER_FILE = 25;
const NAMES = ["sifni.log0", "sifni.log1"];

/** Generation of a log file (its first record), -1 when absent or unreadable. */
function generation(f: Flash, name: string): number {
  const s = f.read(name);
  if (s === undefined || s.length < RECORD) return -1;
  const n = parseInt(s.substring(0, RECORD), 10);
  return n >= 0 ? n : -1;
}

/** Lines of a log file, oldest first. */
function lines(f: Flash, name: string): string[] {
  const out: string[] = [];
  const s = f.read(name);
  if (s === undefined) return out;
  for (let i = 1; i <= PER_FILE; i++) {
    const r = s.substring(i * RECORD, (i + 1) * RECORD);
    if (r.length < RECORD || r.charCodeAt(0) === 255) break;
    out.push(r.trim());
  }
  return out;
}

/** A record: the text cut or padded with spaces to RECORD - 1, then a newline. */
function pad(text: string): string {
  let t = text.length > RECORD - 1 ? text.substring(0, RECORD - 1) : text;
  while (t.length < RECORD - 1) t += " ";
  return t + "\n";
}

export class LogRing {
  f: Flash;

  constructor(f: Flash) {
    this.f = f;
  }

  /** Index in NAMES of the newer file, or -1 when there is no log yet. */
  newest(): number {
    const a = generation(this.f, NAMES[0]);
    const b = generation(this.f, NAMES[1]);
    if (a < 0 && b < 0) return -1;
    return a >= b ? 0 : 1;
  }

  /** The last lines, newest first. */
  read(): string[] {
    const n = this.newest();
    if (n < 0) return [];
    const out = lines(this.f, NAMES[1 - n]).concat(lines(this.f, NAMES[n]));
    out.reverse();
    return out;
  }

  /** Appends a line (cut to 47 characters); false when the flash is full. */
  add(text: string): boolean {
    let n = this.newest();
    let count = n < 0 ? PER_FILE : lines(this.f, NAMES[n]).length;
    if (count >= PER_FILE) {
      const gen = n < 0 ? 0 : generation(this.f, NAMES[n]) + 1;
      n = n < 0 ? 0 : 1 - n;
      this.f.erase(NAMES[n]);
      if (!this.f.write(NAMES[n], pad(String(gen)), 0, RECORD * (PER_FILE + 1))) return false;
      count = 0;
    }
    return this.f.write(NAMES[n], pad(text), RECORD * (count + 1));
  }
}
