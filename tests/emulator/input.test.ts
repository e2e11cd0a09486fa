/**
 * Keys reach the app as each board's hardware reports them: Pixl.js and Bangle.js 1 buttons
 * through setWatch, Bangle.js 1's left touch area as BTN4 plus a "touch" event, Bangle.js 2
 * drags, swipes and touches, with its one button for back. Expected sequences are worked out
 * from input.ts's geometry: a flick of 4 steps of 10 px through the centre (88, 88).
 */
import { describe, expect, it } from "vitest";
import { Emulator } from "../../src/emulator/emulator";
import { emulate, run } from "./helpers";

function events(emu: Emulator, key: string): string[] {
  const before = emu.printed.length;
  emu.press(key);
  return emu.printed.slice(before);
}

describe("abstract keys per board", () => {
  it("Pixl.js: up BTN1, down BTN4, select BTN3, back BTN2 (pressed, then released)", () => {
    const emu = emulate("pixljs", "input-probe.js");
    expect(["up", "down", "select", "back"].map((k) => events(emu, k))).toEqual([
      ["BTN1 true", "BTN1 false"],
      ["BTN4 true", "BTN4 false"],
      ["BTN3 true", "BTN3 false"],
      ["BTN2 true", "BTN2 false"],
    ]);
  });

  it("Bangle.js 1: up BTN1, select BTN2, down BTN3, back the left touch area (BTN4, then touch 1)", () => {
    const emu = emulate("banglejs", "input-probe.js");
    expect(["up", "select", "down", "back"].map((k) => events(emu, k))).toEqual([
      ["BTN1 true", "BTN1 false"],
      ["BTN2 true", "BTN2 false"],
      ["BTN3 true", "BTN3 false"],
      ["BTN4 true", "BTN4 false", "touch 1"],
    ]);
  });

  it("Bangle.js 2: up and down are flicks through the centre, then a swipe and the release", () => {
    const emu = emulate("banglejs2", "input-probe.js");
    // up: the finger goes from y 88 + 20 = 108 to 68 in steps of -10
    expect(events(emu, "up")).toEqual([
      "drag 88,108 0,0 1",
      "drag 88,98 0,-10 1",
      "drag 88,88 0,-10 1",
      "drag 88,78 0,-10 1",
      "drag 88,68 0,-10 1",
      "swipe 0 -1",
      "drag 88,68 0,0 0",
    ]);
    expect(events(emu, "down")).toEqual([
      "drag 88,68 0,0 1",
      "drag 88,78 0,10 1",
      "drag 88,88 0,10 1",
      "drag 88,98 0,10 1",
      "drag 88,108 0,10 1",
      "swipe 0 1",
      "drag 88,108 0,0 0",
    ]);
  });

  it("Bangle.js 2: select is a tap at the centre (right half: touch 2), back is BTN1", () => {
    const emu = emulate("banglejs2", "input-probe.js");
    expect(events(emu, "select")).toEqual(["drag 88,88 0,0 1", "touch 2 88,88 0", "drag 88,88 0,0 0"]);
    expect(events(emu, "back")).toEqual(["BTN1 true", "BTN1 false"]);
  });

  it("board inputs can be pressed by name too, and unknown keys are refused", () => {
    const emu = emulate("banglejs", "input-probe.js");
    expect(events(emu, "BTN5")).toEqual(["BTN5 true", "BTN5 false", "touch 2"]);
    expect(() => emu.press("tap")).toThrow(/unknown key "tap" for Bangle.js 1/);
    expect(() => emu.press("left")).toThrow(/use up, down, select, back/);
  });

  it("the boards define only their own buttons", () => {
    expect(run(emulate("banglejs2", "var x;"), "[typeof BTN1, typeof BTN2]")).toEqual(["object", "undefined"]);
    expect(run(emulate("pixljs", "var x;"), "[typeof BTN4, typeof BTN5, typeof Bangle, typeof Pixl]")).toEqual(["object", "undefined", "undefined", "object"]);
    expect(run(emulate("banglejs", "var x;"), "[typeof BTN5, typeof Pixl, typeof Bangle]")).toEqual(["object", "undefined", "object"]);
  });
});

