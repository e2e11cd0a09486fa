/**
 * The character sheet editor: every field of the active system's sheet from its module's
 * FieldSpec list (grouped as the module groups them), S-Ifni's own editors for skills,
 * specialties, armor, weapons and wounds, JSON boxes for anything else, and the engine's
 * validator run on every keystroke with each problem shown by the field it names.
 */
import type { FieldSpec, Problem, SheetBase } from "../../engine/rules/types";
import { el, fill } from "../dom";
import { moduleOf, packInForce, sheetProblems, validParty } from "../model/sheets";
import type { Store } from "../model/state";
import type { EditContext } from "./edit-context";
import { jsonInput, numberInput, textInput } from "./edit-context";
import { listEditor } from "./list-editor";
import { ProblemBoard } from "./problems";
import { SIFNI_OWN, sifniParts } from "./sifni-editor";

const ENVELOPE = ["system", "id", "name"];

function rangeHint(f: FieldSpec): string {
  if (f.kind !== "int") return f.maxLength !== undefined ? `(at most ${f.maxLength} characters)` : "";
  if (f.min !== undefined && f.max !== undefined) return `(${f.min} to ${f.max})`;
  if (f.min !== undefined) return `(from ${f.min})`;
  return f.max !== undefined ? `(up to ${f.max})` : "";
}

export class SheetEditor {
  readonly root: HTMLElement;
  private readonly body: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly board = new ProblemBoard();
  private refreshOdds: () => void = () => undefined;
  /** problems of the sheet on show, as last validated */
  problems: Problem[] = [];

  constructor(private readonly store: Store) {
    this.heading = el("h2", { id: "sheet-heading" }, "Character");
    this.body = el("div", { class: "sheet-body" });
    this.root = el("section", { class: "panel sheet-editor", "aria-labelledby": "sheet-heading" }, this.heading, this.board.summary, this.body);
  }

  /** Draws the editor for the selected character. */
  render(): void {
    this.board.reset();
    const sheet = this.store.current();
    const m = moduleOf(this.store.data.system);
    if (!sheet) {
      this.heading.textContent = "Character";
      fill(this.body, el("p", { class: "empty" }, `No ${m.name} characters yet: add one in the party list.`));
      this.refreshOdds = () => undefined;
      this.validate();
      return;
    }
    const ctx: EditContext = {
      sheet,
      module: m,
      pack: packInForce(this.store, m),
      problems: this.board,
      commit: (redraw) => {
        this.store.renamed(sheet);
        if (redraw) this.render();
        else this.validate();
        this.store.changed("sheet");
      },
    };
    const parts: HTMLElement[] = [];
    parts.push(el("fieldset", { class: "group" }, el("legend", {}, "Who"), textInput(ctx, "id", "Id (file name on the device: a-z, 0-9, -)"), textInput(ctx, "name", "Name")));
    const own = m.id === "sifni" ? SIFNI_OWN : [];
    const groups: { name: string; fields: FieldSpec[] }[] = [];
    for (const f of m.fields) {
      if (f.path === "name" || own.indexOf(f.path) >= 0) continue;
      const g = f.group ?? "General";
      let entry = groups.find((x) => x.name === g);
      if (!entry) groups.push((entry = { name: g, fields: [] }));
      entry.fields.push(f);
    }
    for (const g of groups) {
      parts.push(
        el(
          "fieldset",
          { class: "group", "data-group": g.name },
          el("legend", {}, g.name),
          g.fields.map((f) =>
            f.kind === "int"
              ? numberInput(ctx, f.path, f.label, rangeHint(f))
              : f.kind === "text"
                ? textInput(ctx, f.path, f.label + (f.optional ? " (optional)" : ""), (f.maxLength ?? 0) > 40)
                : listEditor(ctx, f.path, f.label),
          ),
        ),
      );
    }
    if (m.id === "sifni") {
      const s = sifniParts(ctx, () => validParty(this.store, m));
      parts.push(...s.parts);
      this.refreshOdds = s.refresh;
    } else this.refreshOdds = () => undefined;
    // fields the module does not list (SIFRP specialties, an S-Ifni condition...): as JSON
    const listed = new Set(m.fields.map((f) => f.path.split(".")[0]).concat(ENVELOPE, own));
    const others = Object.keys(sheet).filter((k) => !listed.has(k));
    if (others.length > 0) parts.push(el("fieldset", { class: "group" }, el("legend", {}, "Other fields"), others.map((k) => jsonInput(ctx, k, k))));
    fill(this.body, ...parts);
    this.validate();
  }

  /** Runs the engine's validator on the sheet and shows what it says. */
  validate(): void {
    const sheet = this.store.current();
    const m = moduleOf(this.store.data.system);
    this.problems = sheet ? sheetProblems(m, sheet, packInForce(this.store, m), this.store.party()) : [];
    const n = this.board.show(this.problems);
    if (sheet) this.heading.textContent = `${sheet.name || "(no name)"}: ${n === 0 ? "no problems" : n === 1 ? "1 problem" : n + " problems"}`;
    this.refreshOdds();
  }

  /** The sheet of a blank character for the active system. */
  static blank(store: Store, id: string): SheetBase {
    return moduleOf(store.data.system).blankSheet(id, "New character");
  }
}
