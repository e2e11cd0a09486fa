/**
 * The GM lock on the emulated device (src/device/lock.ts, boot.ts, src/ui-lcd/settings.ts): set
 * with the buttons, kept over a restart, the console locked (a locked device will not print a
 * sheet, and takes an upload once the code is typed), locked again when the connection ends,
 * pairing asking for the code, and a neutral Bluetooth name. Issue 14, point 6: the Bangles'
 * boot file locks the console after a restart into another app; the code is not stored in
 * plain text; wrong codes in Settings wait longer and longer; bonds are whitelisted.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { neutralName } from "../../src/device/radio";
import { consoleLockOf } from "../../src/emulator/console-lock";
import { loadBoard } from "../../src/emulator/emulator";
import { bootFileOrder } from "../../src/emulator/machine";
import { Emu, PARTY, boot, choose, dataLines, fresh, home, keys, markedPack, packFile, paragraph, plan, send, storeRaw, stored, type, verdictIn, wire } from "./helpers";

/** Settings > GM lock. */
function openLock(emu: Emu): void {
  home(emu);
  choose(emu, /^Settings$/);
  choose(emu, /^GM lock/);
}

/**
 * Types a 6-digit code on a code screen: ups from the digit shown to the one wanted, then
 * select. The screen shows the digits taken as "*", then the digit being turned, which starts
 * where the last one ended (src/ui-lcd/editors.ts codeScreen).
 */
function enter(emu: Emu, code: string): void {
  for (const d of code) {
    const shown = emu.textLines()[1];
    const at = shown.search(/[0-9]/);
    if (at < 0) throw new Error(`no digit being turned on: ${shown}`);
    const cur = Number(shown.charAt(at));
    keys(emu, Array((Number(d) - cur + 10) % 10).fill("up").concat(["select"]));
  }
}

function setLock(emu: Emu, code: string): void {
  openLock(emu);
  expect(emu.textLines()[0]).toBe("New code");
  enter(emu, code);
  expect(emu.textLines()[0]).toBe("Repeat code");
  enter(emu, code);
}

const SHOW_KNIGHT = wire(['print(require("Storage").read("sifni.c.sifni.knight"));']);

/** Another app, as a clock or launcher would be: says it runs, nothing else. */
const OTHER_APP = 'print("OTHER APP RUNS");';

/** The lock's file holds no digits, under no name that says "lock" in full. */
function expectVeiled(emu: Emu, code: string): void {
  expect(stored(emu, "sifni.lock")).toBeUndefined();
  const v = stored(emu, "sifni.lk") as string;
  expect(v).toHaveLength(6);
  expect(v).not.toMatch(/[0-9]/);
  expect(v).not.toContain(code);
}

