/**
 * The crosscheck's plumbing on Node (CI has no Espruino): with no ESPRUINO_BIN it only says so;
 * with a stand-in interpreter (tests/tools/fake-espruino.mjs: a Node vm with Espruino's
 * indexOf and JSON.stringify(undefined) quirks) every line matches, and a changed or missing
 * line is reported with exit code 1. Needs dist/engine.js (npm test builds it first).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const tool = fileURLToPath(new URL("../../tools/device-check/crosscheck.mjs", import.meta.url));
const fake = fileURLToPath(new URL("./fake-espruino.mjs", import.meta.url));

function run(env: Record<string, string>, ...args: string[]) {
  const base = { ...process.env };
  delete base.ESPRUINO_BIN;
  const r = spawnSync(process.execPath, [tool, ...args], { env: { ...base, ...env }, encoding: "utf8", timeout: 120000 });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe("tools/device-check/crosscheck.mjs", () => {
  test("without ESPRUINO_BIN it says so and exits 0", () => {
    const r = run({});
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ESPRUINO_BIN is not set/);
  });

  test("against the stand-in every line matches, and the golden self-test is checked", () => {
    // dba: its Anyone attacks search ",area," in the attack's properties (textIndex)
    const r = run({ ESPRUINO_BIN: fake }, "--system", "dba", "--quick");
    expect(r.out).toMatch(/selfTest on Espruino: standard \(1, 51\) 957b9bbc/);
    expect(r.out).toMatch(/= tests\/golden\/engine.json/);
    expect(r.out).not.toMatch(/MISMATCH/);
    const m = r.out.match(/(\d+) of (\d+) lines match;/);
    expect(m).not.toBeNull();
    expect(m![1]).toBe(m![2]);
    expect(r.code).toBe(0);
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
