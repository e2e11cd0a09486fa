/**
 * The glass drawn with Unicode block characters, framed. "half" mode shows 1x2 pixels per
 * character (upper half block, top pixel as foreground, bottom as background); "quad" mode 2x2
 * (quadrant blocks, two colours per character), for screens wider than the terminal. With
 * colour off, a pixel is ink when it stands out from the theme's background (dark on a light
 * theme, light on a dark one; set pixels on Pixl.js).
 */
import type { Framebuffer } from "./framebuffer";

export type BlockMode = "half" | "quad";
export type ColourMode = "truecolor" | "256" | "none";

const QUADRANTS = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"];
const RESET = "\x1b[0m";

type Rgb = [number, number, number];

function luminance(c: Rgb): number {
  return (c[0] * 299 + c[1] * 587 + c[2] * 114) / 1000;
}

function cube(v: number): number {
  return v < 48 ? 0 : v < 115 ? 1 : Math.min(5, Math.floor((v - 35) / 40));
}

function sgr(c: Rgb, background: boolean, mode: ColourMode): string {
  if (mode === "truecolor") return `\x1b[${background ? 48 : 38};2;${c[0]};${c[1]};${c[2]}m`;
  const index = 16 + 36 * cube(c[0]) + 6 * cube(c[1]) + cube(c[2]);
  return `\x1b[${background ? 48 : 38};5;${index}m`;
}

/** Whether the glass shows ink at (x, y), for monochrome output. */
export function isInk(fb: Framebuffer, x: number, y: number, darkTheme: boolean): boolean {
  if (!fb.lcdOn) return false;
  if (fb.model === "mono") return fb.shownValue(x, y) === 1;
  const l = luminance(fb.rgb(x, y));
  return darkTheme ? l >= 128 : l < 128;
}

export interface RenderOptions {
  mode: BlockMode;
  colour: ColourMode;
  /** the theme's dark flag: decides what counts as ink without colour */
  darkTheme: boolean;
  /** draw a frame around the screen */
  frame?: boolean;
  /** 2: each d x d block of pixels shown as one (its most common colour; ink when half of it is) */
  downsample?: number;
}

/** The screen as lines of text (ANSI colour codes included unless colour is "none"). */
export function renderBlocks(fb: Framebuffer, o: RenderOptions): string[] {
  const d = o.downsample ?? 1;
  const width = Math.ceil(fb.width / d);
  const height = Math.ceil(fb.height / d);
  const cw = o.mode === "half" ? 1 : 2;
  const cols = Math.ceil(width / cw);
  const rows = Math.ceil(height / 2);
  const px = (x: number, y: number): Rgb | undefined => {
    if (x >= width || y >= height) return undefined;
    if (d === 1) return fb.rgb(x, y);
    const counts = new Map<string, number>();
    for (let j = 0; j < d; j++) for (let i = 0; i < d; i++) {
      if (x * d + i < fb.width && y * d + j < fb.height) {
        const k = fb.rgb(x * d + i, y * d + j).join(",");
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
    }
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    return best.split(",").map(Number) as Rgb;
  };
  const ink = (x: number, y: number): boolean => {
    if (x >= width || y >= height) return false;
    let n = 0;
    for (let j = 0; j < d; j++) for (let i = 0; i < d; i++) if (x * d + i < fb.width && y * d + j < fb.height && isInk(fb, x * d + i, y * d + j, o.darkTheme)) n++;
    return n * 2 >= d * d;
  };
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    let line = "";
    for (let c = 0; c < cols; c++) {
      const x = c * cw;
      const y = r * 2;
      if (o.colour === "none") {
        if (o.mode === "half") {
          const t = ink(x, y);
          const b = ink(x, y + 1);
          line += t && b ? "█" : t ? "▀" : b ? "▄" : " ";
        } else {
          const bits = (ink(x, y) ? 1 : 0) | (ink(x + 1, y) ? 2 : 0) | (ink(x, y + 1) ? 4 : 0) | (ink(x + 1, y + 1) ? 8 : 0);
          line += QUADRANTS[bits];
        }
        continue;
      }
      if (o.mode === "half") {
        const top = px(x, y) ?? [0, 0, 0];
        const bottom = px(x, y + 1) ?? [0, 0, 0];
        line += sgr(top, false, o.colour) + sgr(bottom, true, o.colour) + "▀";
      } else {
        // two colours per cell: the most common is the background, the next the foreground
        const cells = [px(x, y), px(x + 1, y), px(x, y + 1), px(x + 1, y + 1)].map((p) => p ?? ([0, 0, 0] as Rgb));
        const keys = cells.map((p) => p.join(","));
        const counts = new Map<string, number>();
        for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
        const order = [...counts.entries()].sort((a, b) => b[1] - a[1]).map((e) => e[0]);
        const bg = order[0];
        const fg = order[1] ?? order[0];
        let bits = 0;
        keys.forEach((k, i) => {
          if (k !== bg && (k === fg || order.length > 2)) bits |= 1 << i;
        });
        const rgbOf = (k: string): Rgb => k.split(",").map(Number) as Rgb;
        line += sgr(rgbOf(fg), false, o.colour) + sgr(rgbOf(bg), true, o.colour) + QUADRANTS[bits];
      }
    }
    lines.push(o.colour === "none" ? line : line + RESET);
  }
  if (!o.frame) return lines;
  const bar = "─".repeat(cols);
  return [`┌${bar}┐`, ...lines.map((l) => `│${l}│`), `└${bar}┘`];
}

/** Characters across and lines down the rendering takes (frame included). */
export function renderSize(fb: Framebuffer, mode: BlockMode, frame: boolean, downsample = 1): { cols: number; rows: number } {
  const cw = mode === "half" ? 1 : 2;
  const extra = frame ? 2 : 0;
  return { cols: Math.ceil(Math.ceil(fb.width / downsample) / cw) + extra, rows: Math.ceil(Math.ceil(fb.height / downsample) / 2) + extra };
}
