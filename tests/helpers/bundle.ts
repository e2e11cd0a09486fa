import { readFileSync } from "node:fs";
import { createSandbox, runInSandbox } from "../../src/emulator/sandbox";

export type Engine = typeof import("../../src/home/index");

/** dist/engine.js (built by the project's pretest) run in an Espruino-shaped context: its SIFNI. */
export function loadEngineBundle(): Engine {
  const ctx = createSandbox();
  runInSandbox(ctx, readFileSync("dist/engine.js", "utf8"), "dist/engine.js");
  return ctx.SIFNI as Engine;
}
