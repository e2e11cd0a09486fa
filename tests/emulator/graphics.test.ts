/**
 * The emulated Graphics, pixel by pixel, against expectations worked out by hand from the
 * firmware's rules (docs/emulator.md "Screen" cites the sources): inclusive rectangles, the
 * 1/256-step line, colour mapping per depth, Bangle.js 2's 2x2 dither, text alignment and scale.
 */
import { describe, expect, it } from "vitest";
import { hostGraphics, inkCount, picture, pixels } from "./helpers";

describe("rectangles and lines", () => {
  it("fillRect includes both corners, in either order", () => {
    const { g, fb } = hostGraphics("pixljs");
    g.fillRect(1, 1, 3, 2); // x 1..3, y 1..2: 3 x 2 = 6 pixels
    expect(picture(fb, 5, 4)).toEqual([".....", ".###.", ".###.", "....."]);
    g.clear();
    g.fillRect(3, 2, 1, 1);
    expect(inkCount(fb)).toBe(6);
  });

  it("fillRect's object form adds w and h to x and y (so w=2 covers three columns)", () => {
    const { g, fb } = hostGraphics("pixljs");
    g.fillRect({ x: 1, y: 1, w: 2, h: 1 });
    expect(picture(fb, 5, 4)).toEqual([".....", ".###.", ".###.", "....."]);
    g.clear();
    g.fillRect({ x: 0, y: 0, x2: 1, y2: 0 });
    expect(inkCount(fb)).toBe(2);
  });

  it("drawRect is the 1-pixel outline", () => {
    const { g, fb } = hostGraphics("pixljs");
    g.drawRect(0, 0, 3, 2);
    expect(picture(fb, 5, 4)).toEqual(["####.", "#..#.", "####.", "....."]);
  });

  it("clearRect fills with the background colour", () => {
    const { g, fb } = hostGraphics("pixljs");
    g.fillRect(0, 0, 4, 3);
    g.clearRect(1, 1, 2, 2);
    expect(picture(fb, 5, 4)).toEqual(["#####", "#..##", "#..##", "#####"]);
  });

  it("drawLine steps along the longer axis in 1/256ths from +128", () => {
    const { g, fb } = hostGraphics("pixljs");
    // (0,0)-(4,2): step = (2<<8)/4 = 128; y = (128 + 128x) >> 8 = 0, 1, 1, 2, 2
    g.drawLine(0, 0, 4, 2);
    expect(picture(fb, 5, 3)).toEqual(["#....", ".##..", "...##"]);
    g.clear();
    // reversed ends give the same pixels; a vertical line is 4 pixels
    g.drawLine(4, 2, 0, 0);
    expect(picture(fb, 5, 3)).toEqual(["#....", ".##..", "...##"]);
    g.clear();
    g.drawLine(2, 0, 2, 3);
    expect(picture(fb, 5, 4)).toEqual(["..#..", "..#..", "..#..", "..#.."]);
  });

  it("setClipRect limits every drawing operation, inclusive", () => {
    const { g, fb } = hostGraphics("pixljs");
    g.setClipRect(2, 2, 3, 3);
    g.fillRect(0, 0, 10, 10);
    g.drawLine(0, 2, 10, 2);
    g.setPixel(5, 5);
    expect(inkCount(fb)).toBe(4);
    expect(picture(fb, 5, 5)).toEqual([".....", ".....", "..##.", "..##.", "....."]);
  });

  it("setPixel/getPixel round-trip, off-screen reads 0", () => {
    const { g, fb } = hostGraphics("banglejs");
    g.setPixel(239, 239, 0x1234);
    expect(g.getPixel(239, 239)).toBe(0x1234);
    expect(g.getPixel(240, 0)).toBe(0);
    expect(fb.getPixel(-1, 5)).toBe(0);
  });
});

