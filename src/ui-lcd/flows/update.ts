/**
 * An update's verdict on the screen (docs/updates.md): what is in use now, or which file was
 * refused and why. The device shows it after an upload and at a start that applied one.
 */
import { moduleById } from "../../engine/rules/registry";
import { Services, UpdateVerdict } from "../services";
import { Ui } from "../ui";
import { message } from "./message";

function systemName(svc: Services, id: string): string {
  const m = moduleById(svc.systems, id);
  return m ? m.name : id;
}

/** The verdict as one paragraph (wrapped on the screen). */
export function updateText(svc: Services, v: UpdateVerdict): string {
  if (!v.ok) {
    const what = (v.file || "?") + ": " + (v.problem || "refused") + ".";
    return v.retry ? what : what + " Nothing was changed: the previous rules and sheets are in use.";
  }
  const parts: string[] = [];
  if (v.pack) parts.push("Rules: " + systemName(svc, v.pack.system) + " pack v" + v.pack.version + ".");
  if (v.sheets && v.sheets.length > 0) parts.push("Sheets: " + v.sheets.join(", ") + ".");
  if (parts.length === 0) parts.push("Nothing was sent.");
  parts.push("Now in use.");
  return parts.join(" ");
}

export function showUpdate(ui: Ui, svc: Services, v: UpdateVerdict): void {
  message(ui, v.ok ? "Updated" : "Update refused", updateText(svc, v));
}
