/**
 * Parity in CI: the crosscheck (tools/device-check/crosscheck.mjs) in its quick mode on the
 * growable interpreter (../shared/espruino/espruino_linux): every check of every system rolled
 * and its odds computed from the rules files the device loads, in the interpreter and on Node,
 * output for output. The full run stays a command (npm run crosscheck). Without the interpreter
 * it says in one line which it looked for, and is skipped.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";

const found = interpreterFor("linux");

describe("the crosscheck, quick, in the interpreter", () => {
  if (!found.bin) {
    console.info(`crosscheck skipped: ${found.reason}`);
    test.skip(`skipped: ${found.reason}`, () => {});
    return;
  }
  test("every line of the interpreter matches Node's, and the self-test is the golden one", () => {
    // two interpreter processes (a system each in turn): about 5 minutes of interpreter time,
    // most of it reading code and literals from its flash file (docs/runtime.md, Open)
    const r = spawnSync(process.execPath, ["tools/device-check/crosscheck.mjs", "--quick"], {
      env: { ...process.env, ESPRUINO_BIN: found.bin!, CROSSCHECK_JOBS: "2" },
      encoding: "utf8",
      timeout: 900000,
    });
    const out = r.stdout + r.stderr;
    console.info(out.split("\n").filter((l) => /lines match|selfTest|cases/.test(l)).join("\n"));
    expect(out).not.toMatch(/MISMATCH|did not finish/);
    expect(out).toMatch(/= tests\/golden\/engine\.json/);
    const m = /(\d+) of (\d+) lines match;/.exec(out);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(500);
    expect(m![1]).toBe(m![2]);
    expect(r.status).toBe(0);
  }, 900000);
});
