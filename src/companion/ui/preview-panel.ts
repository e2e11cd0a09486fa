/**
 * The in-page device: the built app for a board, running in the page on the emulator's core,
 * booted with the party and pack being edited laid into its Storage.
 */
import { el, uid } from "../dom";
import { boardById, boards } from "../device/bundles";
import { deviceFiles } from "../model/device-files";
import type { Store } from "../model/state";
import { DeviceWidget } from "./device-widget";

export class PreviewPanel {
  readonly root: HTMLElement;
  readonly widget = new DeviceWidget("preview");
  private readonly boardSelect: HTMLSelectElement;
  private readonly note: HTMLElement;
  private stale = false;

  constructor(private readonly store: Store) {
    const id = uid("board");
    this.boardSelect = el(
      "select",
      { id, onchange: () => void this.load() },
      boards().map((b) => el("option", { value: b.id }, b.name)),
    );
    this.note = el("p", { class: "note", id: "preview-note", role: "status" });
    this.root = el(
      "section",
      { class: "panel preview", "aria-labelledby": "preview-heading" },
      el("h2", { id: "preview-heading" }, "The device, in this page"),
      el(
        "div",
        { class: "buttons" },
        el("label", { for: id }, "Board "),
        this.boardSelect,
        el("button", { type: "button", id: "preview-load", onclick: () => void this.load() }, "Put the party on it"),
        el("button", { type: "button", id: "preview-restart", onclick: () => this.widget.restart() }, "Restart"),
      ),
      this.widget.root,
      this.note,
    );
  }

  /** Boots the chosen board with the party and pack as they are now. */
  async load(): Promise<void> {
    const board = boardById(this.boardSelect.value);
    if (!board) return;
    const laid = deviceFiles(this.store, board);
    this.stale = false;
    await this.widget.load(board, laid.files);
    const sheets = laid.files.filter((f) => f.name.startsWith("sifni.c.")).length;
    this.note.textContent = `${sheets} character${sheets === 1 ? "" : "s"} of ${board.name}'s rules systems on it.` + (laid.notes.length ? " " + laid.notes.join("; ") + "." : "");
  }

  /** The party changed since the device was loaded. */
  markStale(): void {
    if (this.stale || !this.widget.device) return;
    this.stale = true;
    this.note.textContent += " The party has changed since: press \"Put the party on it\" to see the changes.";
  }
}
