/**
 * Updates in the real Espruino interpreter built with each board's memory (issue 14): the largest
 * S-Ifni pack the app and flash.sh accept (protocol.ts maxUploadBytes) applies at start on the
 * Bangle.js 2 and the app then rolls with it; on the boards where an update does not fit in
 * memory yet (Bangle.js 1, Pixl.js: docs/device.md), an apply that runs out of memory at every
 * start is given up at the third, and the app starts as before (no boot loop).
 * Staged as an interrupted SIFNI_UPDATE leaves it: the pack and the journal naming its CRC.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { maxUploadBytes, UPDATE_JOURNAL, STAGED_PACK } from "../../src/device/protocol";
import { crc32, hex8 } from "../../src/engine/pack/crc32";
import { makePack } from "../../src/engine/pack/envelope";
import { sifni } from "../../src/home/sifni/module";
import type { SifniPack } from "../../src/home/sifni/types";
import { storedPack } from "../../src/home/stored";
import { boardFiles, loadBoard } from "../../tools/device-run/device-flows.mjs";
import { install, removeStorage, run } from "../../tools/device-run/harness.mjs";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";

/** The default pack with armor rows added, as large as `max` bytes allows (within a row of it). */
function largestPack(max: number): string {
  const body = JSON.parse(JSON.stringify(sifni.pack)) as SifniPack;
  const base = storedPack(makePack("sifni", 2, body)).length;
  const row = (i: number) => ({ ...body.armor[0], id: "pad" + i, name: "Pad armor " + i });
  const withRows = (n: number): string => storedPack(makePack("sifni", 2, { ...body, armor: body.armor.concat(Array.from({ length: n }, (_, i) => row(i))) }));
  // rows are about the same size: estimate, then step to the last count that fits
  const per = withRows(10).length - base;
  let n = Math.floor(((max - base) * 10) / per);
  while (withRows(n).length > max) n--;
  while (withRows(n + 1).length <= max) n++;
  return withRows(n);
}

/** The board's app with `pack` staged and its journal written, in the interpreter's Storage. */
async function staged(bin: string, id: string, pack: string): Promise<string> {
  const board = loadBoard(id);
  const tmp = mkdtempSync(join(tmpdir(), "sifni-pack-"));
  try {
    writeFileSync(join(tmp, "pack"), pack, "latin1");
    writeFileSync(join(tmp, "journal"), JSON.stringify({ [STAGED_PACK]: hex8(crc32(pack)) }));
    const files = boardFiles(board, undefined, ["sifni"]).files.concat([
      { name: STAGED_PACK, path: join(tmp, "pack") },
      { name: UPDATE_JOURNAL, path: join(tmp, "journal") },
    ]);
    // RAM is what is measured here: Pixl.js's app does not fit its Storage yet (docs/device.md);
    // S-Ifni's files alone, the interpreter's Storage (1 MB) being less than the Bangles' files
    const inst = await install(bin, { ...board, storage: { ...board.storage, bytes: 1 << 20 } }, files);
    expect(inst.problems).toEqual([]);
    return inst.dir;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const verdictOf = (printed: string[]): string => printed.find((l) => l.startsWith('{"ok"')) || "";

describe.each(["banglejs2", "banglejs", "pixljs"])("the largest pack %s takes", (id) => {
  const { bin, reason } = interpreterFor(id);
  test.skipIf(!bin)(`applies at start${id === "banglejs2" ? ", and the app rolls with it" : ""}${bin ? "" : ` (skipped: ${reason})`}`, async () => {
    const board = loadBoard(id);
    const max = maxUploadBytes(board.memory.jsvars);
    const pack = largestPack(max);
    expect(pack.length).toBeGreaterThan(max - 60);
    const dir = await staged(bin as string, id, pack);
    try {
      // Roll, Skill check, Sir Aldric, Stat, ..., TN 13, ROLL (tools/device-run/flows.mjs, skill-roll);
      // on the boards whose checks do not fit yet (issue 12), the main menu after the start
      const keys = id === "banglejs2" ? ["select", "select", "select", "select", "select", "down", "select", "select", "select", "select"] : [];
      const r = await run(bin as string, dir, board, keys);
      expect(r.problems).toEqual([]);
      expect(verdictOf(r.printed)).toBe('{"ok":true,"pack":{"system":"sifni","version":2},"sheets":[]}');
      expect(r.steps[r.steps.length - 1].screen.join("\n")).toMatch(id === "banglejs2" ? /Roll \d+\.\d\d/ : /^Updated\nRules: S-Ifni pack/);
    } finally {
      removeStorage(dir);
    }
  }, 600000);
});

/**
 * An apply that stops the app at every start (here: run out of memory, with most of it taken
 * before the app starts, as other apps' widgets can take it) is given up at the third start.
 */
describe.each(["banglejs2", "banglejs", "pixljs"])("an apply that runs out of memory at every start on %s", (id) => {
  const { bin, reason } = interpreterFor(id);
  test.skipIf(!bin)(`is given up at the third start, which says so; the fourth starts as before${bin ? "" : ` (skipped: ${reason})`}`, async () => {
    const board = loadBoard(id);
    const dir = await staged(bin as string, id, largestPack(3000));
    // what is left for the app (measured): its start and menu, not an apply besides (on every
    // board the start ran with 1,400 to 1,600 left and the apply did not; with 1,300 the start
    // ran out of memory, with 1,700 the Bangle.js 2's apply fitted)
    const hog = board.memory.jsvars - 1500;
    try {
      const out = [];
      for (let k = 0; k < 4; k++) out.push(await run(bin as string, dir, board, ["down"], { hog }));
      for (const r of out.slice(0, 2)) expect(r.problems.join("; ")).toMatch(/OUT OF MEMORY/);
      expect(out[2].problems).toEqual([]);
      expect(verdictOf(out[2].printed)).toBe('{"ok":false,"file":"sifni.s.pack","problem":"could not be applied at 2 starts, so it was thrown away; send it again"}');
      expect(out[3].problems).toEqual([]);
      expect(verdictOf(out[3].printed)).toBe("");
      expect(out[3].steps[0].screen.join("\n")).toMatch(/^S-Ifni\n/);
    } finally {
      removeStorage(dir);
    }
  }, 600000);
});
