/**
 * A Pixl.js holds one rules system at a time; flash.sh --system sends another whole
 * (docs/updates.md, "A switch of system"). On the emulated Pixl.js, its Storage enlarged to 1 MB
 * (one system's files do not fit its 36 KB: docs/device.md), with the upload scripts flash.sh
 * writes: the switch applied, and back; cut at every 10% of the way; the power lost once the
 * journal was written; refusals. flash.sh --app, whose scripts (--dry-run's) carry the files of
 * the system in use only: refused with another's. Then flash.sh with the real espruino tool over
 * TCP: whole, and cut at a chosen byte by a proxy (the connection dropped, or the emulated device
 * killed).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { crc32, hex8 } from "../../src/engine/pack/crc32";
import { SheetBase } from "../../src/engine/rules/types";
import { createEmulator, loadBoard } from "../../src/emulator/emulator";
import { SETTINGS_FILE, installsSystem } from "../../src/device/protocol";
import { storedSheet } from "../../src/home/stored";
import type { UploadFile } from "../../src/flash/script";
import { listen, run, stopAll } from "./listen";
import { ENLARGED, boot } from "../helpers/device";
import { Emu, choose, copyStorage, dataLines, home, plan, screen, send, stored, storeRaw, type, verdictIn, paragraph, wire } from "./helpers";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

afterEach(stopAll);

/**
 * A TCP proxy to the emulated device's console that passes what the uploader sends until `limit`
 * bytes, then calls `cut` with both sockets (once): a connection cut at a chosen byte.
 */
function cutProxy(port: number, limit: number, cut: (sockets: net.Socket[]) => void): Promise<{ port: number; close: () => void }> {
  return new Promise((resolve) => {
    const srv = net.createServer((client) => {
      const device = net.connect(port, "127.0.0.1");
      let sent = 0;
      client.on("data", (d: Buffer) => {
        if (sent >= limit) return;
        const part = d.subarray(0, limit - sent);
        sent += part.length;
        // once the last bytes were handed to the device
        device.write(part, sent >= limit ? () => cut([client, device]) : undefined);
      });
      device.on("data", (d) => client.write(d));
      for (const [a, b] of [[client, device], [device, client]]) {
        a.on("close", () => b.destroy());
        a.on("error", () => {});
      }
    });
    srv.listen(0, "127.0.0.1", () => resolve({ port: (srv.address() as net.AddressInfo).port, close: () => srv.close() }));
  });
}

const BIG = ENLARGED.pixljs;
const DBA_NAME = "Dodge-Block-Armor";
const DBA_PARTY = JSON.parse(readFileSync("examples/dba/party.json", "utf8")) as SheetBase[];

/** The emulated Pixl.js with 1 MB of Storage in `dir`, started (the App Loader's files installed on the first). */
function pixl(dir: string): Emu {
  return boot("pixljs", 1, dir);
}

/** A Pixl.js after its first start, the demo party written into its sheet files. */
function freshPixl(): { emu: Emu; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "sifni-switch-"));
  const emu = pixl(dir);
  home(emu);
  choose(emu, /^Party$/);
  home(emu);
  return { emu, dir };
}

/** What flash.sh --system ID sends: the system's files built in dist/systems. */
function systemFiles(id: string): UploadFile[] {
  return readdirSync("dist/systems")
    .filter((n) => installsSystem(n) === id)
    .sort()
    .map((n) => ({ name: n, data: readFileSync(join("dist/systems", n), "latin1") }));
}

function switchPlan(id: string, staged: UploadFile[] = []) {
  return plan("pixljs", staged, { install: { system: id, first: "sifni", files: systemFiles(id) } });
}

/** A new DBA character, staged as flash.sh stages it. */
const NEW_DBA: UploadFile = { name: "sifni.s.c.dba.zed", data: storedSheet({ ...JSON.parse(JSON.stringify(DBA_PARTY[0])), id: "zed", name: "Zed Rogue" }) };

/** Every file of the device with its bytes, but the log and the settings (a start may write them). */
function files(emu: Emu, pattern: RegExp): [string, string | undefined][] {
  return emu.storage
    .list()
    .filter((n) => pattern.test(n))
    .sort()
    .map((n) => [n, stored(emu, n)]);
}

/** The files a system brings (code, default pack, demo party). */
function systemOn(emu: Emu, id: string): string[] {
  return emu.storage
    .list()
    .filter((n) => installsSystem(n) === id)
    .sort();
}

const KEPT = /^sifni\.(c|p|o)\./;
/** A system's code and default pack, and the party's files (a demo party's file goes once written into sheets). */
const SYSTEM_AND_PARTY = /^sifni\.(sys|dp|c|p|o)\./;

