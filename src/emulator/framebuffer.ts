/**
 * The emulated screen memory and glass, per board colour model (docs/emulator.md, "Screen"):
 * - "mono" (Pixl.js, 1 bpp): a pixel is 0 (paper) or 1 (ink, dark on the LCD);
 * - "rgb565" (Bangle.js 1, 16 bpp): a pixel is an RGB565 value;
 * - "memlcd" (Bangle.js 2): the Graphics API works in RGB565, the LCD keeps 3 bits per pixel
 *   (bit 0 red, bit 1 green, bit 2 blue); each 16-bit colour is dithered on the way in with the
 *   firmware's 2x2 ordered pattern (lcd_memlcd.c), and getPixel expands the 3 bits back.
 * `draw` is what Graphics writes; `shown` is what the glass shows. They are one buffer on
 * Bangle.js 1 (drawn straight to the LCD); elsewhere flip() copies draw to shown.
 */
import type { BoardProfile } from "../boards/profile";

export type ColourModel = "mono" | "rgb565" | "memlcd";

/** The 2x2 ordered-dither thresholds of the Bangle.js 2 driver, added to the top 3 bits of each channel. */
const BAYER = [
  [1, 5],
  [7, 3],
];

/** RGB565 colour -> the Bangle.js 2 LCD's 3 bits at (x, y): a channel lights when its top 3 bits plus the threshold carry. */
export function memlcdFrom565(col: number, x: number, y: number): number {
  const t = BAYER[y & 1][x & 1];
  const r = ((col >> 13) & 7) + t;
  const g = ((col >> 8) & 7) + t;
  const b = ((col >> 2) & 7) + t;
  return (r >> 3) | ((g >> 3) << 1) | ((b >> 3) << 2);
}

/** The Bangle.js 2 LCD's 3 bits -> the RGB565 value getPixel reports. */
export function memlcdTo565(c: number): number {
  return (c & 1 ? 0xf800 : 0) | (c & 2 ? 0x07e0 : 0) | (c & 4 ? 0x001f : 0);
}

/** How the Pixl.js LCD looks: grey-green paper, near-black ink. */
export const MONO_PAPER: readonly [number, number, number] = [0xd8, 0xdc, 0xc8];
export const MONO_INK: readonly [number, number, number] = [0x20, 0x24, 0x20];

export class Framebuffer {
  readonly width: number;
  readonly height: number;
  readonly model: ColourModel;
  /** bits per pixel of Graphics colours (what setColor values are masked to) */
  readonly colourBits: number;
  readonly draw: Uint16Array;
  readonly shown: Uint16Array;
  /** false while the LCD is powered off (Bangle.js 1 after its timeout): the glass is dark */
  lcdOn = true;

  constructor(board: BoardProfile) {
    this.width = board.screen.width;
    this.height = board.screen.height;
    this.model = board.screen.bpp === 1 ? "mono" : board.screen.bpp === 3 ? "memlcd" : "rgb565";
    this.colourBits = board.screen.bpp === 1 ? 1 : 16;
    this.draw = new Uint16Array(this.width * this.height);
    this.shown = board.screen.update === "direct" ? this.draw : new Uint16Array(this.width * this.height);
  }

  get colourMask(): number {
    return this.colourBits === 16 ? 0xffff : (1 << this.colourBits) - 1;
  }

  /** Writes a Graphics colour at device (x, y); off-screen writes are dropped. */
  setPixel(x: number, y: number, col: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const c = col & this.colourMask;
    this.draw[y * this.width + x] = this.model === "memlcd" ? memlcdFrom565(c, x, y) : c;
  }

  /** The Graphics colour at device (x, y) of the drawing buffer; 0 off-screen. */
  getPixel(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return 0;
    const v = this.draw[y * this.width + x];
    return this.model === "memlcd" ? memlcdTo565(v) : v;
  }

  /** Fills device rectangle [x1..x2] x [y1..y2] (inclusive, already ordered and clipped). */
  fill(x1: number, y1: number, x2: number, y2: number, col: number): void {
    for (let y = y1; y <= y2; y++) for (let x = x1; x <= x2; x++) this.setPixel(x, y, col);
  }

  /** Sends the drawing buffer to the glass. */
  flip(): void {
    if (this.shown !== this.draw) this.shown.set(this.draw);
  }

  /** The raw value the glass shows at (x, y) (mono 0/1, 3-bit, or RGB565). */
  shownValue(x: number, y: number): number {
    return this.shown[y * this.width + x];
  }

  /** The colour the glass shows at (x, y), as 8-bit RGB. */
  rgb(x: number, y: number): [number, number, number] {
    if (!this.lcdOn) return [0, 0, 0];
    return this.valueRgb(this.shownValue(x, y));
  }

  /** A stored pixel value as 8-bit RGB. */
  valueRgb(v: number): [number, number, number] {
    if (this.model === "mono") return v ? [MONO_INK[0], MONO_INK[1], MONO_INK[2]] : [MONO_PAPER[0], MONO_PAPER[1], MONO_PAPER[2]];
    if (this.model === "memlcd") return [v & 1 ? 255 : 0, v & 2 ? 255 : 0, v & 4 ? 255 : 0];
    const r = (v >> 11) & 31;
    const g = (v >> 5) & 63;
    const b = v & 31;
    return [(r << 3) | (r >> 2), (g << 2) | (g >> 4), (b << 3) | (b >> 2)];
  }
}
