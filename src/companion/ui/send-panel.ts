/**
 * Send to device: everything prepared goes to the board through its staged update, over Web
 * Bluetooth (@espruino-tools/core) or to a simulated device in this page. The GM passcode
 * unlocks a locked console; progress, the device's verdict, or a clear error are shown.
 */
import { SYSTEMS } from "../../home/systems";
import { el, fill, uid } from "../dom";
import { boardById, boards, systemsOnBoard } from "../device/bundles";
import { customPack, moduleOf, packInForce, sheetProblems } from "../model/sheets";
import type { Store } from "../model/state";
import type { Link } from "../upload/link";
import { planBatches, type SystemUpload } from "../upload/protocol";
import { SimulatedLink } from "../upload/simulated";
import { UploadError, upload } from "../upload/uploader";
import { WebBluetoothLink, webBluetoothProblem } from "../upload/web-bluetooth";
import { DeviceWidget } from "./device-widget";

export class SendPanel {
  readonly root: HTMLElement;
  readonly simulated = new DeviceWidget("simulated");
  private readonly passcode: HTMLInputElement;
  private readonly progress: HTMLProgressElement;
  private readonly status: HTMLElement;
  private readonly error: HTMLElement;
  private readonly result: HTMLElement;
  private readonly transcript: HTMLElement;
  private readonly summary: HTMLElement;
  private readonly sendButton: HTMLButtonElement;
  private readonly simBox: HTMLElement;
  private readonly simBoard: HTMLSelectElement;
  private transport: "bluetooth" | "simulated";
  private busy = false;

  constructor(private readonly store: Store) {
    const noBt = webBluetoothProblem();
    this.transport = noBt ? "simulated" : "bluetooth";
    const radio = (value: "bluetooth" | "simulated", label: string, disabledWhy: string | null) => {
      const id = uid("tr");
      return el(
        "label",
        { for: id, class: "radio", title: disabledWhy ?? "" },
        el("input", {
          id,
          type: "radio",
          name: "transport",
          value,
          checked: this.transport === value,
          disabled: disabledWhy !== null,
          onchange: () => {
            this.transport = value;
            this.showTransport();
          },
        }),
        " " + label,
        disabledWhy ? el("small", {}, ` (${disabledWhy})`) : null,
      );
    };
    const pid = uid("pass");
    this.passcode = el("input", { id: pid, type: "password", autocomplete: "off", placeholder: "only if the console is locked" });
    this.progress = el("progress", { id: "send-progress", max: 1, value: 0 });
    this.status = el("p", { id: "send-status", role: "status" });
    this.error = el("div", { id: "send-error", class: "error", role: "alert" });
    this.result = el("div", { id: "send-result", class: "result" });
    this.transcript = el("pre", { id: "send-transcript", class: "transcript" });
    this.summary = el("ul", { id: "send-summary", class: "send-summary" });
    this.sendButton = el("button", { type: "button", id: "send", class: "primary", onclick: () => void this.send() }, "Send to device");
    const sid = uid("simboard");
    this.simBoard = el(
      "select",
      { id: sid, onchange: () => void this.bootSimulated() },
      boards().map((b) => el("option", { value: b.id }, b.name)),
    );
    this.simBox = el(
      "div",
      { class: "simulated", id: "simulated-device" },
      el("p", { class: "hint" }, "A board as it comes, with the demo party, standing in for the real one: what is sent lands in its Storage."),
      el(
        "div",
        { class: "buttons" },
        el("label", { for: sid }, "Board "),
        this.simBoard,
        el("button", { type: "button", id: "simulated-restart", onclick: () => this.simulated.restart() }, "Restart"),
        el("button", { type: "button", id: "simulated-new", onclick: () => void this.bootSimulated() }, "New device"),
      ),
      this.simulated.root,
    );
    this.root = el(
      "section",
      { class: "panel send", "aria-labelledby": "send-heading" },
      el("h2", { id: "send-heading" }, "Send to device"),
      el("fieldset", { class: "transport" }, el("legend", {}, "Connection"), radio("bluetooth", "Bluetooth (Bangle.js, Pixl.js)", noBt), radio("simulated", "Simulated device in this page", null)),
      el("div", { class: "field" }, el("label", { for: pid }, "GM passcode"), this.passcode),
      el("h3", {}, "What will be sent"),
      this.summary,
      el("div", { class: "buttons" }, this.sendButton, this.progress),
      this.status,
      this.error,
      this.result,
      el("details", {}, el("summary", {}, "What the device said"), this.transcript),
      this.simBox,
    );
    this.showTransport();
  }

