/**
 * The text a person reads on the emulated glass, for tests and --text. Every drawString line is
 * remembered with a copy of the pixels it left behind; a character still counts as on screen
 * only while the glass shows exactly those pixels in its glyph box and its ink stands out from
 * the paper. So text that was overdrawn, cleared, never flipped (Pixl.js) or drawn in the
 * background colour does not appear, whatever the app believes it shows. Later text at the same
 * place hides earlier text there. Lines are read top to bottom, pieces on a row left to right.
 */
import type { BitmapFont } from "./font";
import { glyphInk, glyphRows } from "./font";
import type { Framebuffer } from "./framebuffer";

export interface DrawnLine {
  text: string;
  /** device position of the first character cell's top-left corner */
  x: number;
  y: number;
  font: BitmapFont;
  sx: number;
  sy: number;
  /** the drawing buffer's pixels over the line's cells right after drawing (row-major, w x h) */
  snapshot: Uint16Array;
  w: number;
  h: number;
  /** drawing order */
  seq: number;
}

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Piece {
  text: string;
  x: number;
  y: number;
  right: number;
  bottom: number;
  /** blank pixels after the last glyph before the next cell would start */
  gap: number;
}

const MAX_LINES = 400;

function overlaps(a: Box, b: Box): boolean {
  return a.x1 <= b.x2 && b.x1 <= a.x2 && a.y1 <= b.y2 && b.y1 <= a.y2;
}

export class TextTracker {
  private lines: DrawnLine[] = [];
  private seq = 0;

  /** Remembers a line just drawn at device (x, y); copies the drawing buffer over its cells. */
  record(fb: Framebuffer, text: string, x: number, y: number, font: BitmapFont, sx: number, sy: number): void {
    if (text.length === 0) return;
    const w = text.length * font.cellWidth * sx;
    const h = font.cellHeight * sy;
    const snapshot = new Uint16Array(w * h);
    for (let j = 0; j < h; j++) {
      for (let i = 0; i < w; i++) {
        const px = x + i;
        const py = y + j;
        snapshot[j * w + i] = px >= 0 && py >= 0 && px < fb.width && py < fb.height ? fb.draw[py * fb.width + px] : 0;
      }
    }
    // the same text redrawn at the same place replaces its older record
    this.lines = this.lines.filter((l) => !(l.x === x && l.y === y && l.text === text && l.font === font && l.sx === sx && l.sy === sy));
    this.lines.push({ text, x, y, font, sx, sy, snapshot, w, h, seq: this.seq++ });
    if (this.lines.length > MAX_LINES) this.prune(fb);
  }

  /** Forgets everything (the whole screen was repainted). */
  forget(): void {
    this.lines = [];
  }

  /** Drops records with no character left on the glass. */
  prune(fb: Framebuffer): void {
    this.lines = this.lines.filter((l) => this.visibleChars(fb, l).some((v) => v));
  }

  private charBox(l: DrawnLine, i: number): Box {
    const x1 = l.x + i * l.font.cellWidth * l.sx;
    return { x1, y1: l.y, x2: x1 + l.font.glyphWidth * l.sx - 1, y2: l.y + l.h - 1 };
  }

  /** For each character of a line: is it on the glass as drawn, and readable? */
  private visibleChars(fb: Framebuffer, l: DrawnLine): boolean[] {
    const out: boolean[] = [];
    for (let i = 0; i < l.text.length; i++) {
      const box = this.charBox(l, i);
      if (box.x1 < 0 || box.y1 < 0 || box.x2 >= fb.width || box.y2 >= fb.height) {
        out.push(false);
        continue;
      }
      const rows = glyphRows(l.font, l.text.charCodeAt(i) & 255);
      const inkValues = new Set<number>();
      const paperValues = new Set<number>();
      let intact = true;
      for (let py = box.y1; py <= box.y2 && intact; py++) {
        for (let px = box.x1; px <= box.x2; px++) {
          const drawn = l.snapshot[(py - l.y) * l.w + (px - l.x)];
          if (fb.shown[py * fb.width + px] !== drawn) {
            intact = false;
            break;
          }
          const gx = Math.floor((px - box.x1) / l.sx);
          const gy = Math.floor((py - box.y1) / l.sy);
          if (rows && glyphInk(rows, l.font.glyphWidth, gx, gy)) inkValues.add(drawn);
          else paperValues.add(drawn);
        }
      }
      // ink that matches its paper exactly is not readable (text drawn in the background colour)
      let readable = inkValues.size === 0;
      for (const v of inkValues) if (!paperValues.has(v)) readable = true;
      for (const v of paperValues) if (inkValues.size > 0 && !inkValues.has(v)) readable = true;
      out.push(intact && readable);
    }
    return out;
  }

  /** The text on the glass, one string per row of text, top to bottom. */
  read(fb: Framebuffer): string[] {
    if (!fb.lcdOn) return [];
    const claimed: Box[] = [];
    const pieces: Piece[] = [];
    const newestFirst = this.lines.slice().sort((a, b) => b.seq - a.seq);
    for (const l of newestFirst) {
      const vis = this.visibleChars(fb, l);
      let run = "";
      let runStart = -1;
      const flush = (): void => {
        const lead = run.length - run.trimStart().length;
        const text = run.trim();
        if (text.length > 0) {
          const start = runStart + lead;
          const first = this.charBox(l, start);
          const last = this.charBox(l, start + text.length - 1);
          const gap = (l.font.cellWidth - l.font.glyphWidth) * l.sx;
          pieces.push({ text, x: first.x1, y: l.y, right: last.x2, bottom: l.y + l.h - 1, gap });
        }
        run = "";
        runStart = -1;
      };
      for (let i = 0; i < l.text.length; i++) {
        const box = this.charBox(l, i);
        const hidden = claimed.some((c) => overlaps(c, box));
        if (vis[i] && !hidden) {
          if (runStart < 0) runStart = i;
          const code = l.text.charCodeAt(i) & 255;
          run += glyphRows(l.font, code) ? String.fromCharCode(code) : " ";
        } else if (runStart >= 0) flush();
      }
      if (runStart >= 0) flush();
      for (let i = 0; i < l.text.length; i++) if (vis[i]) claimed.push(this.charBox(l, i));
    }
    return joinRows(pieces);
  }
}

/** Groups pieces into rows (vertical overlap of at least half the shorter one) and joins each row. */
function joinRows(pieces: Piece[]): string[] {
  const sorted = pieces.slice().sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Piece[][] = [];
  for (const p of sorted) {
    const row = rows.find((r) => {
      const first = r[0];
      const overlap = Math.min(first.bottom, p.bottom) - Math.max(first.y, p.y) + 1;
      return overlap * 2 >= Math.min(first.bottom - first.y + 1, p.bottom - p.y + 1);
    });
    if (row) row.push(p);
    else rows.push([p]);
  }
  return rows.map((r) => {
    r.sort((a, b) => a.x - b.x);
    let out = "";
    let right = -Infinity;
    let gap = 0;
    for (const p of r) {
      // touching cells join ("12" then "%"), anything wider reads as a space
      if (out.length > 0 && p.x > right + gap + 1) out += " ";
      out += p.text;
      right = p.right;
      gap = p.gap;
    }
    return out;
  });
}
