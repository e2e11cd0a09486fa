/**
 * The rules pack of the active system: its tables as editable rows, checked on every change by
 * the validator the device runs (validatePackFile: envelope, length and CRC of the canonical
 * body, then the module's own checks), loaded from and exported to a pack file. A changed pack
 * that passes is what the sheets are checked against, what the odds use and what is sent.
 */
import { makePack, readPackText, validatePackFile } from "../../engine/pack/envelope";
import type { Problem } from "../../engine/rules/types";
import { SYSTEMS } from "../../home/systems";
import { download, el, fill, pickFile, uid } from "../dom";
import { readJsonText } from "../model/json-text";
import { builtInPack, moduleOf, readNumber } from "../model/sheets";
import type { Store } from "../model/state";
import { ProblemBoard } from "./problems";
import { hundredthsProblem, hundredthsText, readHundredths } from "../model/hundredths";

type Obj = { [k: string]: unknown };

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function copy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

export class PackEditor {
  readonly root: HTMLElement;
  private readonly body: HTMLElement;
  private readonly status: HTMLElement;
  private readonly fileNote: HTMLElement;
  private readonly versionInput: HTMLInputElement;
  private readonly board = new ProblemBoard();
  /** the tables being edited and their version, per system (kept while the page is open) */
  private work: { [system: string]: { body: Obj; version: number } } = {};
  /** a problem that stops the tables being sealed at all (a fraction, a non-ASCII letter) */
  private sealProblem: Problem | null = null;

  constructor(private readonly store: Store) {
    this.body = el("div", { class: "pack-body" });
    this.status = el("p", { class: "pack-status", id: "pack-status", role: "status" });
    this.fileNote = el("ul", { class: "problem-summary", id: "pack-file-problems" });
    const vid = uid("ver");
    this.versionInput = el("input", {
      id: vid,
      type: "number",
      min: 1,
      step: 1,
      class: "num",
      onchange: () => {
        const w = this.current();
        const v = parseInt(this.versionInput.value, 10);
        w.version = isNaN(v) ? w.version : v;
        this.commit(false);
      },
    });
    this.root = el(
      "section",
      { class: "panel pack-editor", "aria-labelledby": "pack-heading" },
      el("h2", { id: "pack-heading" }, "Rules pack"),
      this.status,
      el(
        "div",
        { class: "buttons" },
        el("button", { type: "button", id: "load-pack", onclick: () => void this.loadFile() }, "Load pack file..."),
        el("button", { type: "button", id: "export-pack", onclick: () => this.exportPack() }, "Export pack"),
        el("button", { type: "button", id: "reset-pack", onclick: () => this.reset() }, "Built-in tables"),
        el("label", { for: vid }, " Version "),
        this.versionInput,
      ),
      this.fileNote,
      this.board.summary,
      this.body,
    );
  }

  private current(): { body: Obj; version: number } {
    const system = this.store.data.system;
    if (!this.work[system]) {
      const p = this.store.data.packs[system];
      const m = moduleOf(system);
      this.work[system] = p && isObj(p.body) ? { body: copy(p.body), version: p.version } : { body: copy(builtInPack(m)) as Obj, version: 1 };
    }
    return this.work[system];
  }

  /** After an edit: seal and check the tables; keep them unless they cannot be sealed. */
  private commit(redraw: boolean): void {
    const system = this.store.data.system;
    const w = this.current();
    this.sealProblem = null;
    try {
      this.store.data.packs[system] = makePack(system, w.version, copy(w.body));
    } catch (e) {
      this.sealProblem = { path: "", message: String((e as Error).message || e) };
    }
    if (redraw) this.render();
    else this.validate();
    // a value typed: the editor is not drawn again (that would take the focus from the cell being typed in)
    this.store.changed(redraw ? "pack" : "pack-edit");
  }

  render(): void {
    this.board.reset();
    const w = this.current();
    this.versionInput.value = String(w.version);
    const parts: HTMLElement[] = [];
    for (const key of Object.keys(w.body)) parts.push(this.section(w.body, key));
    fill(this.body, ...parts);
    this.validate();
  }

