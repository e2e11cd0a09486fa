/**
 * What the screens need from the device, provided by src/device (Storage, entropy, buzz) and
 * by the emulator through the same code. The UI never touches an Espruino global itself.
 */
import { DeviceRules } from "../engine/rules/device";
import { RandomGenerator } from "../engine/random/generator";
import { SheetBase } from "../engine/rules/types";

export interface Settings {
  /** id of the active rules system */
  system: string;
  /** results open on the table view first (for a GM who turns the device at once) */
  tableFirst: boolean;
  /** the table view shows the words only, without the degree */
  wordsOnly: boolean;
  /** buzz on each roll where the board can */
  buzz: boolean;
}

/** A party member as menus list it. */
export interface Member {
  id: string;
  name: string;
}

/** An installed rules system as the menus name it. */
export interface SystemEntry {
  id: string;
  name: string;
}

/** Where the active system's rules pack comes from, for About. */
export interface PackInfo {
  /** the pack's version, or -1 when there is none in use */
  version: number;
  /** why the stored pack cannot be used, or "" */
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
}

/** The GM lock: a 6-digit code that locks the Bluetooth console and pairing (src/device/lock.ts). */
export interface LockControl {
  isOn(): boolean;
  /** whether `code` is the current code; false also while wrong codes are being slowed down */
  matches(code: string): boolean;
  /** seconds before the next try is taken (0: now); each wrong code in a row doubles it */
  wait(): number;
  /** sets or changes the code; false, with nothing changed, when it cannot be stored */
  set(code: string): boolean;
  /** removes the lock; the device then restarts */
  remove(): boolean;
}

/** The active rules system and its pack. */
export interface Active {
  /** installed rules systems, in menu order; the active one is settings.system */
  systems: SystemEntry[];
  settings: Settings;
  /** the active system's rules, or why they cannot be used */
  rules(): DeviceRules | string;
  /** the active system's pack as its rules read it, or why there is none */
  pack(): unknown;
  packInfo(): PackInfo;
}

/** The active system's party. */
export interface PartyAccess {
  /** the party, in file order */
  party(): Member[];
  /** a sheet, or why it cannot be used */
  sheet(id: string): SheetBase | string;
  /** writes a changed sheet: "" when done, else why (nothing was changed) */
  save(sheet: SheetBase): string;
}

/** The roll log. */
export interface Journal {
  /** log records, newest first; each is fields joined by "\x1f": time, who, check, table, summary */
  log(): string[];
  /** appends a record: "" when done, else a warning for the GM (the roll stands) */
  addLog(who: string, check: string, table: string, summary: string): string;
}

/** Recent choices. */
export interface Picks {
  /** most recently used values of an input, newest first */
  recent(key: string): string[];
  touch(key: string, value: string): void;
}

/** What rolling needs of the device. */
export interface Table {
  /** the session's generator, seeded from the hardware at boot */
  rng: RandomGenerator;
  buzz(): void;
  /** runs fn after the screen has been shown (long computations: odds, self-test) */
  later(fn: () => void): void;
}

/** What Settings needs of the device besides the rules. */
export interface DeviceInfo {
  saveSettings(): void;
  /** free JsVars and their total, for About (0, 0 when unknown) */
  memory(): { free: number; total: number };
  boardName: string;
  /** the app's version, for About */
  version: string;
  /** the GM lock, where the board has one */
  lock?: LockControl;
}

/**
 * Everything the screens use; each screen takes the parts it needs, and each feature builds
 * only those (src/device/services.ts), so that a feature carries no code it does not call.
 */
export type Services = Active & PartyAccess & Journal & Picks & Table & DeviceInfo;

/** What a check needs. */
export type CheckServices = Active & PartyAccess & Journal & Picks & Table;
