/**
 * What the GM is preparing: every system's sheets, the rules packs changed from the built-in
 * ones, the active system and the character being edited. Kept in the browser's localStorage, so
 * a closed tab loses nothing; nothing leaves the page unless the GM exports or sends it.
 */
import type { PackFile } from "../../engine/pack/envelope";
import type { SheetBase } from "../../engine/rules/types";

export interface CompanionData {
  system: string;
  sheets: SheetBase[];
  /** packs the GM loaded or edited, by system; absent: the module's built-in tables */
  packs: { [system: string]: PackFile };
  /** the character being edited, by system */
  selected: { [system: string]: string };
  /**
   * The copies last sent to or read from each device (by board and serial), by system and id:
   * what tells a wound applied at the table from an edit made here (model/last-synced.ts).
   */
  synced?: { [device: string]: { [system: string]: { [id: string]: SheetBase } } };
}

const KEY = "sifni-companion-v1";

/** What changed: "pack-edit" is a value typed in the pack editor (which keeps its inputs, and the focus, as they are). */
export type Change = "sheet" | "party" | "pack" | "pack-edit" | "system";

export class Store {
  data: CompanionData;
  /** the sheet being edited, held by reference (two sheets may share an id while the GM types) */
  private editing: SheetBase | null = null;
  private readonly listeners: ((what: Change) => void)[] = [];

  constructor(initial: () => CompanionData) {
    this.data = Store.load() ?? initial();
  }

  private static load(): CompanionData | null {
    try {
      const text = localStorage.getItem(KEY);
      if (!text) return null;
      const d = JSON.parse(text) as CompanionData;
      if (typeof d.system !== "string" || !Array.isArray(d.sheets) || typeof d.packs !== "object" || typeof d.selected !== "object") return null;
      // copies last sent or read that are not an object of objects are dropped: the next send asks about every difference
      if (d.synced !== undefined && (typeof d.synced !== "object" || d.synced === null || Array.isArray(d.synced))) delete d.synced;
      return d;
    } catch {
      return null;
    }
  }

  on(fn: (what: Change) => void): void {
    this.listeners.push(fn);
  }

  /** Saves and tells every view what changed. */
  changed(what: Change): void {
    try {
      localStorage.setItem(KEY, JSON.stringify(this.data));
    } catch {
      // a full or disabled localStorage only loses the copy kept for the next visit
    }
    for (const fn of this.listeners) fn(what);
  }

  /** The active system's sheets, in party order. */
  party(system = this.data.system): SheetBase[] {
    return this.data.sheets.filter((s) => s.system === system);
  }

  /** The sheet being edited, or null when the party is empty. */
  current(): SheetBase | null {
    const list = this.party();
    if (this.editing && list.indexOf(this.editing) >= 0) return this.editing;
    const id = this.data.selected[this.data.system];
    this.editing = list.find((s) => s.id === id) ?? list[0] ?? null;
    return this.editing;
  }

  select(sheet: SheetBase): void {
    this.editing = sheet;
    this.data.selected[this.data.system] = sheet.id;
    this.changed("party");
  }

  /** After the edited sheet's id changed: the selection follows it. */
  renamed(sheet: SheetBase): void {
    if (this.editing === sheet) this.data.selected[sheet.system] = sheet.id;
  }
}
