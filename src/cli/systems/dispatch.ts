/**
 * `sifni odds --system ID ...` and `sifni roll --system ID ...`: the command line is parsed
 * against that system's own options and handed to its SystemCli. Without --system, or with
 * --system sifni, the S-Ifni commands run as before.
 */
import { Args, UsageError, quote } from "../args";
import { SEED } from "../commands/common";
import type { CommandSpec, Context, OptionSpec, Output } from "../spec";
import { seedOf } from "../values";
import { SYSTEM_CLIS } from "./index";
import type { SystemCli } from "./types";

export const SYSTEM_OPTION: OptionSpec = {
  name: "system",
  kind: "value",
  arg: "ID",
  help: "rules system: sifni (default)" + SYSTEM_CLIS.map((s) => ", " + s.id).join(""),
};

/** The --system value in raw tokens, if any. */
export function systemOf(tokens: string[]): string | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === "--system") return tokens[i + 1];
    if (tokens[i].startsWith("--system=")) return tokens[i].slice("--system=".length);
  }
  return undefined;
}

function findSystem(id: string): SystemCli {
  const s = SYSTEM_CLIS.find((x) => x.id === id);
  if (!s) {
    const known = ["sifni"].concat(SYSTEM_CLIS.map((x) => x.id)).join(", ");
    throw new UsageError(`unknown --system ${quote(id)} (one of: ${known})`);
  }
  return s;
}

export function systemOptions(s: SystemCli, command: CommandSpec): OptionSpec[] {
  return s.options.concat([SYSTEM_OPTION], command.name === "roll" ? [SEED] : []);
}

export function systemHelp(s: SystemCli, command: CommandSpec, optionLine: (o: OptionSpec) => string): string {
  return [
    `sifni ${command.name} --system ${s.id}`,
    "",
    ...s.usage.filter((u) => u.startsWith(command.name)).map((u, i) => `${i === 0 ? "usage: " : "       "}sifni ${u}`),
    "",
    "options:",
    ...systemOptions(s, command).map(optionLine),
    "",
    ...s.notes,
  ].join("\n");
}

/** Runs odds/roll for another system; `extra` are the global options (--json, --help). */
export function runSystem(
  command: CommandSpec,
  id: string,
  tokens: string[],
  extra: OptionSpec[],
  ctx: Context,
  optionLine: (o: OptionSpec) => string
): { args: Args; output: Output | null; help: string } {
  const s = findSystem(id);
  const args = Args.parse(tokens, systemOptions(s, command).concat(extra), `${command.name} --system ${s.id}`);
  if (args.flag("help")) return { args, output: null, help: systemHelp(s, command, optionLine) };
  const E = ctx.engine();
  const output = command.name === "odds" ? s.odds(args, E) : s.roll(args, E, seedOf(E, args, ctx.randomSeed));
  return { args, output, help: "" };
}
