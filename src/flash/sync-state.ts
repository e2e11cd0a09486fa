/**
 * The copies of a device's sheets that flash.sh last sent to it or read from it, one file per
 * device (its board and chip serial): what a later send compares the device's sheets with, to
 * tell a wound applied at the table from an edit made here. They are the GM's hidden sheets, so
 * the folder is this user's only (0700) and each file 0600, written whole or not at all.
 */
import { chmodSync, existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { InputFileError, readStrictJsonFile } from "../desktop/input-file";
import type { SheetBase } from "../engine/rules/types";

export const STATE_ENV = "SIFNI_STATE_DIR";

export interface SyncState {
  format: 1;
  board: string;
  serial: string;
  /** by system, by id: the sheet as last sent or read */
  sheets: { [system: string]: { [id: string]: SheetBase } };
}

/** A state file that cannot be used; the message says which and what to do. */
export class StateError extends Error {}

/** --state DIR, else SIFNI_STATE_DIR, else $XDG_STATE_HOME/sifni-pocket, else ~/.local/state/sifni-pocket. */
export function stateDir(option: string | undefined, env: { [k: string]: string | undefined }): string {
  if (option) return option;
  if (env[STATE_ENV]) return env[STATE_ENV] as string;
  return join(env.XDG_STATE_HOME || join(env.HOME || homedir(), ".local", "state"), "sifni-pocket");
}

/** The file of one device: "<board>-<serial>.json", the serial's characters made safe for a name. */
export function stateFile(dir: string, board: string, serial: string): string {
  const s = serial.replace(/[^A-Za-z0-9-]/g, "_") || "no-serial";
  return join(dir, `${board}-${s}.json`);
}

export function emptyState(board: string, serial: string): SyncState {
  return { format: 1, board, serial, sheets: {} };
}

/** The device's state, or an empty one when this computer never sent to or read from it. */
export function loadState(file: string, board: string, serial: string): SyncState {
  if (!existsSync(file)) return emptyState(board, serial);
  let v: unknown;
  try {
    const r = readStrictJsonFile(file);
    if (r.problems.length > 0) throw new StateError(`${file}: ${r.problems[0].path}: ${r.problems[0].message}`);
    v = r.value;
  } catch (e) {
    if (e instanceof StateError) throw e;
    throw new StateError(`${file}: ${e instanceof InputFileError ? e.message : "not valid JSON: " + (e as Error).message}`);
  }
  const s = v as Partial<SyncState>;
  if (typeof s !== "object" || s === null || s.format !== 1 || typeof s.sheets !== "object" || s.sheets === null) {
    throw new StateError(`${file}: not a flash.sh sync state (format 1): move it away to start afresh (the next send then asks about every sheet that differs)`);
  }
  return { format: 1, board, serial, sheets: s.sheets };
}

export function baseOf(state: SyncState, system: string, id: string): SheetBase | null {
  return state.sheets[system]?.[id] ?? null;
}

export function setBase(state: SyncState, sheet: SheetBase): void {
  if (!state.sheets[sheet.system]) state.sheets[sheet.system] = {};
  state.sheets[sheet.system][sheet.id] = JSON.parse(JSON.stringify(sheet)) as SheetBase;
}

/** Writes the state: a new file renamed over the old one, so a failure leaves the old one whole. */
export function saveState(file: string, state: SyncState): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = file + ".new";
  writeFileSync(tmp, JSON.stringify(state, null, 1) + "\n", { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}
