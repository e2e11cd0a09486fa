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

export interface Services {
  /** the session's generator, seeded from the hardware at boot */
  rng: RandomGenerator;
  /** installed rules systems; the active one is settings.system */
  systems: RulesModule[];
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
}
