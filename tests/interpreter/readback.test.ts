/**
 * The read-back line (src/home/readback/dump-command.ts) in the real Espruino interpreter built
 * with the Pixl.js's memory (2,950 JsVars, Storage read from flash): every data file arrives
 * byte for byte with the firmware's own CRC-32 and btoa, a pack by its head, the app's version
 * from its bundle, never the GM lock's file; nothing of it stays in memory.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { crc32 } from "../../src/engine/pack/crc32";
import { dumpStatement } from "../../src/home/readback/dump-command";
import { readDump } from "../../src/home/readback/dump-read";
import { readBack } from "../../src/home/readback/read-back";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";

/** Files as the app leaves them: a sheet with control characters, a log file created at full size, a pack, the app. */
const FILES: { [name: string]: string } = {
  "sifni.c.sifni.knight": "S2\x1fknight\x1fSir Aldric\x1f\x1f0123456789ABCDEFGHIJKLMNO\x1f\x1f\x1f\x1f\x1f1\x1d350\x1dright arm\x1f\x1fnotes \xe9\x1f00000000",
  "sifni.log0": "0".padEnd(63) + "\n" + "2026-01-02 20:15\x1fWren\x1fSkill check\x1fSUCCESS\x1fWren ...".padEnd(63) + "\n",
  "sifni.p.sifni": "SP\x1fsifni\x1f3\x1f1\x1funarmed\nT500\x1fvery easy\n#00000000",
  ".bootcde": 'var k={};k.ver="0.3.0";',
  "sifni.lk": "\x01\x02\x03\x04\x05\x06",
};

describe("the read-back line in the interpreter", () => {
  const { bin, reason } = interpreterFor("pixljs");
  test.skipIf(!bin)(`reads every data file whole, the pack's version, the app's, never the lock's file${bin ? "" : ` (skipped: ${reason})`}`, () => {
    const dir = mkdtempSync(join(tmpdir(), "sifni-readback-"));
    try {
      const js = (s: string) => JSON.stringify(s);
      const setup = Object.keys(FILES).map((n) => `require("Storage").write(${js(n)},${js(FILES[n])}${n === "sifni.log0" ? ",0,1664" : ""});`);
      const script = setup.join("\n") + "\n" + dumpStatement({ log: true, appFile: ".bootcde" }) + ";\nprint(\"MEM \"+JSON.stringify(process.memory()));\n";
      writeFileSync(join(dir, "run.js"), script, "latin1");
      const r = spawnSync(bin as string, ["run.js"], { cwd: dir, encoding: "latin1", timeout: 60000 });
      const lines = r.stdout.split(/\r?\n/);
      const d = readDump(lines);
      expect(d.problems).toEqual([]);
      expect(d.complete).toBe(true);
      const byName = Object.fromEntries(d.files.map((f) => [f.name, f]));
      expect(byName["sifni.c.sifni.knight"].text).toBe(FILES["sifni.c.sifni.knight"]);
      expect(byName["sifni.c.sifni.knight"].crc).toBe(crc32(FILES["sifni.c.sifni.knight"]) >>> 0);
      // the log file at its full size, its unwritten bytes 255 as on flash
      expect(byName["sifni.log0"].text?.length).toBe(1664);
      expect(byName["sifni.log0"].text?.substring(0, 128)).toBe(FILES["sifni.log0"]);
      expect(byName["sifni.lk"]).toBeUndefined();
      const rb = readBack(d, ".bootcde");
      expect(rb.packs).toEqual([expect.objectContaining({ system: "sifni", version: 3 })]);
      expect(rb.app?.version).toBe("0.3.0");
      expect(rb.log).toEqual([{ time: "2026-01-02 20:15", who: "Wren", check: "Skill check", result: "Wren ...", outcome: "SUCCESS" }]);
      // nothing stays held after the read (what is in use is the interpreter's own and the setup's)
      const mem = JSON.parse((lines.find((l) => l.startsWith("MEM ")) as string).substring(4)) as { usage: number };
      expect(mem.usage).toBeLessThan(600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
