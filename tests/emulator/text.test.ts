/**
 * The text dump reads the glass, not the app: text that was overdrawn, erased, never flipped or
 * drawn invisibly is not there; rows come top to bottom, pieces on a row left to right.
 */
import { describe, expect, it } from "vitest";
import { emulate, run } from "./helpers";

describe("text on the glass", () => {
  it("reads rows top to bottom and joins pieces on a row left to right", () => {
    const emu = emulate("banglejs2", 'g.setFont("6x8", 2); g.drawString("Skill", 0, 40); g.drawString("Bran", 0, 0); g.setFontAlign(1, -1); g.drawString("5", 175, 40);');
    expect(emu.textLines()).toEqual(["Bran", "Skill 5"]);
  });

  it("joins touching cells without a space", () => {
    const emu = emulate("banglejs2", 'g.setFont("6x8"); g.drawString("12", 0, 0); g.drawString("%", 12, 0); g.drawString("done", 30, 0);');
    expect(emu.text()).toBe("12% done");
  });

  it("drops text that was cleared or painted over, keeps what is left of a partly covered string", () => {
    const emu = emulate("pixljs", 'g.drawString("Hello", 0, 0); g.drawString("World", 0, 10); g.clearRect(0, 10, 127, 20); g.fillRect(8, 0, 11, 5); g.flip();');
    // "Hello" in 4x6: characters at x 0, 4, 8, 12, 16; the box covers the third
    expect(emu.textLines()).toEqual(["He lo"]);
  });

  it("on Pixl.js only what was flipped is on the glass", () => {
    const emu = emulate("pixljs", 'g.drawString("Shown", 0, 0); g.flip(); g.drawString("Pending", 0, 10);');
    expect(emu.textLines()).toEqual(["Shown"]);
    run(emu, "g.flip()");
    expect(emu.textLines()).toEqual(["Shown", "Pending"]);
  });

  it("Bangle.js 2 shows its drawing when the app goes idle, Bangle.js 1 at once", () => {
    const b2 = emulate("banglejs2", 'setWatch(function () { g.drawString("Now", 0, 0); }, BTN1);');
    b2.press("back");
    expect(b2.text()).toBe("Now");
    const b1 = emulate("banglejs", "var x;");
    run(b1, 'g.drawString("Direct", 0, 0)');
    expect(b1.text()).toBe("Direct");
  });

  it("ignores text drawn in the background colour, and text replaced by other text", () => {
    const emu = emulate("banglejs2", 'g.setColor(g.theme.bg).drawString("hidden", 0, 0); g.setColor(g.theme.fg); g.drawString("12", 0, 20); g.drawString("13", 0, 20, true);');
    expect(emu.textLines()).toEqual(["13"]);
  });

  it("reads inverted text (a highlighted menu line) too", () => {
    const emu = emulate("banglejs2", "menu.js");
    expect(emu.textLines()).toEqual(["Bran", "Asha", "Tyrion", "Roll"]);
    emu.press("down");
    expect(emu.textLines()).toEqual(["Bran", "Asha", "Tyrion", "Roll"]);
    emu.press("select");
    expect(emu.textLines()).toEqual(["Chosen:", "Asha"]);
  });
});
