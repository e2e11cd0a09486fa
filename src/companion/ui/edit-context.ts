/** What every part of the sheet editor shares: the sheet, its module and pack, and how to report edits. */
import type { RulesModule, SheetBase } from "../../engine/rules/types";
import { el, uid } from "../dom";
import { readJsonText } from "../model/json-text";
import { getPath, readNumber, setPath } from "../model/sheets";
import type { ProblemBoard } from "./problems";

export interface EditContext {
  sheet: SheetBase;
  module: RulesModule;
  /** the tables in force for the system */
  pack: unknown;
  problems: ProblemBoard;
  /** after an edit: `redraw` when the editor's shape changed (an entry added or removed) */
  commit(redraw: boolean): void;
}

type Obj = { [k: string]: unknown };

export function setValue(ctx: EditContext, path: string, value: unknown): void {
  setPath(ctx.sheet as unknown as Obj, path, value);
}

export function valueAt(ctx: EditContext, path: string): unknown {
  return getPath(ctx.sheet, path);
}

function shown(v: unknown): string {
  return v === undefined || v === null ? "" : typeof v === "string" ? v : String(v);
}

/** A labelled text box for a whole number; what is typed goes to the validator as it is. */
export function numberInput(ctx: EditContext, path: string, label: string, hint = ""): HTMLElement {
  const id = uid("f");
  const input = ctx.problems.bind(
    path,
    el("input", {
      id,
      type: "text",
      inputmode: "numeric",
      class: "num",
      "data-path": path,
      value: shown(valueAt(ctx, path)),
      oninput: (e: Event) => {
        setValue(ctx, path, readNumber((e.target as HTMLInputElement).value));
        ctx.commit(false);
      },
    }),
  );
  return el("div", { class: "field" }, el("label", { for: id }, label, hint ? el("small", {}, " " + hint) : null), input, ctx.problems.slot(path));
}

/** A labelled text box (a textarea for long text). */
export function textInput(ctx: EditContext, path: string, label: string, long = false): HTMLElement {
  const id = uid("f");
  const attrs = {
    id,
    "data-path": path,
    value: shown(valueAt(ctx, path)),
    oninput: (e: Event) => {
      setValue(ctx, path, (e.target as HTMLInputElement).value);
      ctx.commit(false);
    },
  };
  const input = ctx.problems.bind(path, long ? el("textarea", { ...attrs, rows: 3 }) : el("input", { ...attrs, type: "text" }));
  return el("div", { class: long ? "field long" : "field" }, el("label", { for: id }, label), input, ctx.problems.slot(path));
}

/** Any JSON value as text: for fields no editor knows; text that is not JSON is a problem of its own. */
export function jsonInput(ctx: EditContext, path: string, label: string): HTMLElement {
  const id = uid("f");
  const v = valueAt(ctx, path);
  const input = ctx.problems.bind(
    path,
    el("textarea", {
      id,
      class: "json",
      rows: 2,
      "data-path": path,
      value: v === undefined ? "" : JSON.stringify(v),
      oninput: (e: Event) => {
        const t = (e.target as HTMLTextAreaElement).value.trim();
        if (t === "") {
          setValue(ctx, path, undefined);
          ctx.problems.setLocal(path, null);
        } else {
          const read = readJsonText(t);
          if (read.ok) setValue(ctx, path, read.value);
          ctx.problems.setLocal(path, read.ok ? null : read.error);
        }
        ctx.commit(false);
      },
    }),
  );
  return el("div", { class: "field long" }, el("label", { for: id }, label, el("small", {}, " (JSON)")), input, ctx.problems.slot(path));
}

export function smallButton(label: string, title: string, onclick: () => void): HTMLButtonElement {
  return el("button", { type: "button", class: "small", title, "aria-label": title, onclick }, label);
}
