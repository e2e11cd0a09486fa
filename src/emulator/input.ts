/**
 * Keys -> what the board's hardware reports. The abstract keys (up, down, select, back) map to a
 * board input through its profile (boards/*.json "input"); an input is one of:
 * - "BTN1".."BTN5": the pin goes high, is held PRESS_MS, goes low (setWatch sees both edges).
 *   On Bangle.js 1, BTN4/BTN5 are the left/right touch areas: releasing one also emits
 *   Bangle "touch" with 1 (left) or 2 (right), as the firmware does for a touch without a swipe;
 * - "drag-up" / "drag-down" (Bangle.js 2): a 40-pixel vertical flick through the screen centre,
 *   as "drag" events {x,y,dx,dy,b} every 20 ms (dy -10 or +10, b 1), then a "swipe" (0, -1 or 1)
 *   and the release drag (b 0) - the touch controller reports the slide as a gesture too, so
 *   device code should act on drags or on swipes, not both;
 * - "tap" (Bangle.js 2): a touch at the centre: "drag" b 1, then "touch" (2, {x,y,type:0}) and
 *   the release drag b 0.
 * A locked Bangle ignores touches; a button press wakes it and is swallowed (libs/banglejs).
 */
import type { BoardProfile } from "../boards/profile";

export const ABSTRACT_KEYS = ["up", "down", "select", "back"] as const;
export type AbstractKey = (typeof ABSTRACT_KEYS)[number];

/** How long a button is held, ms. */
export const PRESS_MS = 100;
/** Time left for the app to react after each key, ms. */
export const SETTLE_MS = 100;
/** Drag geometry: steps of DRAG_STEP_PX every DRAG_STEP_MS. */
export const DRAG_STEPS = 4;
export const DRAG_STEP_PX = 10;
export const DRAG_STEP_MS = 20;
export const TAP_MS = 60;

export function isAbstractKey(k: string): k is AbstractKey {
  return (ABSTRACT_KEYS as readonly string[]).includes(k);
}

/** The board input an abstract key stands for, or the input itself when it is already one. */
export function boardInput(board: BoardProfile, key: string): string {
  return isAbstractKey(key) ? board.input[key] : key;
}

/** Every input name the board accepts (its buttons, and the gestures of a full touchscreen). */
export function boardInputs(board: BoardProfile): string[] {
  return board.buttons.concat(board.touch === "full" ? ["drag-up", "drag-down", "tap"] : []);
}

/** One touch sample: finger position and whether it is down. */
export interface TouchSample {
  x: number;
  y: number;
  down: boolean;
}

/** The samples of a flick through the centre (dir -1 up, 1 down) on a w x h screen. */
export function flickSamples(w: number, h: number, dir: number): TouchSample[] {
  const x = Math.floor(w / 2);
  const y0 = Math.floor(h / 2) - (dir * DRAG_STEPS * DRAG_STEP_PX) / 2;
  const out: TouchSample[] = [];
  for (let i = 0; i <= DRAG_STEPS; i++) out.push({ x, y: y0 + dir * i * DRAG_STEP_PX, down: true });
  out.push({ x, y: y0 + dir * DRAG_STEPS * DRAG_STEP_PX, down: false });
  return out;
}

/** Parses a --keys list: names separated by commas (or spaces); "wait:MS" waits. */
export function parseKeys(list: string): string[] {
  return list
    .split(/[,\s]+/)
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}

/** Why a key is not usable on a board, or undefined when it is. */
export function keyProblem(board: BoardProfile, key: string): string | undefined {
  if (/^wait:\d+$/.test(key)) return undefined;
  if (isAbstractKey(key)) return undefined;
  if (boardInputs(board).includes(key)) return undefined;
  return `unknown key ${JSON.stringify(key)} for ${board.name}: use ${ABSTRACT_KEYS.join(", ")}, ${boardInputs(board).join(", ")} or wait:MS`;
}
