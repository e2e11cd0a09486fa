/**
 * The companion page's upload path (src/companion/upload) against the built app in the
 * emulator, over the simulated UART that stands in for Web Bluetooth: staged files only, the
 * passcode, the device's verdict, and every refusal told to the GM with nothing lost.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installsSystem } from "../../src/device/protocol";
import { SYSTEMS } from "../../src/home/systems";
import { crc32, hex8 } from "../../src/engine/pack/crc32";
import { moduleById } from "../../src/engine/rules/registry";
import type { RulesModule, SheetBase } from "../../src/engine/rules/types";
import { jsString, packFileOf, planBatches, storageText } from "../../src/companion/upload/protocol";
import { SimulatedLink } from "../../src/companion/upload/simulated";
import { upload, UploadError, type Progress } from "../../src/companion/upload/uploader";
import { bootDevice, ensureUpdate, fileText, press, storedJSON } from "./device-side";
import { decodeSheet } from "../../src/home/sifni/compile";
import type { SifniPack } from "../../src/home/sifni/types";
import { storedPack, storedSheet } from "../../src/home/stored";
import party from "../../examples/sifni/party.json";

const sifni = moduleById(SYSTEMS, "sifni") as RulesModule;
const tft = moduleById(SYSTEMS, "tft") as RulesModule;

/** A new character for the party: Mira, every stat 2, a Rapier skill. */
function mira(): SheetBase {
  const s = sifni.blankSheet("mira", "Mira the Bold") as SheetBase & { stats: { [k: string]: number }; skills: unknown[] };
  for (const k of Object.keys(s.stats)) s.stats[k] = 2;
  s.skills.push({ stat: "MeleeAttack", name: "Rapier", level: 3, specialties: [] });
  return s;
}

/** A sheet the device holds (S-Ifni's device form), read back whole with the pack it is used with. */
function sheetOn(emu: ReturnType<typeof bootDevice>, id: string): SheetBase | undefined {
  const text = fileText(emu, "sifni.c.sifni." + id);
  const pack = fileText(emu, "sifni.p.sifni") as string;
  return text === undefined ? undefined : (decodeSheet(text, pack, sifni.pack as SifniPack) as unknown as SheetBase);
}

function staged(emu: ReturnType<typeof bootDevice>): string[] {
  return emu.storage.list().filter((n) => n.startsWith("sifni.s."));
}

async function send(emu: ReturnType<typeof bootDevice>, batches: ReturnType<typeof planBatches>, passcode = "", more: object = {}) {
  const link = new SimulatedLink(() => emu);
  await link.open();
  try {
    return await upload(link, batches, { passcode, chunkBytes: 200, replyTimeoutMs: 2000, applyTimeoutMs: 2000, ...more });
  } finally {
    await link.close();
  }
}

