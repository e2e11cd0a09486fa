/** An update's verdict on the screen: what is in use now, or which file was refused and why. */
import { Kit, SystemEntry, UpdateVerdict, systemName } from "./services";

export function updateText(systems: SystemEntry[], v: UpdateVerdict): string {
  if (!v.ok) return (v.file || "?") + ": " + (v.problem || "refused") + ". Nothing was changed: the previous rules and sheets are in use.";
  const parts: string[] = [];
  if (v.system) parts.push("Rules system: " + systemName(systems, v.system) + ".");
  if (v.pack) parts.push("Rules: " + systemName(systems, v.pack.system) + " pack v" + v.pack.version + ".");
  if (v.sheets && v.sheets.length > 0) parts.push("Sheets: " + v.sheets.join(", ") + ".");
  if (parts.length === 0) parts.push("Nothing was sent.");
  parts.push("Now in use.");
  return parts.join(" ");
}

/** The verdict over the main menu: the screens under way may hold the old rules. */
export function showUpdate(k: Kit, v: UpdateVerdict): void {
  k.S.splice(1);
  k.msg(v.ok ? "Updated" : "Update refused", updateText(k.sys, v));
}
