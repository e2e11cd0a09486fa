/**
 * The text on the interpreter's screen, rebuilt from what the device harness prints as the app
 * draws (on-device.js): each drawString with its box, each fill. A fill or a later text over a
 * text's centre hides it; rows are read top to bottom, pieces left to right (as the emulator
 * reads its glass, src/emulator/text-dump.ts, without the pixels).
 */
export class ScreenText {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.items = [];
  }

  /** A drawString: its top-left corner, size in pixels and text (lines split at "\n"). */
  text(x, y, w, h, s) {
    const lines = s.split("\n");
    const lh = h / lines.length;
    lines.forEach((line, i) => {
      const item = { x, y: y + i * lh, w, h: lh, text: line };
      this.items = this.items.filter((o) => !covers(item, o));
      if (line.trim() !== "") this.items.push(item);
    });
  }

  /** A fillRect/clearRect (inclusive corners). */
  fill(x1, y1, x2, y2) {
    const box = { x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1) + 1, h: Math.abs(y2 - y1) + 1 };
    this.items = this.items.filter((o) => !covers(box, o));
  }

  /** One string per row of text. */
  lines() {
    const seen = this.items.filter((o) => o.x < this.width && o.y < this.height && o.x + o.w > 0 && o.y + o.h > 0);
    const sorted = seen.slice().sort((a, b) => a.y - b.y || a.x - b.x);
    const rows = [];
    for (const p of sorted) {
      const row = rows.find((r) => overlap(r[0], p) * 2 >= Math.min(r[0].h, p.h));
      if (row) row.push(p);
      else rows.push([p]);
    }
    return rows.map((r) =>
      r
        .sort((a, b) => a.x - b.x)
        .map((p) => p.text.trim())
        .join(" ")
    );
  }
}

function covers(box, o) {
  const cx = o.x + o.w / 2;
  const cy = o.y + o.h / 2;
  return cx >= box.x && cx < box.x + box.w && cy >= box.y && cy < box.y + box.h;
}

function overlap(a, b) {
  return Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
}
