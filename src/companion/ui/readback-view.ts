/**
 * What "Read from device" brought home: the device, its app and rules versions, where each of
 * its sheets stands against the page (taken in, to decide, only on the device...), and the
 * evening's log as a table to read here or download as CSV or JSON.
 */
import type { LogEntry } from "../../home/readback/log-entries";
import { LOG_COLUMNS, logCsv, logJson } from "../../home/readback/log-entries";
import type { ReadBack } from "../../home/readback/read-back";
import type { SheetSync } from "../../home/readback/sheet-sync";
import { download, el, fill } from "../dom";
import type { HomeComing } from "../model/home-coming";
import { moduleOf } from "../model/sheets";

const HEADINGS: { [k in keyof LogEntry]: string } = { time: "Time", who: "Who", check: "Check", result: "Result", outcome: "Outcome" };

export class ReadbackView {
  readonly root: HTMLElement;
  private readonly summary: HTMLElement;
  private readonly sheets: HTMLElement;
  private readonly log: HTMLElement;
  private readonly logButtons: HTMLElement;
  private entries: LogEntry[] = [];

  constructor(private readonly addToParty: (s: SheetSync) => void) {
    this.summary = el("ul", { id: "read-summary", class: "read-summary" });
    this.sheets = el("ul", { id: "read-sheets", class: "read-sheets" });
    this.log = el("div", { id: "device-log", class: "scroll log-box" });
    this.logButtons = el(
      "div",
      { class: "buttons" },
      el("button", { type: "button", id: "log-csv", onclick: () => download("sifni-log.csv", logCsv(this.entries), "text/csv") }, "Download log (CSV)"),
      el("button", { type: "button", id: "log-json", onclick: () => download("sifni-log.json", logJson(this.entries)) }, "Download log (JSON)"),
    );
    this.root = el("div", { class: "readback", id: "read-result", hidden: true }, el("h3", {}, "On the device"), this.summary, this.sheets, el("h3", {}, "The log"), this.log, this.logButtons);
  }

  show(rb: ReadBack, home: HomeComing, sameApp: boolean | null): void {
    const app = rb.app ? `app ${rb.app.version || "(version not found)"}${sameApp === null ? "" : sameApp ? ", this page's build" : ", not this page's build"}` : "no S-Ifni app";
    fill(
      this.summary,
      el("li", {}, `${rb.board}, firmware ${rb.firmware}: ${app}`),
      el("li", {}, "Rules: " + (rb.packs.length > 0 ? rb.packs.map((p) => `${moduleOf(p.system).name} pack v${p.version < 0 ? "?" : p.version}`).join(", ") : "none installed")),
      rb.problems.map((p) => el("li", { class: "problem" }, p)),
    );
    const line = (s: SheetSync, text: string, extra?: HTMLElement): HTMLElement => el("li", { "data-system": s.system, "data-id": s.id }, `${s.name} (${moduleOf(s.system).name}): ${text}`, extra ? [" ", extra] : null);
    fill(
      this.sheets,
      home.taken.map((s) => line(s, `taken into the page (changed on the device: ${s.changes.map((c) => c.path).join(", ")})`)),
      home.conflicts.map((s) => line(s, "differs here and on the device: choose below")),
      home.pending.map((s) => line(s, "changed in this page since last sent: the next send takes it")),
      home.unreadable.map((s) => line(s, `the device's file cannot be read: ${s.device?.problem ?? ""}`)),
      home.deviceOnly.map((s) => line(s, "only on the device", el("button", { type: "button", class: "small", onclick: () => this.addToParty(s) }, "Add to the party"))),
      home.same.length > 0 ? el("li", {}, `The same here and on the device: ${home.same.map((s) => s.name).join(", ")}`) : null,
    );
    this.showLog(rb.log);
    this.root.hidden = false;
  }

  private showLog(entries: LogEntry[]): void {
    this.entries = entries;
    fill(
      this.log,
      entries.length === 0
        ? el("p", { class: "note" }, "No rolls logged on the device.")
        : el(
            "table",
            { class: "rows log" },
            el("thead", {}, el("tr", {}, LOG_COLUMNS.map((c) => el("th", { scope: "col" }, HEADINGS[c])))),
            el(
              "tbody",
              {},
              entries.map((e) => el("tr", {}, LOG_COLUMNS.map((c) => el("td", {}, e[c])))),
            ),
          ),
    );
    this.logButtons.hidden = entries.length === 0;
  }
}
