/**
 * Fault tests (docs/updates.md): an upload cut at every 10% of the pack, single bytes changed,
 * a pack for an unknown system, a pack larger than free Storage or than the device takes, the
 * power lost at every step between staging and the swap, and a full Storage; each on every
 * board but the cuts of one pack (the same device code). After each, the device starts, the
 * previous rules (or, once a swap had begun, the complete new ones) and every sheet are intact,
 * and the screen says what happened.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { BoardProfile } from "../../src/boards/profile";
import type { SheetBase } from "../../src/engine/rules/types";
import type { UploadFile } from "../../src/flash/script";
import { makePack } from "../../src/engine/pack/envelope";
import { crc32 } from "../../src/engine/pack/crc32";
import { packProblem } from "../../src/engine/sifni/data/pack";
import { decodeSheet } from "../../src/home/sifni/compile";
import { sifni } from "../../src/home/sifni/module";
import type { SifniPack } from "../../src/home/sifni/types";
import { storedPack, storedSheet } from "../../src/home/stored";
import { createEmulator, loadBoard } from "../../src/emulator/emulator";
import { FolderStorage } from "../../src/emulator/storage";
import { footprint, maxUploadBytes } from "../../src/device/protocol";
import { press } from "../helpers/device";
import {
  Emu, PARTY, applyAsStaged, boot, screen, copyStorage, dataLines, fresh, markedPack, newcomer, packFile, paragraph, plan, room, send, sheetFile, stored, storeRaw, tnRows, type, updateCall, verdictIn, wire,
} from "./helpers";

const NEW = markedPack(2);
const NEW_TEXT = storedPack(NEW);
/** The pack the app brings (App Loader's sifni.dp.sifni), the active one from the first start. */
const OLD_TEXT = readFileSync("dist/banglejs2/sifni.dp.sifni", "latin1");

/** Every sheet file and its bytes. */
function sheets(emu: Emu): [string, string | undefined][] {
  return emu.storage
    .list()
    .filter((n) => n.startsWith("sifni.c."))
    .sort()
    .map((n) => [n, stored(emu, n)]);
}

/** The device after a restart: no errors, no staging left, the given rules in use, the sheets as given. */
function startsIntact(emu: Emu, rules: "old" | "new", party: [string, string | undefined][]): void {
  expect(emu.errors).toEqual([]);
  expect(emu.storage.list().filter((n) => n.startsWith("sifni.s."))).toEqual([]);
  expect(tnRows(emu)).toMatch(rules === "old" ? /TN 5 very easy/ : /TN 5 UPLOADED/);
  expect(stored(emu, "sifni.p.sifni")).toBe(rules === "old" ? OLD_TEXT : NEW_TEXT);
  expect(sheets(emu)).toEqual(party);
  expect(party.length).toBeGreaterThan(0);
  // every sheet reads back whole and is valid for its rules (with the pack in use): decodeSheet throws otherwise
  for (const [name, text] of party) {
    expect(name.startsWith("sifni.c.sifni."), name).toBe(true);
    decodeSheet(text as string, rules === "old" ? OLD_TEXT : NEW_TEXT, rules === "old" ? (sifni.pack as SifniPack) : (NEW.body as SifniPack));
  }
  expect(emu.errors).toEqual([]);
}

