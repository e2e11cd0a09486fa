/**
 * RAM on the Bangles (docs/device.md, "RAM, measured in the interpreter"): the app carries the
 * shell only, each rules system is a file of its own ("sifni.sys.<id>.js") that the app
 * evaluates when the system becomes active, and S-Ifni's check inputs are built when a check is
 * set up. The interpreter is not part of the project, so these tests guard the arrangement that
 * keeps one system in RAM at a time; the top-level functions count (about 7 JsVars each,
 * measured) is the CI proxy for what loads.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { FolderStorage } from "../../src/emulator/storage";
import { createSandbox, runInSandbox } from "../../src/emulator/sandbox";
import { systemFileName } from "../../src/device/protocol";
import { bundleStats } from "../../tools/build/bundle-stats.mjs";
import { systemFileName as builtName } from "../../tools/build/device-modules.mjs";
import { loadEngineBundle } from "../helpers/bundle";
import { Emu, boot, press } from "../helpers/device";

const E = loadEngineBundle();
const S = "select";
const app = readFileSync("dist/banglejs2/sifni.app.js", "latin1");
const fileOf = (id: string) => readFileSync(`dist/banglejs2/${systemFileName(id)}`, "latin1");
/** Every check label of a system: text only its rules code holds. */
const labels = (id: string) => E.SYSTEMS.filter((m) => m.id === id)[0].checks.map((c) => c.label);
const ids = E.SYSTEMS.map((m) => m.id);

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("the Bangle.js 2 app keeps no rules code; each system is its own file", () => {
  test("the build and the app name the files alike", () => {
    for (const id of ids) expect(builtName(id)).toBe(systemFileName(id));
    expect(systemFileName("sifrp")).toBe("sifni.sys.sifrp.js"); // 18 of the 28 characters Storage keeps
  });

  test("no system's check appears in the app; each system file holds its own checks", () => {
    for (const id of ids) {
      const file = fileOf(id);
      for (const l of labels(id)) {
        expect(app, `${id}: "${l}" in the app`).not.toContain(JSON.stringify(l));
        expect(file, `${id}: "${l}"`).toContain(JSON.stringify(l));
      }
    }
  });

  test("the app's top-level functions stay the shell's (a system built into it would add 60 to 231)", () => {
    const shell = bundleStats(app).topLevelFunctions;
    // 106 when written: menus, flows, Storage, updates, the lock
    expect(shell).toBeLessThanOrEqual(130);
    const perSystem = ids.map((id) => bundleStats(fileOf(id)).topLevelFunctions);
    console.info(`top-level functions: app ${shell}; ${ids.map((id, i) => `${id} ${perSystem[i]}`).join(", ")}`);
    for (const n of perSystem) expect(n).toBeGreaterThan(20);
  });

  test("a system file evaluates to its rules module and its demo party, and defines no global", () => {
    for (const id of ids) {
      const ctx = createSandbox();
      const before = Object.keys(ctx).length;
      const x = runInSandbox(ctx, fileOf(id), systemFileName(id)) as { rules: { id: string; name: string }; demo: () => { system: string }[] };
      expect(Object.keys(ctx).length).toBe(before);
      expect(x.rules.id).toBe(id);
      expect(x.rules.name).toBe(E.SYSTEMS.filter((m) => m.id === id)[0].name);
      for (const s of x.demo()) expect(s.system).toBe(id);
    }
  });
});

describe("the app evaluates a system's file only when that system is active", () => {
  const proto = FolderStorage.prototype as unknown as { readBytes: (n: string) => Uint8Array | undefined };
  const readBytes = proto.readBytes;
  afterEach(() => {
    proto.readBytes = readBytes;
  });

  /** The system files the app reads while `fn` runs, in order. */
  function systemReads(fn: () => void): string[] {
    const seen: string[] = [];
    proto.readBytes = function (this: unknown, n: string) {
      if (/^sifni\.sys\./.test(n)) seen.push(n);
      return readBytes.call(this, n);
    };
    try {
      fn();
    } finally {
      proto.readBytes = readBytes;
    }
    return seen;
  }

  function storage(): string {
    const d = mkdtempSync(join(tmpdir(), "sifni-rules-files-"));
    dirs.push(d);
    return d;
  }

  test("first boot reads each once for its demo party; a later boot reads none until the rules are needed", () => {
    const dir = storage();
    expect(systemReads(() => boot("banglejs2", 1, dir))).toEqual(ids.map(systemFileName));
    let e: Emu = boot("banglejs2", 1, dir);
    expect(systemReads(() => (e = boot("banglejs2", 1, dir)))).toEqual([]);
    // the Dice, the Log and Settings need no rules
    expect(systemReads(() => press(e, ["down", "down", "down", "down", S, "back"]))).toEqual([]);
    // Roll: the active system (S-Ifni) is read, once, however many checks follow
    expect(systemReads(() => press(e, ["up", "up", "up", "up", S, S, "back", "back", "back"]))).toEqual(["sifni.sys.sifni.js"]);
    expect(systemReads(() => press(e, [S, "back"]))).toEqual([]);
    expect(e.errors).toEqual([]);
  });

  test("switching the system reads the new one when it is used; a missing file says so on the screen", () => {
    const dir = storage();
    boot("banglejs2", 1, dir);
    const e = boot("banglejs2", 1, dir);
    e.storage.erase("sifni.sys.tft.js");
    // Settings, System: S-Ifni -> TFT-hack; nothing is read until a rules entry is chosen
    expect(systemReads(() => press(e, Array(7).fill("down").concat([S, S, "back"])))).toEqual([]);
    expect(e.textLines()[0]).toBe("TFT-hack");
    expect(systemReads(() => press(e, Array(7).fill("up").concat([S])))).toEqual(["sifni.sys.tft.js"]);
    expect(e.textLines()[0]).toBe("TFT-hack");
    expect(e.textLines().slice(1).join("")).toMatch(/sifni\.sys\.tft\.js is missing/);
    expect(e.errors).toEqual([]);
    // the next system works: SIFRP's Roll opens its one check, at its first question
    expect(systemReads(() => press(e, ["back"].concat(Array(7).fill("down"), [S, S, "back"], Array(7).fill("up"), [S])))).toEqual(["sifni.sys.sifrp.js"]);
    expect(e.errors).toEqual([]);
    expect(e.textLines()[0]).toBe("ability rank");
  });
});

describe("S-Ifni's check inputs are built when read, not when the module loads", () => {
  test("every S-Ifni check's inputs are a getter, and reading another check's lets the first go", () => {
    const m = E.SYSTEMS.filter((x) => x.id === "sifni")[0];
    for (const c of m.checks) expect(typeof Object.getOwnPropertyDescriptor(c, "inputs")?.get, c.id).toBe("function");
    const a = m.checks[0].inputs;
    expect(m.checks[0].inputs).toBe(a); // held while the same check is read (the flow reads it often)
    expect(m.checks[1].inputs.length).toBeGreaterThan(0);
    const again = m.checks[0].inputs;
    expect(again).not.toBe(a); // built again: one check's list in RAM at a time
    expect(again.map((i) => i.id)).toEqual(a.map((i) => i.id));
  });
});
