/**
 * An emulated board on the page: its glass on a canvas (at the board's own resolution, scaled
 * up without smoothing), buttons for up/down/select/back and the board's own inputs, the
 * keyboard (arrows, Enter, Backspace) when the glass has focus, the text on the glass for
 * screen readers and tests, and what the app prints.
 */
import type { BoardProfile } from "../../boards/profile";
import { describeError } from "../../emulator/realm";
import { PageDevice } from "../device/page-device";
import { appCode, systemFilesOf } from "../device/bundles";
import { el, fill } from "../dom";

const KEYS: { [key: string]: string } = {
  ArrowUp: "up",
  ArrowDown: "down",
  Enter: "select",
  ArrowRight: "select",
  " ": "select",
  Backspace: "back",
  Escape: "back",
  ArrowLeft: "back",
};

/** Board inputs beyond the four keys, as buttons: BTN1.., and the Bangle.js 2's gestures. */
function rawInputs(b: BoardProfile): string[] {
  const out = b.buttons.slice();
  if (b.touch === "full") out.push("drag-up", "drag-down", "tap");
  return out;
}

export class DeviceWidget {
  readonly root: HTMLElement;
  device: PageDevice | null = null;
  private readonly canvas: HTMLCanvasElement;
  private readonly textOut: HTMLElement;
  private readonly printed: HTMLElement;
  private readonly status: HTMLElement;
  private readonly raw: HTMLElement;
  private readonly frames: HTMLElement;

  /** `name` prefixes the element ids ("preview", "simulated"). */
  constructor(readonly name: string) {
    this.canvas = el("canvas", { class: "glass", tabindex: 0, id: `${name}-glass`, "aria-describedby": `${name}-text` });
    this.canvas.addEventListener("keydown", (e) => {
      const k = KEYS[e.key];
      if (!k || !this.device) return;
      e.preventDefault();
      this.press(k);
    });
    this.textOut = el("pre", { class: "screen-text", id: `${name}-text`, "aria-live": "polite", "aria-label": "Text on the screen" });
    this.printed = el("pre", { class: "printed", id: `${name}-printed` });
    this.status = el("p", { class: "device-status", id: `${name}-status`, role: "status" });
    this.raw = el("div", { class: "raw-inputs" });
    this.frames = el("div", { class: "frames", "aria-hidden": "true" });
    const key = (label: string, k: string, hint: string) =>
      el("button", { type: "button", class: "key", id: `${name}-key-${k}`, title: hint, onclick: () => this.press(k) }, label);
    this.root = el(
      "div",
      { class: "device-widget" },
      el("div", { class: "bezel" }, this.canvas),
      el(
        "div",
        { class: "keys", role: "group", "aria-label": "Device buttons" },
        key("▲ Up", "up", "Up (arrow up)"),
        key("▼ Down", "down", "Down (arrow down)"),
        key("● Select", "select", "Select (Enter)"),
        key("◀ Back", "back", "Back (Backspace)"),
      ),
      this.raw,
      this.status,
      el("details", { class: "screen-details" }, el("summary", {}, "Text on the screen"), this.textOut),
      el("details", { class: "printed-details" }, el("summary", {}, "What the app printed"), this.printed),
      this.frames,
    );
  }

  /** Powers on a new device (a fresh Storage with `files`), replacing the one shown. */
  async load(board: BoardProfile, files: { name: string; text: string }[]): Promise<void> {
    this.device?.dispose();
    this.device = null;
    fill(this.printed);
    fill(this.raw, ...rawInputs(board).map((i) => el("button", { type: "button", class: "raw", onclick: () => this.press(i) }, i)));
    this.canvas.style.setProperty("--w", String(board.screen.width));
    this.canvas.style.setProperty("--h", String(board.screen.height));
    this.canvas.setAttribute("aria-label", `${board.name} screen, ${board.screen.width} by ${board.screen.height}`);
    this.status.textContent = `Starting ${board.name}...`;
    try {
      const code = await appCode(board.id);
      const appFiles = await systemFilesOf(board.id);
      this.device = new PageDevice({
        board,
        appCode: code,
        appFiles,
        files,
        canvas: this.canvas,
        host: this.frames,
        onScreen: (t) => {
          this.textOut.textContent = t.join("\n");
        },
        onPrint: (line) => {
          this.printed.textContent = (this.printed.textContent + line + "\n").split("\n").slice(-40).join("\n");
        },
      });
      this.device.start();
      this.status.textContent = `${board.name}, ${board.screen.width}x${board.screen.height}: ${board.input.up}/${board.input.down} move, ${board.input.select} selects, ${board.input.back} goes back.`;
    } catch (e) {
      this.status.textContent = `The ${board.name} could not start: ${describeError(e).replace(/^\w*Error: /, "")}`;
    }
  }

  press(key: string): void {
    if (!this.device) return;
    this.device.press(key);
  }

  restart(): void {
    this.device?.restart();
  }
}
