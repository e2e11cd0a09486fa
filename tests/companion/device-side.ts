/**
 * The device end of the companion's upload in Node tests: the built app in the emulator,
 * behind the simulated UART. Until src/device has its own SIFNI_UPDATE (the staged update of
 * PROTOCOL.md), the test stand-in in fixtures/update-stand-in.js is loaded into the app.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmulator, type Emulator } from "../../src/emulator/emulator";

export const STAND_IN = readFileSync(new URL("./fixtures/update-stand-in.js", import.meta.url), "utf8");

/** Loads the stand-in when the app has no SIFNI_UPDATE; says whether it did. */
export function ensureUpdate(emu: Emulator): boolean {
  const r = emu.realm().evaluate("typeof SIFNI_UPDATE", "test");
  if (r.ok && r.value === "function") return false;
  const s = emu.execute(STAND_IN, "update-stand-in.js");
  if (!s.ok) throw s.error;
  return true;
}

export function bootDevice(board = "banglejs2", storageDir?: string): Emulator {
  const dir = storageDir ?? mkdtempSync(join(tmpdir(), "sifni-companion-"));
  const emu = createEmulator({ board, appFile: `dist/${board}/sifni.app.js`, storageDir: dir, seed: 1 });
  emu.advance(50);
  return emu;
}

/** Presses keys one at a time, letting deferred work run. */
export function press(emu: Emulator, keys: string[]): void {
  for (const k of keys) {
    emu.press(k);
    emu.advance(60);
  }
}

/** The device's file as text, or undefined. */
export function fileText(emu: Emulator, name: string): string | undefined {
  const b = emu.storage.readBytes(name);
  return b === undefined ? undefined : Buffer.from(b).toString("latin1");
}