describe("sending a party to the device", () => {
  it("writes staging files only, then the device applies them: the new sheet is on its Party screen after a restart", async () => {
    const emu = bootDevice();
    ensureUpdate(emu);
    const sheet = mira();
    const pack = packFileOf(sifni, 4, sifni.pack);
    const batches = planBatches([{ module: sifni, sheets: [sheet], pack }]);
    expect(batches.map((b) => b.files.map((f) => f.name))).toEqual([["sifni.s.pack", "sifni.s.c.sifni.mira"]]);
    const seen: Progress[] = [];
    const report = await send(emu, batches, "", { onProgress: (p: Progress) => seen.push(p) });
    expect(report.info.board).toBe("BANGLEJS2");
    expect(report.verdicts).toEqual([{ ok: true, pack: { system: "sifni", version: 4 }, sheets: ["mira"] }]);
    // the files arrived whole, through chunks of 200 bytes
    expect(sheetOn(emu, "mira")).toEqual(sheet);
    expect(fileText(emu, "sifni.p.sifni")).toBe(storedPack(pack));
    expect(staged(emu)).toEqual([]);
    // progress ends with every byte sent
    const last = seen[seen.length - 1];
    expect(last.phase).toBe("done");
    expect(last.sent).toBe(last.total);
    expect(last.total).toBe(storedPack(pack).length + storedSheet(sheet).length);
    emu.restart();
    press(emu, ["down", "down", "down", "down", "down", "down", "select"]); // Party
    // the main menu's title names the system; the Party screen is titled Party
    expect(emu.textLines()[0]).toBe("Party");
    const top = emu.textLines().join("\n");
    press(emu, Array(6).fill("down")); // the list scrolls on a 176x176 screen
    const names = top + "\n" + emu.textLines().join("\n");
    expect(names).toContain("Mira the Bold");
    expect(names).toContain("Sir Aldric");
  });

  it("replaces a character that is already there (same id), keeping the rest of the party", async () => {
    const emu = bootDevice();
    ensureUpdate(emu);
    const knight = { ...(party[0] as SheetBase), name: "Sir Aldric II" };
    await send(emu, planBatches([{ module: sifni, sheets: [knight], pack: null }]));
    expect((sheetOn(emu, "knight") as SheetBase).name).toBe("Sir Aldric II");
    // the party is its sheet files (no index): the demo party with the knight replaced
    const ids = emu.storage.list().filter((n) => n.startsWith("sifni.c.sifni.")).map((n) => n.substring("sifni.c.sifni.".length));
    expect(ids.map((id) => (sheetOn(emu, id) as SheetBase).name).sort()).toEqual(["Borin", "Grey Hal", "Old Mirren", "Sir Aldric II", "Tamsin", "Wren"]);
  });

  it("names every file it staged, with the CRC-32 of what the device holds, when it asks for the update", async () => {
    const emu = bootDevice();
    ensureUpdate(emu);
    // record what SIFNI_UPDATE is given and what is staged at that moment, then apply as before
    emu.execute(
      'var seen = null; var apply = SIFNI_UPDATE; global.SIFNI_UPDATE = function (expected) { var S = require("Storage"); seen = { expected: expected, staged: {} }; S.list(/^sifni\\.s\\./).forEach(function (f) { seen.staged[f] = S.read(f); }); return apply(expected); };',
    );
    const pack = packFileOf(sifni, 5, sifni.pack);
    await send(emu, planBatches([{ module: sifni, sheets: [mira()], pack }]));
    const r = emu.realm().evaluate("JSON.stringify(seen)", "test");
    const seen = JSON.parse(r.ok ? (r.value as string) : "null") as { expected: { [n: string]: string }; staged: { [n: string]: string } };
    expect(Object.keys(seen.expected).sort()).toEqual(["sifni.s.c.sifni.mira", "sifni.s.pack"]);
    expect(Object.keys(seen.staged).sort()).toEqual(["sifni.s.c.sifni.mira", "sifni.s.pack"]);
    for (const name of Object.keys(seen.staged)) expect(seen.expected[name]).toBe(hex8(crc32(seen.staged[name])));
    expect(seen.staged["sifni.s.pack"]).toBe(storedPack(pack));
  });

  it("unlocks a locked console with the GM passcode, and refuses a wrong or missing one before sending anything", async () => {
    const emu = bootDevice();
    ensureUpdate(emu);
    emu.execute('E.setPassword("owl7"); E.lockConsole()');
    const batches = planBatches([{ module: sifni, sheets: [mira()], pack: null }]);
    await expect(send(emu, batches, "")).rejects.toThrow("The device's console is locked: enter the GM passcode and send again.");
    await expect(send(emu, batches, "owl8")).rejects.toThrow("The device refused the GM passcode: nothing was sent.");
    expect(staged(emu)).toEqual([]);
    expect(fileText(emu, "sifni.c.sifni.mira")).toBeUndefined();
    const report = await send(emu, batches, "owl7");
    expect(report.verdicts[0].ok).toBe(true);
    expect(fileText(emu, "sifni.c.sifni.mira")).toBeDefined();
  });

  it("tells the GM what the device refused, and that it keeps its previous files", async () => {
    const emu = bootDevice();
    emu.execute(
      'global.SIFNI_UPDATE = function () { var S = require("Storage"); S.list(/^sifni\\.s\\./).forEach(function (f) { S.erase(f); }); print(JSON.stringify({ ok: false, file: "sifni.s.pack", problem: "crc32: says \\"00000000\\" but the body\'s is 1234abcd: damaged or edited" })); };',
    );
    const before = fileText(emu, "sifni.c.sifni.knight");
    const batches = planBatches([{ module: sifni, sheets: [mira()], pack: packFileOf(sifni, 2, sifni.pack) }]);
    const err = await send(emu, batches).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect((err as Error).message).toBe(
      'The device refused sifni.s.pack: crc32: says "00000000" but the body\'s is 1234abcd: damaged or edited. It still uses its previous rules and sheets.',
    );
    expect(fileText(emu, "sifni.c.sifni.knight")).toBe(before);
    expect(fileText(emu, "sifni.c.sifni.mira")).toBeUndefined();
  });

  it("sends nothing to an app that cannot apply staged files", async () => {
    const emu = bootDevice();
    emu.execute("global.SIFNI_UPDATE = undefined");
    const err = await send(emu, planBatches([{ module: sifni, sheets: [mira()], pack: null }])).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      "The S-Ifni app on this BANGLEJS2 cannot take updates (it has no SIFNI_UPDATE): install the current app first. Nothing was sent.",
    );
    expect(staged(emu)).toEqual([]);
  });

  it("stops at a write the device refuses, naming the file", async () => {
    const emu = bootDevice();
    ensureUpdate(emu);
    emu.execute('require("Storage").write = function () { throw new Error("Unable to find or create file"); }');
    const err = await send(emu, planBatches([{ module: sifni, sheets: [mira()], pack: null }])).catch((e: unknown) => e);
    expect((err as Error).message).toBe("The device refused writing sifni.s.c.sifni.mira: Unable to find or create file");
  });

  it("refuses an upload that cannot fit in the free flash, before writing", async () => {
    const emu = bootDevice();
    ensureUpdate(emu);
    // no trash (a compaction could reclaim it), then a file that leaves about 100 bytes
    emu.storage.compact();
    const free = emu.storage.getFree();
    emu.execute(`require("Storage").write("filler", "x", 0, ${free - 100})`);
    const err = await send(emu, planBatches([{ module: sifni, sheets: [mira()], pack: null }])).catch((e: unknown) => e);
    const need = ((storedSheet(mira()).length + 3) & ~3) + 32;
    // the filler takes free - 100 rounded up to 4 plus its 32-byte header, so 100 - 32 - pad bytes remain
    const left = free - ((((free - 100) + 3) & ~3) + 32);
    expect((err as Error).message).toBe(`The device has ${left} bytes of flash free, the upload needs ${need}: free some room (fewer characters, or erase old files). Nothing was sent.`);
    expect(staged(emu)).toEqual([]);
  });

  it("leaves out the systems the board's app does not carry, and says so", async () => {
    const emu = bootDevice();
    ensureUpdate(emu);
    const bran = tft.blankSheet("bran", "Bran");
    const batches = planBatches([
      { module: tft, sheets: [bran], pack: null },
      { module: sifni, sheets: [mira()], pack: null },
    ]);
    const report = await send(emu, batches, "", { systemsOn: (board: string) => (board === "banglejs2" ? ["sifni"] : null) });
    expect(report.skipped).toEqual(["tft: the BANGLEJS2 app does not carry it (1 file left out)"]);
    expect(report.verdicts).toEqual([{ ok: true, pack: null, sheets: ["mira"] }]);
    expect(fileText(emu, "sifni.c.tft.bran")).toBeUndefined();
  });
});

