/**
 * End to end, no hardware, no network: the emulator serving its console on a free TCP port
 * (`node build/emulator.mjs --listen 127.0.0.1:0`), and flash.sh running the real espruino
 * command-line tool (node_modules/.bin/espruino, with local board descriptions) against it:
 * the app, a rules pack and sheets uploaded, the emulated device restarted, the new rules on its
 * screen. Then the GM lock, and flash.sh's errors (wrong board, app not running, no device, a
 * bad file refused before anything is sent, --dry-run).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { listen, run, stopAll } from "./listen";
import { about, boot, choose, home, markedPack, newcomer, screen, storeRaw, tnRows } from "./helpers";

const dir = mkdtempSync(join(tmpdir(), "sifni-e2e-"));
afterEach(stopAll);

function file(name: string, content: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content, null, 1));
  return p;
}

const RULES = file("rules.json", markedPack(2));
const CHARS = file("chars.json", [newcomer()]);

function flash(port: number | string, args: string[]) {
  return run("./flash.sh", ["--no-build", "--board", "banglejs2", "--port", typeof port === "number" ? `tcp://127.0.0.1:${port}` : port, ...args]);
}

/** A Storage folder with the app's first start done (the demo party in). */
function storage(setup?: (emu: ReturnType<typeof boot>) => void): string {
  const s = mkdtempSync(join(tmpdir(), "sifni-e2e-storage-"));
  const emu = boot("banglejs2", 1, s);
  setup?.(emu);
  return s;
}

describe("flash.sh with the real espruino CLI, into the emulator over tcp://", () => {
  test("the app, a pack and a sheet: applied; after a restart the new rules are on the screen", async () => {
    const s = storage();
    const emu = await listen(s);
    const r = await flash(emu.port, ["--app", "--rules", RULES, "--chars", CHARS]);
    const at = "Bangle.js 2 at tcp://127.0.0.1:" + emu.port;
    expect(r.stderr).toBe(`flash: reading the sheets on ${at} first...\nflash: sending the app to ${at}...\nflash: sending the files to ${at}...\n`);
    expect(r.stdout).toBe("flash: the device applied the update: sifni rules pack v2; sheets zed, now in use\n");
    expect(r.code).toBe(0);
    expect(emu.out()).toMatch(/--- screen at [\d.]+ s ---\nUpdated\nRules: S-Ifni/);
    await emu.stop();
    // the emulated device powered on again from the same Storage
    const again = boot("banglejs2", 1, s);
    expect(again.errors).toEqual([]);
    expect(tnRows(again)).toMatch(/TN 5 UPLOADED/);
    expect(about(again)).toMatch(/Pack v2/);
    home(again);
    choose(again, /^Party$/);
    expect(screen(again)).toMatch(/Zed Newcomer/);
  });

  test("the GM lock: refused without the code (and a sheet cannot be read), taken from --password-file", async () => {
    const s = storage((emu) => storeRaw(emu, "sifni.lock", "120406"));
    const emu = await listen(s);
    const read = await run("node_modules/.bin/espruino", ["--no-ble", "--board", "tools/flash/espruino-boards/BANGLEJS2.json", "-p", `tcp://127.0.0.1:${emu.port}`, "-e", 'print(require("Storage").read("sifni.c.sifni.knight"))']);
    expect(read.stdout).toMatch(/Invalid password/);
    expect(read.stdout).not.toMatch(/Aldric/);
    const locked = await flash(emu.port, ["--rules", RULES]);
    expect(locked.code).toBe(5);
    expect(locked.stderr).toMatch(/flash: the device's console is locked \(GM lock\): give its code with --password-file FILE, --ask-password or SIFNI_LOCK_CODE\n$/);
    const wrong = await flash(emu.port, ["--rules", RULES, "--password-file", file("wrong-code", "111111\n")]);
    expect(wrong.code).toBe(5);
    expect(wrong.stderr).toMatch(/did not take that code/);
    const ok = await flash(emu.port, ["--rules", RULES, "--password-file", file("code", "120406\n")]);
    expect(ok.stdout).toBe("flash: the device applied the update: sifni rules pack v2, now in use\n");
    expect(ok.code).toBe(0);
  });

  test("the wrong board: the device's guard refuses before anything is written", async () => {
    const s = mkdtempSync(join(tmpdir(), "sifni-e2e-b1-"));
    const emu = await listen(s, ["--board", "banglejs"]);
    const r = await flash(emu.port, ["--rules", RULES]);
    expect(r.stderr).toMatch(/flash: the device refused before anything was sent: this is a BANGLEJS, not a Bangle\.js 2 \(BANGLEJS2\): give flash\.sh the right --board\n$/);
    expect(r.code).toBe(3);
  });

  test("the app not running on the device: the guard says so", async () => {
    const s = mkdtempSync(join(tmpdir(), "sifni-e2e-other-"));
    const emu = await listen(s, ["--app", "tests/emulator/fixtures/menu.js"]);
    const r = await flash(emu.port, ["--chars", CHARS]);
    expect(r.stderr).toMatch(/the S-Ifni app is not running on the device: open it, or send it with --app\n$/);
    expect(r.code).toBe(3);
  });

  test("no device at the address", async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, "127.0.0.1", () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const r = await flash(port, ["--rules", RULES]);
    expect(r.stderr).toMatch(/flash: nothing listens at that address \(connection refused\) at tcp:\/\/127\.0\.0\.1:\d+\n$/);
    expect(r.code).toBe(6);
  });

  test("a file with a problem is refused before anything is sent; --dry-run sends nothing", async () => {
    const emu = await listen(storage());
    const edited = JSON.parse(JSON.stringify(markedPack(2)));
    edited.body.armor[0].slash = 3;
    const r = await flash(emu.port, ["--rules", file("edited.json", edited), "--chars", file("bad-chars.json", [{ ...newcomer(), stats: { MeleeAttack: "x" } }])]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/edited\.json: crc32: says "[0-9a-f]{8}" but the body's is [0-9a-f]{8}: damaged or edited\n/);
    expect(r.stderr).toMatch(/bad-chars\.json: sheet 1 \(zed\): stats\.\w+: /);
    expect(r.stderr).toMatch(/flash: nothing was sent\n$/);
    const d = await flash(emu.port, ["--rules", RULES, "--dry-run"]);
    expect(d.code).toBe(0);
    expect(d.stdout).toMatch(new RegExp(`node_modules/\\.bin/espruino --board tools/flash/espruino-boards/BANGLEJS2\\.json -p tcp://127\\.0\\.0\\.1:${emu.port} --config RESET_BEFORE_SEND=false --no-ble --config STORAGE_UPLOAD_METHOD=1 /\\S+/upload-1\\.js\\n`));
    expect(emu.err()).not.toMatch(/console connected/);
  });
});