describe("setWatch", () => {
  const app = `
    var log = [];
    setWatch(function (e) { log.push("rise " + (getTime() - e.time).toFixed(3) + " " + e.state); }, BTN1, { repeat: true });
    setWatch(function () { log.push("once"); }, BTN1);
    setWatch(function (e) { log.push("fall " + e.state + " held " + (e.time - e.lastTime).toFixed(3)); }, BTN1, { repeat: true, edge: "falling", debounce: 0 });
  `;

  it("a button watch defaults to the rising edge with 25 ms debounce; without repeat it fires once", () => {
    const emu = emulate("pixljs", app);
    emu.press("BTN1");
    emu.press("BTN1");
    // callbacks run 25 ms after the press edge; the press lasts 100 ms
    expect(run(emu, "log")).toEqual(["rise 0.025 true", "once", "fall false held 0.100", "rise 0.025 true", "fall false held 0.100"]);
  });

  it("clearWatch(id) removes one watch, clearWatch() all; clearWatch(undefined) throws", () => {
    const emu = emulate("pixljs", "var n = 0; var a = setWatch(function () { n++; }, BTN1, { repeat: true }); var b = setWatch(function () { n += 10; }, BTN1, { repeat: true });");
    run(emu, "clearWatch(a)");
    emu.press("up");
    expect(run(emu, "n")).toBe(10);
    run(emu, "clearWatch()");
    emu.press("up");
    expect(run(emu, "n")).toBe(10);
    expect(() => run(emu, "clearWatch(undefined)")).toThrow("clearWatch(undefined) not allowed. Use clearWatch() instead");
  });

  it("digitalRead sees the button while it is held", () => {
    const emu = emulate("pixljs", 'var seen = []; setWatch(function () { seen.push(digitalRead(BTN1)); setTimeout(function () { seen.push(digitalRead(BTN1)); }, 200); }, BTN1, { repeat: true });');
    emu.press("up");
    emu.advance(300);
    expect(run(emu, "seen")).toEqual([1, 0]);
  });
});

describe("Bangle.js lock", () => {
  it("Bangle.js 2 locks after 10 s without input; touches are then ignored and a button press only wakes it", () => {
    const emu = emulate("banglejs2", "input-probe.js");
    expect(events(emu, "wait:10000")).toEqual(["lock true"]);
    expect(run(emu, "Bangle.isLocked()")).toBe(true);
    expect(events(emu, "select")).toEqual([]);
    expect(events(emu, "back")).toEqual(["lock false"]);
    expect(events(emu, "back")).toEqual(["BTN1 true", "BTN1 false"]);
  });

  it("input keeps it awake; setLCDTimeout(0) never locks", () => {
    const emu = emulate("banglejs2", "input-probe.js");
    emu.advance(9000);
    emu.press("back");
    expect(events(emu, "wait:9000")).toEqual([]);
    run(emu, "Bangle.setLCDTimeout(0)");
    expect(events(emu, "wait:60000")).toEqual([]);
  });

  it("Bangle.js 1 also turns its LCD off, and the glass shows nothing until a button wakes it", () => {
    const emu = emulate("banglejs", 'g.setFont("6x8", 2).drawString("Hello", 10, 10); Bangle.on("lock", function (on) { print("lock " + on); }); Bangle.on("lcdPower", function (on) { print("lcdPower " + on); });');
    expect(emu.text()).toBe("Hello");
    expect(events(emu, "wait:10000")).toEqual(["lock true", "lcdPower false"]);
    expect(emu.text()).toBe("");
    expect(events(emu, "back")).toEqual([]); // the touch area does not wake it
    expect(events(emu, "up")).toEqual(["lock false", "lcdPower true"]);
    expect(emu.text()).toBe("Hello");
  });
});
