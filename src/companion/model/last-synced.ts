/**
 * The copies of a device's sheets last sent to it or read from it, kept with the page's data
 * (state.ts, localStorage), one set per device: its board and chip serial, as the read-back
 * names them. A send or a read compares the device's sheets with them (src/home/readback).
 */
import type { SheetBase } from "../../engine/rules/types";
import { isRefusedKey } from "../../home/strict-json";
import type { Store } from "./state";

/** A device's key: "BANGLEJS2 c0ffee00-000051f1". */
export function deviceKey(board: string, serial: string): string {
  return board + " " + (serial || "no-serial");
}

export function lastSynced(store: Store, device: string, system: string, id: string): SheetBase | null {
  const d = store.data.synced?.[device]?.[system];
  const s = d && typeof d === "object" && Object.prototype.hasOwnProperty.call(d, id) ? d[id] : null;
  return s && typeof s === "object" ? s : null;
}

/** The value when it is an object (what localStorage kept may not be), else a new one. */
function objectOr<T extends object>(v: T | undefined): T {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? v : ({} as T);
}

/** Records a sheet as the copy the device now holds (a copy: later edits in the page do not change it). */
export function recordSynced(store: Store, device: string, sheet: SheetBase): void {
  // a name that reaches a prototype is never a key here (sheet ids never are: the validators refuse them)
  if (isRefusedKey(sheet.system) || isRefusedKey(sheet.id)) return;
  const all = (store.data.synced = objectOr(store.data.synced));
  const d = (all[device] = objectOr(all[device]));
  const s = (d[sheet.system] = objectOr(d[sheet.system]));
  s[sheet.id] = JSON.parse(JSON.stringify(sheet)) as SheetBase;
}
