/**
 * The party of the active system: pick the character to edit, see which sheets have problems,
 * add, copy or remove characters, import sheets from JSON and export the party.
 */
import type { SheetBase } from "../../engine/rules/types";
import { SYSTEMS } from "../../home/systems";
import { download, el, fill, pickFile } from "../dom";
import { readJsonText } from "../model/json-text";
import { freshId, moduleOf, packInForce, sheetProblems } from "../model/sheets";
import type { Store } from "../model/state";
import { type ImportAction, applyImport, planImport } from "../model/import-plan";
import { ImportDialog } from "./import-dialog";

/** Sheets from imported JSON: one sheet, a list, or {sheets: [...]}. */
export function importSheets(text: string): { sheets: SheetBase[]; refused: string[] } {
  const read = readJsonText(text);
  if (!read.ok) return { sheets: [], refused: [read.error] };
  let v = read.value;
  if (typeof v === "object" && v !== null && !Array.isArray(v) && Array.isArray((v as { sheets?: unknown }).sheets)) v = (v as { sheets: unknown[] }).sheets;
  const list = Array.isArray(v) ? v : [v];
  const sheets: SheetBase[] = [];
  const refused: string[] = [];
  list.forEach((s, i) => {
    const sys = typeof s === "object" && s !== null ? (s as { system?: unknown }).system : undefined;
    if (typeof sys !== "string" || !SYSTEMS.some((m) => m.id === sys)) refused.push(`entry ${i}: ${JSON.stringify(sys)} is not a rules system here (${SYSTEMS.map((m) => m.id).join(", ")})`);
    else sheets.push(s as SheetBase);
  });
  return { sheets, refused };
}

export class PartyPanel {
  readonly root: HTMLElement;
  private readonly list: HTMLElement;
  private readonly note: HTMLElement;
  private readonly dialog = new ImportDialog();

  constructor(private readonly store: Store) {
    this.list = el("ul", { class: "party-list", id: "party-list", "aria-label": "Characters" });
    this.note = el("p", { class: "note", role: "status", id: "party-note" });
    this.root = el(
      "section",
      { class: "panel party", "aria-labelledby": "party-heading" },
      el("h2", { id: "party-heading" }, "Party"),
      this.list,
      el(
        "div",
        { class: "buttons" },
        el("button", { type: "button", id: "add-character", onclick: () => this.add() }, "+ Character"),
        el("button", { type: "button", id: "copy-character", onclick: () => this.copy() }, "Copy"),
        el("button", { type: "button", id: "remove-character", onclick: () => this.remove() }, "Remove"),
      ),
      el(
        "div",
        { class: "buttons" },
        el("button", { type: "button", id: "import-party", onclick: () => void this.importFile() }, "Import JSON..."),
        el("button", { type: "button", id: "export-party", onclick: () => this.exportParty() }, "Export party"),
      ),
      this.note,
      this.dialog.root,
    );
  }

  render(): void {
    const m = moduleOf(this.store.data.system);
    const pack = packInForce(this.store, m);
    const party = this.store.party();
    const current = this.store.current();
    fill(
      this.list,
      party.length === 0 ? el("li", { class: "empty" }, "No characters.") : null,
      party.map((s) => {
        const n = sheetProblems(m, s, pack, party).length;
        return el(
          "li",
          {},
          el(
            "button",
            {
              type: "button",
              class: "member" + (s === current ? " current" : ""),
              "aria-current": s === current ? "true" : undefined,
              "data-id": s.id,
              onclick: () => this.store.select(s),
            },
            el("span", { class: "member-name" }, s.name || "(no name)"),
            el("span", { class: n === 0 ? "badge ok" : "badge bad", title: n === 0 ? "no problems" : `${n} problems` }, n === 0 ? "✓" : `${n} ✗`),
          ),
        );
      }),
    );
  }

  private add(): void {
    const party = this.store.party();
    const m = moduleOf(this.store.data.system);
    const s = m.blankSheet(freshId(party, "new"), "New character");
    this.store.data.sheets.push(s);
    this.store.select(s);
  }

  private copy(): void {
    const s = this.store.current();
    if (!s) return;
    const c = JSON.parse(JSON.stringify(s)) as SheetBase;
    c.id = freshId(this.store.party(), s.id.substring(0, 9) + "-2");
    c.name = (s.name + " (copy)").substring(0, 24);
    this.store.data.sheets.push(c);
    this.store.select(c);
  }

  private remove(): void {
    const s = this.store.current();
    if (!s || !confirm(`Remove ${s.name} from the party? (Export the party first to keep a copy.)`)) return;
    this.store.data.sheets.splice(this.store.data.sheets.indexOf(s), 1);
    const next = this.store.party()[0];
    if (next) this.store.select(next);
    else this.store.changed("party");
  }

  /**
   * Adds imported sheets. A sheet whose id is taken (in the party, or earlier in the file) is put
   * in only as the GM answers the import dialog: replaced, added as a copy, or skipped.
   */
  async importText(text: string): Promise<void> {
    const { sheets, refused } = importSheets(text);
    const items = planImport(this.store, sheets);
    let actions: ImportAction[] | undefined;
    if (items.some((i) => i.clash)) {
      const answer = await this.dialog.ask(items);
      if (!answer) {
        this.note.textContent = `Not imported: nothing was changed${refused.length ? "; refused " + refused.join("; ") : ""}.`;
        return;
      }
      actions = answer;
    }
    const r = applyImport(this.store, items, actions);
    const first = r.first && r.first.system === this.store.data.system ? r.first : null;
    if (first) this.store.select(first);
    else this.store.changed("party");
    const parts = [`${r.added} added`, `${r.replaced} replaced`];
    if (r.copies.length) parts.push(`${r.copies.length} added as a copy (${r.copies.join(", ")})`);
    if (r.skipped) parts.push(`${r.skipped} skipped`);
    this.note.textContent = `Imported: ${parts.join(", ")}${refused.length ? "; refused " + refused.join("; ") : ""}.`;
  }

  private async importFile(): Promise<void> {
    const f = await pickFile(".json,application/json");
    if (f && "refused" in f) this.note.textContent = `Not imported: ${f.name}: ${f.refused}.`;
    else if (f) await this.importText(f.text);
  }

  private exportParty(): void {
    const system = this.store.data.system;
    download(`${system}-party.json`, JSON.stringify(this.store.party(system), null, 2) + "\n");
  }
}
