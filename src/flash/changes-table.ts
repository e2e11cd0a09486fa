/** A sheet's differences between the device and this computer, as aligned lines for a terminal. */
import type { FieldChange } from "../home/readback/sheet-sync";
import { valueText } from "../home/readback/sheet-sync";

function whose(c: FieldChange): string {
  if (!c.known) return "";
  if (c.byDevice && c.byMe) return "(changed on both)";
  return c.byDevice ? "(the device's change)" : "(your change)";
}

/** Rows: field, on the device, yours, and whose change it is (when a base tells). */
export function changesTable(changes: FieldChange[]): string[] {
  const rows = [["field", "on the device", "yours", ""]].concat(changes.map((c) => [c.path, valueText(c.device), valueText(c.mine), whose(c)]));
  const width = [0, 1, 2].map((i) => Math.min(32, Math.max(...rows.map((r) => r[i].length))));
  return rows.map((r) => r.map((cell, i) => (i < 3 ? cell.padEnd(width[i]) : cell)).join("  ").trimEnd());
}
