/**
 * The device end of the companion's upload in Node tests: the built app in the emulator,
 * behind the simulated UART, with the app's own SIFNI_UPDATE (src/device/update.ts).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmulator, loadBoard, type Emulator } from "../../src/emulator/emulator";

/** The app's staged update, which the upload ends with (fails when the build has none). */
export function ensureUpdate(emu: Emulator): void {
  const r = emu.realm().evaluate("typeof SIFNI_UPDATE", "test");
  if (!(r.ok && r.value === "function")) throw new Error("the app has no SIFNI_UPDATE");
}

/** The app on `board`; `bytes` its Storage, in place of the board's (a Pixl.js with a whole rules system). */
export function bootDevice(board = "banglejs2", storageDir?: string, bytes?: number): Emulator {
  const dir = storageDir ?? mkdtempSync(join(tmpdir(), "sifni-companion-"));
  const b = loadBoard(board);
  const profile = bytes ? { ...b, storage: { ...b.storage, bytes } } : b;
  const emu = createEmulator({ board: profile, appFile: `dist/${board}/sifni.app.js`, storageDir: dir, seed: 1 });
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

/** A file the app wrote with writeJSON, read back as the app reads it (not strict JSON on the device). */
export function storedJSON(emu: Emulator, name: string): unknown {
  const r = emu.realm().evaluate(`JSON.stringify(require("Storage").readJSON(${JSON.stringify(name)}, true))`, "test");
  if (!r.ok) throw r.error;
  return r.value === undefined ? undefined : JSON.parse(r.value as string);
}
