/**
 * require("Storage") as the app sees it, on the emulated flash: Espruino's chunked writes
 * (the example of the Storage.write reference), relaxed writeJSON read back with readJSON,
 * getFree with the per-file header, the full-flash refusal, compaction, 28-byte names, and the
 * folder that keeps it all.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FolderStorage } from "../../src/emulator/storage";
import { emulate, run, tempDir } from "./helpers";

const APP = 'var S = require("Storage");';
// the app is installed as .bootcde on Pixl.js: 27 bytes -> 28 rounded to 4, plus the 32-byte header
const APP_FOOTPRINT = 28 + 32;
const PIXL_BYTES = 9 * 4096;

function pixl() {
  return emulate("pixljs", APP);
}

describe("Storage.write in chunks", () => {
  it("follows the reference's example: a sized file reads 0xFF where nothing was written", () => {
    const emu = pixl();
    expect(run(emu, 'S.write("a", "Hello", 0, 14)')).toBe(true);
    expect(run(emu, 'S.read("a")')).toBe("Hello" + "\xFF".repeat(9));
    run(emu, 'S.write("a", " ", 5); S.write("a", "World!!!", 6)');
    expect(run(emu, 'S.read("a")')).toBe("Hello World!!!");
    // offset 0 again re-creates the file
    run(emu, 'S.write("a", " ", 0)');
    expect(run(emu, 'S.read("a")')).toBe(" ");
  });

  it("refuses what the flash cannot do, with the device's messages", () => {
    const emu = pixl();
    run(emu, 'S.write("a", "Hello", 0, 8)');
    expect(() => run(emu, 'S.write("a", "J", 0 + 1)')).toThrow("File already written with different data");
    expect(() => run(emu, 'S.write("a", "long!", 5)')).toThrow("Too much data for file size");
    expect(() => run(emu, 'S.write("nothere", "x", 3)')).toThrow("Unable to find or create file");
    expect(() => run(emu, 'S.write("empty", "")')).toThrow("Can't create zero length file");
    // writing over never-written bytes is fine, and an identical whole rewrite is a no-op
    expect(run(emu, 'S.write("a", "!!!", 5)')).toBe(true);
    expect(run(emu, 'S.write("a", "Hello!!!")')).toBe(true);
  });

  it("read takes an offset and a length; a missing file is undefined", () => {
    const emu = pixl();
    run(emu, 'S.write("a", "abcdef")');
    expect(run(emu, '[S.read("a", 2), S.read("a", 1, 3), S.read("b")]')).toEqual(["cdef", "bcd", undefined]);
  });

  it("writes arrays and typed arrays as bytes, objects as standard JSON", () => {
    const emu = pixl();
    run(emu, 'S.write("b", [72, 105, 256 + 33]); S.write("t", new Uint8Array([1, 2])); S.write("o", {a: 1})');
    expect(run(emu, '[S.read("b"), S.read("t"), S.read("o")]')).toEqual(["Hi!", "\x01\x02", '{"a":1}']);
    expect(run(emu, 'new Uint8Array(S.readArrayBuffer("t"))[1]')).toBe(2);
  });
});

describe("writeJSON and readJSON", () => {
  it("writes relaxed JSON (unquoted keys) that JSON.parse refuses and readJSON reads back", () => {
    const emu = pixl();
    run(emu, 'S.writeJSON("s", {name: "Bran", skill: 5, "two words": 1, list: [1, "a", null, undefined], f: function () {}, u: undefined})');
    expect(run(emu, 'S.read("s")')).toBe('{name:"Bran",skill:5,"two words":1,list:[1,"a",null,null]}');
    expect(run(emu, 'try { JSON.parse(S.read("s")); "parsed"; } catch (e) { e.name; }')).toBe("SyntaxError");
    expect(run(emu, 'S.readJSON("s")')).toEqual({ name: "Bran", skill: 5, "two words": 1, list: [1, "a", null, null] });
    // the result belongs to the app's realm
    expect(run(emu, 'S.readJSON("s").list instanceof Array')).toBe(true);
  });

  it("keeps integer keys bare and escapes compactly (\\1, \\x7F)", () => {
    const emu = pixl();
    run(emu, 'S.writeJSON("k", {1: 2}); S.writeJSON("e", "a\\nb\\u0001c\\u007f"); S.writeJSON("n", [NaN, 1.5, -3])');
    expect(run(emu, '[S.read("k"), S.read("e"), S.read("n")]')).toEqual(["{1:2}", '"a\\nb\\1c\\x7F"', "[null,1.5,-3]"]);
    expect(run(emu, 'S.readJSON("e")')).toBe("a\nb\x01c\x7f");
  });

  it("readJSON: missing file undefined; bad text throws, or is undefined with noExceptions", () => {
    const emu = pixl();
    run(emu, 'S.write("bad", "{a:")');
    expect(run(emu, 'S.readJSON("none")')).toBeUndefined();
    expect(() => run(emu, 'S.readJSON("bad")')).toThrow(/Expecting valid value, got EOF/);
    expect(run(emu, 'S.readJSON("bad", true)')).toBeUndefined();
  });
});

describe("flash space", () => {
  it("getFree counts each file rounded up to 4 bytes plus a 32-byte header", () => {
    const emu = pixl();
    expect(run(emu, "S.getFree()")).toBe(PIXL_BYTES - APP_FOOTPRINT);
    run(emu, 'S.write("x", "0123456789")'); // 10 -> 12 + 32
    expect(run(emu, "S.getFree()")).toBe(PIXL_BYTES - APP_FOOTPRINT - 44);
    expect(run(emu, "S.getStats()")).toEqual({
      totalBytes: PIXL_BYTES,
      freeBytes: PIXL_BYTES - APP_FOOTPRINT - 44,
      fileBytes: APP_FOOTPRINT + 44,
      fileCount: 2,
      trashBytes: 0,
      trashCount: 0,
    });
  });

  it("refuses a file that does not fit, compacting the trash first when that makes room", () => {
    const emu = pixl();
    run(emu, 'S.write("x", "0123456789")');
    const free = PIXL_BYTES - APP_FOOTPRINT - 44;
    // a file taking exactly the rest: size + 32 = free (free is a multiple of 4)
    expect(run(emu, `S.write("big", "A", 0, ${free - 32})`)).toBe(true);
    expect(run(emu, "S.getFree()")).toBe(0);
    expect(() => run(emu, 'S.write("y", "1")')).toThrow("Unable to find or create file");
    // erasing leaves trash: nothing freed until a new file needs the room
    run(emu, 'S.erase("x")');
    expect(run(emu, "[S.getFree(), S.getStats().trashBytes]")).toEqual([0, 44]);
    // 12 bytes need 12 + 32 = 44: the firmware compacts only when that leaves more than needed
    expect(() => run(emu, 'S.write("y", "0123456789ab")')).toThrow("Unable to find or create file");
    // "y" needs 4 + 32 = 36 < 44 of trash: compacted, then written; 8 bytes are left
    expect(run(emu, 'S.write("y", "1")')).toBe(true);
    expect(run(emu, "[S.getFree(), S.getStats().trashBytes]")).toEqual([8, 0]);
    expect(() => run(emu, 'S.write("z", "1")')).toThrow("Unable to find or create file");
  });

  it("loses the old file when its rewrite does not fit (the device erases it first)", () => {
    const emu = pixl();
    run(emu, 'S.write("a", "0123456789abcdef")'); // 16 + 32 = 48
    const free = PIXL_BYTES - APP_FOOTPRINT - 48;
    run(emu, `S.write("big", "A", 0, ${free - 32})`);
    // 20 bytes need 52 > 0 free + 48 trash
    expect(() => run(emu, 'S.write("a", "0123456789abcdefghij")')).toThrow("Unable to find or create file");
    expect(run(emu, 'S.read("a")')).toBeUndefined();
  });

  it("compact() turns trash into free space", () => {
    const emu = pixl();
    run(emu, 'S.write("x", "0123456789"); S.erase("x")');
    expect(run(emu, "S.getFree()")).toBe(PIXL_BYTES - APP_FOOTPRINT - 44);
    run(emu, "S.compact()");
    expect(run(emu, "S.getFree()")).toBe(PIXL_BYTES - APP_FOOTPRINT);
  });
});

describe("names and listing", () => {
  it("keeps 28 characters of a longer name, so two long names can meet, and warns", () => {
    const emu = pixl();
    const long1 = "abcdefghijklmnopqrstuvwxyz01" + "-one";
    const long2 = "abcdefghijklmnopqrstuvwxyz01" + "-two";
    run(emu, `S.write("${long1}", "1")`);
    expect(run(emu, 'S.list(/^abc/)')).toEqual(["abcdefghijklmnopqrstuvwxyz01"]);
    expect(run(emu, `S.read("${long2}")`)).toBe("1");
    expect(emu.warnings.join("\n")).toMatch(/longer than 28 characters: the device keeps "abcdefghijklmnopqrstuvwxyz01"/);
  });

  it("lists in flash order, filters by regular expression, has no StorageFiles", () => {
    const emu = pixl();
    run(emu, 'S.write("sifni.b.json", "1"); S.write("sifni.a.json", "2"); S.write("other", "3")');
    expect(run(emu, "S.list()")).toEqual([".bootcde", "sifni.b.json", "sifni.a.json", "other"]);
    expect(run(emu, 'S.list(/^sifni\\./)')).toEqual(["sifni.b.json", "sifni.a.json"]);
    expect(run(emu, "S.list(undefined, {sf: true})")).toEqual([]);
    expect(run(emu, "S.list() instanceof Array")).toBe(true);
  });

  it("keeps the files in the host folder and never shows the folder to the app", () => {
    const dir = tempDir();
    const emu = emulate("pixljs", APP, { storageDir: dir });
    run(emu, 'S.writeJSON("sifni.bran.json", {skill: 5})');
    expect(readFileSync(join(dir, "f_sifni.bran.json"), "utf8")).toBe("{skill:5}");
    const again = new FolderStorage(dir, PIXL_BYTES);
    expect(again.list()).toEqual([".bootcde", "sifni.bran.json"]);
    expect(run(emu, "JSON.stringify(Object.keys(S))")).not.toContain(dir);
    expect(run(emu, 'Object.keys(S).filter(function (k) { return typeof S[k] !== "function"; })')).toEqual([]);
  });

  it("names what it does not model", () => {
    const emu = pixl();
    expect(() => run(emu, 'S.open("log", "a")')).toThrow("Storage.open is not emulated (docs/emulator.md)");
  });
});
