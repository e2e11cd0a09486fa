/**
 * The sheets a send or a read cannot settle alone: each shown field by field (on the device, in
 * this page, as last sent or read) with the GM's choice: keep the device's, send mine, or merge
 * (the device's changes onto mine). The choice offered first never drops what the device holds.
 */
import { type SheetSync, canMerge, valueText } from "../../home/readback/sheet-sync";
import { el, fill } from "../dom";
import { type Choice, defaultChoice } from "../model/home-coming";
import { hundredthsText } from "../model/hundredths";
import { moduleOf } from "../model/sheets";

function why(s: SheetSync): string {
  if (s.status === "unreadable") return `the device's copy cannot be read (${s.device?.problem ?? "?"})`;
  if (s.status === "unknown") return "differs on the device, and this page has no copy of it as last sent or read (never sent from here, or sent from elsewhere since)";
  if (s.status === "device-changed") return "changed on the device since this page last sent or read it (not here)";
  return "changed on the device since this page last sent or read it, and here too";
}

/** A value as the table shows it; S-Ifni's hundredths (a wound's DR, a TN) as the editor shows them (11.97). */
function shown(s: SheetSync, path: string, v: unknown): string {
  return s.system === "sifni" && /\.(dr|tn)$/.test(path) && typeof v === "number" ? hundredthsText(v) : valueText(v);
}

const LABELS: { [c in Choice]: (mode: "send" | "read") => string } = {
  device: () => "Keep the device's",
  mine: (mode) => (mode === "send" ? "Send mine" : "Keep mine (sent next time)"),
  merge: () => "Merge: the device's changes onto mine",
};

export class SyncReview {
  readonly root: HTMLElement;
  private readonly list: HTMLElement;
  private readonly button: HTMLButtonElement;
  private items: SheetSync[] = [];
  private onApply: (choices: Choice[]) => void = () => undefined;

  constructor() {
    this.list = el("div", { class: "review-list" });
    this.button = el("button", { type: "button", id: "sync-apply", class: "primary", onclick: () => this.onApply(this.chosen()) }, "");
    this.root = el("div", { class: "sync-review", id: "sync-review", role: "region", "aria-label": "Sheets to decide", hidden: true }, this.list, el("div", { class: "buttons" }, this.button));
  }

  /** Shows the sheets to decide; `apply` gets each one's choice, in order. */
  show(items: SheetSync[], mode: "send" | "read", previous: (s: SheetSync) => Choice | null, apply: (choices: Choice[]) => void): void {
    this.items = items;
    this.onApply = apply;
    this.button.textContent = mode === "send" ? "Send with these choices" : "Take these choices";
    fill(
      this.list,
      el("p", {}, mode === "send" ? "Nothing was sent: the device holds changes this page has not seen. Choose for each sheet, then send:" : "These sheets differ on the device and here. Choose for each:"),
      items.map((s, i) => this.item(s, i, mode, previous(s) ?? defaultChoice(s))),
    );
    this.root.hidden = false;
  }

  clear(): void {
    this.items = [];
    fill(this.list);
    this.root.hidden = true;
  }

  private item(s: SheetSync, i: number, mode: "send" | "read", chosen: Choice): HTMLElement {
    const choices: Choice[] = s.status === "unreadable" ? ["device", "mine"] : canMerge(s) ? ["merge", "device", "mine"] : ["device", "mine"];
    const name = `sync-choice-${i}`;
    return el(
      "fieldset",
      { class: "conflict", "data-system": s.system, "data-id": s.id },
      el("legend", {}, `${s.name} (${moduleOf(s.system).name}): ${why(s)}`),
      s.changes.length > 0
        ? el(
            "div",
            { class: "scroll" },
            el(
              "table",
              { class: "changes" },
              el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "Field"), el("th", { scope: "col" }, "On the device"), el("th", { scope: "col" }, "In this page"), el("th", { scope: "col" }, "Last sent or read"))),
              el(
                "tbody",
                {},
                s.changes.map((c) =>
                  el(
                    "tr",
                    { "data-path": c.path, class: c.known ? (c.byDevice && c.byMe ? "both" : c.byDevice ? "by-device" : "by-me") : "" },
                    el("td", {}, c.path),
                    el("td", {}, shown(s, c.path, c.device)),
                    el("td", {}, shown(s, c.path, c.mine)),
                    el("td", {}, c.known ? shown(s, c.path, c.base) : "(none)"),
                  ),
                ),
              ),
            ),
          )
        : null,
      el(
        "div",
        { class: "choices", role: "radiogroup", "aria-label": `What to do with ${s.name}` },
        choices.map((c) =>
          el("label", {}, el("input", { type: "radio", name, value: c, checked: c === chosen || (chosen === "merge" && choices.indexOf("merge") < 0 && c === "device") }), " " + LABELS[c](mode)),
        ),
      ),
    );
  }

  private chosen(): Choice[] {
    return this.items.map((s, i) => {
      const r = this.list.querySelector<HTMLInputElement>(`input[name="sync-choice-${i}"]:checked`);
      return r ? (r.value as Choice) : defaultChoice(s);
    });
  }
}