describe.each(["banglejs2", "banglejs", "pixljs"])("the GM lock on %s", (board) => {
  // a board without the Bangles' bootloader has no other app to start: its app is its boot code
  // (docs/updates.md, "At every start, before any app")
  const bootFiles = loadBoard(board).loader === "bangle";
  test("set with the buttons: stored, the console locked, pairing asks for the code", () => {
    const { emu } = fresh(board);
    setLock(emu, "120406");
    expect(emu.textLines()[0]).toBe("GM lock on");
    expect(paragraph(emu)).toBe("The Bluetooth console and pairing now ask for 120406: send with flash.sh --ask-password");
    expectVeiled(emu, "120406");
    expect(consoleLockOf(emu).locked).toBe(true);
    const sec = emu.calls.filter((c) => c.name === "NRF.setSecurity");
    expect(sec[sec.length - 1].args).toEqual([{ passkey: "120406", mitm: true, display: true }]);
    // bonds kept to the GM's machines: only a device that bonded (with the passkey) connects
    expect(emu.calls.filter((c) => c.name === "NRF.setWhitelist").map((c) => c.args)).toEqual([[true]]);
    keys(emu, ["back"]);
    expect(emu.textLines()).toContain("GM lock on");
  });

  test("123456 typed and repeated in at most 26 presses, the digits taken shown as *", () => {
    const { emu } = fresh(board);
    openLock(emu);
    expect(emu.textLines()[0]).toBe("New code");
    let n = 0;
    const shown: string[] = [];
    const pressKey = emu.press.bind(emu);
    emu.press = (k: Parameters<Emu["press"]>[0]) => {
      n++;
      pressKey(k);
      shown.push(emu.textLines().join("\n"));
    };
    enter(emu, "123456");
    enter(emu, "123456");
    expect(emu.textLines()[0]).toBe("GM lock on");
    expect(n).toBeLessThanOrEqual(26);
    // while it is typed, no more than the digit being turned is on the screen
    for (const screen of shown.slice(0, -1)) expect(screen).not.toMatch(/\d\d/);
  });

  test("after a restart: a locked device refuses to print a sheet, and takes the upload once the code is typed", () => {
    const { emu, dir } = fresh(board);
    setLock(emu, "120406");
    const again = boot(board, 1, dir);
    const refused = type(again, SHOW_KNIGHT);
    expect(refused).toBe("\r\n  Invalid password\r\npassword>");
    expect(refused).not.toMatch(/Aldric/);
    // the wrong code: still locked
    expect(type(again, wire(["\r111111"]) + SHOW_KNIGHT)).not.toMatch(/Aldric|Logged in/);
    // the code as flash.sh --password sends it, first on its line after a CR
    const opened = type(again, wire(["\r120406"]) + SHOW_KNIGHT);
    expect(opened).toMatch(/Logged in\.[\s\S]*Sir Aldric/);
    const v = verdictIn(send(again, dataLines(plan(board, [packFile(markedPack(2))], { password: "120406" }))));
    expect(v).toEqual({ ok: true, pack: { system: "sifni", version: 2 }, sheets: [] });
  });

  test.skipIf(!bootFiles)("a restart into another app: the boot file locks the console before it runs", () => {
    const { emu } = fresh(board);
    setLock(emu, "120406");
    storeRaw(emu, "other.app.js", OTHER_APP);
    emu.restart("other.app.js");
    expect(emu.printed).toContain("OTHER APP RUNS");
    expect(emu.errors).toEqual([]);
    expect(consoleLockOf(emu).locked).toBe(true);
    expect(type(emu, SHOW_KNIGHT)).toBe("\r\n  Invalid password\r\npassword>");
    // the code opens it; once that connection ends, locked again (no S-Ifni code runs here)
    expect(type(emu, wire(["\r120406"]) + SHOW_KNIGHT)).toMatch(/Logged in\.[\s\S]*Sir Aldric/);
    emu.call((emu.realm().global.NRF as { emit: unknown }).emit, ["disconnect", 19]);
    expect(type(emu, SHOW_KNIGHT)).not.toMatch(/Aldric/);
    // and the whitelist and passkey, set by the boot file
    const sec = emu.calls.filter((c) => c.name === "NRF.setSecurity");
    expect(sec[sec.length - 1].args).toEqual([{ passkey: "120406", mitm: true, display: true }]);
    expect(emu.calls.filter((c) => c.name === "NRF.setWhitelist").length).toBeGreaterThan(0);
  });

  test.skipIf(!bootFiles)("load() into another app (a launcher): locked there too, and the code cannot be read back as text", () => {
    const { emu, dir } = fresh(board);
    setLock(emu, "120406");
    storeRaw(emu, "other.app.js", OTHER_APP);
    const again = boot(board, 1, dir);
    again.execute('load("other.app.js");');
    expect(again.printed).toContain("OTHER APP RUNS");
    expect(type(again, SHOW_KNIGHT)).not.toMatch(/Aldric/);
    expect(type(again, wire(["\r120406"]) + wire(['print(JSON.stringify(require("Storage").read("sifni.lock")), require("Storage").list().join(" "));'])))
      .toMatch(/Logged in\.[\s\S]*undefined [^\n]*sifni\.lk/);
    expect(type(again, wire(['print(require("Storage").read("sifni.lk"));']))).not.toMatch(/120406/);
  });

  test("a start with the button held runs neither the boot file nor an app: the console is open (the documented limit)", () => {
    const { emu } = fresh(board);
    setLock(emu, "120406");
    emu.restart(undefined, { buttonHeld: true });
    expect(consoleLockOf(emu).locked).toBe(false);
    expect(type(emu, SHOW_KNIGHT)).toMatch(/Sir Aldric/);
  });

  test("locked again as soon as the connection ends", () => {
    const { emu } = fresh(board);
    setLock(emu, "120406");
    type(emu, wire(["\r120406"]));
    expect(consoleLockOf(emu).locked).toBe(false);
    const nrf = emu.realm().global.NRF as { emit: unknown };
    emu.call(nrf.emit, ["disconnect", 19]);
    expect(consoleLockOf(emu).locked).toBe(true);
    expect(type(emu, SHOW_KNIGHT)).not.toMatch(/Aldric/);
  });
});

