/** Shared fixtures for the TFT-hack tests: the module, its pack, the example sheets, scripted dice. */
import { readFileSync } from "node:fs";
import { tft } from "../../src/engine/systems/tft/module";
import type { TftSheet } from "../../src/engine/systems/tft/types";
import type { Inputs, Outcome } from "../../src/engine/rules/types";
import { ScriptedRng } from "../helpers/scripted-rng";
import { words } from "./brute";

export { tft };
export const pack = tft.pack;

export function example(id: string): TftSheet {
  return JSON.parse(readFileSync(new URL("../../examples/tft/" + id + ".json", import.meta.url), "utf8")) as TftSheet;
}

/** The example sheet with some fields changed. */
export function sheet(id: string, changes: Partial<TftSheet> = {}): TftSheet {
  return { ...example(id), ...changes };
}

/** Resolves with dice that come up exactly `faces`, in order; `used` counts the faces drawn. */
export function roll(check: string, inputs: Inputs, faces: number[], party: TftSheet[] = []): Outcome & { used: number } {
  const rng = new ScriptedRng(words(faces));
  const o = tft.resolve(check, inputs, party, pack, rng);
  return { ...o, used: rng.used };
}

/** The odds as {id: p}. */
export function oddsOf(check: string, inputs: Inputs, party: TftSheet[] = []): { [id: string]: number } {
  const o = tft.odds(check, inputs, party, pack);
  const out: { [id: string]: number } = {};
  for (const l of o.lines) out[l.id] = l.p;
  return out;
}

/** The engine error code thrown by f, or "none". */
export function errorOf(f: () => unknown): { code: string; message: string; value: unknown } {
  try {
    f();
  } catch (e) {
    const x = e as { code?: string; message: string; value?: unknown };
    return { code: x.code || "plain", message: x.message, value: x.value };
  }
  return { code: "none", message: "", value: undefined };
}
