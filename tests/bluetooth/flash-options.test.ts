/**
 * flash.sh's command line for reading back and for sheets the device changed (src/flash/options.ts),
 * and where it keeps the copies last sent or read (src/flash/sync-state.ts).
 */
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { UsageError, parse } from "../../src/flash/options";
import { StateError, loadState, saveState, setBase, stateDir, stateFile } from "../../src/flash/sync-state";
import { PARTY } from "./helpers";

const base = ["--board", "banglejs2", "--port", "tcp://127.0.0.1:9"];

describe("the options", () => {
  test("--pull DIR reads and sends nothing: not with --app, --chars or --dry-run; --rules is the pack to check against", () => {
    expect(parse([...base, "--pull", "out"]).pull).toBe("out");
    expect(parse([...base, "--pull", "out", "--rules", "p.json"]).rules).toBe("p.json");
    expect(() => parse([...base, "--pull", "out", "--chars", "c.json"])).toThrow(/--pull reads the device and sends nothing/);
    expect(() => parse([...base, "--pull", "out", "--dry-run"])).toThrow(UsageError);
    expect(() => parse([...base, "--pull"])).toThrow("--pull needs a value");
    expect(() => parse(base)).toThrow(/or --pull DIR to read the device/);
  });

  test("--system ID is something to send, a system's id, not with --pull", () => {
    expect(parse([...base, "--system", "tft"]).system).toBe("tft");
    expect(parse([...base, "--system", "dba", "--chars", "c.json"]).chars).toEqual(["c.json"]);
    expect(() => parse([...base, "--system", "../x"])).toThrow(`--system takes a rules system's id (sifni, tft, sifrp, dba, strs), got "../x"`);
    expect(() => parse([...base, "--system"])).toThrow("--system needs a value");
    expect(() => parse([...base, "--pull", "out", "--system", "tft"])).toThrow(/leave out --app, --system and --chars/);
    expect(() => parse(base)).toThrow(/give --app, --system ID, --rules FILE/);
  });

  test("one of --merge, --keep-device, --overwrite; refuse is the default", () => {
    expect(parse([...base, "--chars", "c.json"]).onConflict).toBe("refuse");
    expect(parse([...base, "--chars", "c.json", "--merge"]).onConflict).toBe("merge");
    expect(parse([...base, "--chars", "c.json", "--keep-device"]).onConflict).toBe("device");
    expect(parse([...base, "--chars", "c.json", "--overwrite", "--overwrite"]).onConflict).toBe("mine");
    expect(() => parse([...base, "--chars", "c.json", "--merge", "--overwrite"])).toThrow("give one of --merge, --keep-device, --overwrite (got --overwrite after another)");
  });
});

describe("the copies last sent or read", () => {
  test("where: --state, then SIFNI_STATE_DIR, then XDG_STATE_HOME, then ~/.local/state; one file per board and serial", () => {
    expect(stateDir("/s", { SIFNI_STATE_DIR: "/e", HOME: "/h" })).toBe("/s");
    expect(stateDir(undefined, { SIFNI_STATE_DIR: "/e", XDG_STATE_HOME: "/x", HOME: "/h" })).toBe("/e");
    expect(stateDir(undefined, { XDG_STATE_HOME: "/x", HOME: "/h" })).toBe("/x/sifni-pocket");
    expect(stateDir(undefined, { HOME: "/h" })).toBe("/h/.local/state/sifni-pocket");
    expect(stateFile("/s", "banglejs2", "c0ffee00-000051f1")).toBe("/s/banglejs2-c0ffee00-000051f1.json");
    expect(stateFile("/s", "pixljs", "../x y")).toBe("/s/pixljs-___x_y.json");
    expect(stateFile("/s", "pixljs", "")).toBe("/s/pixljs-no-serial.json");
  });

  test("kept for this user only, read back whole; a file that is not one is named, not used", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "sifni-state-t-")), "new");
    const file = stateFile(dir, "banglejs2", "abc");
    const empty = loadState(file, "banglejs2", "abc");
    expect(empty.sheets).toEqual({});
    setBase(empty, PARTY[0]);
    saveState(file, empty);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadState(file, "banglejs2", "abc").sheets.sifni.knight).toEqual(PARTY[0]);
    writeFileSync(file, '{"sheets":{}}');
    expect(() => loadState(file, "banglejs2", "abc")).toThrow(StateError);
    expect(() => loadState(file, "banglejs2", "abc")).toThrow(/not a flash\.sh sync state \(format 1\): move it away/);
    writeFileSync(file, "{");
    expect(() => loadState(file, "banglejs2", "abc")).toThrow(/not valid JSON|JSON/);
  });
});
