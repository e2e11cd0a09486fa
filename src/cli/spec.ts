/**
 * Commands are data: each is a CommandSpec in the table of commands/index.ts. A new command
 * (char, attack, pack, ...) is one more entry; parsing, --json, --help and errors are shared.
 */
import type { Engine } from "../desktop/load-engine";
import type { Args } from "./args";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * flag: present or not (--json); value: one value (--skill 5, --skill=5);
 * list: repeatable, values collected in order (--mod +1/3 --mod -1/6).
 */
export type OptionKind = "flag" | "value" | "list";

export interface OptionSpec {
  name: string;
  kind: OptionKind;
  /** placeholder for the value in the help, e.g. "N" */
  arg?: string;
  help: string;
  /** the command refuses to run without it */
  required?: boolean;
  /** a one-letter alias written with one dash ("o" for -o) */
  short?: string;
}

/** What a command computed: one JSON object for --json, a few lines of text otherwise. */
export interface Output {
  json: { [key: string]: Json };
  text: string;
  /** non-zero when the command's answer is "no" (a file with problems): 2 */
  exitCode?: number;
}

export interface Context {
  /** The shipped bundle, loaded on first use. */
  engine(): Engine;
  /** A fresh random seed (0 <= seed < 2^53) when none is given. */
  randomSeed(): number;
}

export interface CommandSpec {
  name: string;
  /** one line for the command list */
  summary: string;
  /** usage lines, without the leading "sifni " */
  usage: string[];
  options: OptionSpec[];
  /** positional arguments in order, as placeholders for the help ("ACTION", "FILE"); none when absent */
  positional?: string[];
  /** further help: meaning of the numbers, the JSON shape */
  notes: string[];
  run(args: Args, ctx: Context): Output;
}