  /** Checks the tables with the device's validator and shows the result. */
  validate(): Problem[] {
    const system = this.store.data.system;
    const m = moduleOf(system);
    const w = this.current();
    let problems: Problem[];
    if (this.sealProblem) problems = [this.sealProblem];
    else {
      try {
        problems = validatePackFile(makePack(system, w.version, w.body), SYSTEMS);
      } catch (e) {
        problems = [{ path: "", message: String((e as Error).message || e) }];
      }
    }
    this.board.show(problems);
    const custom = this.store.data.packs[system];
    this.status.textContent = !custom
      ? `${m.name}: the built-in tables (what the device uses unless you send a pack).`
      : problems.length === 0
        ? `${m.name}: your tables, version ${w.version}: valid; they are used here and sent with the party.`
        : `${m.name}: your tables have ${problems.length} problem${problems.length === 1 ? "" : "s"}: the device would refuse them, so the built-in tables are used and nothing is sent until they are fixed.`;
    return problems;
  }

  private cellInput(row: Obj, col: string, sample: unknown, path: string, label: string): HTMLElement {
    const v = row[col];
    const kind = typeof (v === undefined ? sample : v);
    let input: HTMLElement;
    if (kind === "boolean") {
      input = el("input", {
        type: "checkbox",
        "aria-label": label,
        checked: v === true,
        onchange: (e: Event) => {
          row[col] = (e.target as HTMLInputElement).checked;
          this.commit(false);
        },
      });
    } else if (kind === "object") {
      input = el("input", {
        type: "text",
        class: "json",
        "aria-label": label + " (JSON)",
        value: v === undefined ? "" : JSON.stringify(v),
        oninput: (e: Event) => {
          const read = readJsonText((e.target as HTMLInputElement).value);
          if (read.ok) row[col] = read.value;
          this.board.setLocal(path, read.ok ? null : read.error);
          this.commit(false);
        },
      });
    } else if (this.isTn(col)) {
      // a TN is typed as the GM says it (13, 13.5), kept in hundredths as the pack holds it
      input = el("input", {
        type: "text",
        class: "num",
        inputmode: "decimal",
        "aria-label": label + " (TN)",
        "data-path": path,
        value: hundredthsText(v),
        oninput: (e: Event) => {
          const t = (e.target as HTMLInputElement).value;
          const n = readHundredths(t);
          if (t.trim() === "") delete row[col];
          else if (n !== null) row[col] = n;
          this.board.setLocal(path, t.trim() === "" || n !== null ? null : hundredthsProblem("a TN", t));
          this.commit(false);
        },
      });
    } else {
      input = el("input", {
        type: "text",
        class: kind === "number" ? "num" : "",
        "aria-label": label,
        "data-path": path,
        value: v === undefined ? "" : String(v),
        oninput: (e: Event) => {
          const t = (e.target as HTMLInputElement).value;
          const n = kind === "number" ? readNumber(t) : t;
          if (n === undefined || (t === "" && kind !== "number" && v === undefined)) delete row[col];
          else row[col] = n;
          this.commit(false);
        },
      });
    }
    return el("td", {}, this.board.bind(path, input), this.board.slot(path));
  }

  /** S-Ifni's TN columns (the ladder's steps, a modifier's TN): numbers in hundredths, edited as TNs. */
  private isTn(col: string): boolean {
    return this.store.data.system === "sifni" && col === "tn";
  }

