/**
 * What the screens get from the device: the kit (src/device/main.ts makes it, the emulator runs
 * the same code). The UI never touches an Espruino global itself; what needs one (a buzz) is a
 * kit function. Storage is reached through `f`, the part of require("Storage") the app uses.
 * Names of the kit's members are short: on the device a property name of more than four
 * characters takes a second variable.
 *
 * A feature is a file ("sifni.f.<name>.js") the kit evaluates for each call and lets go of
 * after it (`call`): its screens are data naming it (screen.ts), and it keeps nothing between
 * calls but what it puts in its screens' data or in the kit (`rec`). Its exports:
 * `default(k, arg)` opens it from the main menu; `key(k, s, ev)` takes a key on one of its
 * screens (true when taken); `done(k, s, result, error)` gets a job's result (`job`);
 * `home(k)` runs when the main menu shows again, once asked with `todo`.
 */
import { RandomGenerator } from "../engine/random/generator";
import type { Board } from "../device/board";
import type { Flash } from "../device/flash";
import type { Recent } from "../device/recent";
import type { RulesCall, Shelf } from "../device/shelf";
import { Scr, Ui } from "./screen";

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
  /** the rules system the update installed and made the one in use (flash.sh --system) */
  system?: string;
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

/**
 * Work for the rules done with no feature's code in RAM (a roll, odds, the self-test): the
 * rules' method `m` with arguments `a` on the shelf `sh`; then `done` (or `fn`) of feature `f`
 * gets the result (and an error's message, "" none) for screen `s`. Without `m`, only that call
 * (a feature handing over to another: a result's next check). `w`: once the screen shown now is
 * drawn ("Working...").
 */
export interface Job {
  sh?: Shelf;
  m?: Parameters<RulesCall>[0];
  a?: unknown[];
  f: string;
  /** the feature's function given the result ("done" when absent) */
  fn?: string;
  s: Scr;
  w?: boolean;
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
  ev(f: Flash, name: string): { [name: string]: unknown } | string;
  /** opens a feature from the main menu: its file's default export with arg */
  open(feature: string, arg?: unknown): void;
  /** a function a feature's file exports, called with the kit and the arguments; its result */
  call(feature: string, fn: string, a?: unknown, b?: unknown, c?: unknown, d?: unknown): unknown;
  /**
   * The active rules system, with a pack in use unless `anyPack` (one shelf until the main menu
   * shows again), or null with the reason on the screen.
   */
  rules(anyPack?: boolean): Shelf | null;
  /** a shelf of its own, for any installed system (updates check every system's files) */
  shelf(): Shelf;
  /** runs a job once the feature's call has returned (the feature's code let go of) */
  job(j: Job): void;
  /** recent choices touched since the main menu, written back when it shows (the check feature's) */
  rec?: Recent;
  /** features whose `home` runs when the main menu shows again */
  todo: string[];
  /** a short buzz on a roll, where the board and the settings want one */
  buzz(): void;
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