describe("changing and removing the lock", () => {
  test("two different codes: not set", () => {
    const { emu } = fresh();
    openLock(emu);
    enter(emu, "111111");
    enter(emu, "111112");
    expect(emu.textLines()[0]).toBe("Not set");
    expect(stored(emu, "sifni.lock")).toBeUndefined();
    expect(stored(emu, "sifni.lk")).toBeUndefined();
    expect(consoleLockOf(emu).locked).toBe(false);
  });

  test("back undoes a digit: 1 2 back 3 ... gives 13....", () => {
    const { emu } = fresh();
    openLock(emu);
    enter(emu, "12");
    keys(emu, ["back"]);
    // the digit taken stays hidden; the one undone is back to be turned
    expect(emu.textLines()[1]).toBe("*2____");
    keys(emu, ["up", "select"]);
    enter(emu, "4567");
    enter(emu, "134567");
    expectVeiled(emu, "134567");
    expect(type(emu, wire(["\r134567"]))).toMatch(/Logged in/);
  });

  test("a wrong current code changes nothing; the right one changes the code", () => {
    const { emu } = fresh();
    setLock(emu, "120406");
    openLock(emu);
    expect(emu.textLines()[0]).toBe("Current code");
    enter(emu, "000000");
    expect(emu.textLines()[0]).toBe("Wrong code");
    expect(paragraph(emu)).toBe("The GM lock stays on. Next try in 1 s.");
    keys(emu, ["back"]);
    emu.advance(1000);
    choose(emu, /^GM lock/);
    enter(emu, "120406");
    expect(emu.textLines().slice(0, 3)).toEqual(["GM lock", "Change code", "Remove lock"]);
    keys(emu, ["select"]);
    enter(emu, "654321");
    enter(emu, "654321");
    expect(emu.textLines()[0]).toBe("GM lock on");
    expectVeiled(emu, "654321");
    expect(type(emu, wire(["\r120406"]))).not.toMatch(/Logged in/);
    expect(type(emu, wire(["\r654321"]))).toMatch(/Logged in/);
  });

  test("removed: the device restarts (only that opens the console, as on the firmware) and the console is open", () => {
    const { emu } = fresh();
    setLock(emu, "120406");
    openLock(emu);
    enter(emu, "120406");
    keys(emu, ["down", "select"]);
    expect(emu.textLines()[0]).toBe("GM lock off");
    expect(paragraph(emu)).toBe("The device restarts now to open its Bluetooth console.");
    expect(stored(emu, "sifni.lock")).toBeUndefined();
    expect(stored(emu, "sifni.lk")).toBeUndefined();
    emu.advance(3500);
    expect(emu.textLines()[1]).toBe("Roll");
    expect(consoleLockOf(emu).locked).toBe(false);
    expect(type(emu, SHOW_KNIGHT)).toMatch(/Sir Aldric/);
  });
});