describe("the console lines", () => {
  it("spell every byte in printable ASCII that the device reads back unchanged", () => {
    let all = "";
    for (let c = 0; c < 256; c++) all += String.fromCharCode(c);
    const literal = jsString(all);
    expect(/^[\x20-\x7e]*$/.test(literal)).toBe(true);
    // the JavaScript parser is the independent reader of the literal
    expect((0, eval)(literal)).toBe(all);
  });

  it("store text as UTF-8 bytes", () => {
    expect(storageText("é")).toBe("\xc3\xa9");
    expect(storageText("abc")).toBe("abc");
  });

  it("write a character's file under the staging name, never the active one", () => {
    const [b] = planBatches([{ module: sifni, sheets: [mira()], pack: null }]);
    expect(b.files.map((f) => f.name)).toEqual(["sifni.s.c.sifni.mira"]);
  });
});

describe("a Pixl.js, which holds one rules system (its Storage enlarged: one system does not fit its 36 KB)", () => {
  const dba = moduleById(SYSTEMS, "dba") as RulesModule;
  const first = (id: string) => JSON.parse(readFileSync(`examples/${id}/party.json`, "utf8"))[0] as SheetBase;
  /** What the page sends for a switch (bundles.ts systemInstallFiles): the system's files in dist/systems. */
  const systemFiles = async (id: string) =>
    readdirSync("dist/systems")
      .filter((n) => installsSystem(n) === id)
      .sort()
      .map((name) => ({ name, text: readFileSync(join("dist/systems", name), "latin1"), label: name }));
  const onPixl = { systemsOn: () => ["sifni"], systemFiles, chunkBytes: 4000 };
  const systemOn = (emu: ReturnType<typeof bootDevice>, id: string) => emu.storage.list().filter((n) => installsSystem(n) === id);

  it("takes a DBA party as a switch, after the batch of the system in use; a second other system is left out", async () => {
    const emu = bootDevice("pixljs", undefined, 1 << 20);
    ensureUpdate(emu);
    const rogue = first("dba");
    const batches = planBatches([{ module: dba, sheets: [rogue], pack: null }, { module: tft, sheets: [first("tft")], pack: null }, { module: sifni, sheets: [mira()], pack: null }]);
    const r = await send(emu, batches, "", onPixl);
    // S-Ifni's batch first (checked with its rules), then the switch
    expect(r.applied).toEqual(["sifni", "dba"]);
    expect(r.verdicts[0]).toEqual({ ok: true, pack: null, sheets: ["mira"] });
    expect(r.verdicts[1]).toEqual({ ok: true, pack: null, sheets: [rogue.id], system: "dba" });
    expect(r.skipped).toEqual(["tft: the PIXLJS holds one rules system, and this upload installs dba (1 file left out)"]);
    expect(systemOn(emu, "sifni")).toEqual([]);
    expect(systemOn(emu, "dba").length).toBeGreaterThan(10);
    expect((storedJSON(emu, "sifni.set") as { system: string }).system).toBe("dba");
    // S-Ifni's party stays, the new character with it
    expect(fileText(emu, "sifni.c.sifni.mira")).toBe(storageText(storedSheet(mira())));
    // DBA in use now: its next sheet goes as a plain batch, no system files
    const again = planBatches([{ module: dba, sheets: [{ ...rogue, id: "zed", name: "Zed" }], pack: null }]);
    const r2 = await send(emu, again, "", { ...onPixl, systemFiles: async () => { throw new Error("no switch expected"); } });
    expect(r2.verdicts).toEqual([{ ok: true, pack: null, sheets: ["zed"] }]);
    expect(emu.errors).toEqual([]);
  });

  it("without the systems' files (an older page), another system's batch is left out, as before", async () => {
    const emu = bootDevice("pixljs", undefined, 1 << 20);
    const r = await send(emu, planBatches([{ module: dba, sheets: [first("dba")], pack: null }, { module: sifni, sheets: [mira()], pack: null }]), "", { systemsOn: () => ["sifni"] });
    expect(r.applied).toEqual(["sifni"]);
    expect(r.skipped).toEqual(["dba: the PIXLJS app does not carry it (1 file left out)"]);
    expect(systemOn(emu, "dba")).toEqual([]);
  });
});
