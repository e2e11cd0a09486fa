/**
 * The board as the device code sees it: its profile (boards/*.json, baked in at build time) and
 * the UI's colours, taken from the firmware's own theme. Where the theme's highlight is the
 * background itself (a 1-bit screen), the selected row is drawn in inverse video instead.
 */
import { BoardProfile } from "../boards/profile";
import { Look } from "../ui-lcd/surface";

export type Board = BoardProfile;

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
