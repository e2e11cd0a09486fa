/**
 * The screen in block characters: half blocks (1x2 pixels), quadrants (2x2), colour codes.
 */
import { describe, expect, it } from "vitest";
import { renderBlocks, renderSize } from "../../src/emulator/terminal";
import { hostGraphics } from "./helpers";

function pattern() {
  const h = hostGraphics("pixljs");
  // ink at (0,0), (1,1), (2,0), (2,1)
  for (const [x, y] of [[0, 0], [1, 1], [2, 0], [2, 1]]) h.g.setPixel(x, y);
  h.fb.flip();
  return h;
}

describe("block rendering", () => {
  it("half blocks: top pixel, bottom pixel, both, neither", () => {
    const { fb } = pattern();
    const lines = renderBlocks(fb, { mode: "half", colour: "none", darkTheme: true });
    expect(lines).toHaveLength(32);
    expect(lines[0].substring(0, 4)).toBe("▀▄█ ");
    expect(lines[1].trim()).toBe("");
  });

  it("quadrants: 2x2 pixels a character", () => {
    const { fb } = pattern();
    const lines = renderBlocks(fb, { mode: "quad", colour: "none", darkTheme: true, frame: true });
    expect(lines[0]).toBe("┌" + "─".repeat(64) + "┐");
    // cell 0: top-left and bottom-right; cell 1: the left column
    expect(lines[1].substring(0, 3)).toBe("│▚▌");
    expect(renderSize(fb, "quad", true)).toEqual({ cols: 66, rows: 34 });
  });

  it("downsampling by 2 shows a 2x2 block as one pixel when half of it is ink", () => {
    const { fb } = pattern();
    const lines = renderBlocks(fb, { mode: "half", colour: "none", darkTheme: true, downsample: 2 });
    // block (0..1, 0..1) has 2 of 4 ink, block (2..3, 0..1) has 2 of 4: both ink, on the top row
    expect(lines[0].substring(0, 3)).toBe("▀▀ ");
    expect(lines).toHaveLength(16);
  });

  it("colours: the glass's RGB as 24-bit or 256-colour codes", () => {
    const { g, fb } = hostGraphics("banglejs");
    g.setColor(1, 0, 0).setPixel(0, 0);
    const [line] = renderBlocks(fb, { mode: "half", colour: "truecolor", darkTheme: true });
    expect(line.startsWith("\x1b[38;2;255;0;0m\x1b[48;2;0;0;0m▀")).toBe(true);
    expect(line.endsWith("\x1b[0m")).toBe(true);
    const [line256] = renderBlocks(fb, { mode: "half", colour: "256", darkTheme: true });
    // red 255 -> cube 5: 16 + 36*5 = 196; black 16
    expect(line256.startsWith("\x1b[38;5;196m\x1b[48;5;16m▀")).toBe(true);
  });

  it("a dark glass (Bangle.js 1 LCD off) shows nothing", () => {
    const { g, fb } = hostGraphics("banglejs");
    g.setColor(1, 1, 1).fillRect(0, 0, 10, 10);
    fb.lcdOn = false;
    expect(renderBlocks(fb, { mode: "half", colour: "none", darkTheme: true }).join("").trim()).toBe("");
  });
});
