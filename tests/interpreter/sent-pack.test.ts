/**
 * A SIFRP pack sent to a Bangle.js 2 (the default pack, stored as flash.sh stores it:
 * sifni.p.sifrp) in place of the built-in one: the attack for the demo party's bravo on Hal in the
 * board's interpreter. A sent pack of the other systems is parsed whole at each read
 * (rules/legacy.ts sentPack), so it costs a parsed copy while a call reads it; the weapons' cache
 * once kept the parsed list of each read, 3,400 JsVars more than the built-in pack, which left
 * 5,995 free (docs/device.md, Limits). Now within 1,000 of the built-in pack's, and within the
 * budget. On the Bangle.js 1 a sent SIFRP pack still runs its flows out of memory: not asserted. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { BoardRun, FlowResult, runBoard } from "../../tools/device-run/device-flows.mjs";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";
import { loadEngineBundle } from "../helpers/bundle";

const BOARD = "banglejs2";
const BUDGET = (JSON.parse(readFileSync("boards/budgets.json", "utf8")) as { [board: string]: { freeJsVars: number } })[BOARD].freeJsVars;
const FLOW = "sifrp/combat";
/** what a sent pack may cost more than the built-in one: a parsed copy of it (~400 measured) */
const COPY = 1000;

const found = interpreterFor(BOARD);

describe(`a SIFRP pack sent to the ${BOARD}`, () => {
  if (!found.bin) {
    console.info(`sent-pack tests skipped: ${found.reason}`);
    test.skip(`skipped: ${found.reason}`, () => {});
    return;
  }
  const bin = found.bin;
  let builtIn: FlowResult;
  let sent: FlowResult;
  beforeAll(async () => {
    const E = loadEngineBundle();
    const m = E.SYSTEMS.filter((x) => x.id === "sifrp")[0];
    const text = E.storedPack(E.makePack("sifrp", 2, JSON.parse(JSON.stringify(m.pack))));
    const path = join(mkdtempSync(join(tmpdir(), "sifni-sent-")), "sifni.p.sifrp");
    writeFileSync(path, text, "latin1");
    const only = "^" + FLOW + "$";
    const run = async (extra: { name: string; path: string }[]): Promise<FlowResult> =>
      ((await runBoard(bin, BOARD, { only, budget: BUDGET, exact: true, extra })) as BoardRun).flows[0];
    builtIn = await run([]);
    sent = await run([{ name: "sifni.p.sifrp", path }]);
    console.info(`${BOARD} ${FLOW}: ${builtIn.exactFree} free with the built-in pack, ${sent.exactFree} with it sent`);
  }, 1200000);

  test(`${FLOW} with the pack sent runs to its screen with ${BUDGET} JsVars free`, () => {
    expect(sent.error).toBe("");
    expect(sent.outOfMemory).toBe(false);
    expect(sent.meets).toBe(true);
  });

  test(`the sent pack costs at most a parsed copy of it (${COPY} JsVars) more than the built-in one`, () => {
    expect(builtIn.error).toBe("");
    expect((builtIn.exactFree as number) - (sent.exactFree as number)).toBeLessThanOrEqual(COPY);
  });
});
