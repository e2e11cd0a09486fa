/**
 * Reading back what a device holds (src/home/readback): the read-back line typed into the
 * emulated device's console as flash.sh and the page type it, its answer put together again,
 * the sheets decoded into the desktop's JSON, the log, the versions; then a sheet compared in
 * its three copies (device, mine, last sent or read) and merged.
 */
import { describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { crc32 } from "../../src/engine/pack/crc32";
import type { SheetBase } from "../../src/engine/rules/types";
import { dumpStatement } from "../../src/home/readback/dump-command";
import { readDump } from "../../src/home/readback/dump-read";
import { logCsv, logEntries } from "../../src/home/readback/log-entries";
import { readBack } from "../../src/home/readback/read-back";
import { canMerge, fieldChanges, isConflict, mergeSheet, syncSheet } from "../../src/home/readback/sheet-sync";
import { storedSheet } from "../../src/home/stored";
import { MELEE_APPLY, boot, press, type Emu } from "../helpers/device";
import { type as typeInto } from "../bluetooth/helpers";

const PARTY = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SheetBase[];

function readOf(emu: Emu, log = true) {
  const out = typeInto(emu, "\x10" + dumpStatement({ log, appFile: "sifni.app.js" }) + "\n");
  return readDump(out.split("\r\n"));
}

/** A device with the demo party written (listed once) and a wound applied to Wren at the table. */
function wounded(): Emu {
  const emu = boot("banglejs2", 11);
  press(emu, MELEE_APPLY);
  expect(emu.textLines().join("\n")).toMatch(/^Undo: Wren/m);
  return emu;
}

function copy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

describe("the read-back line on the emulated device", () => {
  test("every data file arrives whole with the device's CRC, code files as size and CRC, the lock's files never", () => {
    const emu = wounded();
    emu.storage.write("sifni.lk", new Uint8Array([1, 2, 3, 4, 5, 6]), 0, 6);
    const d = readOf(emu);
    expect(d.problems).toEqual([]);
    expect(d.complete).toBe(true);
    expect(d.board).toBe("BANGLEJS2");
    expect(d.serial).not.toBe("");
    const names = d.files.map((f) => f.name);
    expect(names).not.toContain("sifni.lk");
    expect(names).toContain("sifni.log0");
    const rogue = d.files.find((f) => f.name === "sifni.c.sifni.rogue");
    const onDevice = Buffer.from(emu.storage.readBytes("sifni.c.sifni.rogue") as Uint8Array).toString("latin1");
    expect(rogue?.text).toBe(onDevice);
    expect(rogue?.crc).toBe(crc32(onDevice) >>> 0);
    const app = d.files.find((f) => f.name === "sifni.app.js");
    expect(app?.kind).toBe("x");
    expect(app?.text).toBeUndefined();
    expect(app?.size).toBe(readFileSync("dist/banglejs2/sifni.app.js").length);
    // without the log, no log files are read
    expect(readOf(emu, false).files.find((f) => f.name === "sifni.log0")?.kind).toBe("x");
  });

  test("a lost or changed piece is named, never taken for the file", () => {
    const emu = wounded();
    const out = typeInto(emu, "\x10" + dumpStatement({ log: true, appFile: "sifni.app.js" }) + "\n").split("\r\n");
    const at = out.findIndex((l) => l.includes('"f":"sifni.log0","o":0'));
    const lost = readDump(out.filter((_, i) => i !== at));
    expect(lost.problems.join("\n")).toMatch(/sifni\.log0: .*(out of order|of its \d+ bytes arrived)/);
    expect(lost.files.find((f) => f.name === "sifni.log0")?.text).toBeUndefined();
    const changed = out.map((l) => (l.includes('"f":"sifni.c.sifni.rogue","o":0') ? l.replace(/"d":"(.)/, (_, c) => `"d":"${c === "A" ? "B" : "A"}`) : l));
    expect(readDump(changed).problems.join("\n")).toMatch(/sifni\.c\.sifni\.rogue: damaged on the way/);
    const cut = readDump(out.slice(0, out.length - 3));
    expect(cut.complete).toBe(false);
    expect(cut.problems.join("\n")).toMatch(/stopped before the device listed every file/);
  });

  test("the sheets as the desktop's JSON (the wound on Wren), the log, the versions", () => {
    const emu = wounded();
    const rb = readBack(readOf(emu), "sifni.app.js");
    expect(rb.problems).toEqual([]);
    // the demo party, in its order on the device
    expect(rb.sheets.map((s) => s.id)).toEqual(PARTY.map((s) => s.id));
    const wren = rb.sheets.find((s) => s.id === "rogue")?.sheet as SheetBase & { wounds: unknown[]; condition?: string };
    const before = PARTY.find((s) => s.id === "rogue") as SheetBase & { wounds: unknown[] };
    expect(wren.wounds.length).toBe(before.wounds.length + 1);
    expect(wren.wounds[wren.wounds.length - 1]).toEqual(expect.objectContaining({ band: 5, location: expect.stringMatching(/leg/) }));
    // every other field as sent
    expect({ ...wren, wounds: before.wounds }).toEqual(before);
    // S-Ifni's pack sent (v1); the others' the app brought (v0), made active at its first start
    const versions = { sifni: 1, tft: 0, sifrp: 0, dba: 0, strs: 0 };
    expect(rb.packs).toEqual(Object.entries(versions).map(([system, version]) => expect.objectContaining({ system, version, file: "sifni.p." + system })));
    expect(rb.app?.version).toBe("0.3.0");
    const last = rb.log[rb.log.length - 1];
    expect(last.who).toBe("Sir Aldric, Wren");
    expect(last.check).toBe("Melee attack");
    expect(last.outcome).toBe("DEADLY WOUND");
    // the summary whole (a record held 63 bytes before and cut it to "Sir")
    expect(last.result).toMatch(/^Sir Aldric -> Wren: .* \(\d+\.\d\d vs \d+\.\d\d, DR \d+\.\d\d\)$/);
  });
});

describe("the log files", () => {
  test("oldest first across the two files, and as CSV", () => {
    const emu = boot("banglejs2", 3);
    // Dice, d6, 30 times: more than the 25 records of one file
    press(emu, ["down", "down", "down", "down", "select"]);
    for (let i = 0; i < 30; i++) press(emu, ["select"]);
    const files: { [n: string]: string } = {};
    for (const n of ["sifni.log0", "sifni.log1"]) files[n] = Buffer.from(emu.storage.readBytes(n) as Uint8Array).toString("latin1");
    const entries = logEntries(files);
    expect(entries.length).toBeGreaterThan(25);
    expect(entries.every((e) => e.check === "d6" && /^d6: [1-6]$/.test(e.result))).toBe(true);
    // the newest is the die on the screen now
    expect(emu.textLines().join("\n")).toContain(entries[entries.length - 1].outcome);
    const csv = logCsv([{ time: "2026-01-02 20:15", who: 'Wren "the Quick"', check: "Skill check", result: "a, b", outcome: "SUCCESS" }]);
    expect(csv).toBe('time,who,check,result,outcome\r\n2026-01-02 20:15,"Wren ""the Quick""",Skill check,"a, b",SUCCESS\r\n');
    expect(logEntries({})).toEqual([]);
  });
});

describe("a sheet in three copies", () => {
  const knight = PARTY[0] as SheetBase & { stats: { [k: string]: number }; wounds: { band: number; dr: number; location: string }[]; condition?: string };
  const wound = { band: 2, dr: 350, location: "right arm" };

  test("the device's wound is its change, my stat mine: a conflict, merged into one", () => {
    const base = copy(knight);
    const device = { ...copy(knight), wounds: [wound], condition: "unconscious" };
    const mine = copy(knight);
    mine.stats.Strength += 1;
    const s = syncSheet({ system: "sifni", id: "knight", file: "sifni.c.sifni.knight", text: storedSheet(device), sheet: device, problem: "" }, mine, base);
    expect(s.status).toBe("both-changed");
    expect(isConflict(s)).toBe(true);
    expect(canMerge(s)).toBe(true);
    expect(s.changes.map((c) => [c.path, c.device, c.mine, c.byDevice, c.byMe])).toEqual([
      ["stats.Strength", knight.stats.Strength, knight.stats.Strength + 1, false, true],
      ["wounds.0.dr", 350, undefined, true, false],
      ["wounds.0.band", 2, undefined, true, false],
      ["wounds.0.location", "right arm", undefined, true, false],
      ["condition", "unconscious", undefined, true, false],
    ]);
    const merged = mergeSheet(base, device, mine) as typeof knight;
    expect(merged.wounds).toEqual([wound]);
    expect(merged.condition).toBe("unconscious");
    expect(merged.stats.Strength).toBe(knight.stats.Strength + 1);
  });

  test("statuses: same, new, mine changed, device changed, unknown without a base, unreadable", () => {
    const dev = (s: SheetBase | null, text = s ? storedSheet(s) : "junk") => ({ system: "sifni", id: "knight", file: "sifni.c.sifni.knight", text, sheet: s, problem: s ? "" : "not an S-Ifni sheet" });
    const edited = { ...copy(knight), name: "Sir Aldric the Bold" };
    const hurt = { ...copy(knight), wounds: [wound] };
    expect(syncSheet(dev(knight), copy(knight), null).status).toBe("same");
    // concept "" is what the device form keeps as no concept: no change
    const plain = copy(knight) as SheetBase & { concept?: string };
    delete plain.concept;
    expect(syncSheet(dev(plain), { ...copy(plain), concept: "" } as SheetBase, plain).status).toBe("same");
    expect(syncSheet(null, knight, null).status).toBe("new");
    expect(syncSheet(dev(knight), edited, knight).status).toBe("mine-changed");
    expect(isConflict(syncSheet(dev(knight), edited, knight))).toBe(false);
    expect(syncSheet(dev(hurt), knight, knight).status).toBe("device-changed");
    const unknown = syncSheet(dev(hurt), edited, null);
    expect(unknown.status).toBe("unknown");
    expect(isConflict(unknown)).toBe(true);
    expect(canMerge(unknown)).toBe(false);
    expect(unknown.changes.every((c) => !c.known)).toBe(true);
    expect(syncSheet(dev(null), knight, knight).status).toBe("unreadable");
    expect(syncSheet(dev(hurt), null, knight).status).toBe("device-only");
  });

  test("the merge drops a field the device dropped, and keeps fields the device form does not carry", () => {
    const base = { ...copy(knight), condition: "unconscious", wounds: [wound] };
    const device = { ...copy(knight), wounds: [] };
    const mine = { ...copy(base), name: "Sir Al", extra: "kept" } as SheetBase;
    const merged = mergeSheet(base, device, mine) as SheetBase & { wounds: unknown[]; condition?: string; extra?: string };
    expect(merged.wounds).toEqual([]);
    expect("condition" in merged).toBe(false);
    expect(merged.name).toBe("Sir Al");
    expect(merged.extra).toBe("kept");
    expect(fieldChanges(device, device, null)).toEqual([]);
  });
});
