/**
 * The party's files (docs/device.md, "Files in Storage"): one file per sheet, in its system's
 * stored form, the demo party installed with the app, and the default packs it brought. A file
 * that is missing or bad gives a message naming it; the rest of the party keeps working.
 * Writes check the free space first and leave the old file in place when they cannot be made.
 * Plain functions, so that a feature carries only those it calls.
 */
import { SheetBase } from "../engine/rules/types";
import { Member } from "../ui-lcd/services";
import { Flash } from "./flash";
import { Shelf } from "./shelf";
import { DEFAULT_PACK_PREFIX, DEMO_PREFIX, ORDER_PREFIX, SHEET_PREFIX, activePackName, footprint, sheetFile } from "./protocol";

/** Free bytes, counting the trash a new file reclaims (Storage compacts for it). */
export function room(f: Flash): number {
  if (f.getStats) {
    const s = f.getStats();
    return s.freeBytes + s.trashBytes;
  }
  return f.getFree();
}

/** The ids of a system's sheet files, in Storage order. */
export function sheetIds(f: Flash, system: string): string[] {
  const prefix = SHEET_PREFIX + system + ".";
  const all = f.list(/^sifni\.c\./);
  const out: string[] = [];
  for (let i = 0; i < all.length; i++) if (all[i].substring(0, prefix.length) === prefix) out.push(all[i].substring(prefix.length));
  return out;
}

/**
 * A system's sheet ids in the party's order: the order they were first listed in, sheets that
 * arrived since after them; the order file follows (written only when it changes).
 */
export function partyOrder(f: Flash, system: string): string[] {
  const ids = sheetIds(f, system);
  const name = ORDER_PREFIX + system;
  const was = f.read(name) || "";
  const kept = was.split(" ");
  const out: string[] = [];
  for (let i = 0; i < kept.length; i++) if (ids.indexOf(kept[i]) >= 0 && out.indexOf(kept[i]) < 0) out.push(kept[i]);
  for (let i = 0; i < ids.length; i++) if (out.indexOf(ids[i]) < 0) out.push(ids[i]);
  const now = out.join(" ");
  if (now !== was) {
    // a lost write only costs the order, never a sheet
    if (now === "") f.erase(name);
    else if (room(f) >= footprint(now.length) + 256) f.write(name, now);
  }
  return out;
}

/**
 * The held system's party as menus list it, with each sheet checked by its rules (a sheet that
 * cannot be used is listed by its id, and `sheets` gets why instead of the sheet). `sheets` gets
 * each member as a check starts with it, brief (DeviceRules.brief: made as each is read, so the
 * party is never whole in RAM at once), and `brief` the ids of those that are not whole.
 */
export function partyOf(sh: Shelf, f: Flash, sheets?: (SheetBase | string)[], brief?: string[]): Member[] {
  if (sh.pack !== null) installDemo(f, sh);
  const ids = partyOrder(f, sh.id);
  const out: Member[] = [];
  for (let i = 0; i < ids.length; i++) {
    const s = readSheet(sh, f, sh.id, ids[i], sh.pack);
    out.push({ id: ids[i], name: typeof s === "string" ? ids[i] : s.name });
    if (!sheets || !brief) continue;
    const b = typeof s === "string" ? s : sh.call("brief", s);
    sheets.push(b);
    if (b !== s) brief.push(ids[i]);
  }
  return out;
}

/** A sheet of `system` (the shelf holds it) checked by its rules against `pack`, or why it cannot be used. */
export function readSheet(sh: Shelf, f: Flash, system: string, id: string, pack: unknown): SheetBase | string {
  const name = sheetFile(system, id);
  const text = f.read(name);
  if (text === undefined) return "file " + name + " is missing";
  const s = sh.call("sheet", text, pack);
  if (typeof s === "string") return "file " + name + " is not usable: " + s;
  if (s.id !== id) return "file " + name + " holds the sheet of " + s.id;
  return s;
}

/** Writes a sheet's stored text: "" when done and read back, else why (nothing changed). */
export function writeSheet(f: Flash, system: string, id: string, text: string): string {
  const name = sheetFile(system, id);
  if (room(f) < footprint(text.length) + 256) return "Storage is full: not saved (delete old files or apps to make room)";
  f.write(name, text);
  if (f.read(name) !== text) return "Storage did not keep the sheet: not saved";
  return "";
}

/**
 * The default pack each system's files brought ("sifni.dp.<system>", installed with the app) is
 * made the active pack when there is none. It stays: the shelf falls back to it when the active
 * pack fails its checks (a pack the GM sent stays until another comes).
 */
export function installDefaults(f: Flash, systems: string[]): void {
  for (let i = 0; i < systems.length; i++) {
    const text = f.read(DEFAULT_PACK_PREFIX + systems[i]);
    const active = activePackName(systems[i]);
    if (text !== undefined && f.read(active) === undefined) f.write(active, text);
  }
}

/** The first time the held system's party is listed and it has none: its demo party, when the app brought one. */
function installDemo(f: Flash, sh: Shelf): void {
  const name = DEMO_PREFIX + sh.id;
  const text = f.read(name);
  if (text === undefined) return;
  if (sheetIds(f, sh.id).length === 0) {
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const s = sh.call("sheet", lines[i], sh.pack);
      if (typeof s !== "string") writeSheet(f, sh.id, s.id, lines[i]);
    }
  }
  f.erase(name);
}
