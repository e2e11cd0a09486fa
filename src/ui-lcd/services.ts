/**
 * What the screens get from the device: the kit (src/device/main.ts makes it, the emulator runs
 * the same code). The UI never touches an Espruino global itself; what needs one (a buzz, the
 * memory count, deferring work) is a kit function. Storage is reached through `f`, the part of
 * require("Storage") the app uses. Names of the kit's members are short: on the device a
 * property name of more than four characters takes a second variable.
 */
import { RandomGenerator } from "../engine/random/generator";
import type { Board } from "../device/board";
import type { Flash } from "../device/flash";
import { Ui } from "./screen";

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

/** The GM lock as Settings changes it (src/device/lock.ts). */
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

/** What the shell hands each feature: the screens (Ui) and the device. */
export interface Kit extends Ui {
  /** the board's profile, as the app keeps it */
  b: Board;
  f: Flash;
  crc: (s: string) => number;
  /** the session's generator, seeded from the hardware at boot */
  rng: RandomGenerator;
  /** the installed rules systems, in menu order */
  sys: SystemEntry[];
  st: Settings;
  /** the app's version, for About */
  ver: string;
  /** evaluates a code file of the app (src/device/files.ts): its exports, or why it cannot be used */
  ev(f: Flash, name: string): { default?: unknown } | string;
  /** opens a feature: its file's default export is called with the kit and arg */
  open(feature: string, arg?: unknown): void;
  /** runs fn once, the next time the main menu shows */
  atHome(fn: () => void): void;
  /** a short buzz on a roll, where the board and the settings want one */
  buzz(): void;
  /** runs fn once the screen shown now is drawn (odds, the self-test) */
  later(fn: () => void): void;
}

/** The name of an installed system, its id when it is not one. */
export function systemName(systems: SystemEntry[], id: string): string {
  for (let i = 0; i < systems.length; i++) if (systems[i].id === id) return systems[i].name;
  return id;
}

/** An error's message for the GM. */
export function errorText(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}
