/**
 * Before sheets are sent, what the device holds is compared with them and with the copies this
 * computer last sent to or read from it (sync-state.ts): a sheet the device changed since (a
 * wound applied at the table) is never overwritten unseen. Each such sheet is shown field by
 * field; without --merge, --keep-device or --overwrite nothing is sent (exit 8).
 */
import { sheetFile } from "../device/protocol";
import { crc32 } from "../engine/pack/crc32";
import type { SheetBase } from "../engine/rules/types";
import type { DeviceSheet } from "../home/readback/device-sheets";
import type { SheetSync } from "../home/readback/sheet-sync";
import { canMerge, isConflict, mergeSheet, syncSheet } from "../home/readback/sheet-sync";
import type { OnConflict } from "./options";
import type { UploadFile } from "./script";
import type { SyncState } from "./sync-state";
import { baseOf } from "./sync-state";
import { changesTable } from "./changes-table";

/** A staged sheet with the sheet it was made from. */
export interface StagedSheet extends UploadFile {
  sheet: SheetBase;
}

export interface SendCheck {
  /** the sheets to send, as decided (a merged sheet in place of mine) */
  send: StagedSheet[];
  /** each sheet file's CRC-32 as read (null: none on the device), for the upload's guard */
  unchanged: { [name: string]: number | null };
  /** what to tell the GM (conflicts, the choices made) */
  report: string[];
  /** conflicts no option settled: nothing may be sent */
  unsettled: number;
}

/** What the upload needs of the engine: a sheet's stored text, and its problems. */
export interface SheetTools {
  stored(sheet: SheetBase): string;
  problems(sheet: SheetBase): string[];
}

function title(s: SheetSync): string {
  return `${s.name} (${s.system} ${s.id})`;
}

function why(s: SheetSync): string {
  if (s.status === "unreadable") return `the device's copy cannot be read (${s.device?.problem}); sending yours replaces it`;
  if (s.status === "unknown") return "differs on the device, and this computer has no copy of it as last sent or read (never sent from here, or sent from elsewhere since)";
  if (s.status === "device-changed") return "was changed on the device since this computer last sent or read it (yours was not)";
  return "was changed on the device since this computer last sent or read it, and yours was changed too";
}

export function checkAgainstDevice(staged: StagedSheet[], device: DeviceSheet[], state: SyncState, on: OnConflict, tools: SheetTools): SendCheck {
  const out: SendCheck = { send: [], unchanged: {}, report: [], unsettled: 0 };
  const onDevice = (s: SheetBase): DeviceSheet | null => device.find((d) => d.system === s.system && d.id === s.id) ?? null;
  for (const f of staged) {
    const d = onDevice(f.sheet);
    // the text arrived whole (dump-read.ts checked it against the device's CRC-32)
    out.unchanged[d ? d.file : sheetFile(f.sheet.system, f.sheet.id)] = d ? crc32(d.text) >>> 0 : null;
    const sync = syncSheet(d, f.sheet, baseOf(state, f.sheet.system, f.sheet.id));
    if (!isConflict(sync)) {
      out.send.push(f);
      continue;
    }
    out.report.push(`${title(sync)} ${why(sync)}:`);
    if (sync.changes.length > 0) out.report.push(...changesTable(sync.changes).map((l) => "  " + l));
    const choice = on === "merge" && !canMerge(sync) ? "refuse" : on;
    if (choice === "refuse") {
      if (on === "merge") out.report.push("  --merge cannot be used for it: no copy as last sent or read says which changes are the device's (use --keep-device or --overwrite)");
      out.unsettled++;
    } else if (choice === "device") {
      out.report.push("  kept the device's copy: not sent (yours is unchanged: --pull DIR writes the device's)");
    } else if (choice === "mine") {
      out.report.push("  sending yours over it (--overwrite)");
      out.send.push(f);
    } else {
      const merged = mergeSheet(sync.base as SheetBase, d?.sheet as SheetBase, f.sheet);
      const problems = tools.problems(merged);
      if (problems.length > 0) {
        out.report.push(`  the merge does not pass its rules (${problems[0]}): nothing was sent for it`);
        out.unsettled++;
        continue;
      }
      out.report.push("  sending yours with the device's changes (--merge)");
      out.send.push({ name: f.name, data: tools.stored(merged), sheet: merged });
    }
  }
  return out;
}
