/**
 * What the app keeps in RAM at the main menu, and hands each feature (docs/runtime.md, "The
 * app and its features"). The screens past the main menu are features, files of their own
 * ("sifni.f.<name>.js", built from src/device/features/): opening one evaluates its file, its
 * screens hold its code while they are on the stack, and back at the main menu nothing of it
 * is left. A feature reaches the device through the kit only, so that the shell's code (the
 * screens' stack, lists, texts) is never carried twice.
 */
import { RandomGenerator } from "../engine/random/generator";
import { Settings, SystemEntry } from "../ui-lcd/services";
import { Ui } from "../ui-lcd/ui";
import { Board } from "./board";
import { Flash } from "./flash";

export interface Kit {
  board: Board;
  /** the app's version, for About */
  version: string;
  flash: Flash;
  crc: (s: string) => number;
  /** the session's generator, seeded from the hardware at boot */
  rng: RandomGenerator;
  systems: SystemEntry[];
  settings: Settings;
  ui: Ui;
  /** opens a feature: its file's default export is called with the kit and arg */
  open(feature: string, arg?: unknown): void;
  /** runs fn once, the next time the main menu shows */
  atHome(fn: () => void): void;
}

/** A feature's entry: what its file exports as default. */
export type Feature = (k: Kit, arg?: unknown) => void;
