/**
 * The command line, end to end: node build/emulator.mjs (built by pretest) on fixture apps.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tempDir } from "./helpers";

const BIN = fileURLToPath(new URL("../../build/emulator.mjs", import.meta.url));
const fixturePath = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

function emulator(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("node build/emulator.mjs", () => {
  it("--keys then --text prints the text on the screen", () => {
    const r = emulator(["--board", "pixljs", "--app", fixturePath("menu.js"), "--keys", "down,down,select", "--text"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Chosen:\nTyrion\n");
  });

  it("the Pixl.js app, whose files do not fit its 36 KB yet: refused with the way to run it anyway, which runs", () => {
    const r = emulator(["--board", "pixljs", "--text"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^emulator: the app \(\d+ bytes; \d+ with its \d+ files\) does not fit in Pixl\.js's Storage: [^\n]+\nemulator: to run it anyway, give the Storage more room: --storage-bytes 1048576\n$/);
    const big = emulator(["--board", "pixljs", "--storage-bytes", "1048576", "--text"]);
    expect(big.code).toBe(0);
    expect(big.stdout.split("\n").slice(0, 2)).toEqual(["S-Ifni", "Roll"]);
  });

  it("--screenshot writes a PNG at the real resolution times --scale", () => {
    const out = join(tempDir(), "shot.png");
    const r = emulator(["--board", "banglejs", "--app", fixturePath("menu.js"), "--keys", "down", "--screenshot", out, "--scale", "3"]);
    expect(r.code).toBe(0);
    const png = readFileSync(out);
    expect(png.toString("latin1", 1, 4)).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([720, 720]);
  });

  it("--restart-after-keys shows that the sheet survived, with --storage kept", () => {
    const storage = tempDir();
    const r = emulator(["--board", "banglejs2", "--app", fixturePath("sheet.js"), "--storage", storage, "--keys", "select", "--restart-after-keys", "--text"]);
    expect(r.stdout).toBe("Bran\nSkill 5\n");
    expect(existsSync(join(storage, "f_sifni.bran.json"))).toBe(true);
    const again = emulator(["--board", "banglejs2", "--app", fixturePath("sheet.js"), "--storage", storage, "--text"]);
    expect(again.stdout).toBe("Bran\nSkill 5\n");
  });

  it("without keys or a terminal it plays the demo and prints each screen", () => {
    const r = emulator(["--board", "pixljs", "--app", fixturePath("menu.js")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^S-Ifni pocket on an emulated Pixl.js \(128x64\); keys: /);
    expect(r.stdout).toContain("# start\n┌");
    expect(r.stdout).toContain("# down (Pixl.js: BTN4)");
    expect(r.stdout).toContain("  | Chosen:");
    expect(r.stdout).not.toMatch(/\x1b\[/); // no colour codes when not a terminal
  });

  it("prints the app's output on stderr and exits 1 when the app throws", () => {
    const r = emulator(["--board", "banglejs2", "--app", fixturePath("uses-map.js"), "--text"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("app> Uncaught ReferenceError: Map is not defined");
  });

  it("refuses a bad command line, an unknown board, a key the board lacks, a missing bundle (exit 2)", () => {
    const cases: [string[], RegExp][] = [
      [["--bogus"], /unknown option --bogus/],
      [["--board", "arduino", "--text"], /unknown board "arduino"/],
      [["--board", "pixljs", "--app", fixturePath("menu.js"), "--keys", "tap"], /unknown key "tap" for Pixl.js/],
      [["--board", "pixljs", "--app", "/nonexistent/app.js", "--text"], /\/nonexistent\/app.js is missing/],
      [["--scale", "0", "--text"], /--scale must be a whole number from 1 to 16/],
    ];
    for (const [args, message] of cases) {
      const r = emulator(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });

  it("--help lists the options", () => {
    const r = emulator(["--help"]);
    expect(r.code).toBe(0);
    for (const flag of ["--board", "--app", "--storage", "--keys", "--text", "--screenshot", "--scale", "--restart-after-keys", "--seed"]) expect(r.stdout).toContain(flag);
  });
});
