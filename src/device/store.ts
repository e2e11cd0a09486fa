/**
 * The device's files (docs/device.md, "Files in Storage"): the party (one file per
 * sheet, in its system's stored form), the demo party installed with the app, recent choices
 * and the log. A file that is missing or bad gives a message naming it; the rest of the party
 * keeps working. Writes check the free space first and leave the old file in place when they
 * cannot be made.
 */
import { DeviceRules } from "../engine/rules/device";
import { SheetBase } from "../engine/rules/types";
import { Member } from "../ui-lcd/services";
import { Flash } from "./flash";
import { LogRing } from "./log-ring";
import { DEFAULT_PACK_PREFIX, DEMO_PREFIX, SHEET_PREFIX, activePackName, footprint, sheetFile } from "./protocol";

export const RECENT_FILE = "sifni.rec";
/** Recent values kept per input, and recent setups per check. */
const RECENT = 3;

/** Free bytes, counting the trash a new file reclaims (Storage compacts for it). */
export function room(f: Flash): number {
  if (f.getStats) {
    const s = f.getStats();
    return s.freeBytes + s.trashBytes;
  }
  return f.getFree();
}

export class Store {
  f: Flash;
  log: LogRing;
  recentMap: { [key: string]: string[] };
  recentDirty: boolean;
  /** the party last listed, and for which system */
  members: Member[] | null;
  membersOf: string;

  constructor(f: Flash, logRecords: number) {
    this.f = f;
    this.log = new LogRing(f, logRecords);
    const r = f.readJSON(RECENT_FILE, true);
    this.recentMap = typeof r === "object" && r !== null ? (r as { [key: string]: string[] }) : {};
    this.recentDirty = false;
    this.members = null;
    this.membersOf = "";
  }

  /** The ids of a system's sheet files, in Storage order. */
  ids(system: string): string[] {
    const prefix = SHEET_PREFIX + system + ".";
    const all = this.f.list(/^sifni\.c\./);
    const out: string[] = [];
    for (let i = 0; i < all.length; i++) if (all[i].substring(0, prefix.length) === prefix) out.push(all[i].substring(prefix.length));
    return out;
  }

  /** The party of a system as menus list it (a sheet that cannot be read is listed by its id). */
  party(system: string, rules: DeviceRules | null, pack: unknown): Member[] {
    if (this.members && this.membersOf === system) return this.members;
    if (rules && pack !== null) this.installDemo(system, rules, pack);
    const ids = this.ids(system);
    const out: Member[] = [];
    for (let i = 0; i < ids.length; i++) {
      const s = rules ? this.sheet(system, ids[i], rules, pack) : "";
      out.push({ id: ids[i], name: typeof s === "string" ? ids[i] : s.name });
    }
    this.members = out;
    this.membersOf = system;
    return out;
  }

  /** A sheet checked by its rules, or why it cannot be used. */
  sheet(system: string, id: string, rules: DeviceRules, pack: unknown): SheetBase | string {
    const name = sheetFile(system, id);
    const text = this.f.read(name);
    if (text === undefined) return "file " + name + " is missing";
    const s = rules.sheet(text, pack);
    if (typeof s === "string") return "file " + name + " is not usable: " + s;
    if (s.id !== id) return "file " + name + " holds the sheet of " + s.id;
    return s;
  }

  /** Writes a sheet's stored text: "" when done and read back, else why (nothing changed). */
  write(system: string, id: string, text: string): string {
    const name = sheetFile(system, id);
    // a rewrite erases the old file before it looks for room: look first
    if (room(this.f) < footprint(text.length) + 256) return "Storage is full: not saved (delete old files or apps to make room)";
    this.f.write(name, text);
    if (this.f.read(name) !== text) return "Storage did not keep the sheet: not saved";
    this.members = null;
    return "";
  }

  /**
   * The default pack each system's files brought ("sifni.dp.<system>", installed with the app):
   * made the active pack when there is none, and let go of either way (an App Loader update
   * brings it again; a pack the GM sent stays).
   */
  installDefaults(systems: string[]): void {
    for (let i = 0; i < systems.length; i++) {
      const dp = DEFAULT_PACK_PREFIX + systems[i];
      const text = this.f.read(dp);
      if (text === undefined) continue;
      const active = activePackName(systems[i]);
      if (this.f.read(active) === undefined) this.f.write(active, text);
      if (this.f.read(active) !== undefined) this.f.erase(dp);
    }
  }

  /** The first time a system's party is listed and it has none: its demo party, when the app brought one. */
  installDemo(system: string, rules: DeviceRules, pack: unknown): void {
    const name = DEMO_PREFIX + system;
    const text = this.f.read(name);
    if (text === undefined) return;
    if (this.ids(system).length === 0) {
      const lines = text.split("\n");
      for (let i = 0; i < lines.length; i++) {
        const s = rules.sheet(lines[i], pack);
        if (typeof s !== "string") this.write(system, s.id, lines[i]);
      }
    }
    // once used (or when a party is there) the demo only takes Storage
    this.f.erase(name);
  }

  recent(key: string): string[] {
    return this.recentMap[key] || [];
  }

  touch(key: string, value: string): void {
    const l = this.recent(key).slice();
    const at = l.indexOf(value);
    if (at === 0) return;
    if (at > 0) l.splice(at, 1);
    l.unshift(value);
    if (l.length > RECENT) l.splice(RECENT);
    this.recentMap[key] = l;
    this.recentDirty = true;
  }

  /** Saves recent choices if they changed (called when back at the main menu, not on each pick). */
  flushRecent(): void {
    if (!this.recentDirty) return;
    if (room(this.f) > 1024 && this.f.writeJSON(RECENT_FILE, this.recentMap)) this.recentDirty = false;
  }
}
