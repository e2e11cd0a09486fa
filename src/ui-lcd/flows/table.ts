/**
 * The table view: the outcome in large letters, meant to be turned toward the players. It
 * shows only the module's `table` words and `degree`, never a number from a sheet. Any key
 * returns to the GM's screen.
 */
import { Outcome } from "../../engine/rules/types";
import { Key } from "../surface";
import { Screen, Ui } from "../ui";
import { View, fontHeight } from "../view";

class TableScreen implements Screen {
  words: string[];

  constructor(o: Outcome) {
    this.words = o.table.split(" ");
    if (o.degree !== "") this.words.push(o.degree);
  }

  draw(v: View): void {
    // as large as the longest word allows, at most three times the usual size
    let scale = v.look.scale * 3;
    for (;;) {
      v.s.setFont(v.look.font, scale);
      let widest = 0;
      for (let i = 0; i < this.words.length; i++) widest = Math.max(widest, v.s.stringWidth(this.words[i]));
      if (scale === 1 || (widest <= v.width - 4 && this.words.length * fontHeight(v.look.font) * scale <= v.height)) break;
      scale--;
    }
    const h = fontHeight(v.look.font) * scale;
    let y = (v.height - this.words.length * h) >> 1;
    v.s.setColor(v.look.fg);
    for (let i = 0; i < this.words.length; i++) {
      v.s.drawString(this.words[i], (v.width - v.s.stringWidth(this.words[i])) >> 1, y);
      y += h;
    }
    v.s.setFont(v.look.font, v.look.scale);
  }

  key(_k: Key, ui: Ui): void {
    ui.pop();
  }
}

export function showTable(ui: Ui, o: Outcome): void {
  ui.push(new TableScreen(o));
}
