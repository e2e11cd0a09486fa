/**
 * A board as the device code sees it: its profile from boards/*.json (baked in at build
 * time) and the colours of its screen depth.
 */
import { Look } from "../ui-lcd/surface";

export interface BoardInput {
  kind: "buttons" | "touch";
  up: string;
  down: string;
  select: string;
  back: string;
}

export interface Board {
  id: string;
  name: string;
  screen: { width: number; height: number; bpp: number };
  font: { name: string; scale: number };
  input: BoardInput;
  memory: { jsvars: number };
  storage: { bytes: number; maxName: number };
  feedback: { buzz: boolean; beep: boolean };
}

/**
 * Colours per screen depth: 1 bit (Pixl.js: 1 is a dark pixel), 3 bits (Bangle.js 2: RGB bits,
 * 7 white, 1 blue), 16 bits (Bangle.js 1: RGB565, its usual light text on black).
 */
export function lookOf(b: Board): Look {
  if (b.screen.bpp === 1) return { font: b.font.name, scale: b.font.scale, fg: 1, bg: 0, hiFg: 0, hiBg: 1 };
  if (b.screen.bpp === 3) return { font: b.font.name, scale: b.font.scale, fg: 0, bg: 7, hiFg: 7, hiBg: 1 };
  return { font: b.font.name, scale: b.font.scale, fg: 0xffff, bg: 0, hiFg: 0xffff, hiBg: 0x001f };
}
