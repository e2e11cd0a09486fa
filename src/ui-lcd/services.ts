/**
 * What the screens need from the device, provided by src/device (Storage, entropy, buzz) and
 * by the emulator through the same code. The UI never touches an Espruino global itself.
 */
import { RandomGenerator } from "../engine/random/generator";
import { RulesModule, SheetBase } from "../engine/rules/types";

export interface Settings {
  /** id of the active rules system */
  system: string;
  /** results open on the table view first (for a GM who turns the device at once) */
  tableFirst: boolean;
  /** buzz on each roll where the board can */
  buzz: boolean;
}

/** A party member as the index lists it: enough for menus without loading the sheet. */
export interface Member {
  id: string;
  name: string;
}

/** Loading a sheet can fail (bad or missing file): the message says why, nothing is lost. */
export interface Loaded {
  sheet: SheetBase | null;
  error: string;
}

/** An installed rules system as the menus name it (its rules are loaded only when active). */
export interface SystemEntry {
  id: string;
  name: string;
}

/** The active system's rules, or why they cannot be used (its file is missing or broken). */
export interface ActiveRules {
  m: RulesModule | null;
  problem: string;
}

/** Where the active system's rules pack comes from, for the About screen. */
export interface PackInfo {
  /** the pack's version; 0 for the pack built into the app */
  version: number;
  /** true when the pack was sent to the device (flash.sh, companion page) */
  uploaded: boolean;
  /** why a sent pack is not in use (the built-in one is), or "" */
  problem: string;
}

/**
 * What an update did (docs/updates.md): the device prints it as one line of JSON and shows it.
 * ok: the pack now active (or null) and the sheets written; refused: the file and why.
 */
export interface UpdateVerdict {
  ok: boolean;
  pack?: { system: string; version: number } | null;
  sheets?: string[];
  file?: string;
  problem?: string;
  /** refused while writing: the file stays staged and the next start tries again */
  retry?: boolean;
}

/** The GM lock: a 6-digit code that locks the Bluetooth console and pairing (src/device/lock.ts). */
export interface LockControl {
  isOn(): boolean;
  /** whether `code` is the current code */
  matches(code: string): boolean;
  /** sets or changes the code; false, with nothing changed, when it cannot be stored */
  set(code: string): boolean;
  /** removes the lock; the device then restarts (the firmware keeps its console locked until then) */
  remove(): boolean;
}

export interface Services {
  /** the session's generator, seeded from the hardware at boot */
  rng: RandomGenerator;
  /** installed rules systems, in menu order; the active one is settings.system */
  systems: SystemEntry[];
  /** the active system's rules module: on the device only this one system is in RAM */
  rules(): ActiveRules;
  settings: Settings;
  saveSettings(): void;
  /** the active system's rules pack (validated at boot) */
  pack(): unknown;
  party(): Member[];
  load(id: string): Loaded;
  /** writes a changed sheet; false with nothing changed when the flash is full */
  save(sheet: SheetBase): boolean;
  /** newest first */
  log(): string[];
  addLog(line: string): void;
  /** most recently used values of an input, newest first (choice ids) */
  recent(key: string): string[];
  touch(key: string, value: string): void;
  buzz(): void;
  /** runs fn after the screen has been shown (long computations: odds, self-test) */
  later(fn: () => void): void;
  /** free JsVars and their total, for the About screen (0, 0 when unknown) */
  memory(): { free: number; total: number };
  boardName: string;
  /** the active pack's origin, for About (absent: the built-in pack) */
  packInfo?(): PackInfo;
  /** the GM lock, where the board has one */
  lock?: LockControl;
}
