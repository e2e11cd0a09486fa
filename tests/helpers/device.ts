/** Runs a board's built app (dist/<board>/sifni.app.js) in the emulator with a fresh Storage folder. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmulator, loadBoard } from "../../src/emulator/emulator";

export type Emu = ReturnType<typeof createEmulator>;

/**
 * The Storage of the boards whose app's files do not fit yet, enlarged: the Pixl.js's 36 KB
 * holds a fraction of them (docs/device.md, "The Pixl.js budgets"), so its screens and flows
 * run with 1 MB; tests/device/budget.test.ts measures the real figure.
 */
export const ENLARGED: { [board: string]: number } = { pixljs: 1 << 20 };

export function boot(board: string, seed = 1, storageDir?: string): Emu {
  const dir = storageDir || mkdtempSync(join(tmpdir(), "sifni-" + board + "-"));
  const b = loadBoard(board);
  const bytes = ENLARGED[board];
  const profile = bytes === undefined ? b : { ...b, storage: { ...b.storage, bytes } };
  const emu = createEmulator({ board: profile, appFile: `dist/${board}/sifni.app.js`, storageDir: dir, seed });
  emu.advance(50);
  return emu;
}

/**
 * Combat, Melee attack, Aldric with his sword against Wren (seed 11: a deadly hit), down to Then,
 * Apply, on the Bangle.js 2. Wren heads the defenders: Aldric, the attacker, is listed after the others.
 */
export const MELEE_APPLY = ["down", "down", "select", "select", "select", "select", "select", "select", "down", "down", "down", "down", "down", "select"];

/** Presses keys one at a time, letting deferred work (odds, self-test) run; returns how many. */
export function press(emu: Emu, keys: string[]): number {
  for (const k of keys) {
    emu.press(k);
    emu.advance(60);
  }
  return keys.length;
}

/** The screen's text as one string, rows joined by newlines. */
export function screen(emu: Emu): string {
  return emu.textLines().join("\n");
}
