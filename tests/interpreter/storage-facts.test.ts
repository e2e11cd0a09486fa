/**
 * What the app relies on of Storage in each board's build of the interpreter (2v29).
 *
 * Storage compacted under code that is running (docs/runtime.md, "Files moved under running
 * code"). Creating a file that fits only in the trash compacts Storage first, moving every file
 * after the trash; the app's code runs from its files (function bodies in flash) and holds
 * strings read from them (a sheet's text). In each board's build of the interpreter (2v29): a
 * function whose file moves while it runs goes on reading its body at the new place, and a string
 * read from a moved file before the move reads the same text after it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";

// The firmware says "Compacting..." on the screen in the boards' own font: the Linux builds have
// neither that font nor a screen, so the message is drawn nowhere and its font ignored.
const SCRIPT = `
global.g = Graphics.createCallback(176, 176, 1, function () {});
g.flip = function () {};
Graphics.prototype.setFont = function () { return this; };
var s = require("Storage");
s.write("junk", "x", 0, 200000);
s.write("code.js", "function h(n) { var a = 'start ' + n; s.write('big', 'z', 0, 100000); var b = a + ' then after the write: ' + (n * 3); for (var i = 0; i < 3; i++) b += ' ' + i; return b; }\\nfunction k() { return h(7) + ' | k goes on ' + 42; }");
s.write("sheet", "a sheet's text, read from flash and held across the compaction");
var kept = s.read("sheet");
eval(s.read("code.js"));
s.erase("junk");
s.write("filler", "y", 0, s.getStats().freeBytes - 50000);
var trash = s.getStats().trashBytes;
print("RESULT " + k());
print("KEPT " + kept);
print("COMPACTED " + (trash > 0 && s.getStats().trashBytes === 0));
`;

/**
 * A file rewritten (docs/updates.md, "Strings read from a file are the file"): a string read
 * from it, and every part of it, reads null once it is erased; a concatenation is a copy.
 */
const REWRITTEN = `
var s = require("Storage");
s.write("sheet", "S2\\x1fknight\\x1fSir Aldric\\x1frest");
var t = s.read("sheet");
var f = t.split("\\x1f");
var part = f[2], cut = t.substring(3, 9), copy = f[2] + "";
s.erase("sheet");
s.write("sheet", "S2\\x1fknight\\x1fSir Aldric\\x1fa wound");
print("READ " + JSON.stringify([t, part, cut, copy]));
`;

/** The interpreter's output for a script run in a fresh Storage. */
function run(bin: string, script: string): string {
  const dir = mkdtempSync(join(tmpdir(), "sifni-storage-"));
  try {
    writeFileSync(join(dir, "t.js"), script);
    const r = spawnSync(bin, ["t.js"], { cwd: dir, encoding: "utf8", timeout: 60000 });
    return r.stdout + r.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(["pixljs", "banglejs", "banglejs2"])("Storage on %s", (id) => {
  const { bin, reason } = interpreterFor(id);
  const skipped = bin ? "" : ` (skipped: ${reason})`;
  test.skipIf(!bin)(`compacted under running code: the running function and a string held read as before${skipped}`, () => {
    const out = run(bin as string, SCRIPT);
    // the write inside h needed the trash: the files after it (code.js, sheet) moved
    expect(out).toMatch(/^COMPACTED true$/m);
    expect(out).toMatch(/^RESULT start 7 then after the write: 21 0 1 2 \| k goes on 42$/m);
    expect(out).toMatch(/^KEPT a sheet's text, read from flash and held across the compaction$/m);
    expect(out).not.toMatch(/Error/);
  });
  test.skipIf(!bin)(`a file rewritten: what was read from it reads null, a copy keeps its text${skipped}`, () => {
    expect(run(bin as string, REWRITTEN)).toMatch(/^READ \[null,null,null,"Sir Aldric"\]$/m);
  });
});
