/**
 * The roll log's two files (src/device/log-ring.ts) over the emulator's Storage, which keeps
 * Espruino's rules (a file is created at its full size; its bytes are written once).
 */
import { describe, expect, test } from "vitest";
import { logAdd, logRead, logRoll } from "../../src/device/log-ring";
import { memoryFlash } from "../helpers/fake-device";

const BANGLE = { log: 25, rec: 160 };
const SMALL = { log: 4, rec: 64 };

describe("the roll log", () => {
  test("a record keeps a roll's whole summary on a Bangle (159 bytes), and is cut to its size less one, marked", () => {
    const f = memoryFlash();
    const summary = "Grey Hal MeleeAttack+Spear 8 Workshop/Armor/Wounds vs TN 13.00: SUCCESS 13.65 x1.05";
    expect(logRoll(f, BANGLE, "Grey Hal", "Skill check", "SUCCESS", summary)).toBe("");
    const [r] = logRead(f);
    expect(r.split("\x1f").slice(1)).toEqual(["Grey Hal", "Skill check", "SUCCESS", summary]);
    expect(logAdd(f, BANGLE, "x".repeat(300))).toBe("");
    expect(logRead(f)[0]).toBe("x".repeat(158) + "~");
    // one that fits exactly is whole
    expect(logAdd(f, BANGLE, "z".repeat(159))).toBe("");
    expect(logRead(f)[0]).toBe("z".repeat(159));
    expect(f.read("sifni.log0")!.length).toBe(160 * 26);
  });

  test("newest first across the two files; the older one erased and reused when the newer is full", () => {
    const f = memoryFlash();
    for (let i = 1; i <= 10; i++) expect(logAdd(f, SMALL, "roll " + i)).toBe("");
    // 1-4 in one file, 5-8 in the other, then 9-10 where 1-4 were
    expect(logRead(f)).toEqual(["roll 10", "roll 9", "roll 8", "roll 7", "roll 6", "roll 5"]);
    expect(parseInt(f.read("sifni.log0")!, 10)).toBe(2);
    expect(parseInt(f.read("sifni.log1")!, 10)).toBe(1);
  });

  test("a log written with other sizes (64-byte records, before an update) is read and filled in its own, then the board's", () => {
    const f = memoryFlash();
    for (let i = 1; i <= 3; i++) logAdd(f, { log: 5, rec: 64 }, "old " + i);
    // the app now has 160-byte records, 4 a file
    const board = { log: 4, rec: 160 };
    expect(logRead(f)).toEqual(["old 3", "old 2", "old 1"]);
    for (let i = 1; i <= 3; i++) expect(logAdd(f, board, "new " + i)).toBe("");
    expect(f.read("sifni.log0")!.length).toBe(64 * 6);
    expect(f.read("sifni.log1")!.length).toBe(160 * 5);
    expect(logRead(f)).toEqual(["new 3", "new 2", "new 1", "old 3", "old 2", "old 1"]);
    // a new record's summary is no longer cut at 63 bytes
    logAdd(f, board, "y".repeat(150));
    expect(logRead(f)[0]).toBe("y".repeat(150));
  });

  test("no room for a new file: the message says so and the records kept are not lost", () => {
    const f = memoryFlash(8192);
    for (let i = 1; i <= 4; i++) expect(logAdd(f, { log: 4, rec: 160 }, "kept " + i)).toBe("");
    // something else takes the room the other log file needs
    f.write("filler", "z".repeat(f.getFree() - 500));
    expect(logAdd(f, { log: 4, rec: 160 }, "lost")).toMatch(/^Storage is full/);
    expect(logRead(f)).toEqual(["kept 4", "kept 3", "kept 2", "kept 1"]);
  });

  test("no log yet, or files that are not a log: nothing to read", () => {
    const f = memoryFlash();
    expect(logRead(f)).toEqual([]);
    f.write("sifni.log0", "no line end here");
    expect(logRead(f)).toEqual([]);
    expect(logAdd(f, SMALL, "first")).toBe("");
    expect(logRead(f)).toEqual(["first"]);
  });
});
