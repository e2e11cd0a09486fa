/**
 * An emulated board in the page: the emulator's core (src/emulator/machine.ts) with Storage in
 * memory and the app in an iframe realm, drawn on a canvas at the board's resolution, with time
 * following the clock on the wall. Files can be laid into its Storage before it powers on (the
 * party and pack being edited), as if they had been uploaded.
 */
import type { BoardProfile } from "../../boards/profile";
import { textBytes } from "../../emulator/bytes";
import { FlashStore } from "../../emulator/flash-store";
import { EmulatedMachine } from "../../emulator/machine";
import { FrameRealm } from "./frame-realm";

/** How often the page lets virtual time catch up and redraws, ms. */
const TICK_MS = 40;

export interface PageDeviceOptions {
  board: BoardProfile;
  appCode: string;
  /** the files installed with the app (its rules systems) */
  appFiles?: { name: string; code: string }[];
  /** files in Storage before power-on */
  files?: { name: string; text: string }[];
  canvas: HTMLCanvasElement;
  /** hidden frames for the app's realm live here */
  host: HTMLElement;
  /** told when the glass shows something new (with the text on it) */
  onScreen?: (text: string[]) => void;
  onPrint?: (line: string) => void;
}

export class PageDevice {
  readonly machine: EmulatedMachine;
  private realm: FrameRealm | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private startReal = 0;
  private startVirtual = 0;
  private lastHash = -1;
  private readonly image: ImageData;
  private readonly ctx: CanvasRenderingContext2D;

  constructor(private readonly o: PageDeviceOptions) {
    const storage = new FlashStore(o.board.storage.bytes);
    for (const f of o.files ?? []) storage.write(f.name, textBytes(f.text), 0, 0);
    o.canvas.width = o.board.screen.width;
    o.canvas.height = o.board.screen.height;
    const ctx = o.canvas.getContext("2d");
    if (!ctx) throw new Error("this browser cannot draw on a canvas");
    this.ctx = ctx;
    this.image = ctx.createImageData(o.board.screen.width, o.board.screen.height);
    this.machine = new EmulatedMachine({
      board: o.board,
      appCode: o.appCode,
      appFiles: o.appFiles,
      storage,
      newRealm: () => {
        this.realm?.dispose();
        this.realm = new FrameRealm(o.host);
        return this.realm;
      },
      seed: (Math.random() * 0x100000000) >>> 0,
      startTime: Date.now(),
      onPrint: o.onPrint,
    });
    this.draw();
  }

  /** Lets virtual time follow real time (timers, the Bangle's lock) and keeps the canvas current. */
  start(): void {
    if (this.timer) return;
    this.startReal = performance.now();
    this.startVirtual = this.machine.now();
    this.timer = setInterval(() => {
      // virtual time keeps up with real time (a key press may have run it ahead)
      const target = this.startVirtual + (performance.now() - this.startReal);
      if (target > this.machine.now()) this.machine.advance(target - this.machine.now());
      this.draw();
    }, TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Stops it for good and removes its frame. */
  dispose(): void {
    this.stop();
    this.realm?.dispose();
    this.realm = undefined;
  }

  /** A key (up, down, select, back or a board input); the press takes its own virtual time. */
  press(key: string): void {
    this.machine.press(key);
    this.draw();
  }

  restart(): void {
    this.machine.restart();
    this.draw();
  }

  text(): string[] {
    return this.machine.textLines();
  }

  /** Copies the glass to the canvas when it changed. */
  draw(): void {
    const fb = this.machine.fb;
    let hash = fb.lcdOn ? 1 : 2;
    for (let i = 0; i < fb.shown.length; i++) hash = (Math.imul(hash, 31) + fb.shown[i]) | 0;
    if (hash === this.lastHash) return;
    this.lastHash = hash;
    const d = this.image.data;
    for (let y = 0; y < fb.height; y++) {
      for (let x = 0; x < fb.width; x++) {
        const c = fb.rgb(x, y);
        const i = (y * fb.width + x) * 4;
        d[i] = c[0];
        d[i + 1] = c[1];
        d[i + 2] = c[2];
        d[i + 3] = 255;
      }
    }
    this.ctx.putImageData(this.image, 0, 0);
    this.o.onScreen?.(this.machine.textLines());
  }
}
