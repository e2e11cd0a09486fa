/**
 * A pack sent to the other systems on the Bangle.js 1, the smallest board that carries them:
 * each system's default pack, stored as flash.sh stores it (its device form, rules/line-pack.ts:
 * sifni.p.<system>) in place of the built-in one, and every device flow of the four in the
 * board's interpreter under its budget. Settings > About shows the pack in use: the sent one's
 * version, not the app's own (0) with "Sent pack not used". Sent as JSON, as before the device
 * form, most of these flows ran out of memory (docs/runtime.md, "A sent pack of the other
 * systems"). */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BoardRun, FlowResult, runBoard } from "../../tools/device-run/device-flows.mjs";
import { flowsFor } from "../../tools/device-run/flows.mjs";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";
import { loadEngineBundle } from "../helpers/bundle";

const BOARD = "banglejs";
const BUDGET = (JSON.parse(readFileSync("boards/budgets.json", "utf8")) as { [board: string]: { freeJsVars: number } })[BOARD].freeJsVars;
const SYSTEMS = ["tft", "sifrp", "dba", "strs"];
const VERSION = 5;

const found = interpreterFor(BOARD);
const lines: string[] = [];
afterAll(() => {
  if (lines.length) console.info(lines.join("\n"));
});

describe(`each system's pack sent to the ${BOARD}`, () => {
  if (!found.bin) {
    console.info(`sent-pack tests skipped: ${found.reason}`);
    test.skip(`skipped: ${found.reason}`, () => {});
    return;
  }
  const bin = found.bin;
  let result: BoardRun;
  beforeAll(async () => {
    const E = loadEngineBundle();
    const dir = mkdtempSync(join(tmpdir(), "sifni-sent-"));
    const extra = SYSTEMS.map((id) => {
      const m = E.SYSTEMS.filter((x) => x.id === id)[0];
      const path = join(dir, `sifni.p.${id}`);
      writeFileSync(path, E.storedPack(E.makePack(id, VERSION, JSON.parse(JSON.stringify(m.pack)))), "latin1");
      return { name: `sifni.p.${id}`, path };
    });
    result = await runBoard(bin, BOARD, { only: `^(${SYSTEMS.join("|")})/`, budget: BUDGET, extra });
    lines.push(...result.flows.map((f) => `${f.id} (pack sent): free ${f.free ?? "-"} sampled; ${f.ok ? "ran" : f.error.slice(0, 120)}; ${f.meets ? "meets" : "does not meet"} ${BUDGET}`));
  }, 2400000);

  for (const flow of flowsFor(["sifni"].concat(SYSTEMS)).filter((f) => f.system !== "sifni")) {
    test(`${flow.id} runs to its screen with ${BUDGET} JsVars free (${flow.title})`, () => {
      const f = result.flows.find((x) => x.id === flow.id) as FlowResult;
      expect(f.error).toBe("");
      expect(f.outOfMemory).toBe(false);
      expect(f.meets).toBe(true);
      if (flow.id.endsWith("/about")) {
        expect(f.screen).toMatch(new RegExp("Pack\\s+v" + VERSION));
        expect(f.screen).not.toContain("not used");
      }
    });
  }
});
