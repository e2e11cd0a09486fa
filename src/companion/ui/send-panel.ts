/**
 * Send to device, and read from it: everything prepared goes to the board through its staged
 * update, over Web Bluetooth (@espruino-tools/core) or to a simulated device in this page. The
 * GM passcode unlocks a locked console; progress, the device's verdict, or a clear error are
 * shown. A send reads the device's sheets first: one the device changed since this page last
 * sent or read it (a wound applied at the table) is shown field by field and sent only as the GM
 * chooses (sync-review.ts). "Read from device" brings the sheets, the log and the versions home.
 */
import type { SheetBase } from "../../engine/rules/types";
import { crc32 } from "../../engine/pack/crc32";
import { readBack, type ReadBack } from "../../home/readback/read-back";
import { type SheetSync, isConflict } from "../../home/readback/sheet-sync";
import { SYSTEMS } from "../../home/systems";
import { el, fill, uid } from "../dom";
import { appCode, boardById, boards, systemInstallFiles, systemsOnBoard } from "../device/bundles";
import { type Choice, applyChoice, putSheet, syncOf, takeHome } from "../model/home-coming";
import { deviceKey, recordSynced } from "../model/last-synced";
import { customPack, moduleOf, packInForce, sheetProblems } from "../model/sheets";
import type { Store } from "../model/state";
import type { Link } from "../upload/link";
import { planBatches, type SystemUpload } from "../upload/protocol";
import { type DeviceInfo, Session } from "../upload/session";
import { SimulatedLink } from "../upload/simulated";
import { UploadError, uploadOver } from "../upload/uploader";
import { WebBluetoothLink, webBluetoothProblem } from "../upload/web-bluetooth";
import { DeviceWidget } from "./device-widget";
import { ReadbackView } from "./readback-view";
import { SyncReview } from "./sync-review";
import { DUMP_MARK } from "../../home/readback/dump-command";

