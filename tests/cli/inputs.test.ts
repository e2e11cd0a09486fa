/**
 * What the CLI reads from a user (issue 14, point 7), end to end on bin/sifni.mjs: regular files
 * only and at most 1 MiB (src/desktop/input-file.ts), and strict JSON (src/home/strict-json.ts):
 * no __proto__/constructor/prototype keys or pack tables, no duplicate keys, no number that
 * overflows to Infinity. Each refusal names the file and the path, and nothing is written.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN } from "../helpers/cli";

const PARTY = "examples/sifni/party.json";
const dir = mkdtempSync(join(tmpdir(), "sifni-inputs-"));

/** The CLI with a time limit: the old code read /dev/zero or a pipe until killed. */
function sifni(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 20000, killSignal: "SIGKILL" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function fifo(name: string): string {
  const p = join(dir, name);
  expect(spawnSync("mkfifo", [p]).status).toBe(0);
  return p;
}

/** The first sheet of the demo party as text, with `edit` applied to that text. */
function sheetText(edit: (text: string) => string): string {
  const party = JSON.parse(readFileSync(PARTY, "utf8")) as unknown[];
  return edit(JSON.stringify(party[0]));
}

/** A pack folder as `pack default` writes it. */
function tables(name: string): string {
  const d = join(dir, name);
  const r = sifni(["pack", "default", "--system", "sifni", "-o", d]);
  expect(r.code, r.stderr).toBe(0);
  return d;
}

describe("files: regular files of at most 1 MiB", () => {
  it("char validate /dev/zero: refused at once as a character device", () => {
    const r = sifni(["char", "validate", "/dev/zero"]);
    expect(r).toEqual({ code: 2, stdout: "/dev/zero: not a regular file (a character device)\n", stderr: "" });
  });

  it("char validate on a named pipe: refused, not waited on", () => {
    const p = fifo("sheet.pipe");
    const r = sifni(["char", "validate", p]);
    expect(r).toEqual({ code: 2, stdout: `${p}: not a regular file (a named pipe)\n`, stderr: "" });
  });

  it("a file over 1 MiB: its size and the cap named", () => {
    const big = file("big.json", "");
    truncateSync(big, 2 * 1024 * 1024);
    const r = sifni(["char", "validate", big]);
    expect(r).toEqual({ code: 2, stdout: `${big}: too large: 2097152 bytes, input files are read up to 1048576 bytes (1 MiB)\n`, stderr: "" });
  });

  it("pack validate /dev/zero: refused", () => {
    const r = sifni(["pack", "validate", "/dev/zero"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("/dev/zero: not a regular file (a character device)\n");
  });

  it("pack build with a table linked to /dev/zero: refused, nothing written", () => {
    const d = tables("zero-link");
    symlinkSync("/dev/zero", join(d, "extra.json"));
    const out = join(dir, "zero-link.pack.json");
    const r = sifni(["pack", "build", d, "-o", out]);
    expect(r).toEqual({ code: 2, stdout: `${join(d, "extra.json")}: not a regular file (a character device)\n`, stderr: "" });
    expect(existsSync(out)).toBe(false);
  });

  it("pack build with a directory named like a table: refused", () => {
    const d = tables("dir-table");
    mkdirSync(join(d, "odd.json"));
    const out = join(dir, "dir-table.pack.json");
    const r = sifni(["pack", "build", d, "-o", out]);
    expect(r).toEqual({ code: 2, stdout: `${join(d, "odd.json")}: not a regular file (a directory)\n`, stderr: "" });
    expect(existsSync(out)).toBe(false);
  });

  it("attack --pack on a named pipe: a usage error naming why", () => {
    const p = fifo("pack.pipe");
    const r = sifni(["attack", "--attack", "10", "--defense", "10", "--pack", p]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--pack "${p}" is not a readable JSON file: not a regular file (a named pipe)`);
  });
});

describe("keys that reach a prototype are refused by name", () => {
  it.each(["__proto__", "constructor", "prototype"])("pack build: a table file %s.json is refused, nothing written", (key) => {
    const d = tables("proto-" + key);
    writeFileSync(join(d, key + ".json"), readFileSync(join(d, "armor.json"), "utf8"));
    const out = join(dir, key + ".pack.json");
    const r = sifni(["pack", "build", d, "-o", out]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(`${join(d, key + ".json")}: the table name "${key}" is refused: __proto__, constructor, prototype are never names here (they would reach an object's prototype)\n`);
    expect(existsSync(out)).toBe(false);
  });

  it.each(["__proto__", "constructor", "prototype"])("char validate: a sheet with a key %s is refused at its path", (key) => {
    const f = file(`key-${key}.json`, sheetText((t) => t.replace('"stats":{', `"stats":{"${key}":{"x":1},`)));
    const r = sifni(["char", "validate", f]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(`${f}: stats.${key}: the key "${key}" is refused: __proto__, constructor, prototype are never names here (they would reach an object's prototype)\n`);
  });

  it("the key written with escapes (\\u005f\\u005fproto__) is the same key", () => {
    const f = file("escaped.json", sheetText((t) => t.replace('"stats":{', '"stats":{"\\u005f\\u005fproto__":{},')));
    const r = sifni(["char", "validate", f]);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/: stats\.__proto__: the key "__proto__" is refused/);
  });

  it("pack validate: a pack whose body has a __proto__ key", () => {
    const d = tables("body-proto");
    const good = join(dir, "body-proto.pack.json");
    expect(sifni(["pack", "build", d, "-o", good]).code).toBe(0);
    const text = readFileSync(good, "utf8").replace('"body": {', '"body": {\n  "__proto__": {"armor": []},');
    const f = file("body-proto-bad.pack.json", text);
    const r = sifni(["pack", "validate", f]);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(new RegExp(`^${f.replace(/[.\\]/g, "\\$&")}: body\\.__proto__: the key "__proto__" is refused`));
  });
});

describe("numbers and duplicate keys", () => {
  it("1e400 is named not a finite number, not 'got null'", () => {
    const f = file("huge.json", sheetText((t) => t.replace('"Strength":6', '"Strength":1e400')));
    const r = sifni(["char", "validate", f]);
    expect(r).toEqual({ code: 2, stdout: `${f}: stats.Strength: 1e400 is not a finite number (too large for a double)\n`, stderr: "" });
  });

  it("-1e400 in a list of sheets: the path starts with the sheet's index", () => {
    const party = readFileSync(PARTY, "utf8");
    const f = file("huge-list.json", party.replace('"Strength": 6', '"Strength": -1e400'));
    const r = sifni(["char", "validate", f]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(`${f}: 0.stats.Strength: -1e400 is not a finite number (too large for a double)\n`);
  });

  it("a duplicate key is refused, naming the key and its path", () => {
    const f = file("twice.json", sheetText((t) => t.replace('"Strength":6', '"Strength":6,"Strength":7')));
    const r = sifni(["char", "validate", f]);
    expect(r).toEqual({ code: 2, stdout: `${f}: stats.Strength: the key "Strength" is given twice in one object (JSON would keep only the last)\n`, stderr: "" });
  });

  it("pack build: a duplicate key in a table names the table file and the row's field", () => {
    const d = tables("twice-table");
    const armor = readFileSync(join(d, "armor.json"), "utf8");
    writeFileSync(join(d, "armor.json"), armor.replace(/"slash": (\d+)/, '"slash": $1, "slash": 1'));
    const out = join(dir, "twice-table.pack.json");
    const r = sifni(["pack", "build", d, "-o", out]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(`${join(d, "armor.json")}: 0.slash: the key "slash" is given twice in one object (JSON would keep only the last)\n`);
    expect(existsSync(out)).toBe(false);
  });

  it("pack build: a duplicate key in meta.json", () => {
    const d = tables("twice-meta");
    writeFileSync(join(d, "meta.json"), '{"system": "sifni", "version": 1, "version": 2}');
    const out = join(dir, "twice-meta.pack.json");
    const r = sifni(["pack", "build", d, "-o", out]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(`${join(d, "meta.json")}: version: the key "version" is given twice in one object (JSON would keep only the last)\n`);
    expect(existsSync(out)).toBe(false);
  });

  it("attack --pack: a duplicate key is a usage error naming it", () => {
    const d = tables("twice-attack");
    const good = join(dir, "twice-attack.pack.json");
    expect(sifni(["pack", "build", d, "-o", good]).code).toBe(0);
    const body = JSON.parse(readFileSync(good, "utf8")).body as object;
    const f = file("twice-attack-tables.json", JSON.stringify(body).replace('"retryStep":', '"retryStep":1,"retryStep":'));
    const r = sifni(["attack", "--attack", "10", "--defense", "10", "--pack", f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--pack "${f}": retryStep: the key "retryStep" is given twice in one object`);
  });
});
