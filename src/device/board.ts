/**
 * The board as the device code sees it: its profile (boards/*.json, baked in at build time) and
 * the UI's colours, taken from the firmware's own theme. Where the theme's highlight is the
 * background itself (a 1-bit screen), the selected row is drawn in inverse video instead.
 */
import { BoardProfile } from "../boards/profile";
import { Look } from "../ui-lcd/surface";

/**
 * What the app keeps of its board's profile (tools/build/device-modules.mjs bakes it in): the
 * screen's theme, the font, the inputs, the memory, the feedback, and the log's size.
 */
export type Board = Pick<BoardProfile, "id" | "name" | "font" | "buttons" | "touch" | "input" | "memory" | "feedback"> & {
  screen: { theme: BoardProfile["screen"]["theme"] };
  /** log records per file (two files) */
  log: number;
};

export function lookOf(b: Board): Look {
  const t = b.screen.theme;
  const visible = t.bgH !== t.bg;
  return {
    font: b.font.name,
    scale: b.font.scale,
    fg: t.fg,
    bg: t.bg,
    hiFg: visible ? t.fgH : t.bg,
    hiBg: visible ? t.bgH : t.fg,
  };
}
