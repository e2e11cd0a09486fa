/**
 * The crosscheck's plumbing on Node (CI has no Espruino): with no ESPRUINO_BIN it only says so;
 * with a stand-in interpreter (tests/tools/fake-espruino.mjs: a Node vm with Espruino's
 * indexOf and JSON.stringify(undefined) quirks) every line matches, and a changed or missing
 * line is reported with exit code 1. By default the interpreter runs each system's own files
 * (dist/systems/sifni.sys.<id>.js, S-Ifni's entries too) from its Storage, as the device does, and
 * Node the same files of dist/systems; a file changed in a copy of that folder (--files-dir)
 * shows as a mismatch there and not with --engine. Needs dist/ (npm test builds it first).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";

const tool = fileURLToPath(new URL("../../tools/device-check/crosscheck.mjs", import.meta.url));
const fake = fileURLToPath(new URL("./fake-espruino.mjs", import.meta.url));

function run(env: Record<string, string>, ...args: string[]) {
  const base = { ...process.env };
  delete base.ESPRUINO_BIN;
  // no interpreter unless the test gives one (not ../shared/espruino's)
  base.ESPRUINO_DIR = join(tmpdir(), "sifni-no-espruino-here");
  const r = spawnSync(process.execPath, [tool, ...args], { env: { ...base, ...env }, encoding: "utf8", timeout: 120000 });
  return { code: r.status, out: r.stdout + r.stderr };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of dist/systems with one file's text passed through `edit`: a system's main file, or one of its entries ("sifrp.r0"). */
function systemsWith(id: string, edit: (text: string) => string): string {
  const d = mkdtempSync(join(tmpdir(), "sifni-crosscheck-files-"));
  dirs.push(d);
  cpSync("dist/systems", d, { recursive: true });
  const f = join(d, `sifni.sys.${id}.js`);
  const text = readFileSync(f, "latin1");
  const changed = edit(text);
  expect(changed).not.toBe(text);
  writeFileSync(f, changed, "latin1");
  return d;
}

function allMatch(out: string) {
  expect(out).not.toMatch(/MISMATCH/);
  const m = out.match(/(\d+) of (\d+) lines match;/);
  expect(m).not.toBeNull();
  expect(m![1]).toBe(m![2]);
}

describe("tools/device-check/crosscheck.mjs", () => {
  test("without an interpreter it says which it looked for and exits 0", () => {
    const r = run({});
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/nothing to compare: the Espruino interpreter for linux is not here \(looked for .*sifni-no-espruino-here\/espruino_linux\)/);
  });

  test("against the stand-in every line matches, and the golden self-test is checked", () => {
    // dba: its Anyone attacks search ",area," in the attack's properties (textIndex)
    const r = run({ ESPRUINO_BIN: fake }, "--system", "dba", "--quick");
    expect(r.out).toMatch(/selfTest on Espruino: standard \(1, 51\) 957b9bbc/);
    expect(r.out).toMatch(/= tests\/golden\/engine.json/);
    expect(r.out).toMatch(/modules on Espruino: each system's file \(sifni\.sys\.dba\.js from \S*dist\/systems\)/);
    allMatch(r.out);
    expect(r.code).toBe(0);
  });

  test("--engine tests dist/engine.js's modules in the interpreter, and every line matches", () => {
    const r = run({ ESPRUINO_BIN: fake }, "--system", "dba", "--quick", "--engine");
    expect(r.out).toMatch(/modules on Espruino: dist\/engine.js's/);
    allMatch(r.out);
    expect(r.code).toBe(0);
  });

  test("an outcome changed in a system file is a mismatch by default, not with --engine", () => {
    // sifrp's ability test (its roll's entry r0): table: n.degrees > 0 ? "SUCCESS" : "FAILURE"
    const d = systemsWith("sifrp.r0", (t) => t.replace(/"SUCCESS"/g, '"SUCCES"'));
    const r = run({ ESPRUINO_BIN: fake }, "--system", "sifrp", "--quick", "--files-dir", d);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/MISMATCH sifrp \w+ \{/);
    expect(r.out).toMatch(/\.table: node "SUCCESS" espruino "SUCCES"/);
    const e = run({ ESPRUINO_BIN: fake }, "--system", "sifrp", "--quick", "--engine", "--files-dir", d);
    allMatch(e.out);
    expect(e.code).toBe(0);
  });

  test("a system file's demo party is compared with examples/<system>/party.json", () => {
    // dba's party.json: the Giant (giant.json); the demo party is read in its stored form (JSON)
    // with the sheets' entry "d", here made to read him as another
    const d = systemsWith("dba.d", (t) => t.replace(/JSON\.parse\((\w)\)\}catch\((\w)\)\{return"not readable JSON"\}/, 'JSON.parse($1.replace(\'"Giant"\',\'"Gnat"\'))}catch($2){return"not readable JSON"}'));
    const r = run({ ESPRUINO_BIN: fake }, "--system", "dba", "--quick", "--files-dir", d);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/MISMATCH demo dba\n {2}\.demo\.\d+\.name: node "Giant" espruino "Gnat"/);
  });

  test("a system file that does not give its rules is reported", () => {
    // its exports' default: the factory of other rules (sifrp's id), in place of its manifest
    // (a file is the body of a function of `exports`: tools/build/espruino-output.mjs)
    const d = systemsWith("tft", (t) => t.replace(/^(\/\*[\s\S]*?\*\/)/, '$1exports.default=function(){return {id:"sifrp",checkList:function(){return []}}};return;'));
    const r = run({ ESPRUINO_BIN: fake }, "--system", "tft", "--quick", "--files-dir", d);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/did not finish/);
    expect(r.out).toMatch(/sifni\.sys\.tft\.js does not give the tft rules/);
  });

  test("a changed outcome is reported with its case and path", () => {
    const r = run({ ESPRUINO_BIN: fake, FAKE_ESPRUINO_FAULT: "edit" }, "--system", "sifrp", "--quick");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/MISMATCH sifrp \w+ \{/);
    expect(r.out).toMatch(/: node "[^"]*SUCCESS[^"]*" espruino "[^"]*FAILURE/);
  });

  test("a run that stops early is reported", () => {
    const r = run({ ESPRUINO_BIN: fake, FAKE_ESPRUINO_FAULT: "stop" }, "--system", "sifrp", "--quick");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/did not finish/);
  });
});
