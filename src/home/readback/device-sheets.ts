/**
 * The party a device holds, as the desktop's JSON: each sheet file (`sifni.c.<system>.<id>`)
 * decoded from its stored form (S-Ifni's device form, the other systems' JSON), in the party's
 * order on the device (`sifni.o.<system>`). A file that cannot be decoded is kept with the reason,
 * never dropped: its text is what the device holds.
 */
import { SHEET_PREFIX, ORDER_PREFIX } from "../../device/protocol";
import type { SheetBase } from "../../engine/rules/types";
import { readSheetText } from "../sifni/compile";
import { parseStrictJson } from "../strict-json";

export interface DeviceSheet {
  system: string;
  id: string;
  /** the Storage name */
  file: string;
  /** the file's bytes as read */
  text: string;
  /** the sheet as the desktop edits it, or null when the file cannot be read */
  sheet: SheetBase | null;
  /** why not, "" when read */
  problem: string;
}

function messageOf(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/** A stored sheet as the desktop's JSON, or why it cannot be read. */
export function decodeStored(system: string, id: string, text: string): { sheet: SheetBase | null; problem: string } {
  try {
    if (system === "sifni") {
      const s = readSheetText(text) as unknown as SheetBase;
      return s.id === id ? { sheet: s, problem: "" } : { sheet: null, problem: `holds the sheet of ${JSON.stringify(s.id)}` };
    }
    const r = parseStrictJson(text);
    if (r.problems.length > 0) return { sheet: null, problem: r.problems.map((p) => (p.path ? p.path + ": " : "") + p.message).join("; ") };
    const v = r.value as { system?: unknown; id?: unknown };
    if (typeof v !== "object" || v === null || Array.isArray(v)) return { sheet: null, problem: "not a sheet (a JSON object)" };
    if (v.system !== system || v.id !== id) return { sheet: null, problem: `holds the sheet of ${JSON.stringify(v.system)} ${JSON.stringify(v.id)}` };
    return { sheet: v as SheetBase, problem: "" };
  } catch (e) {
    return { sheet: null, problem: messageOf(e) };
  }
}

/** A sheet file's name as {system, id}, or null. */
export function sheetFileOf(name: string): { system: string; id: string } | null {
  if (name.substring(0, SHEET_PREFIX.length) !== SHEET_PREFIX) return null;
  const rest = name.substring(SHEET_PREFIX.length);
  const dot = rest.indexOf(".");
  return dot <= 0 || dot === rest.length - 1 ? null : { system: rest.substring(0, dot), id: rest.substring(dot + 1) };
}

/** Every sheet file among `files` (name to text), each system's in its party order on the device. */
export function deviceSheets(files: { [name: string]: string }): DeviceSheet[] {
  const out: DeviceSheet[] = [];
  for (const name of Object.keys(files).sort()) {
    const at = sheetFileOf(name);
    if (!at) continue;
    const d = decodeStored(at.system, at.id, files[name]);
    out.push({ system: at.system, id: at.id, file: name, text: files[name], sheet: d.sheet, problem: d.problem });
  }
  const rank = (s: DeviceSheet): number => {
    const order = (files[ORDER_PREFIX + s.system] ?? "").split(" ");
    const i = order.indexOf(s.id);
    return i < 0 ? order.length : i;
  };
  // a stable sort: by system, then the device's order, then by name
  return out
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.s.system < b.s.system ? -1 : a.s.system > b.s.system ? 1 : rank(a.s) - rank(b.s) || a.i - b.i))
    .map((x) => x.s);
}
