/**
 * The question an import asks when a sheet's id is already in the party (or twice in the file):
 * replace the sheet there, add the imported one as a copy with a new id, or skip it. Each
 * sheet says whether it passes its rules, so a valid sheet is never replaced by one with
 * problems without the GM seeing it; the copy is chosen first.
 */
import { el, fill } from "../dom";
import type { ImportAction, ImportItem } from "../model/import-plan";
import { moduleOf } from "../model/sheets";

function health(n: number): string {
  return n === 0 ? "passes its rules" : `has ${n} problem${n === 1 ? "" : "s"}`;
}

export class ImportDialog {
  readonly root: HTMLDialogElement;
  private readonly body: HTMLElement;
  private items: ImportItem[] = [];
  private done: (actions: ImportAction[] | null) => void = () => undefined;

  constructor() {
    this.body = el("div", { class: "import-items" });
    this.root = el(
      "dialog",
      { id: "import-dialog", "aria-labelledby": "import-heading" },
      el("h2", { id: "import-heading" }, "Import: ids already in the party"),
      this.body,
      el(
        "div",
        { class: "buttons" },
        el("button", { type: "button", id: "import-confirm", class: "primary", onclick: () => this.close(this.chosen()) }, "Import"),
        el("button", { type: "button", id: "import-cancel", onclick: () => this.close(null) }, "Cancel (import nothing)"),
      ),
    );
    // Escape closes the dialog: nothing imported
    this.root.addEventListener("cancel", () => this.close(null));
  }

  /** Asks about the items that clash; resolves to each item's action, or null when cancelled. */
  ask(items: ImportItem[]): Promise<ImportAction[] | null> {
    this.items = items;
    fill(
      this.body,
      el("p", {}, `${items.length} sheet${items.length === 1 ? "" : "s"} in the file. For each id already taken, choose:`),
      items.map((item, i) => this.row(item, i)),
    );
    if (!this.root.open) this.root.showModal();
    return new Promise((resolve) => (this.done = resolve));
  }

  private row(item: ImportItem, i: number): HTMLElement {
    const s = item.sheet;
    const title = `${s.name || "(no name)"} (${s.id}, ${moduleOf(s.system).name}): the imported sheet ${health(item.problems)}`;
    if (!item.clash) return el("div", { class: "import-item", "data-index": String(i) }, el("p", {}, title + ": added"));
    const other = item.clashInFile ? `an earlier sheet in this file, ${item.clash.name}` : `${item.clash.name} in the party`;
    const worse = item.problems > 0 && item.clashProblems === 0;
    const radio = (action: ImportAction, label: string) =>
      el("label", {}, el("input", { type: "radio", name: `import-${i}`, value: action, checked: action === item.action }), " " + label);
    return el(
      "fieldset",
      { class: "import-item clash", "data-index": String(i), "data-id": s.id },
      el("legend", {}, title),
      el("p", { class: worse ? "problem" : "note" }, `Its id is taken by ${other}, which ${health(item.clashProblems)}.`),
      el(
        "div",
        { class: "choices" },
        radio("copy", "Add it as a copy with a new id"),
        radio("replace", worse ? `Replace ${item.clash.name} (a valid sheet) with it (it has problems)` : `Replace ${item.clash.name} with it`),
        radio("skip", "Skip it"),
      ),
    );
  }

  private chosen(): ImportAction[] {
    return this.items.map((item, i) => {
      const r = this.body.querySelector<HTMLInputElement>(`input[name="import-${i}"]:checked`);
      return r ? (r.value as ImportAction) : item.action;
    });
  }

  private close(actions: ImportAction[] | null): void {
    if (this.root.open) this.root.close();
    const done = this.done;
    this.done = () => undefined;
    done(actions);
  }
}
