/**
 * flash.sh's inputs (issue 14, point 7): --rules and --chars are read as the CLI reads files
 * (a regular file of at most 1 MiB, strict JSON) and refused before any connection is tried.
 * Runs build/flash.mjs (what flash.sh runs after building) with a port nothing listens on: a
 * refused file exits 2 with "nothing was sent" before that port is ever tried.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "sifni-flash-inputs-"));
const PARTY = "examples/sifni/party.json";

/** build/flash.mjs with a time limit: the old code read /dev/zero until killed. */
function flash(args: string[]) {
  const r = spawnSync(process.execPath, ["build/flash.mjs", "--board", "banglejs2", "--port", "tcp://127.0.0.1:9", "--dry-run", ...args], {
    encoding: "utf8",
    timeout: 20000,
    killSignal: "SIGKILL",
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** The demo party's first sheet as text, edited. */
function sheet(edit: (text: string) => string): string {
  return edit(JSON.stringify((JSON.parse(readFileSync(PARTY, "utf8")) as unknown[])[0]));
}

describe("flash.sh refuses bad input files before anything is sent", () => {
  test("--chars /dev/zero: not a regular file", () => {
    const r = flash(["--chars", "/dev/zero"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("flash: /dev/zero: not a regular file (a character device)\nflash: nothing was sent\n");
  });

  test("--chars with a duplicate key: named with its path", () => {
    const f = file("twice.json", sheet((t) => t.replace('"Strength":6', '"Strength":6,"Strength":60')));
    const r = flash(["--chars", f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`flash: ${f}: stats.Strength: the key "Strength" is given twice in one object (JSON would keep only the last)\nflash: nothing was sent\n`);
  });

  test("--chars with 1e400: not a finite number", () => {
    const f = file("huge.json", sheet((t) => t.replace('"Strength":6', '"Strength":1e400')));
    const r = flash(["--chars", f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`flash: ${f}: stats.Strength: 1e400 is not a finite number (too large for a double)\nflash: nothing was sent\n`);
  });

  test("--rules with a __proto__ key in the body: refused by name", () => {
    const f = file("proto.pack.json", '{"format": 1, "system": "sifni", "version": 1, "length": 2, "crc32": "00000000", "body": {"__proto__": {}}}');
    const r = flash(["--rules", f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`flash: ${f}: body.__proto__: the key "__proto__" is refused: __proto__, constructor, prototype are never names here (they would reach an object's prototype)\nflash: nothing was sent\n`);
  });
});
