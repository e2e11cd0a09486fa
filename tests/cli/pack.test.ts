/**
 * `sifni pack default|build|validate` end to end (spawning bin/sifni.mjs, built by pretest),
 * with every real rules system: the shipped tables exported, built into a pack and validated,
 * then files broken in the ways a GM's editing breaks them. Lengths and CRCs are worked out
 * here by an independent path: JSON.stringify of the tables with keys sorted (the tables are
 * ASCII text and whole numbers, where that equals the canonical text) and zlib's CRC-32.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32 as zlibCrc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sortedKeys } from "../helpers/sorted-keys";

const BIN = fileURLToPath(new URL("../../bin/sifni.mjs", import.meta.url));
const SYSTEMS = ["sifni", "tft", "sifrp", "dba", "strs"];

function sifni(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function temp(): string {
  return mkdtempSync(join(tmpdir(), "sifni-pack-"));
}

/** A pack's tables as `pack default` wrote them: one JSON file per table. */
function tablesIn(dir: string): { [table: string]: unknown } {
  const body: { [table: string]: unknown } = {};
  for (const f of readdirSync(dir)) if (f.endsWith(".json") && f !== "meta.json") body[f.slice(0, -5)] = JSON.parse(readFileSync(join(dir, f), "utf8"));
  return body;
}

/** default -> a directory of tables; build -> a pack file. */
function built(system: string, edit?: (dir: string) => void): { dir: string; file: string; build: ReturnType<typeof sifni> } {
  const dir = temp();
  const tables = join(dir, "tables");
  const d = sifni(["pack", "default", "--system", system, "-o", tables]);
  expect(d.code, d.stderr).toBe(0);
  edit?.(tables);
  const file = join(dir, system + ".pack.json");
  return { dir: tables, file, build: sifni(["pack", "build", tables, "-o", file]) };
}

describe.each(SYSTEMS)("the %s tables: default -> build -> validate", (system) => {
  it("round trip: the pack holds the shipped tables, with the length and CRC of their canonical text", () => {
    const { dir, file, build } = built(system);
    const body = tablesIn(dir);
    const text = JSON.stringify(sortedKeys(body));
    const crc = (zlibCrc32(text) >>> 0).toString(16).padStart(8, "0");
    expect(build).toEqual({ code: 0, stdout: `${file}: written: ${system} pack version 1, ${text.length} characters, crc32 ${crc}\n`, stderr: "" });
    const pack = JSON.parse(readFileSync(file, "utf8"));
    expect(pack).toEqual({ format: 1, system, version: 1, length: text.length, crc32: crc, body });
    expect(sifni(["pack", "validate", file])).toEqual({ code: 0, stdout: `${file}: valid ${system} pack, version 1, ${text.length} characters, crc32 ${crc}\n`, stderr: "" });
    const j = sifni(["pack", "validate", file, "--json"]);
    expect(j.code).toBe(0);
    expect(JSON.parse(j.stdout)).toEqual({ file, valid: true, problems: [] });
  });
});

describe("broken files are refused, naming the file, the field and why (exit 2)", () => {
  it("a table that is not JSON: build names its file and writes nothing", () => {
    const { file, build } = built("sifni", (dir) => writeFileSync(join(dir, "armor.json"), '[{"id": "padding",'));
    expect(build.code).toBe(2);
    expect(build.stdout).toMatch(/armor\.json: not valid JSON: /);
    expect(existsSync(file)).toBe(false);
  });

  it("a value out of its range: build names the field (body.armor.2.slash)", () => {
    const { file, build } = built("sifni", (dir) => {
      const armor = JSON.parse(readFileSync(join(dir, "armor.json"), "utf8"));
      armor[2].slash = -4;
      writeFileSync(join(dir, "armor.json"), JSON.stringify(armor));
    });
    expect(build.code).toBe(2);
    expect(build.stdout).toMatch(/: body\.armor\.2\.slash: /);
    expect(existsSync(file)).toBe(false);
  });

  it("a fraction where the tables take whole numbers", () => {
    const { build } = built("dba", (dir) => {
      const f = readdirSync(dir).find((n) => n !== "meta.json") as string;
      writeFileSync(join(dir, f), JSON.stringify({ oops: 1.5 }));
    });
    expect(build.code).toBe(2);
    expect(build.stdout).toMatch(/numbers in a pack must be whole, got 1\.5/);
  });

  it("meta.json names a system there is no module for", () => {
    const { build } = built("tft", (dir) => writeFileSync(join(dir, "meta.json"), JSON.stringify({ system: "gurps", version: 1 })));
    expect(build.code).toBe(2);
    expect(build.stdout).toMatch(/system: unknown rules system "gurps"/);
  });

  it("meta.json that is not JSON: named", () => {
    const { build } = built("strs", (dir) => writeFileSync(join(dir, "meta.json"), "{"));
    expect(build.code).toBe(2);
    expect(build.stdout).toMatch(/meta\.json: not valid JSON/);
  });

  it("validate: a pack cut short, a value edited without rebuilding, a length edited, another format", () => {
    const { file } = built("sifrp");
    const text = readFileSync(file, "utf8");
    const dir = temp();
    const cut = join(dir, "cut.json");
    writeFileSync(cut, text.slice(0, Math.floor(text.length / 2)));
    const r1 = sifni(["pack", "validate", cut]);
    expect(r1.code).toBe(2);
    expect(r1.stdout).toMatch(new RegExp(`^${cut.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: not valid JSON \\(\\d+ characters\\): `));

    const pack = JSON.parse(text);
    const t = Object.keys(pack.body)[0];
    const edited = join(dir, "edited.json");
    writeFileSync(edited, JSON.stringify({ ...pack, body: { ...pack.body, [t]: [] } }));
    const r2 = sifni(["pack", "validate", edited]);
    expect(r2.code).toBe(2);
    expect(r2.stdout).toMatch(/: crc32: says "[0-9a-f]{8}" but the body's is [0-9a-f]{8}: damaged or edited/);
    expect(r2.stdout).toMatch(/: length: says \d+ but the body is \d+ characters: cut short or edited/);

    const longer = join(dir, "length.json");
    writeFileSync(longer, JSON.stringify({ ...pack, length: pack.length + 1 }));
    expect(sifni(["pack", "validate", longer]).stdout).toBe(`${longer}: length: says ${pack.length + 1} but the body is ${pack.length} characters: cut short or edited\n`);

    const other = join(dir, "format.json");
    writeFileSync(other, JSON.stringify({ ...pack, format: 2 }));
    const r4 = sifni(["pack", "validate", other, "--json"]);
    expect(r4.code).toBe(2);
    expect(JSON.parse(r4.stdout)).toEqual({ file: other, valid: false, problems: [{ path: "format", message: "must be 1, got 2" }] });
  });

  it("usage errors: no such file, an unknown --system, no action", () => {
    expect(sifni(["pack", "validate", "/no/such/pack.json"])).toEqual({ code: 2, stdout: "", stderr: 'sifni: no such file "/no/such/pack.json"\n' });
    expect(sifni(["pack", "default", "--system", "gurps", "-o", temp()])).toEqual({
      code: 2,
      stdout: "",
      stderr: 'sifni: unknown --system "gurps" (one of: sifni, tft, sifrp, dba, strs)\n',
    });
    expect(sifni(["pack"]).code).toBe(2);
  });
});
