/**
 * Text laid out on the device's screen a row at a time (ui-lcd/view.ts wrapEach, screen.ts
 * rows): the rows are those a word-by-word wrap gives, made without an array of the words.
 */
import { describe, expect, test } from "vitest";
import { makeUi } from "../../src/ui-lcd/screen";
import { drawRow, makeView, titleBar, wrapEach } from "../../src/ui-lcd/view";
import { PIXL_LOOK, TextSurface } from "../helpers/fake-device";

// 6x8 font: a 64-pixel-wide screen leaves 60 pixels, 10 characters a row
const surface = () => new TextSurface(64, 64);

function rowsOf(text: string, stopAfter = -1): string[] {
  const out: string[] = [];
  wrapEach(makeView(surface(), PIXL_LOOK), text, (r) => {
    out.push(r);
    return out.length === stopAfter;
  });
  return out;
}

describe("wrapEach", () => {
  test("words go on a row while they fit, a space between them", () => {
    expect(rowsOf("one two three four")).toEqual(["one two", "three four"]);
  });
  test("a word longer than a row is cut, the row before it ended first", () => {
    expect(rowsOf("ab abcdefghijklmnop x")).toEqual(["ab", "abcdefghij", "klmnop x"]);
  });
  test("spaces are kept as a split on single spaces keeps them", () => {
    expect(rowsOf("a  b")).toEqual(["a  b"]);
    expect(rowsOf("a ")).toEqual(["a "]);
    expect(rowsOf("")).toEqual([]);
  });
  test("stops when told to, saying so", () => {
    expect(rowsOf("one two three four five six", 2)).toEqual(["one two", "three four"]);
    expect(wrapEach(makeView(surface(), PIXL_LOOK), "one two three", () => true)).toBe(true);
    expect(wrapEach(makeView(surface(), PIXL_LOOK), "one", () => false)).toBe(false);
  });
});

describe("a text's rows", () => {
  test("label and value rows, wrapped lines, a blank row for an empty line, counted", () => {
    const ui = makeUi(surface(), PIXL_LOOK);
    const seen: string[] = [];
    const n = ui.rows(["Name\tGrey Hal", "one two three four", ""], (label, value, i) => seen.push(i + ":" + label + "|" + value));
    expect(n).toBe(4);
    expect(seen).toEqual(["0:Name|Grey Hal", "1:one two|", "2:three four|", "3:|"]);
    expect(ui.rows(["one two three four"])).toBe(2);
  });
  test("a value too wide for a row of its own wraps under its label, never cut", () => {
    const ui = makeUi(surface(), PIXL_LOOK);
    const seen: string[] = [];
    // "right leg, 5/6 down" is 19 characters, the row 10
    const n = ui.rows(["Where\tright leg, 5/6 down", "DR\t18.67"], (label, value, i) => seen.push(i + ":" + label + "|" + value));
    expect(seen).toEqual(["0:Where|", "1:right leg,|", "2:5/6 down|", "3:DR|18.67"]);
    expect(n).toBe(4);
  });
});

describe("a label and its value too wide for one row", () => {
  // 10 characters a row (see above); lines() joins what is drawn on a row with a space
  const drawn = (label: string, value: string): string[] => {
    const s = surface();
    const n = drawRow(makeView(s, PIXL_LOOK), 0, label, value, false);
    return [String(n)].concat(s.lines());
  };
  test("the label's words wrap, what is left goes beside the value on the second row", () => {
    expect(drawn("minor wound", "3.0%")).toEqual(["2", "minor", "wound 3.0%"]);
  });
  test("what is left is cut beside the value when it must be; a label that fits keeps its row", () => {
    expect(drawn("moderate trauma", "1.5%")).toEqual(["2", "moderate", "trau~ 1.5%"]);
    expect(drawn("Strategy", "Cautious")).toEqual(["2", "Strategy", "Cautious"]);
  });
  test("a lone label wraps onto the second row, cut there", () => {
    expect(drawn("one two three four", "")).toEqual(["2", "one two", "three four"]);
    expect(drawn("one two three four five", "")).toEqual(["2", "one two", "three fou~"]);
  });
});


describe("a title too wide for its bar", () => {
  // the Bangle.js 2: 176 pixels, 6x8 at x2 (14 columns a row); 29 at the font's own size
  const bangle2 = { ...PIXL_LOOK, scale: 2 };
  const title = (look: typeof PIXL_LOOK, width: number, text: string): [number, string][] => {
    const s = new TextSurface(width, 176);
    const v = makeView(s, look);
    titleBar(v, text);
    // the font is as it was for the rows that follow
    expect(s.scale).toBe(look.scale);
    return [...s.rows.entries()].map(([y, r]) => [y, r.join(" ")]);
  };
  test("is written whole at the font's own size, in the middle of the bar, where the font is enlarged", () => {
    expect(title(bangle2, 176, "Odds: Melee attack")).toEqual([[4, "Odds: Melee attack"]]);
    expect(title(bangle2, 176, "Melee attack")).toEqual([[0, "Melee attack"]]);
  });
  test("is cut when it does not fit even so, and where the font is at its own size", () => {
    expect(title(bangle2, 176, "A title of more than twenty-nine columns")).toEqual([[4, "A title of more than twenty-~"]]);
    expect(title(PIXL_LOOK, 64, "Odds: Melee attack")).toEqual([[0, "Odds: Mel~"]]);
  });
});