  private section(body: Obj, key: string): HTMLElement {
    const v = body[key];
    const path = "body." + key;
    const box = el("fieldset", { class: "table", "data-table": key }, el("legend", {}, key));
    if (Array.isArray(v) && v.every(isObj)) {
      const rows = v as Obj[];
      const cols: string[] = [];
      for (const r of rows) for (const c of Object.keys(r)) if (cols.indexOf(c) < 0) cols.push(c);
      const sample = (c: string) => rows.find((r) => r[c] !== undefined)?.[c];
      box.appendChild(
        el(
          "div",
          { class: "scroll" },
          el(
            "table",
            { class: "rows" },
            el("thead", {}, el("tr", {}, cols.map((c) => el("th", { scope: "col" }, this.isTn(c) ? "TN" : c)), el("th", {}))),
            el(
              "tbody",
              {},
              rows.map((r, i) =>
                el(
                  "tr",
                  {},
                  cols.map((c) => this.cellInput(r, c, sample(c), `${path}.${i}.${c}`, `${key} row ${i + 1} ${c}`)),
                  el(
                    "td",
                    {},
                    el(
                      "button",
                      {
                        type: "button",
                        class: "small",
                        "aria-label": `Remove ${key} row ${i + 1}`,
                        onclick: () => {
                          rows.splice(i, 1);
                          this.commit(true);
                        },
                      },
                      "✕",
                    ),
                    this.board.slot(`${path}.${i}`),
                  ),
                ),
              ),
            ),
          ),
        ),
      );
      box.appendChild(
        el(
          "button",
          {
            type: "button",
            class: "small",
            onclick: () => {
              const last = rows[rows.length - 1] ?? {};
              const row: Obj = {};
              for (const c of cols) {
                const s = last[c];
                if (s === undefined) continue;
                row[c] = typeof s === "number" ? 0 : typeof s === "boolean" ? false : typeof s === "string" ? "" : copy(s);
              }
              rows.push(row);
              this.commit(true);
            },
          },
          `+ Row in ${key}`,
        ),
      );
    } else {
      const id = uid("pk");
      const input = el("input", {
        id,
        type: "text",
        class: typeof v === "number" ? "num" : "json",
        value: typeof v === "number" || typeof v === "string" ? String(v) : JSON.stringify(v),
        oninput: (e: Event) => {
          const t = (e.target as HTMLInputElement).value;
          if (typeof v === "number") body[key] = readNumber(t);
          else if (typeof v === "string") body[key] = t;
          else {
            const read = readJsonText(t);
            if (read.ok) body[key] = read.value;
            this.board.setLocal(path, read.ok ? null : read.error);
          }
          this.commit(false);
        },
      });
      box.appendChild(el("div", { class: "field" }, el("label", { for: id }, key), this.board.bind(path, input)));
    }
    box.appendChild(this.board.slot(path));
    return box;
  }

  /** Reads a pack file: valid, it becomes this system's pack; damaged, its problems are shown and its tables kept for editing. */
  loadText(name: string, text: string): void {
    fill(this.fileNote);
    const read = readJsonText(text);
    // duplicate or prototype keys, numbers beyond a double: nothing of the file is loaded, not even to edit
    if (!read.ok && !read.syntax) {
      this.fileNote.appendChild(el("li", {}, `${name}: refused, nothing loaded:`));
      this.fileNote.appendChild(el("li", { class: "problem" }, read.error));
      return;
    }
    const { pack, problems } = readPackText(text, SYSTEMS);
    const parsed = read.ok ? read.value : undefined;
    const sys = isObj(parsed) && typeof parsed.system === "string" && SYSTEMS.some((s) => s.id === parsed.system) ? (parsed.system as string) : null;
    const body = isObj(parsed) && isObj(parsed.body) ? parsed.body : null;
    if (problems.length > 0) {
      this.fileNote.appendChild(el("li", {}, `${name}: the device would refuse this file:`));
      for (const p of problems) this.fileNote.appendChild(el("li", { class: "problem" }, (p.path ? p.path + ": " : "") + p.message));
      if (!sys || !body) return;
      this.fileNote.appendChild(el("li", {}, "Its tables are loaded for editing; exporting or sending seals them anew."));
    }
    const system = pack ? pack.system : (sys as string);
    this.work[system] = { body: copy((pack ? pack.body : body) as Obj), version: pack ? pack.version : isObj(parsed) && typeof parsed.version === "number" ? parsed.version : 1 };
    if (this.store.data.system !== system) {
      this.store.data.system = system;
      this.store.changed("system");
    }
    this.commit(true);
  }

  private async loadFile(): Promise<void> {
    const f = await pickFile(".json,application/json");
    if (f && "refused" in f) {
      fill(this.fileNote);
      this.fileNote.appendChild(el("li", { class: "problem" }, `${f.name}: ${f.refused}; nothing loaded`));
    } else if (f) this.loadText(f.name, f.text);
  }

  private exportPack(): void {
    const system = this.store.data.system;
    const w = this.current();
    try {
      download(`${system}-pack-v${w.version}.json`, JSON.stringify(makePack(system, w.version, w.body), null, 2) + "\n");
    } catch (e) {
      this.status.textContent = "Cannot export: " + String((e as Error).message || e);
    }
  }

  private reset(): void {
    const system = this.store.data.system;
    delete this.store.data.packs[system];
    delete this.work[system];
    fill(this.fileNote);
    this.sealProblem = null;
    this.render();
    this.store.changed("pack");
  }
}
