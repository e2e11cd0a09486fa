/**
 * The device's files: settings, the party (one file per sheet, plus an index of ids and
 * names so menus never load sheets), recent choices and the log. A file that is missing or
 * bad gives a message naming it; the rest of the party keeps working. Writes check the free
 * space first and leave the old file in place when they cannot be made.
 */
import { RulesModule, SheetBase } from "../engine/rules/types";
import { isList } from "../engine/validate";
import { Loaded, Member, Settings } from "../ui-lcd/services";
import { Flash } from "./flash";
import { LogRing } from "./log-ring";

export const SETTINGS_FILE = "sifni.set";
export const PARTY_FILE = "sifni.party";
export const RECENT_FILE = "sifni.rec";
/**
 * Sheet files: "sifni.c." + system + "." + sheet id. Ids are unique within a system only (two
 * systems' demo parties both have a "knight"); at most 8 + 5 + 1 + 12 = 26 characters, under the
 * 28 Storage allows (longer names are cut, not refused, so two could become one file).
 */
export const SHEET_PREFIX = "sifni.c.";

export function sheetFile(system: string, id: string): string {
  return SHEET_PREFIX + system + "." + id;
}
/** Room kept free beyond a file's own size (the file header and the flash page tail). */
const SPARE = 256;

export interface IndexEntry extends Member {
  system: string;
}

export class Store {
  f: Flash;
  logRing: LogRing;
  recentMap: { [key: string]: string[] };
  recentDirty: boolean;
  /** the index as last read or written (menus ask for it on every draw) */
  cached: IndexEntry[] | null;

  constructor(f: Flash) {
    this.f = f;
    this.logRing = new LogRing(f);
    const r = f.readJSON(RECENT_FILE, true);
    this.recentMap = typeof r === "object" && r !== null && !isList(r) ? (r as { [key: string]: string[] }) : {};
    this.recentDirty = false;
    this.cached = null;
  }

  /** Saved settings over the defaults; a bad or missing file gives the defaults. */
  settings(defaults: Settings): Settings {
    const s = this.f.readJSON(SETTINGS_FILE, true) as Partial<Settings> | undefined;
    const out: Settings = { system: defaults.system, tableFirst: defaults.tableFirst, buzz: defaults.buzz };
    if (typeof s === "object" && s !== null) {
      if (typeof s.system === "string") out.system = s.system;
      if (typeof s.tableFirst === "boolean") out.tableFirst = s.tableFirst;
      if (typeof s.buzz === "boolean") out.buzz = s.buzz;
    }
    return out;
  }

  saveSettings(s: Settings): boolean {
    return this.f.writeJSON(SETTINGS_FILE, s);
  }

  /** The index; rebuilt from the sheet files (and written) when it is missing or unreadable. */
  index(): IndexEntry[] {
    if (this.cached) return this.cached;
    const x = this.f.readJSON(PARTY_FILE, true);
    if (isList(x)) return (this.cached = x as IndexEntry[]);
    const out: IndexEntry[] = [];
    const names = this.f.list(/^sifni\.c\./);
    for (let i = 0; i < names.length; i++) {
      const rest = names[i].substring(SHEET_PREFIX.length);
      const dot = rest.indexOf(".");
      const id = rest.substring(dot + 1);
      const s = this.f.readJSON(names[i], true) as SheetBase | undefined;
      out.push({ id: id, name: s && typeof s.name === "string" ? s.name : id, system: rest.substring(0, dot) });
    }
    this.f.writeJSON(PARTY_FILE, out);
    return (this.cached = out);
  }

  party(system: string): Member[] {
    const all = this.index();
    const out: Member[] = [];
    for (let i = 0; i < all.length; i++) if (all[i].system === system) out.push({ id: all[i].id, name: all[i].name });
    return out;
  }

  /** A sheet, checked by its module; or why it cannot be used. */
  load(id: string, m: RulesModule, pack: unknown): Loaded {
    const name = sheetFile(m.id, id);
    if (this.f.read(name) === undefined) return { sheet: null, error: "file " + name + " is missing" };
    const s = this.f.readJSON(name, true);
    if (s === undefined) return { sheet: null, error: "file " + name + " is not readable JSON" };
    const problems = m.validateSheet(s, pack);
    if (problems.length > 0) return { sheet: null, error: problems[0].path + ": " + problems[0].message };
    return { sheet: s as SheetBase, error: "" };
  }

  /** Writes a sheet (and the index if it is new); false, with nothing changed, when it does not fit. */
  save(sheet: SheetBase): boolean {
    const text = JSON.stringify(sheet);
    if (this.f.getFree() < text.length + SPARE) return false;
    if (!this.f.writeJSON(sheetFile(sheet.system, sheet.id), sheet)) return false;
    return this.remember(sheet);
  }

  /**
   * Writes a sheet that came in an update (the caller checked the room) and reads it back;
   * false when what reads back differs. The index follows.
   */
  install(sheet: SheetBase): boolean {
    const name = sheetFile(sheet.system, sheet.id);
    this.f.writeJSON(name, sheet);
    if (JSON.stringify(this.f.readJSON(name, true)) !== JSON.stringify(sheet)) return false;
    return this.remember(sheet);
  }

  /** Lists a written sheet in the index (written only when the sheet is new or renamed). */
  remember(sheet: SheetBase): boolean {
    const all = this.index().slice();
    let at = all.length;
    for (let i = 0; i < all.length; i++) if (all[i].id === sheet.id && all[i].system === sheet.system) at = i;
    if (at < all.length && all[at].name === sheet.name) return true;
    all[at] = { id: sheet.id, name: sheet.name, system: sheet.system };
    this.cached = all;
    return this.f.writeJSON(PARTY_FILE, all);
  }

  /** No party at all: the first boot, which writes the demo parties. */
  isEmpty(): boolean {
    return this.f.read(PARTY_FILE) === undefined && this.f.list(/^sifni\.c\./).length === 0;
  }

  /** Writes a system's demo party (first boot). */
  installDemo(sheets: SheetBase[]): void {
    for (let i = 0; i < sheets.length; i++) this.save(sheets[i]);
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
    if (l.length > 3) l.splice(3);
    this.recentMap[key] = l;
    this.recentDirty = true;
  }

  /** Saves recent choices if they changed (called when back at the main menu, not on each pick). */
  flushRecent(): void {
    if (this.recentDirty && this.f.writeJSON(RECENT_FILE, this.recentMap)) this.recentDirty = false;
  }
}
