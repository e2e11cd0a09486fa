/**
 * Try a check on the party being edited, with the engine the device runs: pick a check, fill
 * in its inputs (asked in the device's order, only those that apply), read the exact odds of
 * each outcome, and roll it once here.
 */
import { formatChance } from "../../engine/format/number";
import { sfc32 } from "../../engine/random/sfc32";
import { choicesOf } from "../../engine/rules/inputs";
import type { CheckSpec, InputContext, InputSpec, Inputs, InputValue, RulesModule, SheetBase } from "../../engine/rules/types";
import { el, fill, uid } from "../dom";
import { moduleOf, packInForce, validParty } from "../model/sheets";
import type { Store } from "../model/state";

export class OddsPanel {
  readonly root: HTMLElement;
  private readonly checkSelect: HTMLSelectElement;
  private readonly inputsBox: HTMLElement;
  private readonly oddsOut: HTMLElement;
  private readonly rollOut: HTMLElement;
  private readonly note: HTMLElement;
  private given: Inputs = {};
  private checkId = "";
  private system = "";

  constructor(private readonly store: Store) {
    const checkId = uid("check");
    this.checkSelect = el("select", {
      id: checkId,
      onchange: () => {
        this.checkId = this.checkSelect.value;
        this.given = {};
        this.update();
      },
    });
    this.inputsBox = el("div", { class: "check-inputs" });
    this.oddsOut = el("ul", { class: "odds-lines", id: "odds-lines", "aria-live": "polite" });
    this.rollOut = el("pre", { class: "roll-out", id: "roll-out", "aria-live": "polite" });
    this.note = el("p", { class: "note" });
    this.root = el(
      "section",
      { class: "panel odds", "aria-labelledby": "odds-heading" },
      el("h2", { id: "odds-heading" }, "Try a check"),
      el("div", { class: "field" }, el("label", { for: checkId }, "Check"), this.checkSelect),
      this.inputsBox,
      el("h3", {}, "Odds"),
      this.oddsOut,
      el("button", { type: "button", id: "roll-here", onclick: () => this.roll() }, "Roll it here"),
      this.rollOut,
      this.note,
    );
  }

  /** Redraws after the system, the party or the pack changed. */
  render(): void {
    const m = moduleOf(this.store.data.system);
    if (this.system !== m.id) {
      this.system = m.id;
      this.checkId = m.checks[0]?.id ?? "";
      this.given = {};
      fill(
        this.checkSelect,
        m.checks.map((c) => el("option", { value: c.id }, c.label)),
      );
    }
    this.checkSelect.value = this.checkId;
    this.update();
  }

  private context(m: RulesModule): { check: CheckSpec; party: SheetBase[]; pack: unknown } | null {
    const check = m.checks.find((c) => c.id === this.checkId);
    return check ? { check, party: validParty(this.store, m), pack: packInForce(this.store, m) } : null;
  }

  /** The inputs in order: each applicable one with its choices and value (given, initial, or the first choice). */
  private walk(m: RulesModule): { inputs: Inputs; rows: { spec: InputSpec; value: InputValue | undefined; ctx: InputContext }[] } | null {
    const c = this.context(m);
    if (!c) return null;
    const done: Inputs = {};
    const rows: { spec: InputSpec; value: InputValue | undefined; ctx: InputContext }[] = [];
    for (const spec of c.check.inputs) {
      const ctx: InputContext = { inputs: { ...done }, party: c.party, pack: c.pack };
      if (spec.when && !spec.when(ctx)) continue;
      let v: InputValue | undefined = Object.prototype.hasOwnProperty.call(this.given, spec.id) ? this.given[spec.id] : spec.initial;
      if (v === undefined && (spec.kind === "choice" || spec.kind === "character")) v = choicesOf(spec, ctx)[0]?.id;
      if (v === undefined && spec.kind === "number") v = spec.min ?? 0;
      rows.push({ spec, value: v, ctx });
      if (v !== undefined) done[spec.id] = v;
    }
    return { inputs: done, rows };
  }

