/** The log, newest first; select on a record shows it whole. */
import { Journal } from "./services";
import type { Ui } from "./ui";

/** A log record's fields: time, who, check, table, summary. */
function fieldsOf(record: string): string[] {
  const f = record.split("\x1f");
  while (f.length < 5) f.push("");
  return f;
}

export function logScreen(svc: Journal, ui: Ui): void {
  const records = svc.log();
  if (records.length === 0) return ui.push(ui.text("Log", ["No rolls yet"]));
  ui.push(
    ui.list("Log", {
      count: function () {
        return records.length;
      },
      label: function (i) {
        const f = fieldsOf(records[i]);
        return (f[1] !== "" ? f[1] + ": " : "") + f[2] + ": " + f[3];
      },
      right: function () {
        return "";
      },
      pick: function (i, u) {
        const f = fieldsOf(records[i]);
        u.push(u.text(f[2], [f[0], f[1], f[3], f[4]]));
      },
    }),
  );
}
