/**
 * The evening's log read back (src/device/log-ring.ts: two files sifni.log0/1 of fixed-size
 * records, the older one full, the newer filling): read with the device's own reader over the
 * two files' text, oldest first, as rows a GM can review or share: CSV and JSON.
 *
 * A record is what the device logged for one roll: [time, who, check, table words, summary],
 * cut to the board's record size less one (boards/*.json `log.bytes`). Here: time ("" when the device's clock was not set), who, the
 * check, the result (the summary line: what was rolled and how it came out) and the outcome
 * (the table's words: SUCCESS, FAILURE...).
 */
import type { Flash } from "../../device/flash";
import { logRead } from "../../device/log-ring";

export const LOG_FILES = ["sifni.log0", "sifni.log1"];

export interface LogEntry {
  time: string;
  who: string;
  check: string;
  result: string;
  outcome: string;
}

/** The columns, in order, as the CSV's header names them. */
export const LOG_COLUMNS: (keyof LogEntry)[] = ["time", "who", "check", "result", "outcome"];

/** The entries of the two log files' text (either may be missing), oldest first. */
export function logEntries(files: { [name: string]: string | undefined }): LogEntry[] {
  // only read is called: the device's reader never writes while it reads
  const reader = { read: (name: string) => files[name] } as unknown as Flash;
  const out: LogEntry[] = [];
  const records = logRead(reader);
  for (let i = records.length - 1; i >= 0; i--) {
    const f = records[i].split("\x1f");
    out.push({ time: f[0] ?? "", who: f[1] ?? "", check: f[2] ?? "", result: f[4] ?? "", outcome: f[3] ?? "" });
  }
  return out;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(v: string): string {
  return /[",\r\n]/.test(v) ? '"' + v.replace(/"/g, '""') + '"' : v;
}

/** The log as CSV: a header row, then a row per entry, CRLF line ends (RFC 4180). */
export function logCsv(entries: LogEntry[]): string {
  const rows = [LOG_COLUMNS.join(",")];
  for (const e of entries) rows.push(LOG_COLUMNS.map((c) => field(e[c])).join(","));
  return rows.join("\r\n") + "\r\n";
}

/** The log as JSON: a list of entries, oldest first. */
export function logJson(entries: LogEntry[]): string {
  return JSON.stringify(entries, null, 2) + "\n";
}