  private control(spec: InputSpec, value: InputValue | undefined, ctx: InputContext): HTMLElement {
    const id = uid("in");
    const set = (v: InputValue) => {
      this.given[spec.id] = v;
      this.update();
    };
    let control: HTMLElement;
    if (spec.kind === "flag") {
      control = el("input", { id, "data-input": spec.id, type: "checkbox", checked: value === true, onchange: (e: Event) => set((e.target as HTMLInputElement).checked) });
    } else if (spec.kind === "number") {
      control = el("input", {
        id,
        "data-input": spec.id,
        type: "number",
        min: spec.min,
        max: spec.max,
        step: spec.step ?? 1,
        value: value === undefined ? "" : String(value),
        onchange: (e: Event) => {
          const n = parseInt((e.target as HTMLInputElement).value, 10);
          if (!isNaN(n)) set(n);
        },
      });
    } else if (spec.kind === "choices") {
      const chosen = typeof value === "string" && value !== "" ? value.split(",") : [];
      control = el(
        "div",
        { class: "choices", id, "data-input": spec.id, role: "group" },
        choicesOf(spec, ctx).map((c) => {
          const cid = uid("ch");
          return el(
            "label",
            { for: cid },
            el("input", {
              id: cid,
              type: "checkbox",
              checked: chosen.indexOf(c.id) >= 0,
              onchange: (e: Event) => {
                const on = (e.target as HTMLInputElement).checked;
                const next = chosen.filter((x) => x !== c.id);
                if (on) next.push(c.id);
                set(next.join(","));
              },
            }),
            " " + c.label,
          );
        }),
      );
    } else {
      const choices = choicesOf(spec, ctx);
      const groups: { [g: string]: HTMLElement } = {};
      const select = el("select", { id, "data-input": spec.id, onchange: (e: Event) => set((e.target as HTMLSelectElement).value) });
      for (const c of choices) {
        const opt = el("option", { value: c.id }, c.label);
        if (c.group) {
          if (!groups[c.group]) select.appendChild((groups[c.group] = el("optgroup", { label: c.group })));
          groups[c.group].appendChild(opt);
        } else select.appendChild(opt);
      }
      select.value = value === undefined ? "" : String(value);
      control = select;
    }
    return el("div", { class: "field" }, el("label", { for: id }, spec.label), control);
  }

  private update(): void {
    const m = moduleOf(this.store.data.system);
    const w = this.walk(m);
    const c = this.context(m);
    fill(this.oddsOut);
    if (!w || !c) {
      fill(this.inputsBox);
      return;
    }
    fill(this.inputsBox, w.rows.map((r) => this.control(r.spec, r.value, r.ctx)));
    const left = this.store.party().length - c.party.length;
    this.note.textContent = left > 0 ? `${left} character${left === 1 ? " has" : "s have"} problems and ${left === 1 ? "is" : "are"} left out until fixed.` : "";
    try {
      const odds = m.odds(this.checkId, w.inputs, c.party, c.pack);
      fill(
        this.oddsOut,
        odds.lines.map((l) => el("li", {}, el("span", { class: "odds-label" }, l.label), " ", el("strong", {}, formatChance(l.p)))),
      );
    } catch (e) {
      fill(this.oddsOut, el("li", { class: "problem" }, String((e as Error).message || e)));
    }
  }

  private roll(): void {
    const m = moduleOf(this.store.data.system);
    const w = this.walk(m);
    const c = this.context(m);
    if (!w || !c) return;
    const seed = crypto.getRandomValues(new Uint32Array(2));
    try {
      const o = m.resolve(this.checkId, w.inputs, c.party, c.pack, sfc32(seed[0] + (seed[1] & 0x1fffff) * 4294967296));
      this.rollOut.textContent = [o.table + (o.degree ? " " + o.degree : "")].concat(o.lines).join("\n");
    } catch (e) {
      this.rollOut.textContent = String((e as Error).message || e);
    }
  }
}
