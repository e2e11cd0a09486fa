/**
 * A sheet in three copies: what the device holds, what the GM has here ("mine"), and the copy
 * last sent to or read from that device ("base"). Comparing the device's with the base tells
 * whether something changed at the table (a wound applied); comparing it with mine tells whether
 * a send would overwrite it. Copies are compared as the device would hold them (each one's
 * stored form decoded), so a field the device form does not keep ("concept": "") is no change.
 *
 * The merge takes mine, and from the device every top-level field it changed since the base
 * (wounds, condition, hits...): "the device's wounds onto my edit". Without a base nothing says
 * which side changed a field, so there is no merge then: keep the device's, or send mine.
 */
import type { SheetBase } from "../../engine/rules/types";
import { storedSheet } from "../stored";
import type { DeviceSheet } from "./device-sheets";
import { decodeStored } from "./device-sheets";

export type SyncStatus =
  /** the device holds exactly mine */
  | "same"
  /** not on the device: a send adds it */
  | "new"
  /** the device's is the base; mine changed: a send overwrites nothing new */
  | "mine-changed"
  /** the device's changed since the base, mine did not */
  | "device-changed"
  /** both changed since the base, differently */
  | "both-changed"
  /** no base, and the device's differs from mine: which side changed what is unknown */
  | "unknown"
  /** the device's file cannot be read */
  | "unreadable"
  /** on the device only (none here) */
  | "device-only";

export interface FieldChange {
  /** dotted path, "wounds.0.band" */
  path: string;
  device: unknown;
  mine: unknown;
  base: unknown;
  /** whether there was a base to tell whose change it is */
  known: boolean;
  /** the device's differs from the base (or there is no base) */
  byDevice: boolean;
  /** mine differs from the base (or there is no base) */
  byMe: boolean;
}

export interface SheetSync {
  system: string;
  id: string;
  name: string;
  status: SyncStatus;
  device: DeviceSheet | null;
  mine: SheetBase | null;
  base: SheetBase | null;
  /** the fields in which the device's and mine differ */
  changes: FieldChange[];
}

type Obj = { [k: string]: unknown };

/** JSON with object keys sorted: equal values give equal text. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return "[" + v.map((x) => stableJson(x === undefined ? null : x)).join(",") + "]";
  if (typeof v === "object" && v !== null) {
    const o = v as Obj;
    return (
      "{" +
      Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort()
        .map((k) => JSON.stringify(k) + ":" + stableJson(o[k]))
        .join(",") +
      "}"
    );
  }
  return v === undefined ? "null" : JSON.stringify(v);
}

/** The sheet as the device would hold it: its stored form decoded (itself when it has none: a sheet with problems). */
export function asStored(s: SheetBase): SheetBase {
  try {
    const d = decodeStored(s.system, s.id, storedSheet(s));
    return d.sheet ?? s;
  } catch {
    return s;
  }
}

export function sameSheet(a: SheetBase, b: SheetBase): boolean {
  return stableJson(asStored(a)) === stableJson(asStored(b));
}

/** Values by dotted path, in the order found (no prototype: a path is any text). */
type Leaves = { paths: string[]; at: { [path: string]: unknown } };

function newLeaves(): Leaves {
  return { paths: [], at: Object.create(null) as { [path: string]: unknown } };
}

/** Leaves of a value by dotted path (objects by key, lists by index). */
function leaves(v: unknown, path: string, out: Leaves): void {
  if (typeof v === "object" && v !== null) {
    // an empty list has no leaves: its entries on the other side show as the difference
    const keys = Array.isArray(v) ? v.map((_, i) => String(i)) : Object.keys(v as Obj);
    for (const k of keys) leaves((v as Obj)[k], path === "" ? k : path + "." + k, out);
  } else if (v !== undefined) {
    out.paths.push(path);
    out.at[path] = v;
  }
}

/** The fields in which the device's copy and mine differ, each with the base's value. */
export function fieldChanges(device: SheetBase, mine: SheetBase, base: SheetBase | null): FieldChange[] {
  const d = newLeaves();
  const m = newLeaves();
  const b = newLeaves();
  leaves(asStored(device), "", d);
  leaves(asStored(mine), "", m);
  if (base) leaves(asStored(base), "", b);
  const paths = d.paths.concat(m.paths.filter((p) => !(p in d.at)));
  const out: FieldChange[] = [];
  for (let i = 0; i < paths.length; i++) {
    const p = paths[i];
    const dv = d.at[p];
    const mv = m.at[p];
    if (stableJson(dv) === stableJson(mv)) continue;
    const bv = b.at[p];
    out.push({ path: p, device: dv, mine: mv, base: bv, known: base !== null, byDevice: !base || stableJson(dv) !== stableJson(bv), byMe: !base || stableJson(mv) !== stableJson(bv) });
  }
  return out;
}

/** Where a sheet stands between the device, mine and the base. */
export function syncSheet(device: DeviceSheet | null, mine: SheetBase | null, base: SheetBase | null): SheetSync {
  const any = mine ?? device?.sheet ?? base;
  const system = device?.system ?? any?.system ?? "";
  const id = device?.id ?? any?.id ?? "";
  const name = mine?.name ?? device?.sheet?.name ?? base?.name ?? id;
  const sync: SheetSync = { system, id, name, status: "same", device, mine, base, changes: [] };
  if (!device) sync.status = "new";
  else if (!device.sheet) sync.status = "unreadable";
  else if (!mine) sync.status = "device-only";
  else if (sameSheet(device.sheet, mine)) sync.status = "same";
  else {
    sync.changes = fieldChanges(device.sheet, mine, base);
    if (!base) sync.status = "unknown";
    else if (sameSheet(device.sheet, base)) sync.status = "mine-changed";
    else if (sameSheet(mine, base)) sync.status = "device-changed";
    else sync.status = "both-changed";
  }
  return sync;
}

/** Whether a send would overwrite something on the device that this computer has not seen. */
export function isConflict(s: SheetSync): boolean {
  return s.mine !== null && (s.status === "device-changed" || s.status === "both-changed" || s.status === "unknown" || s.status === "unreadable");
}

/** Whether "merge" can be offered: a base says which fields the device changed. */
export function canMerge(s: SheetSync): boolean {
  return s.base !== null && s.mine !== null && s.device?.sheet != null;
}

/**
 * Mine with the device's value of every top-level field the device changed since the base
 * (a field the device dropped is dropped); every other field as mine has it.
 */
export function mergeSheet(base: SheetBase, device: SheetBase, mine: SheetBase): SheetBase {
  const b = asStored(base) as unknown as Obj;
  const d = asStored(device) as unknown as Obj;
  const out = JSON.parse(JSON.stringify(mine)) as Obj;
  const keys = Object.keys(d).concat(Object.keys(b).filter((k) => !(k in d)));
  for (const k of keys) {
    if (k === "id" || k === "system" || stableJson(d[k]) === stableJson(b[k])) continue;
    if (d[k] === undefined) delete out[k];
    else out[k] = JSON.parse(JSON.stringify(d[k])) as unknown;
  }
  return out as unknown as SheetBase;
}

/** A field's value as a difference shows it: text as it is, "—" for none, anything else as JSON. */
export function valueText(v: unknown): string {
  if (v === undefined) return "—";
  return typeof v === "string" ? v : JSON.stringify(v);
}