describe("colours", () => {
  it("16-bit: r,g,b floats map to RGB565 by truncating x256 and keeping the top 5/6/5 bits", () => {
    const { g } = hostGraphics("banglejs");
    const col = (...a: unknown[]): unknown => {
      g.setColor(...a);
      return g.getColor();
    };
    expect(col(1, 0, 0)).toBe(0xf800);
    expect(col(0, 1, 0)).toBe(0x07e0);
    expect(col(0, 0, 1)).toBe(0x001f);
    expect(col(1, 1, 1)).toBe(0xffff);
    // 0.5 -> 128: r 128>>3 = 16, g 128>>2 = 32, b 16 -> 16<<11 | 32<<5 | 16
    expect(col(0.5, 0.5, 0.5)).toBe(0x8410);
    expect(col("#f00")).toBe(0xf800);
    expect(col("#00ff00")).toBe(0x07e0);
  });

  it("one argument is a raw colour value (setColor(1) is a dark blue on 16 bits, not white)", () => {
    const { g } = hostGraphics("banglejs");
    g.setColor(1);
    expect(g.getColor()).toBe(1);
    g.setColor(-1);
    expect(g.getColor()).toBe(0xffff);
    g.setColor(0.9); // an int parameter: truncated to 0
    expect(g.getColor()).toBe(0);
  });

  it("1-bit: white when r+g+b (x256, truncated) reaches 384", () => {
    const { g } = hostGraphics("pixljs");
    g.setColor(0.3, 0.3, 0.3); // 76 * 3 = 228
    expect(g.getColor()).toBe(0);
    g.setColor(0.6, 0.6, 0.6); // 153 * 3 = 459
    expect(g.getColor()).toBe(1);
    g.setColor(0.5, 0.5, 0.5); // 128 * 3 = 384
    expect(g.getColor()).toBe(1);
  });

  it("bad colour strings throw the device's message", () => {
    const { g } = hostGraphics("banglejs2");
    expect(() => g.setColor("red")).toThrow("If Color is a String, it must be of the form '#rrggbb' or '#rgb'");
  });

  it("Bangle.js 2 dithers 16-bit colours to 3 bits with a 2x2 pattern", () => {
    const { g, fb } = hostGraphics("banglejs2");
    g.setColor(1, 0, 0).fillRect(0, 0, 1, 1);
    expect(pixels(fb, 2, 2)).toEqual([
      [0xf800, 0xf800],
      [0xf800, 0xf800],
    ]);
    // grey 0x8410: each channel's top 3 bits are 4; thresholds [[1,5],[7,3]] carry at 5 and 7 only
    g.setColor(0.5, 0.5, 0.5).fillRect(0, 0, 1, 1);
    expect(pixels(fb, 2, 2)).toEqual([
      [0x0000, 0xffff],
      [0xffff, 0x0000],
    ]);
    // the LCD keeps 3 bits: red is bit 0, green bit 1, blue bit 2
    g.setColor(0, 0, 1).setPixel(5, 5);
    expect(fb.draw[5 * 176 + 5]).toBe(4);
  });

  it("clear() paints the theme background: white on Bangle.js 2, black on Bangle.js 1, paper on Pixl.js", () => {
    const b2 = hostGraphics("banglejs2");
    b2.g.clear();
    expect(b2.g.getPixel(10, 10)).toBe(0xffff);
    const b1 = hostGraphics("banglejs");
    b1.g.setBgColor(1, 1, 1).clear();
    expect(b1.g.getPixel(0, 0)).toBe(0xffff);
    b1.g.clear(true); // reset first: back to the theme's black
    expect(b1.g.getPixel(0, 0)).toBe(0);
    const p = hostGraphics("pixljs");
    p.g.clear();
    expect(p.g.getPixel(0, 0)).toBe(0);
  });

  it("g.theme and setTheme", () => {
    const { g } = hostGraphics("banglejs2");
    expect(g.theme).toEqual({ fg: 0, bg: 0xffff, fg2: 0, bg2: 0xbfff, fgH: 0, bgH: 0x07ff, fgW: 0, bgW: 0xffff, dark: false });
    g.setTheme({ bg: "#f00" });
    expect((g.theme as { bg: number }).bg).toBe(0xf800);
    g.reset();
    expect(g.getBgColor()).toBe(0xf800);
  });
});

