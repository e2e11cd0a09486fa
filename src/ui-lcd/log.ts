/** The log, newest first; select on a record shows it whole. */
import { logRead } from "../device/log-ring";
import { Ev, Scr, list, text } from "./screen";
import { Kit } from "./services";

/** A log record's fields: time, who, check, table, summary. */
function fieldsOf(record: string): string[] {
  const f = record.split("\x1f");
  while (f.length < 5) f.push("");
  return f;
}

export function logScreen(k: Kit): void {
  const rs = logRead(k.f);
  if (rs.length === 0) return k.push(text("Log", ["No rolls yet"]));
  const labels: string[] = [];
  for (let i = 0; i < rs.length; i++) {
    const f = fieldsOf(rs[i]);
    labels.push((f[1] !== "" ? f[1] + ": " : "") + f[2] + ": " + f[3]);
  }
  k.push(list("Log", "log", "l", labels));
}

export function logKey(k: Kit, s: Scr, ev: Ev): boolean {
  if (ev !== "select") return false;
  // the log as listed (newest first), read again for the record chosen
  const f = fieldsOf(logRead(k.f)[s.c]);
  k.push(text(f[2], [f[0], f[1], f[3], f[4]]));
  return true;
}
