/**
 * A party of 8 on the Bangle.js 1, the smallest board that carries the other systems: their
 * device flows in its interpreter with a demo party of 8 sheets (the system's demo party, then
 * copies of it under other names) in place of the app's, under the board's budget of free
 * JsVars. A check holds a member's whole sheet only once an answer names it (DeviceRules.brief,
 * ui-lcd/check.ts named): 8 whole sheets ran DBA's attack out of memory. Each app brings a demo
 * party, so the flows' keys are those of characters (and of Anyone, last in a who-list). Each
 * system's default pack is the file the app brings (sifni.dp.<id>, read a line at a time): with
 * the built-in packs' getters SIFRP's attack, its odds and DBA's guided round sat at the budget's
 * line (482-510 true free, 2026-12-06); with the file 540-542. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BoardRun, FlowResult, runBoard } from "../../tools/device-run/device-flows.mjs";
import { flowsFor } from "../../tools/device-run/flows.mjs";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";

const BOARD = "banglejs";
const BUDGET = (JSON.parse(readFileSync("boards/budgets.json", "utf8")) as { [board: string]: { freeJsVars: number } })[BOARD].freeJsVars;
const SYSTEMS = ["tft", "sifrp", "dba", "strs"];
const NAMES = ["Archer", "Bandit", "Cleric", "Duelist", "Elf", "Friar", "Gnome"];

/** The system's demo party, then copies of it to 8 (each copy its own id and name). */
function partyOf8(system: string): string {
  const sheets = JSON.parse(readFileSync(`examples/${system}/party.json`, "utf8")) as { id: string; name: string }[];
  const out = sheets.slice();
  for (let i = 0; out.length < 8; i++) out.push({ ...sheets[i % sheets.length], id: "member" + i, name: NAMES[i] });
  return out.map((s) => JSON.stringify(s)).join("\n");
}

const found = interpreterFor(BOARD);
const lines: string[] = [];
afterAll(() => {
  if (lines.length) console.info(lines.join("\n"));
});

describe(`a party of 8 on the ${BOARD}`, () => {
  if (!found.bin) {
    console.info(`party-of-8 tests skipped: ${found.reason}`);
    test.skip(`skipped: ${found.reason}`, () => {});
    return;
  }
  const bin = found.bin;
  let result: BoardRun;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "sifni-party8-"));
    const extra = SYSTEMS.map((s) => {
      const path = join(dir, `sifni.d.${s}`);
      writeFileSync(path, partyOf8(s), "latin1");
      return { name: `sifni.d.${s}`, path };
    });
    result = await runBoard(bin, BOARD, { only: `^(${SYSTEMS.join("|")})/`, budget: BUDGET, extra });
    lines.push(...result.flows.map((f) => `${f.id} (party of 8): free ${f.free ?? "-"} sampled; ${f.ok ? "ran" : f.error.slice(0, 120)}; ${f.meets ? "meets" : "does not meet"} ${BUDGET}`));
  }, 2400000);

  for (const flow of flowsFor(["sifni"].concat(SYSTEMS)).filter((f) => f.system !== "sifni")) {
    test(`${flow.id} runs to its screen with ${BUDGET} JsVars free (${flow.title})`, () => {
      const f = result.flows.find((x) => x.id === flow.id) as FlowResult;
      expect(f.error).toBe("");
      expect(f.outOfMemory).toBe(false);
      expect(f.meets).toBe(true);
    });
  }
});