describe("text", () => {
  it("stringWidth and getFontHeight count cells: 6x8 at scale 2 is 12 x 16", () => {
    const { g } = hostGraphics("banglejs2");
    g.setFont("6x8", 2);
    expect(g.stringWidth("Roll")).toBe(48);
    expect(g.getFontHeight()).toBe(16);
    expect(g.stringWidth("ab\nabc")).toBe(36); // the widest line
    expect(g.stringMetrics("ab\nabc")).toEqual({ width: 36, height: 32, unrenderableChars: false, imageCount: 0, maxImageHeight: 0 });
    g.setFont("6x8:1x2");
    expect([g.stringWidth("ab"), g.getFontHeight(), g.getFont()]).toEqual([12, 16, "6x8:1x2"]);
    g.setFont("4x6");
    expect([g.stringWidth("ab"), g.getFontHeight(), g.getFont()]).toEqual([8, 6, "4x6"]);
  });

  it("the default font after reset is 4x6, left/top aligned", () => {
    const { g } = hostGraphics("banglejs2");
    g.setFont("6x8", 2).setFontAlign(1, 1);
    g.reset();
    expect(g.getFont()).toBe("4x6");
  });

  it("Pixl.js has no 6x8 font: setFont refuses it as the device does", () => {
    const { g } = hostGraphics("pixljs");
    expect(() => g.setFont("6x8")).toThrow('Unknown font "6x8"');
    expect(() => g.setFont("Vector", 20)).toThrow(/not emulated/);
    expect(g.setFont(undefined)).toBeUndefined();
  });

  it("draws a glyph at the aligned position, scaled", () => {
    const { g, fb } = hostGraphics("pixljs");
    // "1" in the 4x6 font: .#. / ##. / .#. / .#. / ### / ...
    g.setFont("4x6").drawString("1", 0, 0);
    expect(picture(fb, 4, 6)).toEqual([".#..", "##..", ".#..", ".#..", "###.", "...."]);
    g.clear();
    // right/bottom: the cell ends at (10,12): x = 10 - 4, y = 12 - 6
    g.setFontAlign(1, 1).drawString("1", 10, 12);
    expect(picture(fb, 4, 6, 6, 6)).toEqual([".#..", "##..", ".#..", ".#..", "###.", "...."]);
    expect(inkCount(fb)).toBe(8);
    g.clear();
    // a missing y is 0 (centred): x stays 10 (left), y = 10 - floor(6/2) = 7; the top ink is column 1
    g.setFontAlign(-1).drawString("1", 10, 10);
    expect(g.getPixel(11, 7)).toBe(1);
    expect(inkCount(fb)).toBe(8);
    g.clear();
    g.setFontAlign(-1, -1).setFont("4x6", 2).drawString("1", 0, 0);
    expect(picture(fb, 6, 4)).toEqual(["..##..", "..##..", "####..", "####.."]);
    expect(inkCount(fb)).toBe(8 * 4);
  });

  it("solid text paints its whole cell; a character without a glyph clears one pixel short (firmware quirk)", () => {
    const { g, fb } = hostGraphics("pixljs");
    g.fillRect(0, 0, 20, 20);
    g.drawString("1", 0, 0, true);
    // the 4x6 cell (glyph and gap column) is repainted: ink 1, paper 0; outside it the fill stays
    expect(picture(fb, 5, 7)).toEqual([".#..#", "##..#", ".#..#", ".#..#", "###.#", "....#", "#####"]);
    g.fillRect(0, 0, 20, 20);
    g.setFont("4x6", 2).drawString(" ", 0, 0, true);
    // the space has no glyph: x 0..0+2*2, y 0..0+5*2 are cleared, the rest of the 8x12 cell keeps its ink
    expect(picture(fb, 9, 13, 0, 0, 1)).toEqual([
      ...Array(11).fill("#####...."),
      ".........",
      ".........",
    ]);
  });

  it("a multi-line string aligns each line on its own", () => {
    const { g, fb } = hostGraphics("pixljs");
    g.setFontAlign(1, -1).drawString("1\n11", 8, 0);
    // line 1 ("1", 4 wide) ends at x 8 -> starts at 4; line 2 ("11", 8 wide) starts at 0, 6 lower
    expect(g.getPixel(5, 0)).toBe(1);
    expect(g.getPixel(1, 6)).toBe(1);
    expect(g.getPixel(5, 6)).toBe(1);
    expect(inkCount(fb)).toBe(24);
  });

  it("drawString skips a character whose cell starts at the last column (firmware clip test)", () => {
    const { g, fb } = hostGraphics("pixljs");
    g.drawString("1", 127, 0);
    expect(inkCount(fb)).toBe(0);
    g.drawString("1", 126, 0);
    expect(g.getPixel(127, 0)).toBe(1);
  });
});

describe("the method set", () => {
  it("returns g for chaining, except flip() which returns undefined", () => {
    const { g } = hostGraphics("banglejs2");
    expect(g.clear()).toBe(g);
    expect(g.setColor(0).fillRect(0, 0, 1, 1).drawRect(0, 0, 2, 2).drawLine(0, 0, 1, 1).setFont("6x8").setFontAlign(0, 0).drawString("x", 5, 5)).toBe(g);
    expect(g.flip()).toBeUndefined();
  });

  it("has no methods the real Graphics lacks", () => {
    const { g } = hostGraphics("banglejs2");
    for (const name of ["drawText", "fillScreen", "setTextSize", "print", "fillRoundRect", "measureText"]) expect(typeof g[name]).toBe("undefined");
  });

  it("names what it does not model instead of failing silently", () => {
    const { g } = hostGraphics("banglejs2");
    expect(() => g.drawImage("x", 0, 0)).toThrow("g.drawImage is not emulated (docs/emulator.md)");
    expect(() => g.fillRect({ x: 0, y: 0, x2: 9, y2: 9, r: 3 })).toThrow(/rounded corners/);
  });

  it("only the Bangle.js firmware has the anti-aliased methods, only Bangle.js 2 has filter", () => {
    expect(typeof hostGraphics("banglejs2").g.drawLineAA).toBe("function");
    expect(typeof hostGraphics("banglejs").g.drawLineAA).toBe("function");
    expect(typeof hostGraphics("pixljs").g.drawLineAA).toBe("undefined");
    expect(typeof hostGraphics("banglejs2").g.filter).toBe("function");
    expect(typeof hostGraphics("banglejs").g.filter).toBe("undefined");
  });

  it("getBPP reports the glass: 3 on Bangle.js 2 though colours are 16-bit", () => {
    expect(["banglejs2", "banglejs", "pixljs"].map((b) => hostGraphics(b).g.getBPP())).toEqual([3, 16, 1]);
  });
});
