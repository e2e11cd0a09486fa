/**
 * Sheets imported into the party, each with what happens to it. A sheet whose id is already in
 * the party (or is an earlier sheet's in the same file) is never put in place of the other
 * unasked: the GM chooses to replace it, to add it as a copy with a new id, or to skip it, and
 * the choice offered first is the copy, which loses nothing.
 */
import type { SheetBase } from "../../engine/rules/types";
import { freshId, moduleOf, packInForce, sheetProblems } from "./sheets";
import type { Store } from "./state";

export type ImportAction = "add" | "replace" | "copy" | "skip";

export interface ImportItem {
  sheet: SheetBase;
  /** the imported sheet's problems against its rules */
  problems: number;
  /** the sheet with its id: in the party, or earlier in the file */
  clash: SheetBase | null;
  clashProblems: number;
  /** the clash is an earlier sheet of the same import */
  clashInFile: boolean;
  /** what happens unless the GM says otherwise */
  action: ImportAction;
}

function problemsOf(store: Store, s: SheetBase): number {
  const m = moduleOf(s.system);
  try {
    return sheetProblems(m, s, packInForce(store, m), []).length;
  } catch {
    return 1;
  }
}

export function planImport(store: Store, sheets: SheetBase[]): ImportItem[] {
  const items: ImportItem[] = [];
  sheets.forEach((s, i) => {
    const inParty = store.data.sheets.find((o) => o.system === s.system && o.id === s.id) ?? null;
    const earlier = inParty ? null : (sheets.slice(0, i).find((o) => o.system === s.system && o.id === s.id) ?? null);
    const clash = inParty ?? earlier;
    items.push({ sheet: s, problems: problemsOf(store, s), clash, clashProblems: clash ? problemsOf(store, clash) : 0, clashInFile: earlier !== null, action: clash ? "copy" : "add" });
  });
  return items;
}

export interface ImportResult {
  added: number;
  replaced: number;
  /** the new ids of the sheets added as copies */
  copies: string[];
  skipped: number;
  /** the first sheet put in the party, to select */
  first: SheetBase | null;
}

/** Applies each item's action (`actions` in the same order, else the item's own), in order. */
export function applyImport(store: Store, items: ImportItem[], actions?: ImportAction[]): ImportResult {
  const r: ImportResult = { added: 0, replaced: 0, copies: [], skipped: 0, first: null };
  items.forEach((item, i) => {
    const action = actions?.[i] ?? item.action;
    const s = JSON.parse(JSON.stringify(item.sheet)) as SheetBase;
    const party = store.party(s.system);
    const at = store.data.sheets.findIndex((o) => o.system === s.system && o.id === s.id);
    if (action === "skip") {
      r.skipped++;
      return;
    }
    if (action === "replace" && at >= 0) {
      store.data.sheets[at] = s;
      r.replaced++;
    } else if (at >= 0 || action === "copy") {
      // a copy (or an "add" that finds its id taken since): a new id, the name marked
      if (at >= 0) {
        s.id = freshId(party, s.id.substring(0, 9) + "-2");
        s.name = (s.name + " (imported)").substring(0, 24);
      }
      store.data.sheets.push(s);
      if (at >= 0) r.copies.push(s.id);
      else r.added++;
    } else {
      store.data.sheets.push(s);
      r.added++;
    }
    if (!r.first) r.first = s;
  });
  return r;
}