describe("an upload cut off", () => {
  test("at every 10% of the pack: the next start throws away what arrived, names it, and changes nothing", () => {
    const { emu: first, dir } = fresh();
    const party = sheets(first);
    const text = wire(dataLines(plan("banglejs2", [packFile(NEW)])));
    // the pack's part of what the tool sends: from its first Storage.write to the call (the guard names SIFNI_UPDATE too)
    const from = text.indexOf('require("Storage").write("sifni.s.pack"');
    const to = text.lastIndexOf("SIFNI_UPDATE");
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    let cut = 0;
    for (let k = 1; k <= 9; k++) {
      const emu = boot("banglejs2", 1, copyStorage(dir));
      // the connection drops k/10 of the way through: only whole lines ran
      type(emu, text.slice(0, from + Math.floor(((to - from) * k) / 10)));
      const staged = stored(emu, "sifni.s.pack");
      emu.restart();
      emu.advance(100);
      if (staged === undefined) {
        // not even the first 1 KB chunk arrived: nothing was staged, the device starts as before
        expect(emu.textLines()[0]).toBe("S-Ifni");
      } else {
        cut++;
        const arrived = staged.indexOf("\xff");
        expect(arrived, `cut at ${k * 10}%`).toBeGreaterThan(0);
        expect(arrived % 1024).toBe(0); // whole chunks
        expect(emu.textLines()[0]).toBe("Update refused");
        expect(paragraph(emu)).toBe("sifni.s.pack: an upload that did not finish (the device was never told to apply it): nothing of it was used; send it again. Nothing was changed: the previous rules and sheets are in use.");
      }
      startsIntact(emu, "old", party);
    }
    // the first chunk is 1 KB of the pack's few: most cuts left part of it staged
    expect(cut).toBeGreaterThanOrEqual(6);
  });

  test("after the pack and before the sheet: the next start uses neither, and every sheet still works", () => {
    const { emu: first, dir } = fresh();
    const party = sheets(first);
    const text = wire(dataLines(plan("banglejs2", [packFile(NEW), sheetFile(newcomer())])));
    const emu = boot("banglejs2", 1, copyStorage(dir));
    type(emu, text.slice(0, text.indexOf('require("Storage").write("sifni.s.c.')));
    expect(stored(emu, "sifni.s.pack")).toBe(NEW_TEXT);
    emu.restart();
    emu.advance(100);
    expect(emu.textLines()[0]).toBe("Update refused");
    expect(emu.printed.join("\n")).toMatch(/"ok":false,"file":"sifni.s.pack","problem":"an upload that did not finish/);
    startsIntact(emu, "old", party);
  });

  test("SIFNI_UPDATE without the files' CRCs: refused, whatever was staged, a changed digit too", () => {
    const { emu } = fresh();
    const party = sheets(emu);
    for (const text of [NEW_TEXT, NEW_TEXT.replace("\x1f2\x1f", "\x1f3\x1f")]) {
      storeRaw(emu, "sifni.s.pack", text);
      storeRaw(emu, "sifni.s.c.sifni.zed", storedSheet(newcomer()));
      for (const call of ["SIFNI_UPDATE();", "SIFNI_UPDATE(null);", "SIFNI_UPDATE(1);"]) {
        storeRaw(emu, "sifni.s.pack", text);
        expect(verdictIn(type(emu, wire([call]))), call).toEqual({ ok: false, file: "sifni.s.pack", problem: "came with no list of files and their CRC-32: nothing was changed (send it with flash.sh or the companion)" });
      }
    }
    emu.restart();
    emu.advance(100);
    startsIntact(emu, "old", party);
  });

  test("a second run of flash.sh after a cut clears what was left and applies in full", () => {
    const { emu } = fresh();
    const lines = dataLines(plan("banglejs2", [packFile(NEW), sheetFile(newcomer())]));
    send(emu, lines.slice(0, 2)); // the guard and the first chunk, then the connection drops
    expect(stored(emu, "sifni.s.pack")).toMatch(/\xff$/);
    expect(verdictIn(send(emu, lines))).toEqual({ ok: true, pack: { system: "sifni", version: 2 }, sheets: ["zed"] });
  });

  test("a staged file filled to every 10% of its bytes (a torn write) is refused with the count", () => {
    const { emu } = fresh();
    const party = sheets(emu);
    const zed = storedSheet(newcomer());
    for (let k = 0; k <= 9; k++) {
      for (const [name, data] of [["sifni.s.pack", NEW_TEXT], ["sifni.s.c.sifni.zed", zed]]) {
        const cut = Math.floor((data.length * k) / 10);
        storeRaw(emu, name, data.slice(0, cut), data.length);
        const v = verdictIn(type(emu, applyAsStaged(emu)));
        expect(v, `${name} at ${k * 10}%`).toEqual({ ok: false, file: name, problem: `cut short: ${cut} of ${data.length} bytes arrived` });
      }
    }
    emu.restart();
    emu.advance(100);
    startsIntact(emu, "old", party);
  });
});

describe("single bytes changed", () => {
  /** The text with the byte at `i` changed by flipping its lowest bit (a digit stays a digit). */
  const flip = (t: string, i: number): string => t.slice(0, i) + String.fromCharCode(t.charCodeAt(i) ^ 1) + t.slice(i + 1);
  /** The version in the device form's header: "SP", "sifni", "2", ... */
  const versionDigit = NEW_TEXT.indexOf("\x1f2\x1f") + 1;

  test("the validator refuses every one-byte change of the pack, the version's digit too (the CRC covers all before it)", () => {
    expect(versionDigit).toBe("SP\x1fsifni\x1f".length);
    const accepted: number[] = [];
    for (let i = 0; i < NEW_TEXT.length; i++) if (packProblem(flip(NEW_TEXT, i), crc32) === "") accepted.push(i);
    expect(accepted).toEqual([]);
  });

  test.each(["banglejs2", "banglejs", "pixljs"])("on the device (%s): refused at start with the problem named; with flash.sh's CRCs the version's digit too", (id) => {
    const { emu } = fresh(id);
    const party = sheets(emu);
    const sample: number[] = [];
    for (let i = 0; i < 20; i++) sample.push(i); // the header, the version in it
    for (let i = 20; i < NEW_TEXT.length - 10; i += 211) sample.push(i); // through the rows
    for (let i = NEW_TEXT.length - 10; i < NEW_TEXT.length; i++) sample.push(i); // the CRC's line
    const lines = dataLines(plan(id, [packFile(NEW)]));
    for (const i of sample) {
      const bad = flip(NEW_TEXT, i);
      storeRaw(emu, "sifni.s.pack", bad);
      const v = verdictIn(type(emu, applyAsStaged(emu)));
      expect(v, `byte ${i} (${JSON.stringify(NEW_TEXT[i])})`).toMatchObject({ ok: false, file: "sifni.s.pack", problem: expect.any(String) });
      // the same change in transit, with the CRC flash.sh sends: refused, whichever byte
      storeRaw(emu, "sifni.s.pack", bad);
      const w = verdictIn(type(emu, wire([updateCall(lines)])));
      expect(w, `byte ${i} in transit`).toEqual({ ok: false, file: "sifni.s.pack", problem: expect.stringMatching(/^damaged on the way: /) });
    }
    emu.restart();
    emu.advance(100);
    startsIntact(emu, "old", party);
  });

  test("a changed byte in a row, or in the header's version, is named by the CRC", () => {
    const { emu } = fresh();
    storeRaw(emu, "sifni.s.pack", flip(NEW_TEXT, NEW_TEXT.indexOf("Tough Cloth") + 2));
    expect(verdictIn(type(emu, applyAsStaged(emu))).problem).toBe("its checksum does not match: cut short or changed");
    storeRaw(emu, "sifni.s.pack", flip(NEW_TEXT, versionDigit));
    expect(verdictIn(type(emu, applyAsStaged(emu))).problem).toBe("its checksum does not match: cut short or changed");
  });
});

describe.each(["banglejs2", "banglejs", "pixljs"])("packs the device cannot take on %s", (id) => {
  test("a pack for an unknown system: refused at once, on screen, nothing changed", () => {
    const { emu } = fresh(id);
    const party = sheets(emu);
    const v = verdictIn(send(emu, dataLines(plan(id, [packFile(makePack("gurps", 1, { skills: [] }))]))));
    // the systems the board holds: every one on the Bangles, the one in use on a Pixl.js
    const held = id === "pixljs" ? "sifni" : "sifni, tft, sifrp, dba, strs";
    expect(v).toEqual({ ok: false, file: "sifni.s.pack", problem: `system: unknown rules system "gurps" (this device has ${held})` });
    expect(emu.textLines()[0]).toBe("Update refused");
    emu.restart();
    emu.advance(100);
    startsIntact(emu, "old", party);
  });

  test("larger than the device takes (10/3 of a byte a variable: 40000 on a Bangle.js 2): refused before it is read", () => {
    const { emu } = fresh(id);
    const most = maxUploadBytes(loadBoard(id).memory.jsvars);
    expect(most).toBe({ banglejs2: 40000, banglejs: 8613, pixljs: 9833 }[id]);
    storeRaw(emu, "sifni.s.pack", "x".repeat(most + 1));
    expect(verdictIn(type(emu, applyAsStaged(emu)))).toEqual({
      ok: false,
      file: "sifni.s.pack",
      problem: `too large: ${most + 1} bytes, this device takes packs up to ${most}`,
    });
  });
});

describe.each(["banglejs2", "banglejs", "pixljs"])("a Storage without room on %s", (id) => {
  /** The board with `free` bytes of Storage left once the app and the demo party are in. */
  function tight(free: number): { emu: Emu; dir: string } {
    const { emu, dir } = fresh(id);
    const board: BoardProfile = { ...loadBoard(id) };
    board.storage = { ...board.storage, bytes: emu.storage.used() + free };
    return { emu: createEmulator({ board, appFile: `dist/${id}/sifni.app.js`, storageDir: dir, seed: 1 }), dir };
  }

  /** As tight, with `free` bytes as the device counts them (room: the trash it can reclaim too). */
  function tightRoom(free: number): { emu: Emu; dir: string } {
    const probe = tight(free);
    probe.emu.advance(100);
    const t = tight(free - (room(probe.emu) - free));
    t.emu.advance(100);
    expect(room(t.emu)).toBe(free);
    return t;
  }

  test("larger than free Storage: flash.sh's guard refuses before anything is sent or erased", () => {
    // less than the guard asks for: the staged copy and the active one, plus 1 KB
    const { emu } = tightRoom(1024 + 2 * footprint(NEW_TEXT.length) - 500);
    emu.advance(100);
    const party = sheets(emu);
    const out = send(emu, dataLines(plan(id, [packFile(NEW)])));
    const need = 1024 + 2 * footprint(NEW_TEXT.length);
    expect(out).toContain(`SIFNI_ABORT {"problem":"not enough Storage: this upload needs ${need} bytes, ${room(emu)} are free"}`);
    expect(out).not.toContain('{"ok":');
    expect(emu.storage.list().filter((n) => n.startsWith("sifni.s."))).toEqual([]);
    expect(sheets(emu)).toEqual(party);
  });

  test("staged, but no room for the swap: the app refuses before it erases anything, and says so", () => {
    // room to stage the pack, not for the staged copy and the new active one at once
    const { emu } = tightRoom(Math.floor(1.5 * footprint(NEW_TEXT.length)));
    emu.advance(100);
    const party = sheets(emu);
    storeRaw(emu, "sifni.s.pack", NEW_TEXT);
    const free = room(emu);
    const v = verdictIn(type(emu, applyAsStaged(emu)));
    expect(v).toEqual({
      ok: false,
      file: "sifni.s.pack",
      // the pack, and the journal naming it with its CRC (src/device/update.ts)
      problem: `not enough Storage: the new files need ${256 + footprint(NEW_TEXT.length) + footprint(JSON.stringify({ "sifni.s.pack": "00000000" }).length)} bytes, ${free} are free; nothing was changed`,
    });
    expect(emu.textLines()[0]).toBe("Update refused");
    emu.restart();
    emu.advance(100);
    startsIntact(emu, "old", party);
  });
});

describe.each(["banglejs2", "banglejs", "pixljs"])("an upload on %s: applied whole, and cut at every 10% of the way changes nothing", (board) => {
  // the demo party renamed and two new characters: 8 sheets, 6 of them replacing the device's
  const eight = PARTY.map((c) => ({ ...c, name: c.name + " II" }) as SheetBase).concat([newcomer(), newcomer("zoe", "Zoe Second")]);
  const cases: [string, UploadFile[]][] = [
    ["a new pack", [packFile(NEW)]],
    ["one sheet", [sheetFile(newcomer())]],
    ["a party of 8", eight.map(sheetFile)],
  ];

  test.each(cases)("%s", (what, files) => {
    expect(files.length).toBe(what === "a party of 8" ? 8 : 1);
    const { emu: first, dir } = fresh(board);
    const party = sheets(first);
    const lines = dataLines(plan(board, files));
    const whole = boot(board, 1, copyStorage(dir));
    const v = verdictIn(send(whole, lines));
    expect(v.ok, JSON.stringify(v)).toBe(true);
    for (const f of files) expect(stored(whole, f.name.replace("sifni.s.pack", "sifni.p.sifni").replace("sifni.s.", "sifni.")), f.name).toBe(f.data);
    expect(whole.errors).toEqual([]);
    const text = wire(lines);
    const from = text.indexOf('require("Storage").write("sifni.s.');
    const to = text.lastIndexOf("SIFNI_UPDATE");
    expect(from).toBeGreaterThan(0);
    for (let k = 1; k <= 9; k++) {
      const emu = boot(board, 1, copyStorage(dir));
      type(emu, text.slice(0, from + Math.floor(((to - from) * k) / 10)));
      emu.restart();
      emu.advance(100);
      startsIntact(emu, "old", party);
    }
  });
});

describe.each(["banglejs2", "banglejs", "pixljs"])("power lost between staging and the swap on %s", (board) => {
  type Ops = { write: (...a: unknown[]) => boolean; erase: (n: string) => void };

  /**
   * Cuts the power after `after` Storage writes and erases on `target` (a device's Storage, or
   * the class, to cut during a start): from then on the flash does not change (RAM goes on, but
   * a restart forgets it). `torn`: the cut write puts down only half its bytes. Returns the
   * count of operations seen and a way to power on again.
   */
  /** Files the emulator installs with the app at power-on: systems, features, default packs, demo parties, the boot file. */
  const APP_FILE = /^sifni\.(sys|f|dp?|0)\./;

  const appFile = loadBoard(board).storage.appFile;

  function powerCut(target: Ops, after: number, torn: boolean): { ops: () => number; restore: () => void } {
    const { write, erase } = target;
    let ops = 0;
    let dead = false;
    target.write = function (this: unknown, name: unknown, data: unknown, offset: unknown, size: unknown): boolean {
      // the emulator installing the app (and its rules-system files) as it powers on is not part of an update
      if (name === appFile || name === "sifni.info" || APP_FILE.test(String(name))) return write.call(this, name, data, offset, size);
      if (dead) return true;
      if (ops++ < after) return write.call(this, name, data, offset, size);
      dead = true;
      const d = data as Uint8Array;
      if (torn && offset === 0 && d.length > 1) write.call(this, name, d.subarray(0, d.length >> 1), 0, (size as number) || d.length);
      return true;
    };
    target.erase = function (this: unknown, name: string): void {
      if (dead) return;
      // nor the app letting go of the default pack and demo party it brought, once in place
      if (/^sifni\.dp?\./.test(name)) return erase.call(this, name);
      if (ops++ < after) return erase.call(this, name);
      dead = true;
    };
    return {
      ops: () => ops,
      restore: () => {
        target.write = write;
        target.erase = erase;
      },
    };
  }

  const lines = dataLines(plan(board, [packFile(NEW), sheetFile(newcomer()), sheetFile({ ...PARTY[1], name: "Wren Renamed" } as never)]));

  /** After the restart: consistent, the update complete, the rest of the party as it was. */
  function finished(emu: Emu, where: string, done: [string, string | undefined][], party: [string, string | undefined][]): void {
    const title = emu.textLines()[0];
    // staging left at the restart: the start finishes the swap and shows what it applied
    expect(["Updated", "S-Ifni"], where).toContain(title);
    if (title === "Updated") expect(paragraph(emu), where).toMatch(/^(Rules: S-Ifni pack v2\. )?(Sheets: (rogue, zed|rogue|zed)\. )?Now in use\.$/);
    startsIntact(emu, "new", done);
    const before = new Map(party);
    for (const [name, text] of done) if (name !== "sifni.c.sifni.zed" && name !== "sifni.c.sifni.rogue") expect(text, where).toBe(before.get(name));
  }

  test("during SIFNI_UPDATE, at every step, whole or torn: the next start finishes the update once its journal is written, else uses none of it; every sheet is whole", () => {
    const { emu: first, dir: base } = fresh(board);
    const party = sheets(first);
    const stage = (emu: Emu): void => void send(emu, lines.slice(0, -1)); // the upload complete, not yet applied
    const probe = boot(board, 1, copyStorage(base));
    stage(probe);
    const count = powerCut(probe.storage as unknown as Ops, Infinity, false);
    expect(verdictIn(type(probe, wire([updateCall(lines)])))).toEqual({ ok: true, pack: { system: "sifni", version: 2 }, sheets: ["rogue", "zed"] });
    const total = count.ops();
    count.restore();
    // pack write and erase; per sheet its write, the index, the erase; the log
    expect(total).toBeGreaterThanOrEqual(8);
    const done = sheets(probe);
    for (let after = 0; after <= total; after++) {
      for (const torn of [false, true]) {
        const emu = boot(board, 1, copyStorage(base));
        stage(emu);
        const cut = powerCut(emu.storage as unknown as Ops, after, torn);
        type(emu, wire([updateCall(lines)]));
        cut.restore();
        emu.restart();
        emu.advance(100);
        const where = `power lost after ${after} of ${total} operations${torn ? ", the last torn" : ""}`;
        // the first write is the journal's: without it (or torn) the start throws the staging away
        if (after === 0) {
          expect(emu.textLines()[0], where).toBe("Update refused");
          startsIntact(emu, "old", party);
        } else finished(emu, where, done, party);
      }
    }
  });

  /** A device where SIFNI_UPDATE checked everything and wrote its journal, then the power went. */
  function journalled(): { base: string; party: [string, string | undefined][] } {
    const { emu: first, dir: base } = fresh(board);
    const party = sheets(first);
    send(first, lines.slice(0, -1));
    const once = powerCut(first.storage as unknown as Ops, 1, false);
    type(first, wire([updateCall(lines)]));
    once.restore();
    expect(first.storage.list()).toContain("sifni.u");
    return { base, party };
  }

  test("an apply that stops the app at every start (out of memory, say): the third start throws it away, no boot loop", () => {
    const { base, party } = journalled();
    const proto = FolderStorage.prototype as unknown as Ops;
    const { write } = proto;
    const dir = copyStorage(base);
    try {
      // writing the new pack fails as running out of memory would, two starts in a row
      proto.write = function (this: unknown, name: unknown, ...rest: unknown[]): boolean {
        if (name === "sifni.p.sifni") throw new Error("OUT OF MEMORY");
        return write.call(this, name, ...rest);
      };
      for (let i = 0; i < 2; i++) {
        const emu = boot(board, 1, dir);
        expect(emu.textLines()[0], `start ${i + 1}`).not.toBe("Updated");
      }
    } finally {
      proto.write = write;
    }
    const emu = boot(board, 1, dir);
    expect(emu.textLines()[0]).toBe("Update refused");
    expect(paragraph(emu)).toMatch(/^sifni\.s\.pack: could not be applied at 2 starts, so it was thrown away; send it again\./);
    emu.restart();
    emu.advance(100);
    startsIntact(emu, "old", party);
  });

  test("during the start that finishes an update (its journal written), at every step: the start after it finishes", () => {
    const { base, party } = journalled();
    const staged = copyStorage(base);
    const proto = FolderStorage.prototype as unknown as Ops;
    const count = powerCut(proto, Infinity, false);
    const probe = boot(board, 1, copyStorage(staged));
    const total = count.ops();
    count.restore();
    expect(probe.textLines()[0]).toBe("Updated");
    const done = sheets(probe);
    for (let after = 0; after <= total; after++) {
      const cut = powerCut(proto, after, true);
      let emu: Emu;
      try {
        emu = boot(board, 1, copyStorage(staged));
      } finally {
        cut.restore();
      }
      emu.restart();
      emu.advance(100);
      finished(emu, `power lost at the start after ${after} of ${total} operations, the last torn`, done, party);
    }
  });
});

describe.each(["banglejs2", "banglejs", "pixljs"])("a full Storage on %s", (id) => {
  test("once the log's file is full, every roll is still shown, first saying it was not logged; nothing else breaks", () => {
    const emu = boot(id, 3);
    const log = loadBoard(id).log;
    // a log file of the board's size (its header, then `records` unwritten: 25 of 160 bytes on the
    // Bangles, 10 on the Pixl.js), then the flash filled to 40 bytes (as the issue found it): the
    // log's next file cannot be created
    const header = JSON.stringify("0".padEnd(log.bytes - 1) + "\n");
    const left = emu.consoleEval(`var S=require("Storage");S.write("sifni.log0",${header},0,${(log.records + 1) * log.bytes});S.compact();var f=S.getStats().freeBytes;S.write("filler","x",0,f-32-40);S.getStats().freeBytes`);
    expect(left).toEqual({ ok: true, value: 40 });
    press(emu, ["select", "select", "select", "select"]); // Roll, Skill check (Anyone), TN 13 from the list
    expect(screen(emu)).toMatch(/^Skill check\nROLL\nTN 13/);
    const warned: boolean[] = [];
    for (let i = 0; i < 80; i++) {
      press(emu, ["select"]); // roll, then roll again from the result
      const text = screen(emu);
      expect(text, `roll ${i + 1}`).toMatch(/^(SUCCESS|FAILURE|CRITICAL|AUTOMATIC|PARTIAL)\n[\s\S]*\nRoll \d/);
      warned.push(/^[A-Z]+\nNot logged:\s+Storage\s+is\s+full/.test(text));
    }
    // the log's file took its records, then every roll after says it was not kept
    const first = warned.indexOf(true);
    expect(first).toBe(log.records);
    expect(warned.slice(first).every((w) => w)).toBe(true);
    expect(screen(emu)).not.toMatch(/Cannot roll/);
    press(emu, ["back", "back", "back", "back"]);
    expect(emu.textLines()[0]).toBe("S-Ifni");
    expect(emu.errors).toEqual([]);
  });
});