/** A choice the GM made for a sheet, good while the device's copy is the one it was made on. */
interface Made {
  choice: Choice;
  /** CRC-32 of the device's file when the choice was shown */
  crc: number;
}

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
  private readonly readButton: HTMLButtonElement;
  readonly review = new SyncReview();
  readonly readback: ReadbackView;
  /** choices for sheets in conflict, by device, system and id */
  private made: { [key: string]: Made } = {};
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
    this.readButton = el("button", { type: "button", id: "read-device", onclick: () => void this.read() }, "Read from device");
    this.readback = new ReadbackView((s) => {
      if (s.device?.sheet) {
        putSheet(this.store, s.device.sheet);
        this.store.changed("party");
      }
    });
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
      el("p", { class: "hint" }, "A send reads the device's sheets first: one changed there since this page last sent or read it (a wound applied at the table) is shown, and sent only as you choose."),
      el("div", { class: "buttons" }, this.sendButton, this.readButton, this.progress),
      this.status,
      this.error,
      this.result,
      this.review.root,
      this.readback.root,
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
    this.readButton.disabled = this.busy;
  }

  private link(): Link {
    if (this.transport === "bluetooth") return new WebBluetoothLink();
    return new SimulatedLink(() => {
      const d = this.simulated.device;
      if (!d) throw new Error("the simulated device is not running");
      return d.machine;
    });
  }

  /** Opens the link and its session: unlocked, the device described. */
  private async connect(link: Link): Promise<{ session: Session; info: DeviceInfo }> {
    this.status.textContent = `Connecting (${link.name})...`;
    await link.open();
    const session = new Session(link, { onLine: (line) => this.transcribe(line) });
    this.status.textContent = "Opening the device's console";
    await session.unlock(this.passcode.value);
    this.status.textContent = "Asking the device what it is";
    return { session, info: await session.info() };
  }

  /** The read-back's lines are base64: the transcript says how many instead of showing them. */
  private transcribe(line: string): void {
    if (line.indexOf(DUMP_MARK) >= 0) {
      if (line.indexOf(DUMP_MARK + '{"end":') >= 0) this.transcript.textContent += "(the device listed its files)\n";
      return;
    }
    this.transcript.textContent += line + "\n";
  }

  /** The device's files, read back (sheets only for a send). */
  private async readOver(session: Session, info: DeviceInfo, log: boolean): Promise<{ rb: ReadBack; key: string }> {
    this.status.textContent = log ? "Reading the device's sheets and log" : "Reading the device's sheets first";
    const appFile = boardById(info.board.toLowerCase())?.storage.appFile ?? "sifni.app.js";
    const dump = await session.readBack({ log, appFile });
    // a file lost or damaged on the way would read as a sheet the device lacks: nothing is taken from such a read
    if (!dump.complete || dump.problems.length > 0) {
      throw new UploadError(`The device's files did not arrive whole (${dump.problems.join("; ")}): nothing was changed; try again.`);
    }
    const rb = readBack(dump, appFile);
    return { rb, key: deviceKey(rb.board, rb.serial) };
  }

  private begin(): Link {
    this.busy = true;
    this.render();
    fill(this.error);
    fill(this.result);
    this.transcript.textContent = "";
    this.progress.value = 0;
    return this.link();
  }

  private async end(link: Link): Promise<void> {
    await link.close();
    this.busy = false;
    this.render();
  }

  private fail(e: unknown, what: string): void {
    const message = e instanceof UploadError ? e.message : `${what} stopped: ${String((e as Error).message || e)}. The device keeps its previous rules and sheets.`;
    this.error.textContent = message;
    this.status.textContent = what === "The upload" ? "Not sent." : "Not read.";
  }

  /** Whether the app on the device is this page's build for its board (null: none to compare). */
  private async sameApp(rb: ReadBack): Promise<boolean | null> {
    const b = boardById(rb.board.toLowerCase());
    if (!b || !rb.app || rb.app.crc < 0) return null;
    try {
      return crc32(await appCode(b.id)) >>> 0 === rb.app.crc;
    } catch {
      return null;
    }
  }

  /** Read from device: the sheets come home (those only the device changed at once), the log and the versions are shown. */
  async read(): Promise<void> {
    if (this.busy) return;
    const link = this.begin();
    this.review.clear();
    try {
      const { session, info } = await this.connect(link);
      const { rb, key } = await this.readOver(session, info, true);
      const home = takeHome(this.store, key, rb.sheets);
      this.readback.show(rb, home, await this.sameApp(rb));
      this.store.changed("party");
      this.progress.value = 1;
      this.status.textContent = `Read from the ${rb.board}: ${rb.sheets.length} sheet${rb.sheets.length === 1 ? "" : "s"}, ${rb.log.length} log entr${rb.log.length === 1 ? "y" : "ies"}.`;
      if (home.conflicts.length > 0) {
        this.review.show(home.conflicts, "read", () => null, (choices) => {
          home.conflicts.forEach((s, i) => applyChoice(this.store, key, s, choices[i]));
          this.review.clear();
          this.status.textContent = "Your choices were taken into the page.";
          this.store.changed("party");
        });
      }
    } catch (e) {
      this.fail(e, "The read");
    } finally {
      await this.end(link);
    }
  }

  private madeKey(device: string, s: SheetSync): string {
    return device + "|" + s.system + "|" + s.id;
  }

  /** The choice made for a conflict, while the device's copy is still the one it was made on. */
  private madeFor(device: string, s: SheetSync): Choice | null {
    const m = this.made[this.madeKey(device, s)];
    return m && s.device && m.crc === crc32(s.device.text) >>> 0 ? m.choice : null;
  }

  async send(): Promise<void> {
    if (this.plan().blockers.length > 0 || this.busy) return;
    const link = this.begin();
    try {
      const { session, info } = await this.connect(link);
      const { rb, key } = await this.readOver(session, info, false);
      // every sheet to send, against the device's and the copy last sent or read
      const conflicts: SheetSync[] = [];
      for (const d of rb.sheets) {
        const s = syncOf(this.store, key, d);
        if (isConflict(s)) conflicts.push(s);
      }
      const open = conflicts.filter((s) => this.madeFor(key, s) === null);
      if (open.length > 0) {
        this.review.show(conflicts, "send", (s) => this.madeFor(key, s), (choices) => {
          conflicts.forEach((s, i) => (this.made[this.madeKey(key, s)] = { choice: choices[i], crc: s.device ? crc32(s.device.text) >>> 0 : -1 }));
          void this.send();
        });
        this.status.textContent = "Not sent: choose what to do with the sheets the device changed.";
        return;
      }
      // the choices applied to the page: it then holds what goes to the device
      const kept: SheetSync[] = [];
      for (const s of conflicts) {
        const c = this.madeFor(key, s) as Choice;
        applyChoice(this.store, key, s, c);
        if (c === "device") kept.push(s);
      }
      this.review.clear();
      this.store.changed("party");
      const p = this.plan();
      if (p.blockers.length > 0) throw new UploadError("Not sent: " + p.blockers.join("; "));
      // a sheet whose device copy is kept is not sent again
      const uploads = p.uploads.map((u) => ({ ...u, sheets: u.sheets.filter((x) => !kept.some((k) => k.system === x.system && k.id === x.id)) }));
      const report = await uploadOver(session, info, planBatches(uploads), {
        passcode: this.passcode.value,
        systemsOn: (board) => {
          const b = boardById(board);
          // null: the board carries every system (it switches in Settings)
          return b && b.systems ? systemsOnBoard(b, SYSTEMS.map((m) => m.id)) : null;
        },
        systemFiles: systemInstallFiles,
        onProgress: (pr) => {
          this.status.textContent = pr.message;
          if (pr.total > 0) this.progress.value = pr.sent / pr.total;
        },
      });
      for (let i = 0; i < report.verdicts.length; i++) {
        const system = report.applied[i];
        for (const id of report.verdicts[i].sheets ?? []) {
          const sent = this.store.data.sheets.find((x: SheetBase) => x.system === system && x.id === id);
          if (sent) recordSynced(this.store, key, sent);
        }
      }
      this.made = {};
      this.store.changed("party");
      this.progress.value = 1;
      fill(
        this.result,
        el("p", {}, `Sent to the ${report.info.board} (firmware ${report.info.firmware}).`),
        el(
          "ul",
          {},
          report.verdicts.map((v, i) => {
            const sheets = v.sheets ?? [];
            const pack = (v.system ? "installed as the device's rules system, " : "") + (v.pack ? `rules pack v${v.pack.version}, ` : "");
            return el("li", {}, `${moduleOf(report.applied[i]).name}: ${pack}${sheets.length} sheet${sheets.length === 1 ? "" : "s"} (${sheets.join(", ")})`);
          }),
          kept.map((s) => el("li", { class: "note" }, `Kept on the device: ${s.name} (its copy is now in this page)`)),
          report.skipped.map((s) => el("li", { class: "note" }, "Left out: " + s)),
        ),
      );
    } catch (e) {
      this.fail(e, "The upload");
    } finally {
      await this.end(link);
    }
  }
}
