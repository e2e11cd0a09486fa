/**
 * What the GM applied at the table comes home, end to end over tcp:// with flash.sh and the real
 * espruino tool (as e2e.test.ts): a party sent, a wound applied on the emulated device, the same
 * character changed here and sent again: flash.sh shows the difference field by field and sends
 * nothing (exit 8) until told; --merge keeps the wound with the edit; --pull writes the sheets,
 * the log and the versions.
 */
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { SheetBase } from "../../src/engine/rules/types";
import { crc32 } from "../../src/engine/pack/crc32";
import { PARTY, boot, choose, dataLines, fresh, home, keys, plan, send, sheetFile, stored } from "./helpers";
import { STATE_DIR, listen, run, stopAll } from "./listen";
import { MELEE_APPLY } from "../helpers/device";

afterEach(stopAll);

const dir = mkdtempSync(join(tmpdir(), "sifni-round-"));

function file(name: string, content: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(content, null, 1));
  return p;
}

function flash(port: number, args: string[]) {
  return run("./flash.sh", ["--no-build", "--board", "banglejs2", "--port", `tcp://127.0.0.1:${port}`, ...args]);
}


type Sheet = SheetBase & { stats: { [k: string]: number }; wounds: { band: number; dr: number; location: string }[]; notes: string };

function copy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

