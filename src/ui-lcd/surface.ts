/**
 * The only part of Espruino's Graphics the UI uses (DESIGN.md: "a narrow Graphics surface").
 * On the device this is `g` itself; the emulator gives a Graphics of the same shape.
 */
export interface Surface {
  clear(): unknown;
  setColor(c: number): unknown;
  setFont(name: string, scale?: number): unknown;
  drawString(s: string, x: number, y: number): unknown;
  stringWidth(s: string): number;
  fillRect(x1: number, y1: number, x2: number, y2: number): unknown;
  drawRect(x1: number, y1: number, x2: number, y2: number): unknown;
  flip(): unknown;
  getWidth(): number;
  getHeight(): number;
}

/** How a board draws text and colours: from its profile in boards/. */
export interface Look {
  font: string;
  scale: number;
  /** colours as the board's Graphics takes them */
  fg: number;
  bg: number;
  /** the selected row and the title bar */
  hiFg: number;
  hiBg: number;
}

/** The four abstract inputs; src/device maps each board's buttons and gestures to them. */
export type Key = "up" | "down" | "select" | "back";
