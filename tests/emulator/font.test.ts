/**
 * The emulator's own fonts: every printable ASCII character has a distinct glyph inside its box,
 * the gap column stays blank, and only the descending characters reach the bottom row.
 */
import { describe, expect, it } from "vitest";
import { buildFont, glyphInk, glyphRows } from "../../src/emulator/font";
import { FONT_4X6 } from "../../src/emulator/font4x6";
import { FONT_6X8 } from "../../src/emulator/font6x8";

const FONTS = [FONT_6X8, FONT_4X6];

function ink(font: typeof FONT_6X8, code: number): string[] {
  const rows = glyphRows(font, code);
  const out: string[] = [];
  for (let y = 0; y < font.cellHeight; y++) {
    let line = "";
    for (let x = 0; x < font.cellWidth; x++) line += rows && x < font.glyphWidth && glyphInk(rows, font.glyphWidth, x, y) ? "#" : ".";
    out.push(line);
  }
  return out;
}

describe.each(FONTS)("font $name", (font) => {
  it("has the cell size of Espruino's font of that name", () => {
    expect([font.cellWidth, font.cellHeight, font.glyphWidth]).toEqual(font.name === "6x8" ? [6, 8, 5] : [4, 6, 3]);
  });

  it("covers ASCII 33..126, each with ink; space and control characters have none", () => {
    expect([font.first, font.last]).toEqual([33, 126]);
    for (let c = 33; c <= 126; c++) expect(ink(font, c).join("")).toContain("#");
    expect(glyphRows(font, 32)).toBeUndefined();
    expect(glyphRows(font, 127)).toBeUndefined();
  });

  it("gives every character a different picture", () => {
    const seen = new Map<string, string>();
    for (let c = 33; c <= 126; c++) {
      const key = ink(font, c).join("/");
      expect(seen.get(key), `${String.fromCharCode(c)} looks like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, String.fromCharCode(c));
    }
  });

  it("never inks the gap column", () => {
    for (let c = 33; c <= 126; c++) for (const row of ink(font, c)) expect(row[font.cellWidth - 1]).toBe(".");
  });

  it("reaches the bottom row only with descenders", () => {
    const descending: string[] = [];
    for (let c = 33; c <= 126; c++) if (ink(font, c)[font.cellHeight - 1].includes("#")) descending.push(String.fromCharCode(c));
    expect(descending.join("")).toBe(",_gjpqy");
  });
});

describe("buildFont", () => {
  it("refuses rows of the wrong width or with other characters, and too many rows", () => {
    expect(() => buildFont("t", 4, 6, 3, { A: ".#. #.#." })).toThrow(/"A" row 1 must be 3 of "#" or "."/);
    expect(() => buildFont("t", 4, 6, 3, { A: ".#. #x#" })).toThrow(/row 1/);
    expect(() => buildFont("t", 4, 2, 3, { A: "... ... ..." })).toThrow(/3 rows, the cell has 2/);
  });
});