describe("the round trip with flash.sh", () => {
  test("send, a wound at the table, an edit here: the conflict shown, nothing sent; --merge keeps the wound; --pull brings it home", async () => {
    const storage = mkdtempSync(join(tmpdir(), "sifni-round-storage-"));
    const demo = boot("banglejs2", 1, storage);
    home(demo);
    choose(demo, /^Party$/);
    home(demo);
    const mine = copy(PARTY) as Sheet[];
    mine[1].notes = "sent from home";
    let emu = await listen(storage);
    // a first read: the device's copies become this computer's, so the edit below is known as mine
    const first = await flash(emu.port, ["--pull", join(dir, "first")]);
    expect(first.code).toBe(0);
    const sent = await flash(emu.port, ["--chars", file("party.json", mine)]);
    expect(sent.stderr).toMatch(/^flash: reading the sheets on Bangle\.js 2 at tcp:\S+ first\.\.\.\nflash: sending the files/);
    expect(sent.stdout).toBe(`flash: the device applied the update: sheets ${mine.map((s) => s.id).sort().join(", ")}, now in use\n`);
    expect(sent.code).toBe(0);
    // the copies sent are kept for this device, readable by this user only
    const state = join(STATE_DIR, "banglejs2-c0ffee00-000051f1.json");
    expect(statSync(state).mode & 0o777).toBe(0o600);
    await emu.stop();

    // at the table: Aldric's sword wounds Wren, applied to her sheet
    const table = boot("banglejs2", 11, storage);
    keys(table, MELEE_APPLY);
    expect(table.textLines().join("\n")).toMatch(/^Undo: Wren/m);

    // at home, Wren changed here too, and sent again: refused, the difference shown
    const edited = copy(mine);
    edited[1].stats.Agility += 1;
    emu = await listen(storage);
    const refused = await flash(emu.port, ["--chars", file("edited.json", edited)]);
    expect(refused.code).toBe(8);
    expect(refused.stderr).toContain("flash: Wren (sifni rogue) was changed on the device since this computer last sent or read it, and yours was changed too:");
    expect(refused.stderr).toMatch(/flash: +stats\.Agility +\d+ +\d+ +\(your change\)\n/);
    expect(refused.stderr).toMatch(/flash: +wounds\.\d+\.band +5 +— +\(the device's change\)\n/);
    expect(refused.stderr).toMatch(/nothing was sent: the device holds changes this computer has not seen/);
    expect(refused.stderr).toMatch(/--merge .*\n.*--keep-device .*\n.*--overwrite /);
    expect(refused.stdout).toBe("");

    // --merge: the device's wound onto the edit
    const merged = await flash(emu.port, ["--chars", file("edited.json", edited), "--merge"]);
    expect(merged.stderr).toContain("flash:   sending yours with the device's changes (--merge)");
    expect(merged.code).toBe(0);

    // --pull: the sheets, the log and the versions
    const out = join(dir, "pulled");
    const pulled = await flash(emu.port, ["--pull", out]);
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toMatch(/app: sifni\.app\.js 0\.3\.0, this computer's build\n/);
    // S-Ifni's pack sent (v1); the others' the app brought (v0), made active at its first start
    expect(pulled.stdout).toMatch(/rules: sifni pack v1, tft pack v0, sifrp pack v0, dba pack v0, strs pack v0\n/);
    const party = JSON.parse(readFileSync(join(out, "sifni-party.json"), "utf8")) as Sheet[];
    const wren = party.find((s) => s.id === "rogue") as Sheet;
    expect(wren.stats.Agility).toBe(edited[1].stats.Agility);
    expect(wren.wounds.length).toBe(mine[1].wounds.length + 1);
    expect(wren.notes).toBe("sent from home");
    const csv = readFileSync(join(out, "log.csv"), "utf8").split("\r\n");
    expect(csv[0]).toBe("time,who,check,result,outcome");
    expect(csv.some((l) => /^2025-01-01 \d\d:\d\d,"Sir Aldric, Wren",Melee attack,/.test(l))).toBe(true);
    const log = JSON.parse(readFileSync(join(out, "log.json"), "utf8")) as { check: string; outcome: string }[];
    expect(log.filter((e) => e.check === "Update").length).toBe(2);
    const device = JSON.parse(readFileSync(join(out, "device.json"), "utf8")) as { board: string; app: { version: string; thisBuild: boolean }; sheets: { id: string; problems: string[] }[] };
    expect(device.board).toBe("BANGLEJS2");
    expect(device.app).toEqual(expect.objectContaining({ version: "0.3.0", thisBuild: true }));
    expect(device.sheets.map((s) => s.id)).toEqual(mine.map((s) => s.id));
    expect(readFileSync(join(out, "device-files", "sifni.c.sifni.rogue"), "latin1")).toMatch(/^S2\x1frogue\x1f/);
    expect(existsSync(join(out, "device-files", "sifni.lk"))).toBe(false);

    // read now, the pulled sheets go back as they are: nothing to ask
    const again = await flash(emu.port, ["--chars", join(out, "sifni-party.json")]);
    expect(again.code).toBe(0);
    expect(again.stderr).not.toMatch(/changed on the device/);
  });

  test("without a copy sent or read from here: --merge cannot say whose change it is; --keep-device sends the rest; --overwrite sends", async () => {
    const storage = mkdtempSync(join(tmpdir(), "sifni-round-storage-"));
    const table = boot("banglejs2", 11, storage);
    keys(table, MELEE_APPLY);
    const emu = await listen(storage);
    const state = { SIFNI_STATE_DIR: mkdtempSync(join(tmpdir(), "sifni-state-fresh-")) };
    const flashFresh = (args: string[]) => run("./flash.sh", ["--no-build", "--board", "banglejs2", "--port", `tcp://127.0.0.1:${emu.port}`, ...args], state);
    const chars = file("plain.json", PARTY);
    const merge = await flashFresh(["--chars", chars, "--merge"]);
    expect(merge.code).toBe(8);
    expect(merge.stderr).toContain("Wren (sifni rogue) differs on the device, and this computer has no copy of it as last sent or read");
    expect(merge.stderr).toContain("--merge cannot be used for it");
    const kept = await flashFresh(["--chars", chars, "--keep-device"]);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toMatch(/sheets archer, knight, veteran, wizard, wrestler, now in use/);
    expect(kept.stdout).not.toMatch(/rogue/);
    // the device's copy was kept, not taken as this computer's: the same file is refused again
    const old = await flashFresh(["--chars", chars]);
    expect(old.code).toBe(8);
    expect(old.stderr).toContain("Wren (sifni rogue) differs on the device");
    const over = await flashFresh(["--chars", chars, "--overwrite"]);
    expect(over.code).toBe(0);
    expect(over.stderr).toContain("sending yours over it (--overwrite)");
    expect(over.stdout).toMatch(/rogue/);
  });
});

describe("the upload's guard", () => {
  test("a sheet changed on the device between the read and the send is not overwritten", () => {
    const { emu } = fresh();
    const before = stored(emu, "sifni.c.sifni.rogue") as string;
    const mine = { ...copy(PARTY[1]), notes: "mine" } as SheetBase;
    const unchanged = { "sifni.c.sifni.rogue": crc32(before) >>> 0, "sifni.c.sifni.zed": null };
    // as read: the guard lets the upload through
    const ok = send(emu, dataLines(plan("banglejs2", [sheetFile(mine)], { unchanged })));
    expect(ok).toMatch(/\{"ok":true,"pack":null,"sheets":\["rogue"\]\}/);
    // the device's copy changed since (here: by that upload): refused, named, nothing written
    const now = stored(emu, "sifni.c.sifni.rogue");
    const again = send(emu, dataLines(plan("banglejs2", [sheetFile({ ...mine, notes: "again" } as SheetBase)], { unchanged })));
    expect(again).toContain('SIFNI_ABORT {"problem":"sifni.c.sifni.rogue changed on the device since flash.sh read it: nothing was sent; run flash.sh again"}');
    expect(again).not.toMatch(/"ok":/);
    expect(stored(emu, "sifni.c.sifni.rogue")).toBe(now);
    expect(emu.storage.list().filter((n) => n.startsWith("sifni.s."))).toEqual([]);
  });
});
