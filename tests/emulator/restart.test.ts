/**
 * Sheets survive a restart of the emulated device: the same Storage, fresh RAM.
 */
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator/emulator";
import { BOARDS, fixture, tempDir } from "./helpers";

describe.each(BOARDS)("restart on %s", (board) => {
  it("keeps what the app wrote and forgets its RAM", () => {
    const storageDir = tempDir();
    const emu = createEmulator({ board, appCode: fixture("sheet.js"), storageDir, seed: 1 });
    expect(emu.textLines()).toEqual(["No sheet"]);
    emu.pressAll("select,select");
    expect(emu.textLines()).toEqual(["Bran", "Skill 6"]);
    emu.restart();
    expect(emu.textLines()).toEqual(["Bran", "Skill 6"]);
    // a new emulator on the same folder is the device after a power cycle
    const again = createEmulator({ board, appCode: fixture("sheet.js"), storageDir, seed: 1 });
    again.press("select");
    expect(again.textLines()).toEqual(["Bran", "Skill 7"]);
    expect(emu.errors.concat(again.errors)).toEqual([]);
  });
});