  private showTransport(): void {
    this.simBox.hidden = this.transport !== "simulated";
    if (this.transport === "simulated" && !this.simulated.device) void this.bootSimulated();
  }

  /** A new simulated board with empty Storage (the app installs its demo party). */
  async bootSimulated(): Promise<void> {
    const b = boardById(this.simBoard.value);
    if (b) await this.simulated.load(b, []);
  }

  /** What would be sent, and what stops it. */
  private plan(): { uploads: SystemUpload[]; blockers: string[]; lines: string[] } {
    const uploads: SystemUpload[] = [];
    const blockers: string[] = [];
    const lines: string[] = [];
    for (const m of SYSTEMS) {
      const party = this.store.party(m.id);
      const changed = this.store.data.packs[m.id];
      const pack = customPack(this.store, m);
      if (party.length === 0 && !changed) continue;
      if (changed && !pack) blockers.push(`${m.name}: the rules pack has problems (see Rules pack)`);
      const inForce = packInForce(this.store, m);
      for (const s of party) {
        const n = sheetProblems(m, s, inForce, party).length;
        if (n > 0) blockers.push(`${m.name}: ${s.name || s.id} has ${n} problem${n === 1 ? "" : "s"}`);
      }
      uploads.push({ module: m, sheets: party, pack });
      lines.push(`${m.name}: ${party.length} character${party.length === 1 ? "" : "s"}${pack ? `, rules pack v${pack.version}` : ", the device's own rules"}`);
    }
    return { uploads, blockers, lines };
  }

  render(): void {
    const p = this.plan();
    fill(
      this.summary,
      p.lines.map((l) => el("li", {}, l)),
      p.blockers.map((b) => el("li", { class: "problem" }, "Fix first: " + b)),
    );
    this.sendButton.disabled = this.busy || p.blockers.length > 0 || p.uploads.length === 0;
  }

  private link(): Link {
    if (this.transport === "bluetooth") return new WebBluetoothLink();
    return new SimulatedLink(() => {
      const d = this.simulated.device;
      if (!d) throw new Error("the simulated device is not running");
      return d.machine;
    });
  }

  async send(): Promise<void> {
    const p = this.plan();
    if (p.blockers.length > 0 || this.busy) return;
    this.busy = true;
    this.render();
    fill(this.error);
    fill(this.result);
    this.transcript.textContent = "";
    this.progress.value = 0;
    const link = this.link();
    try {
      this.status.textContent = `Connecting (${link.name})...`;
      await link.open();
      const report = await upload(link, planBatches(p.uploads), {
        passcode: this.passcode.value,
        systemsOn: (board) => {
          const b = boardById(board);
          return b ? systemsOnBoard(b, SYSTEMS.map((m) => m.id)) : null;
        },
        onProgress: (pr) => {
          this.status.textContent = pr.message;
          if (pr.total > 0) this.progress.value = pr.sent / pr.total;
        },
        onLine: (line) => {
          this.transcript.textContent += line + "\n";
        },
      });
      this.progress.value = 1;
      fill(
        this.result,
        el("p", {}, `Sent to the ${report.info.board} (firmware ${report.info.firmware}).`),
        el(
          "ul",
          {},
          report.verdicts.map((v, i) => {
            const sheets = v.sheets ?? [];
            const pack = v.pack ? `rules pack v${v.pack.version}, ` : "";
            return el("li", {}, `${moduleOf(report.applied[i]).name}: ${pack}${sheets.length} sheet${sheets.length === 1 ? "" : "s"} (${sheets.join(", ")})`);
          }),
          report.skipped.map((s) => el("li", { class: "note" }, "Left out: " + s)),
        ),
      );
    } catch (e) {
      const message = e instanceof UploadError ? e.message : `The upload stopped: ${String((e as Error).message || e)}. The device keeps its previous rules and sheets.`;
      this.error.textContent = message;
      this.status.textContent = "Not sent.";
    } finally {
      await link.close();
      this.busy = false;
      this.render();
    }
  }
}
