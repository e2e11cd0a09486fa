/**
 * The app's global scope: what Espruino lacks is missing, what it has behaves like it (timers on
 * the virtual clock, require, print, E.hwRand, buzz promises, load/reset, uncaught errors).
 */
import { describe, expect, it } from "vitest";
import { emulate, fixture, run } from "./helpers";

describe("missing built-ins", () => {
  it("an app using Map runs on Node but fails in the emulator, as on the device", () => {
    // on Node the same code is fine
    expect(() => new Function("g", fixture("uses-map.js"))({ drawString: () => undefined })).not.toThrow();
    const emu = emulate("banglejs2", "uses-map.js");
    expect(emu.errors).toHaveLength(1);
    expect(emu.errors[0]).toMatch(/ReferenceError: Map is not defined/);
    expect(emu.printed).toContain("Uncaught ReferenceError: Map is not defined");
    expect(emu.text()).toBe("");
  });

  it("leaves out what Espruino has not got (ESPRUINO-FACTS.md #12) and Node's globals", () => {
    const emu = emulate("pixljs", "var x;");
    const missing = [
      "Map", "Set", "WeakMap", "Symbol", "Proxy", "Reflect", "Promise.any", "Array.from", "Object.freeze", "Math.imul",
      "Number.isInteger", "Math.trunc", "globalThis", "queueMicrotask", "setImmediate", "Buffer", "module", "WebAssembly",
      "ArrayBuffer.prototype.slice", "Promise.prototype.finally", "Number.parseFloat", "String.fromCodePoint", "RangeError",
    ];
    const types = run(emu, `[${missing.map((m) => `typeof ${m.includes(".") ? m : `this.${m}`}`).join(", ")}]`) as string[];
    expect(Object.fromEntries(missing.map((m, i) => [m, types[i]]))).toEqual(Object.fromEntries(missing.map((m) => [m, "undefined"])));
  });

  it("require knows only Storage", () => {
    const emu = emulate("banglejs2", "var x;");
    expect(run(emu, 'typeof require("Storage").read')).toBe("function");
    expect(() => run(emu, 'require("fs")')).toThrow('Module "fs" not found');
    expect(() => run(emu, 'require("heatshrink")')).toThrow('Module "heatshrink" not found');
  });

  it("process.memory is refused rather than made up", () => {
    const emu = emulate("pixljs", "var x;");
    expect(run(emu, "process.env.BOARD")).toBe("PIXLJS");
    expect(() => run(emu, "process.memory()")).toThrow(/not emulated: the emulator cannot count JsVars/);
  });

  it("E.showMenu and other firmware UI are named as not emulated", () => {
    const emu = emulate("banglejs2", "var x;");
    expect(() => run(emu, 'E.showMenu({"a": 1})')).toThrow("E.showMenu is not emulated (docs/emulator.md)");
    expect(() => run(emu, 'Bangle.setUI("updown", function () {})')).toThrow("Bangle.setUI is not emulated (docs/emulator.md)");
  });
});

describe("timers and time", () => {
  it("run on the virtual clock, in time order, with Espruino's argument checks", () => {
    const emu = emulate("pixljs", 'var log = []; var t0 = getTime(); setTimeout(function (a) { log.push("b" + a); }, 50, 1); setTimeout(function () { log.push("a"); }, 20); var iv = setInterval(function () { log.push("i" + Math.round((getTime() - t0) * 1000)); }, 30);');
    // booting let 200 ms pass: a at 20, i30, b1 at 50, i60, i90 ... i180
    expect(run(emu, "log.slice(0, 5)")).toEqual(["a", "i30", "b1", "i60", "i90"]);
    run(emu, "clearInterval(iv); log = []");
    emu.advance(1000);
    expect(run(emu, "log")).toEqual([]);
    expect(() => run(emu, "setTimeout(5, 10)")).toThrow("Function or String not supplied!");
    expect(() => run(emu, "clearTimeout(undefined)")).toThrow("clearTimeout(undefined) not allowed. Use clearTimeout() instead");
  });

  it("clearTimeout() with no argument stops every timer; a string is run at global scope", () => {
    const emu = emulate("pixljs", 'var n = 0; setTimeout("n += 1", 1000); setInterval(function () { n += 100; }, 500);');
    run(emu, "clearTimeout()");
    emu.advance(2000);
    expect(run(emu, "n")).toBe(0);
    run(emu, 'setTimeout("n += 1", 10)');
    emu.advance(20);
    expect(run(emu, "n")).toBe(1);
  });

  it("getTime is seconds of the virtual clock; Date follows it", () => {
    const emu = emulate("pixljs", "var x;");
    const t = run(emu, "getTime()") as number;
    emu.advance(1500);
    expect(run(emu, "getTime()")).toBeCloseTo(t + 1.5, 6);
    expect(run(emu, "Date.now()")).toBeCloseTo((t + 1.5) * 1000, 3);
    expect(run(emu, "new Date().getTime() === Date.now() && new Date() instanceof Date")).toBe(true);
    expect(run(emu, "new Date(0).toISOString()")).toBe("1970-01-01T00:00:00.000Z");
  });
});

