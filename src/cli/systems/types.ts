/**
 * The CLI face of one rules system: `sifni odds --system ID ...` and `sifni roll --system ID ...`.
 * Each system has a file here exporting a SystemCli; commands/odds.ts and commands/roll.ts
 * dispatch on --system (S-Ifni is the default and keeps its own options).
 */
import type { Engine } from "../../desktop/load-engine";
import type { Args } from "../args";
import type { OptionSpec, Output } from "../spec";

export interface SystemCli {
  /** the rules module id, also the --system value */
  id: string;
  /** options `odds --system ID` and `roll --system ID` accept (besides --system, --seed, --json) */
  options: OptionSpec[];
  /** usage lines without the leading "sifni " */
  usage: string[];
  /** the JSON shapes and the meaning of the numbers */
  notes: string[];
  /** exact odds from the module's odds() */
  odds(args: Args, E: Engine): Output;
  /** the same inputs resolved with a generator seeded with `seed` */
  roll(args: Args, E: Engine, seed: number): Output;
}
