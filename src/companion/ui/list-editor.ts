/**
 * A sheet's list field for systems without an editor of their own: a list of text as one box
 * per entry, a list of objects as a table (a column per key, numbers and text as typed,
 * yes/no as a box, anything deeper as JSON), and the whole list as JSON for what neither fits.
 */
import { el } from "../dom";
import { readNumber } from "../model/sheets";
import type { EditContext } from "./edit-context";
import { jsonInput, setValue, smallButton, valueAt } from "./edit-context";

type Obj = { [k: string]: unknown };

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** An empty value of the same kind, for a new row. */
function blankLike(v: unknown): unknown {
  if (typeof v === "number") return 0;
  if (typeof v === "boolean") return false;
  if (Array.isArray(v)) return [];
  if (isObj(v)) return {};
  return "";
}

function columns(items: Obj[]): string[] {
  const out: string[] = [];
  for (const it of items) for (const k of Object.keys(it)) if (out.indexOf(k) < 0) out.push(k);
  return out;
}

function cell(ctx: EditContext, path: string, sample: unknown, label: string): HTMLElement {
  const v = valueAt(ctx, path);
  const kind = typeof (v === undefined ? sample : v);
  let input: HTMLElement;
  if (kind === "boolean") {
    input = el("input", {
      type: "checkbox",
      "data-path": path,
      "aria-label": label,
      checked: v === true,
      onchange: (e: Event) => {
        setValue(ctx, path, (e.target as HTMLInputElement).checked);
        ctx.commit(false);
      },
    });
  } else if (kind === "object") {
    return el("td", {}, jsonInput(ctx, path, label));
  } else {
    input = el("input", {
      type: "text",
      class: kind === "number" ? "num" : "",
      inputmode: kind === "number" ? "numeric" : undefined,
      "data-path": path,
      "aria-label": label,
      value: v === undefined ? "" : String(v),
      oninput: (e: Event) => {
        const t = (e.target as HTMLInputElement).value;
        setValue(ctx, path, kind === "number" ? readNumber(t) : t);
        ctx.commit(false);
      },
    });
  }
  return el("td", {}, ctx.problems.bind(path, input), ctx.problems.slot(path));
}

export function listEditor(ctx: EditContext, path: string, label: string): HTMLElement {
  const v = valueAt(ctx, path);
  const box = el("fieldset", { class: "list", "data-path": path }, el("legend", {}, label));
  if (!Array.isArray(v)) {
    box.appendChild(jsonInput(ctx, path, label));
    return box;
  }
  const remove = (i: number) =>
    smallButton("✕", `Remove ${label} entry ${i + 1}`, () => {
      v.splice(i, 1);
      ctx.commit(true);
    });
  const allText = v.every((x) => typeof x === "string");
  const allObj = v.length > 0 && v.every(isObj);
  if (allText) {
    v.forEach((_, i) => {
      const p = path + "." + i;
      box.appendChild(
        el(
          "div",
          { class: "row" },
          ctx.problems.bind(
            p,
            el("input", {
              type: "text",
              "data-path": p,
              "aria-label": `${label} ${i + 1}`,
              value: v[i] as string,
              oninput: (e: Event) => {
                v[i] = (e.target as HTMLInputElement).value;
                ctx.commit(false);
              },
            }),
          ),
          remove(i),
          ctx.problems.slot(p),
        ),
      );
    });
    box.appendChild(
      smallButton("+ Add", `Add to ${label}`, () => {
        v.push("");
        ctx.commit(true);
      }),
    );
  } else if (allObj) {
    const items = v as Obj[];
    const cols = columns(items);
    const table = el(
      "table",
      { class: "rows" },
      el("thead", {}, el("tr", {}, cols.map((c) => el("th", { scope: "col" }, c)), el("th", {}))),
      el(
        "tbody",
        {},
        items.map((_, i) =>
          el(
            "tr",
            {},
            cols.map((c) => cell(ctx, `${path}.${i}.${c}`, items.find((it) => it[c] !== undefined)?.[c], `${label} ${i + 1} ${c}`)),
            el("td", {}, remove(i), ctx.problems.slot(`${path}.${i}`)),
          ),
        ),
      ),
    );
    box.appendChild(table);
    box.appendChild(
      smallButton("+ Add", `Add a row to ${label}`, () => {
        const last = items[items.length - 1];
        const row: Obj = {};
        for (const c of cols) row[c] = blankLike(last[c]);
        v.push(row);
        ctx.commit(true);
      }),
    );
  } else {
    if (v.length === 0) {
      box.appendChild(el("p", { class: "empty" }, "None."));
      box.appendChild(
        smallButton("+ Add text", `Add a text entry to ${label}`, () => {
          v.push("");
          ctx.commit(true);
        }),
      );
    }
    box.appendChild(jsonInput(ctx, path, label + " as JSON"));
  }
  box.appendChild(ctx.problems.slot(path));
  return box;
}
