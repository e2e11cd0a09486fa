/**
 * Where a sheet's problems are shown: next to the field a Problem's path names (or the nearest
 * enclosing one: "skills.2.specialties.0.level" falls back to "skills.2.specialties.0", ...),
 * with the field marked invalid; problems no field claims go to the summary at the top.
 */
import type { Problem } from "../../engine/rules/types";
import { el, fill } from "../dom";

export class ProblemBoard {
  readonly summary: HTMLElement;
  private slots = new Map<string, HTMLElement>();
  private inputs = new Map<string, HTMLElement[]>();
  /** the page's own problems (text that is not JSON...), by path */
  private local = new Map<string, string>();

  constructor() {
    this.summary = el("ul", { class: "problem-summary", "aria-live": "polite" });
  }

  /** Forgets every slot (the editor is being drawn again). */
  reset(): void {
    this.slots.clear();
    this.inputs.clear();
    this.local.clear();
  }

  /** The element that shows the problems of `path`. */
  slot(path: string): HTMLElement {
    const e = el("div", { class: "problems", "data-path": path, role: "alert" });
    this.slots.set(path, e);
    return e;
  }

  /** Marks `input` invalid whenever `path` has a problem. */
  bind(path: string, input: HTMLElement): HTMLElement {
    const list = this.inputs.get(path) ?? [];
    list.push(input);
    this.inputs.set(path, list);
    return input;
  }

  setLocal(path: string, message: string | null): void {
    if (message === null) this.local.delete(path);
    else this.local.set(path, message);
  }

  localProblems(): Problem[] {
    return Array.from(this.local, ([path, message]) => ({ path, message }));
  }

  /** Shows `problems`; returns how many were shown in all. */
  show(problems: Problem[]): number {
    for (const s of this.slots.values()) fill(s);
    for (const list of this.inputs.values()) for (const i of list) i.removeAttribute("aria-invalid");
    fill(this.summary);
    const all = problems.concat(this.localProblems());
    for (const p of all) {
      const line = el("span", { class: "problem" }, (p.path ? p.path + ": " : "") + p.message);
      let path = p.path;
      let slot = this.slots.get(path);
      while (!slot && path.indexOf(".") >= 0) {
        path = path.substring(0, path.lastIndexOf("."));
        slot = this.slots.get(path);
      }
      if (slot) slot.appendChild(line);
      else this.summary.appendChild(el("li", {}, line));
      for (const i of this.inputs.get(p.path) ?? []) i.setAttribute("aria-invalid", "true");
    }
    return all.length;
  }
}
