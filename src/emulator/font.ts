/**
 * Bitmap fonts for the emulated Graphics. The glyphs are this project's own design (font6x8.ts,
 * font4x6.ts); only the cell geometry follows Espruino's built-in fonts, so layouts match the
 * device: a "6x8" cell is 6 pixels wide (5 of glyph, 1 of gap) and 8 high, a "4x6" cell 4 wide
 * (3 of glyph) and 6 high. Characters outside the table draw nothing but still advance.
 */

export interface BitmapFont {
  name: string;
  /** advance and line height, in unscaled pixels */
  cellWidth: number;
  cellHeight: number;
  /** the glyph box inside the cell (the rest is the gap between characters) */
  glyphWidth: number;
  /** first and last character codes with a glyph */
  first: number;
  last: number;
  /** per character code - first: cellHeight row masks, bit (glyphWidth-1-x) is pixel x */
  rows: Uint8Array[];
}

/**
 * Builds a font from picture rows: each glyph is its rows separated by spaces, "#" for ink and
 * "." for paper, top row first; missing bottom rows are blank.
 */
export function buildFont(name: string, cellWidth: number, cellHeight: number, glyphWidth: number, art: { [ch: string]: string }): BitmapFont {
  const codes = Object.keys(art).map((c) => c.charCodeAt(0));
  const first = Math.min(...codes);
  const last = Math.max(...codes);
  const rows: Uint8Array[] = [];
  for (let code = first; code <= last; code++) {
    const picture = art[String.fromCharCode(code)];
    const glyph = new Uint8Array(cellHeight);
    if (picture !== undefined) {
      const lines = picture.split(" ");
      if (lines.length > cellHeight) throw new Error(`font ${name}: ${JSON.stringify(String.fromCharCode(code))} has ${lines.length} rows, the cell has ${cellHeight}`);
      lines.forEach((line, y) => {
        if (line.length !== glyphWidth || /[^#.]/.test(line)) {
          throw new Error(`font ${name}: ${JSON.stringify(String.fromCharCode(code))} row ${y} must be ${glyphWidth} of "#" or ".", got ${JSON.stringify(line)}`);
        }
        let mask = 0;
        for (let x = 0; x < glyphWidth; x++) if (line[x] === "#") mask |= 1 << (glyphWidth - 1 - x);
        glyph[y] = mask;
      });
    }
    rows.push(glyph);
  }
  return { name, cellWidth, cellHeight, glyphWidth, first, last, rows };
}

/** The row masks of a character, or undefined when the font has no glyph for it. */
export function glyphRows(font: BitmapFont, code: number): Uint8Array | undefined {
  if (code < font.first || code > font.last) return undefined;
  return font.rows[code - font.first];
}

/** Whether pixel (x, y) of a glyph is ink. */
export function glyphInk(rows: Uint8Array, glyphWidth: number, x: number, y: number): boolean {
  return ((rows[y] >> (glyphWidth - 1 - x)) & 1) === 1;
}
