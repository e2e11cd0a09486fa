import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BoardProfile } from "../../src/boards/profile";
import { createEmulator, Emulator, loadBoard } from "../../src/emulator/emulator";
import { Framebuffer } from "../../src/emulator/framebuffer";
import { createGraphics, EmulatedGraphics } from "../../src/emulator/graphics";
import { TextTracker } from "../../src/emulator/text-dump";

export const BOARDS = ["banglejs2", "banglejs", "pixljs"] as const;

export function fixture(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), "utf8");
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "sifni-emu-test-"));
}

/** An emulator running `code` (or a fixture file name ending in .js) on a board, with fresh Storage. */
export function emulate(board: string, code: string, opts: { storageDir?: string; seed?: number } = {}): Emulator {
  const appCode = code.endsWith(".js") && !code.includes("\n") ? fixture(code) : code;
  return createEmulator({ board, appCode, storageDir: opts.storageDir ?? tempDir(), seed: opts.seed ?? 1 });
}

/** Evaluates an expression in the app's context and returns its value (errors are thrown). */
export function run(emu: Emulator, code: string): unknown {
  const r = emu.realm().evaluate(code, "test");
  if (!r.ok) throw r.error;
  return r.value;
}

/** The emulated g as tests call it. */
export type G = { [name: string]: (...args: unknown[]) => unknown };

/** Graphics over a board's framebuffer without an app: errors are host Errors. */
export function hostGraphics(boardId: string): { board: BoardProfile; fb: Framebuffer; gfx: EmulatedGraphics; g: G; text: TextTracker } {
  const board = loadBoard(boardId);
  const fb = new Framebuffer(board);
  const text = new TextTracker();
  const gfx = createGraphics({
    board,
    fb,
    text,
    fail: (m) => {
      throw new Error(m);
    },
    toApp: (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v))),
  });
  gfx.powerOn();
  return { board, fb, gfx, g: gfx.g as G, text };
}

/** The device pixels (getPixel) of a w x h area as rows of numbers. */
export function pixels(fb: Framebuffer, w: number, h: number, x0 = 0, y0 = 0): number[][] {
  const rows: number[][] = [];
  for (let y = y0; y < y0 + h; y++) {
    const row: number[] = [];
    for (let x = x0; x < x0 + w; x++) row.push(fb.getPixel(x, y));
    rows.push(row);
  }
  return rows;
}

/** Rows of "#" (value !== paper) and "." for a w x h area of the drawing buffer. */
export function picture(fb: Framebuffer, w: number, h: number, x0 = 0, y0 = 0, paper = 0): string[] {
  return pixels(fb, w, h, x0, y0).map((r) => r.map((v) => (v === paper ? "." : "#")).join(""));
}

/** How many pixels of the drawing buffer differ from `paper`. */
export function inkCount(fb: Framebuffer, paper = 0): number {
  let n = 0;
  for (let y = 0; y < fb.height; y++) for (let x = 0; x < fb.width; x++) if (fb.getPixel(x, y) !== paper) n++;
  return n;
}
