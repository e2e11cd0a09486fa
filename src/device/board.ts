/**
 * The board as the app keeps it (tools/build/device-modules.mjs bakes it in from boards/*.json):
 * only what the app reads after it has started, each name short, since every property the app
 * holds costs the board a variable or two. The UI's colours are worked out at build time from the
 * firmware's theme: where the theme's highlight is the background itself (a 1-bit screen), the
 * selected row is drawn in inverse video instead.
 */
import { BoardInput } from "../boards/profile";
import { Look } from "../ui-lcd/surface";

export interface Board {
  id: string;
  name: string;
  /** log records per file (two files), and bytes per record (log-ring.ts) */
  log: number;
  rec: number;
  /** how many of a rules system's entry files it keeps evaluated (device/shelf.ts) */
  held: number;
  /** the board's JsVars: the largest update it takes follows from them (protocol.ts maxUploadBytes) */
  vars: number;
  /** it holds one rules system at a time: another comes whole with flash.sh --system (update.ts) */
  one: boolean;
  /** whether it can buzz */
  buzz: boolean;
  look: Look;
  /** what each key is on the board: a button (BTNn), "tap", "drag-up" or "drag-down" */
  keys: BoardInput;
}
