/**
 * A switch of rules system on the Pixl.js (docs/updates.md), in the real interpreter built with
 * its memory (its Storage enlarged to 1 MB: one system's files do not fit its 36 KB yet). The
 * emulator's tests (tests/bluetooth/switch.test.ts) run the same upload through Node's RegExp and
 * strings; here the app's start does the work on Espruino's:
 * - the power lost once the journal was written: the start finishes the switch to DBA within
 *   the board's memory, erases S-Ifni's files, and the next start is DBA's;
 * - a switch cut before SIFNI_UPDATE (DBA's files there, no journal): the start erases them and
 *   S-Ifni stays.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { UPDATE_JOURNAL, installsSystem } from "../../src/device/protocol";
import { crc32, hex8 } from "../../src/engine/pack/crc32";
import { boardFiles, loadBoard } from "../../tools/device-run/device-flows.mjs";
import { install, removeStorage, run, storageList } from "../../tools/device-run/harness.mjs";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";

const { bin, reason } = interpreterFor("pixljs");
const board = loadBoard("pixljs");
const big = { ...board, storage: { ...board.storage, bytes: 1 << 20 } };

/** DBA's files as flash.sh --system sends them (dist/systems). */
const DBA = readdirSync("dist/systems")
  .filter((n) => installsSystem(n) === "dba")
  .sort()
  .map((n) => ({ name: n, path: join(process.cwd(), "dist/systems", n) }));

/** The Pixl.js's files with DBA's beside them, and a journal naming them when `journal`. */
async function installed(journal: boolean): Promise<string> {
  const tmp = mkdtempSync(join(tmpdir(), "sifni-switch-"));
  try {
    const expected: Record<string, string> = {};
    for (const f of DBA) expected[f.name] = hex8(crc32(readFileSync(f.path, "latin1")));
    writeFileSync(join(tmp, "journal"), JSON.stringify(expected));
    const files = boardFiles(board).files.concat(DBA, journal ? [{ name: UPDATE_JOURNAL, path: join(tmp, "journal") }] : []);
    const inst = await install(bin as string, big, files);
    expect(inst.problems).toEqual([]);
    return inst.dir;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const of = (names: string[] | null, id: string) => (names ?? []).filter((n) => installsSystem(n) === id);

describe("a switch of rules system on the Pixl.js, in its interpreter", () => {
  test.skipIf(!bin)(`the power lost after the journal: the start finishes it, S-Ifni's files go${bin ? "" : ` (skipped: ${reason})`}`, async () => {
    const dir = await installed(true);
    try {
      expect(of(await storageList(bin as string, dir), "sifni").length).toBeGreaterThan(30);
      const r = await run(bin as string, dir, board, []);
      expect(r.problems).toEqual([]);
      expect(r.printed.find((l: string) => l.startsWith('{"ok"'))).toBe('{"ok":true,"pack":null,"sheets":[],"system":"dba"}');
      expect(r.steps[r.steps.length - 1].screen.join("\n")).toMatch(/^Updated\nRules system:\nDodge-Block-Armor/);
      const files = await storageList(bin as string, dir);
      expect(of(files, "sifni")).toEqual([]);
      expect(of(files, "dba")).toEqual(DBA.map((f) => f.name));
      expect(files).not.toContain(UPDATE_JOURNAL);
      // the next start: DBA's main menu, its party listed
      const again = await run(bin as string, dir, board, ["down", "down", "down", "down", "down", "down", "select"]);
      expect(again.problems).toEqual([]);
      expect(again.steps[0].screen[0]).toBe("Dodge-Block-Armor");
      expect(again.steps[again.steps.length - 1].screen.join("\n")).toMatch(/Rogue/);
    } finally {
      removeStorage(dir);
    }
  }, 600000);

  test.skipIf(!bin)(`a switch cut before SIFNI_UPDATE: the start erases what arrived, S-Ifni stays${bin ? "" : ` (skipped: ${reason})`}`, async () => {
    const dir = await installed(false);
    try {
      const before = of(await storageList(bin as string, dir), "sifni");
      const r = await run(bin as string, dir, board, []);
      expect(r.problems).toEqual([]);
      expect(r.steps[0].screen[0]).toBe("S-Ifni");
      const files = await storageList(bin as string, dir);
      expect(of(files, "dba")).toEqual([]);
      expect(of(files, "sifni")).toEqual(before);
    } finally {
      removeStorage(dir);
    }
  }, 600000);
});