describe("wrong codes slow down (Settings > GM lock)", () => {
  test("each wrong code doubles the wait; the count survives a restart; the right code clears it", () => {
    const { emu, dir } = fresh();
    setLock(emu, "120406");
    const waits: string[] = [];
    openLock(emu);
    for (let i = 0; i < 3; i++) {
      // not yet: the screen says how long, and takes no code
      if (i > 0) {
        choose(emu, /^GM lock/);
        expect(emu.textLines()[0]).toBe("Wait");
        keys(emu, ["back"]);
        emu.advance(1000 << (i - 1));
        choose(emu, /^GM lock/);
      }
      expect(emu.textLines()[0]).toBe("Current code");
      enter(emu, "000000");
      expect(emu.textLines()[0]).toBe("Wrong code");
      waits.push(paragraph(emu));
      keys(emu, ["back"]);
    }
    expect(waits).toEqual(["The GM lock stays on. Next try in 1 s.", "The GM lock stays on. Next try in 2 s.", "The GM lock stays on. Next try in 4 s."]);
    expect(stored(emu, "sifni.lt")).toBe("3");
    // a restart does not reset it: the wait runs again from Settings' opening
    const again = boot("banglejs2", 1, dir);
    openLock(again);
    expect(again.textLines()[0]).toBe("Wait");
    expect(paragraph(again)).toMatch(/^Wrong codes: try again in [1-4] s\.$/);
    keys(again, ["back"]);
    again.advance(4000);
    choose(again, /^GM lock/);
    enter(again, "120406");
    expect(again.textLines().slice(0, 3)).toEqual(["GM lock", "Change code", "Remove lock"]);
    expect(stored(again, "sifni.lt")).toBeUndefined();
  });
});

describe("the stored code", () => {
  test("a plain sifni.lock of an earlier version is veiled at start, and still locks", () => {
    const { emu, dir } = fresh();
    storeRaw(emu, "sifni.lock", "120406");
    const again = boot("banglejs2", 1, dir);
    expectVeiled(again, "120406");
    expect(consoleLockOf(again).locked).toBe(true);
    expect(type(again, SHOW_KNIGHT)).not.toMatch(/Aldric/);
    expect(type(again, wire(["\r120406"]) + SHOW_KNIGHT)).toMatch(/Logged in\.[\s\S]*Sir Aldric/);
  });

  test("the boot file is installed with the app on the Bangles (App Loader, flash.sh --app, the emulator), not on the Pixl.js", () => {
    for (const board of ["banglejs2", "banglejs"]) {
      const meta = JSON.parse(readFileSync(`dist/${board}/metadata.json`, "utf8")) as { storage: { name: string }[]; data: { name?: string }[] };
      expect(meta.storage.map((f) => f.name)).toContain("sifni.0.boot.js");
      expect(meta.data.map((f) => f.name)).toEqual(expect.arrayContaining(["sifni.lk", "sifni.lt", "sifni.lock"]));
      expect(stored(fresh(board).emu, "sifni.0.boot.js")).toBe(readFileSync(`dist/${board}/sifni.0.boot.js`, "latin1"));
    }
    expect(existsSync("dist/pixljs/sifni.0.boot.js")).toBe(false);
  });

  test("boot files run in the bootloader's order: numbered first", () => {
    expect(bootFileOrder(["b.boot.js", "x.js", "sifni.0.boot.js", "a.boot.js", "w.10.boot.js", "v.2.boot.js"])).toEqual(["sifni.0.boot.js", "v.2.boot.js", "w.10.boot.js", "a.boot.js", "b.boot.js"]);
  });
});

describe("what the device says over the air", () => {
  test("it advertises under the firmware's own default name: nothing about the app, the GM or the party", () => {
    const { emu } = fresh();
    const adv = emu.calls.filter((c) => c.name === "NRF.setAdvertising");
    // the emulator's address is c0:ff:ee:00:51:f1: the last 4 hex digits, as gap_params_init appends them
    expect(adv.map((c) => c.args)).toEqual([[{}, { name: "Bangle.js 51f1", showName: true }]]);
    const said = JSON.stringify(emu.calls.filter((c) => c.name.startsWith("NRF.")));
    for (const s of PARTY) expect(said).not.toContain(s.name);
    expect(said).not.toMatch(/sifni|S-Ifni/i);
  });

  test("the name per board, from the address", () => {
    expect(neutralName("pixljs", "e7:aa:01:02:ab:cd random")).toBe("Pixl.js abcd");
    expect(neutralName("banglejs", "e7:aa:01:02:ab:cd")).toBe("Bangle.js abcd");
  });

  test("no lock, no security change: pairing is left as the GM's settings have it", () => {
    const { emu } = fresh();
    expect(emu.calls.filter((c) => c.name === "NRF.setSecurity" || c.name === "NRF.setWhitelist")).toEqual([]);
  });
});
