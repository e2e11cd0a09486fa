/**
 * What the page does with a device's sheets once read (docs/companion.md, "Reading back"):
 * each one is compared with the page's copy and the copy last sent or read (src/home/readback).
 * A sheet the device changed and the page did not (a wound applied at the table) is taken into
 * the page at once; one changed on both sides, or differing with nothing to tell whose change it
 * is, waits for the GM's choice: keep the device's, keep (send) mine, or merge the device's
 * changes onto mine.
 */
import type { SheetBase } from "../../engine/rules/types";
import type { DeviceSheet } from "../../home/readback/device-sheets";
import { type SheetSync, isConflict, mergeSheet, syncSheet } from "../../home/readback/sheet-sync";
import { lastSynced, recordSynced } from "./last-synced";
import type { Store } from "./state";

export type Choice = "device" | "mine" | "merge";

export interface HomeComing {
  /** taken into the page: the device changed them, the page did not */
  taken: SheetSync[];
  /** changed on both sides, or differing with no copy to compare: the GM chooses */
  conflicts: SheetSync[];
  /** on the device, not in the page */
  deviceOnly: SheetSync[];
  /** the device's file cannot be read */
  unreadable: SheetSync[];
  /** changed here since last sent or read: the next send takes them */
  pending: SheetSync[];
  /** the same on both */
  same: SheetSync[];
}

/** The page's sheet of that system and id, or null. */
export function pageSheet(store: Store, system: string, id: string): SheetBase | null {
  return store.data.sheets.find((s) => s.system === system && s.id === id) ?? null;
}

/** A device sheet's sync against the page and the copy last sent or read. */
export function syncOf(store: Store, device: string, d: DeviceSheet): SheetSync {
  return syncSheet(d, pageSheet(store, d.system, d.id), lastSynced(store, device, d.system, d.id));
}

/** Puts a sheet in the page in place of the one with its id (where it was), or at the end. */
export function putSheet(store: Store, sheet: SheetBase): void {
  const copy = JSON.parse(JSON.stringify(sheet)) as SheetBase;
  const at = store.data.sheets.findIndex((s) => s.system === sheet.system && s.id === sheet.id);
  if (at >= 0) store.data.sheets[at] = copy;
  else store.data.sheets.push(copy);
}

/** Sorts the device's sheets by where they stand, taking in those only the device changed. */
export function takeHome(store: Store, device: string, sheets: DeviceSheet[]): HomeComing {
  const out: HomeComing = { taken: [], conflicts: [], deviceOnly: [], unreadable: [], pending: [], same: [] };
  for (const d of sheets) {
    const s = syncOf(store, device, d);
    if (s.status === "device-changed" && d.sheet) {
      putSheet(store, d.sheet);
      recordSynced(store, device, d.sheet);
      out.taken.push(s);
    } else if (s.status === "same" && d.sheet) {
      recordSynced(store, device, d.sheet);
      out.same.push(s);
    } else if (s.status === "device-only") out.deviceOnly.push(s);
    else if (s.status === "unreadable") out.unreadable.push(s);
    else if (s.status === "mine-changed") out.pending.push(s);
    else if (isConflict(s)) out.conflicts.push(s);
  }
  return out;
}

/**
 * The GM's choice for a conflict, applied to the page: the device's copy taken, mine kept, or
 * the device's changes merged onto mine. The device's copy is recorded as seen, so the page's
 * sheet (mine or merged) is what the next send sends, without asking again.
 */
export function applyChoice(store: Store, device: string, s: SheetSync, choice: Choice): void {
  const d = s.device?.sheet;
  if (!d) return;
  if (choice === "device") putSheet(store, d);
  else if (choice === "merge" && s.base && s.mine) putSheet(store, mergeSheet(s.base, d, s.mine));
  recordSynced(store, device, d);
}

/** The choice offered first: the merge when a copy tells which changes are the device's, else the device's copy (a wound is never dropped unasked). */
export function defaultChoice(s: SheetSync): Choice {
  return s.base && s.mine && s.device?.sheet ? "merge" : "device";
}
