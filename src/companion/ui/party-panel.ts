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

  /** Adds imported sheets; a sheet with the id of one already there replaces it. */
  importText(text: string): void {
    const { sheets, refused } = importSheets(text);
    let added = 0;
    let replaced = 0;
    for (const s of sheets) {
      const at = this.store.data.sheets.findIndex((o) => o.system === s.system && o.id === s.id);
      if (at >= 0) {
        this.store.data.sheets[at] = s;
        replaced++;
      } else {
        this.store.data.sheets.push(s);
        added++;
      }
    }
    const first = sheets.find((s) => s.system === this.store.data.system);
    if (first) this.store.select(first);
    else this.store.changed("party");
    this.note.textContent = `Imported: ${added} added, ${replaced} replaced${refused.length ? "; refused " + refused.join("; ") : ""}.`;
  }

  private async importFile(): Promise<void> {
    const f = await pickFile(".json,application/json");
    if (f && "refused" in f) this.note.textContent = `Not imported: ${f.name}: ${f.refused}.`;
    else if (f) this.importText(f.text);
  }

  private exportParty(): void {
    const system = this.store.data.system;
    download(`${system}-party.json`, JSON.stringify(this.store.party(system), null, 2) + "\n");
  }
}