/** The system the settings name (Storage.writeJSON writes names unquoted, as Espruino's does). */
function settingsSystem(emu: Emu): string | undefined {
  const s = stored(emu, SETTINGS_FILE);
  return s === undefined ? undefined : /"?system"?:"(\w+)"/.exec(s)?.[1];
}

describe("a switch of rules system on the Pixl.js", () => {
  test("to DBA and back: applied whole, the old system's files erased, every sheet kept", () => {
    const { emu } = freshPixl();
    const sifniFiles = systemOn(emu, "sifni");
    expect(sifniFiles.length).toBeGreaterThan(30);
    const kept = files(emu, KEPT);
    expect(kept.filter(([n]) => n.startsWith("sifni.c.sifni.")).length).toBeGreaterThan(0);
    const v = verdictIn(send(emu, dataLines(switchPlan("dba", [NEW_DBA]))));
    expect(v).toEqual({ ok: true, pack: null, sheets: ["zed"], system: "dba" });
    expect(emu.textLines()[0]).toBe("Updated");
    expect(paragraph(emu)).toBe("Rules system: Dodge-Block-Armor. Sheets: zed. Now in use.");
    // in use at once: the main menu under the verdict is DBA's
    home(emu);
    expect(emu.textLines()[0]).toBe(DBA_NAME);
    expect(systemOn(emu, "sifni")).toEqual([]);
    // its demo party's file went once written into sheets, with the sent one
    expect(systemOn(emu, "dba")).toEqual(systemFiles("dba").map((f) => f.name).filter((n) => n !== "sifni.d.dba"));
    expect(settingsSystem(emu)).toBe("dba");
    // S-Ifni's sheets and pack stay; DBA's demo party came with the sent sheet
    for (const [n, t] of kept) expect(stored(emu, n), n).toBe(t);
    expect(emu.storage.list().filter((n) => n.startsWith("sifni.c.dba.")).sort()).toEqual(["sifni.c.dba.zed", ...DBA_PARTY.map((s) => "sifni.c.dba." + s.id)].sort());
    // a start keeps it: DBA in use, its party listed
    emu.restart();
    emu.advance(100);
    expect(emu.errors).toEqual([]);
    home(emu);
    expect(emu.textLines()[0]).toBe(DBA_NAME);
    choose(emu, /^Party$/);
    expect(screen(emu)).toMatch(/Zed Rogue/);
    expect(screen(emu)).toMatch(new RegExp(DBA_PARTY[0].name));
    // Settings shows it and offers no other: only its files are on the device
    home(emu);
    choose(emu, /^Settings$/);
    expect(screen(emu)).toMatch(/System\s+Dodge-Block-A/);
    choose(emu, /^System/);
    expect(screen(emu)).toMatch(/System\s+Dodge-Block-A/);
    expect(settingsSystem(emu)).toBe("dba");
    // back to S-Ifni: its party as it was
    home(emu);
    const back = verdictIn(send(emu, dataLines(switchPlan("sifni"))));
    expect(back).toEqual({ ok: true, pack: null, sheets: [], system: "sifni" });
    expect(systemOn(emu, "dba")).toEqual([]);
    // its code and default pack as before; its demo party's file came too, and goes when the party (not empty) is listed
    expect(systemOn(emu, "sifni")).toEqual([...sifniFiles, "sifni.d.sifni"].sort());
    for (const [n, t] of kept) expect(stored(emu, n), n).toBe(t);
    emu.restart();
    emu.advance(100);
    home(emu);
    expect(emu.textLines()[0]).toBe("S-Ifni");
    choose(emu, /^Party$/);
    expect(screen(emu)).toMatch(/Sir Aldric/);
    expect(systemOn(emu, "sifni")).toEqual(sifniFiles);
    expect(emu.errors).toEqual([]);
  });

  test("cut at every 10% of the way: the next start erases what arrived and S-Ifni stays, untouched", () => {
    const { emu: first, dir } = freshPixl();
    const before = files(first, SYSTEM_AND_PARTY);
    const text = wire(dataLines(switchPlan("dba", [NEW_DBA])));
    const from = text.indexOf('require("Storage").write("sifni.');
    const to = text.lastIndexOf("SIFNI_UPDATE");
    expect(from).toBeGreaterThan(0);
    let arrived = 0;
    for (let k = 1; k <= 9; k++) {
      const emu = pixl(copyStorage(dir));
      type(emu, text.slice(0, from + Math.floor(((to - from) * k) / 10)));
      if (systemOn(emu, "dba").length > 0) arrived++;
      emu.restart();
      emu.advance(100);
      expect(emu.errors, `cut at ${k * 10}%`).toEqual([]);
      expect(systemOn(emu, "dba"), `cut at ${k * 10}%`).toEqual([]);
      expect(emu.storage.list().filter((n) => n.startsWith("sifni.s.") || n === "sifni.u")).toEqual([]);
      expect(files(emu, SYSTEM_AND_PARTY), `cut at ${k * 10}%`).toEqual(before);
      expect(settingsSystem(emu) ?? "sifni").toBe("sifni");
      home(emu);
      expect(emu.textLines()[0]).toBe("S-Ifni");
    }
    expect(arrived).toBe(9);
  });

  test("the power lost once the journal was written (and again after the settings): a start finishes the switch", () => {
    const { dir } = freshPixl();
    const lines = dataLines(switchPlan("dba", [NEW_DBA]));
    const call = lines[lines.length - 1];
    const expected = JSON.parse(/SIFNI_UPDATE\((.*)\);$/.exec(call)?.[1] ?? "null") as Record<string, string>;
    expect(Object.keys(expected)).toContain("sifni.sys.dba.js");
    for (const settingsToo of [false, true]) {
      const emu = pixl(copyStorage(dir));
      // every file arrived; the app checked them and wrote its journal, then the power went
      type(emu, wire(lines.slice(0, -1)));
      storeRaw(emu, "sifni.u", JSON.stringify(expected));
      if (settingsToo) storeRaw(emu, SETTINGS_FILE, JSON.stringify({ system: "dba", tableFirst: false, wordsOnly: false, buzz: false }));
      emu.restart();
      emu.advance(100);
      expect(emu.errors).toEqual([]);
      expect(emu.printed.join("\n")).toMatch(/"ok":true,"pack":null,"sheets":\["zed"\],"system":"dba"/);
      expect(settingsSystem(emu)).toBe("dba");
      expect(systemOn(emu, "sifni")).toEqual([]);
      // its demo party's file went once written into sheets, with the sent one
    expect(systemOn(emu, "dba")).toEqual(systemFiles("dba").map((f) => f.name).filter((n) => n !== "sifni.d.dba"));
      expect(stored(emu, "sifni.c.dba.zed")).toBe(NEW_DBA.data);
      expect(emu.storage.list().filter((n) => n.startsWith("sifni.s.") || n === "sifni.u")).toEqual([]);
      home(emu);
      expect(emu.textLines()[0]).toBe(DBA_NAME);
    }
  });

  test("refused: the system in use (by the guard, nothing sent), a damaged file, a Bangle's switch", () => {
    const { emu } = freshPixl();
    const before = files(emu, SYSTEM_AND_PARTY);
    const same = send(emu, dataLines(switchPlan("sifni")));
    expect(same).toMatch(/SIFNI_ABORT \{"problem":"sifni is already the rules system in use on this device: nothing was sent/);
    expect(files(emu, SYSTEM_AND_PARTY)).toEqual(before);
    // a file changed on the way: its CRC is not the one sent
    const lines = dataLines(switchPlan("dba"));
    const bad = lines.map((l, i) => (i === lines.length - 1 ? l.replace(/"sifni\.sys\.dba\.js":"[0-9a-f]{8}"/, '"sifni.sys.dba.js":"00000000"') : l));
    const v = verdictIn(send(emu, bad));
    expect(v.ok).toBe(false);
    expect(v.file).toBe("sifni.sys.dba.js");
    expect(v.problem).toMatch(/^damaged on the way: its CRC-32 is [0-9a-f]{8}, the uploader sent 00000000$/);
    expect(systemOn(emu, "dba")).toEqual([]);
    expect(files(emu, SYSTEM_AND_PARTY)).toEqual(before);
    expect(settingsSystem(emu) ?? "sifni").toBe("sifni");
    // a sheet for a system the Pixl.js does not have: the way to send it named
    const tft = JSON.parse(readFileSync("examples/tft/party.json", "utf8"))[0] as SheetBase;
    const sheet = verdictIn(send(emu, dataLines(plan("pixljs", [{ name: "sifni.s.c.tft." + tft.id, data: storedSheet(tft) }]))));
    expect(sheet).toEqual({ ok: false, file: "sifni.s.c.tft." + tft.id, problem: "rules system tft is not on this device (it has sifni): send it with flash.sh --system tft" });
    // a Bangle.js 2 carries every system: files sent as a switch are refused, every system stays
    const dir2 = mkdtempSync(join(tmpdir(), "sifni-switch-b2-"));
    const b2 = createEmulator({ board: "banglejs2", appFile: "dist/banglejs2/sifni.app.js", storageDir: dir2, seed: 1 });
    b2.advance(50);
    const main = stored(b2, "sifni.sys.dba.js") as string;
    const r = verdictIn(type(b2, wire([`SIFNI_UPDATE(${JSON.stringify({ "sifni.sys.dba.js": hex8(crc32(main)) })});`])));
    expect(r).toEqual({ ok: false, file: "sifni.sys.dba.js", problem: "this device carries every rules system: switch in Settings" });
    expect(stored(b2, "sifni.sys.dba.js")).toBe(main);
    expect(systemOn(b2, "sifni").length).toBeGreaterThan(30);
  });
});

/**
 * The upload scripts flash.sh --dry-run writes for `args` to a Pixl.js (its own choice of files),
 * as lines, and what it printed; the scripts' folder removed.
 */
function dryRun(args: string[]): { stdout: string; scripts: string[][] } {
  const r = spawnSync(process.execPath, ["build/flash.mjs", "--board", "pixljs", "--port", "tcp://127.0.0.1:9", "--dry-run", ...args], { encoding: "utf8", timeout: 60000 });
  expect(r.status, r.stderr).toBe(0);
  const dir = /The upload scripts are kept in (.+?)\.\n/.exec(r.stdout)?.[1] ?? "";
  const scripts = readdirSync(dir)
    .sort()
    .map((n) => readFileSync(join(dir, n), "latin1").replace(/\n$/, "").split("\n"));
  rmSync(dir, { recursive: true, force: true });
  return { stdout: r.stdout, scripts };
}

/** Every file of the device with its bytes. */
const EVERY = /^/;

describe("flash.sh --app on a Pixl.js: the app goes with the files of the rules system in use", () => {
  test("a device using DBA: the app with S-Ifni's files refused before anything is written; with --system dba, applied and DBA stays", () => {
    const { emu } = freshPixl();
    expect(verdictIn(send(emu, dataLines(switchPlan("dba")))).ok).toBe(true);
    home(emu);
    const before = files(emu, EVERY);
    const plain = dryRun(["--app"]);
    expect(plain.stdout).toMatch(/ app with rules system sifni: .*sifni\.sys\.sifni\.js/);
    expect(plain.scripts.length).toBe(2);
    const out = send(emu, plain.scripts[0]);
    expect(out).toMatch(
      /SIFNI_ABORT \{"problem":"the device uses rules system dba: send the app with --system dba \(the files of the system in use go with the app\); to use sifni, send --system sifni after it"\}/,
    );
    expect(files(emu, EVERY)).toEqual(before);

    const dba = dryRun(["--app", "--system", "dba"]);
    expect(dba.stdout).toMatch(/ app with rules system dba: .*sifni\.sys\.dba\.js/);
    expect(dba.stdout).not.toMatch(/sifni\.sys\.sifni/);
    expect(send(emu, dba.scripts[0])).not.toMatch(/SIFNI_ABORT/);
    emu.advance(100);
    expect(verdictIn(send(emu, dba.scripts[1]))).toEqual({ ok: true, pack: null, sheets: [] });
    expect(emu.errors).toEqual([]);
    expect(settingsSystem(emu)).toBe("dba");
    expect(systemOn(emu, "sifni")).toEqual([]);
    // the sheets of both systems as they were
    const sheets = before.filter(([n]) => KEPT.test(n));
    expect(sheets.length).toBeGreaterThan(0);
    for (const [n, t] of sheets) expect(stored(emu, n), n).toBe(t);
    emu.restart();
    emu.advance(100);
    home(emu);
    expect(emu.textLines()[0]).toBe(DBA_NAME);
    expect(emu.errors).toEqual([]);
  });

  test("a device using S-Ifni: --app with S-Ifni's files applied, its settings untouched", () => {
    const { emu } = freshPixl();
    const settings = stored(emu, SETTINGS_FILE);
    const plain = dryRun(["--app"]);
    expect(send(emu, plain.scripts[0])).not.toMatch(/SIFNI_ABORT/);
    emu.advance(100);
    expect(verdictIn(send(emu, plain.scripts[1]))).toEqual({ ok: true, pack: null, sheets: [] });
    expect(stored(emu, SETTINGS_FILE)).toBe(settings);
    home(emu);
    expect(emu.textLines()[0]).toBe("S-Ifni");
    expect(emu.errors).toEqual([]);
  });

  test("a device holding no system (another app on it): --app --system dba installs DBA, and the settings name it", () => {
    const dir = mkdtempSync(join(tmpdir(), "sifni-switch-none-"));
    const b = loadBoard("pixljs");
    const emu = createEmulator({ board: { ...b, storage: { ...b.storage, bytes: BIG } }, appCode: readFileSync("tests/emulator/fixtures/menu.js", "utf8"), storageDir: dir, seed: 1 });
    emu.advance(50);
    const dba = dryRun(["--app", "--system", "dba"]);
    expect(send(emu, dba.scripts[0])).not.toMatch(/SIFNI_ABORT/);
    emu.advance(100);
    expect(settingsSystem(emu)).toBe("dba");
    expect(verdictIn(send(emu, dba.scripts[1]))).toEqual({ ok: true, pack: null, sheets: [] });
    expect(emu.errors).toEqual([]);
    home(emu);
    expect(emu.textLines()[0]).toBe(DBA_NAME);
    choose(emu, /^Party$/);
    expect(screen(emu)).toMatch(new RegExp(DBA_PARTY[0].name));
    expect(systemOn(emu, "sifni")).toEqual([]);
  });
});

describe("flash.sh --system over tcp:// into the emulated Pixl.js", () => {
  function flash(port: number, args: string[]) {
    return run("./flash.sh", ["--no-build", "--board", "pixljs", "--port", `tcp://127.0.0.1:${port}`, ...args]);
  }

  test("whole: DBA in use after a restart; cut at a byte (the connection dropped, the power lost): S-Ifni stays", async () => {
    const { dir } = freshPixl();
    const cutDir = copyStorage(dir);
    const emu = await listen(dir, ["--board", "pixljs", "--storage-bytes", String(BIG)]);
    const r = await flash(emu.port, ["--system", "dba"]);
    expect(r.stderr).toBe(`flash: sending the files to Pixl.js at tcp://127.0.0.1:${emu.port}...\n`);
    expect(r.stdout).toBe("flash: the device applied the update: rules system dba, now in use\n");
    expect(r.code).toBe(0);
    await emu.stop();
    const again = pixl(dir);
    expect(again.errors).toEqual([]);
    home(again);
    expect(again.textLines()[0]).toBe(DBA_NAME);
    expect(systemOn(again, "sifni")).toEqual([]);

    // the same from the start, cut once 60,000 bytes of the upload (about half of DBA's files)
    // reached the device: the connection dropped, or the device's power lost
    const before = files(pixl(copyStorage(cutDir)), SYSTEM_AND_PARTY);
    for (const power of [false, true]) {
      const d = copyStorage(cutDir);
      const device = await listen(d, ["--board", "pixljs", "--storage-bytes", String(BIG)]);
      let cuts = 0;
      let timer: ReturnType<typeof setInterval> | undefined;
      const arrived = () => readdirSync(d).some((n) => n.startsWith("f_sifni.sys.dba."));
      const p = await cutProxy(device.port, 60000, (sockets) => {
        cuts++;
        if (!power) for (const s of sockets) s.destroy();
        else {
          // the power goes once the device has written some of what it received (nothing after
          // the 60,000th byte ever reaches it)
          timer = setInterval(() => {
            if (!arrived()) return;
            clearInterval(timer);
            device.proc.kill("SIGKILL");
          }, 5);
        }
      });
      const sent = await flash(p.port, ["--system", "dba"]);
      p.close();
      clearInterval(timer);
      expect(cuts).toBe(1);
      expect([6, 7], sent.stderr).toContain(sent.code);
      await device.stop();
      expect(arrived(), "DBA's files began to arrive").toBe(true);
      const after = pixl(d);
      expect(after.errors).toEqual([]);
      expect(systemOn(after, "dba")).toEqual([]);
      expect(files(after, SYSTEM_AND_PARTY)).toEqual(before);
      home(after);
      expect(after.textLines()[0]).toBe("S-Ifni");
    }
  });

  test("refused before anything is sent: --system on a Bangle (it carries every system), an unknown system", async () => {
    const r = await run("./flash.sh", ["--no-build", "--board", "banglejs2", "--port", "tcp://127.0.0.1:9", "--system", "dba"]);
    expect(r.stderr).toBe("flash: --system: the Bangle.js 2 carries every rules system: switch in its Settings\n");
    expect(r.code).toBe(2);
    const u = await run("./flash.sh", ["--no-build", "--board", "pixljs", "--port", "tcp://127.0.0.1:9", "--system", "chess"]);
    expect(u.stderr).toBe('flash: --system: unknown rules system "chess" (there are sifni, tft, sifrp, dba, strs)\n');
    expect(u.code).toBe(2);
  });
});