describe("device services", () => {
  it("E.hwRand gives signed 32-bit numbers, the same for the same seed", () => {
    const a = emulate("banglejs2", "var x;", { seed: 7 });
    const b = emulate("banglejs2", "var x;", { seed: 7 });
    const c = emulate("banglejs2", "var x;", { seed: 8 });
    const draw = "[E.hwRand(), E.hwRand(), E.hwRand()]";
    const va = run(a, draw) as number[];
    expect(run(b, draw)).toEqual(va);
    expect(run(c, draw)).not.toEqual(va);
    for (const v of va) expect(Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31).toBe(true);
  });

  it("Bangle.buzz records the call and resolves its promise when the buzz ends", () => {
    const emu = emulate("banglejs2", 'var done = 0; Bangle.buzz(100).then(function () { done = getTime(); });');
    expect(emu.calls.map((c) => [c.name, c.args])).toEqual([["Bangle.buzz", [100, 1]]]);
    // booted with 200 ms of settling: the promise resolved at 100 ms
    expect((run(emu, "done") as number) * 1000 - emu.calls[0].at).toBeCloseTo(100, 3);
  });

  it("print and console.log are captured; an uncaught error in a callback is reported and the app goes on", () => {
    const emu = emulate("pixljs", 'print("a", 1, {b: 2}); console.log("c"); setWatch(function () { null.x; }, BTN1, { repeat: true }); setWatch(function () { print("still here"); }, BTN2, { repeat: true });');
    expect(emu.printed).toEqual(["a 1 {\"b\":2}", "c"]);
    emu.press("BTN1");
    expect(emu.errors).toHaveLength(1);
    emu.press("BTN2");
    expect(emu.printed.slice(-1)).toEqual(["still here"]);
  });

  it("load() starts the app again when it goes idle; E.on('kill') runs first", () => {
    const emu = emulate("pixljs", 'var S = require("Storage"); var n = (S.readJSON("n") || 0) + 1; S.writeJSON("n", n); E.on("kill", function () { print("kill " + n); }); setWatch(function () { load(); }, BTN1);');
    expect(run(emu, "n")).toBe(1);
    emu.press("BTN1");
    expect(run(emu, "n")).toBe(2);
    expect(emu.printed).toContain("kill 1");
  });

  it("reset() stops the app", () => {
    const emu = emulate("pixljs", 'var n = 0; setInterval(function () { n++; }, 10); setWatch(function () { reset(); }, BTN1);');
    emu.press("BTN1");
    expect(emu.running).toBe(false);
  });

  it("NRF calls are recorded", () => {
    const emu = emulate("pixljs", 'NRF.setAdvertising({}, {name: "S-Ifni"}); NRF.sleep();');
    expect(emu.calls.map((c) => c.name)).toEqual(["NRF.setAdvertising", "NRF.sleep"]);
    expect(run(emu, "typeof NRF.getAddress()")).toBe("string");
  });

  it("the app bundle takes flash: an app too big for Pixl.js does not install", () => {
    expect(() => emulate("pixljs", "// " + "x".repeat(40000))).toThrow(/does not fit in Pixl.js's Storage: Unable to find or create file/);
  });
});
