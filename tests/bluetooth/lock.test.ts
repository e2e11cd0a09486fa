/**
 * The GM lock on the emulated device (src/device/lock.ts, src/ui-lcd/flows/lock.ts): set with
 * the buttons, kept over a restart, the console locked (a locked device will not print a
 * sheet, and takes an upload once the code is typed), locked again when the connection ends,
 * pairing asking for the code, and a neutral Bluetooth name.
 */
import { describe, expect, test } from "vitest";
import { neutralName } from "../../src/device/radio";
import { consoleLockOf } from "../../src/emulator/console-lock";
import { Emu, PARTY, boot, choose, dataLines, fresh, home, keys, markedPack, packFile, paragraph, plan, send, stored, type, verdictIn, wire } from "./helpers";

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

describe.each(["banglejs2", "banglejs"])("the GM lock on %s", (board) => {
  test("set with the buttons: stored, the console locked, pairing asks for the code", () => {
    const { emu } = fresh(board);
    setLock(emu, "120406");
    expect(emu.textLines()[0]).toBe("GM lock on");
    expect(paragraph(emu)).toBe("The Bluetooth console and pairing now ask for 120406 (flash.sh --password 120406).");
    expect(stored(emu, "sifni.lock")).toBe("120406");
    expect(consoleLockOf(emu).locked).toBe(true);
    const sec = emu.calls.filter((c) => c.name === "NRF.setSecurity");
    expect(sec[sec.length - 1].args).toEqual([{ passkey: "120406", mitm: true, display: true }]);
    keys(emu, ["back"]);
    expect(emu.textLines()).toContain("GM lock on");
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
    expect(stored(emu, "sifni.lock")).toBe("134567");
  });

  test("a wrong current code changes nothing; the right one changes the code", () => {
    const { emu } = fresh();
    setLock(emu, "120406");
    openLock(emu);
    expect(emu.textLines()[0]).toBe("Current code");
    enter(emu, "000000");
    expect(emu.textLines()[0]).toBe("Wrong code");
    openLock(emu);
    enter(emu, "120406");
    expect(emu.textLines().slice(0, 3)).toEqual(["GM lock", "Change code", "Remove lock"]);
    keys(emu, ["select"]);
    enter(emu, "654321");
    enter(emu, "654321");
    expect(emu.textLines()[0]).toBe("GM lock on");
    expect(stored(emu, "sifni.lock")).toBe("654321");
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
    emu.advance(3500);
    expect(emu.textLines()[1]).toBe("Roll");
    expect(consoleLockOf(emu).locked).toBe(false);
    expect(type(emu, SHOW_KNIGHT)).toMatch(/Sir Aldric/);
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
    expect(emu.calls.filter((c) => c.name === "NRF.setSecurity")).toEqual([]);
  });
});
