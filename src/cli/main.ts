/**
 * sifni: the desktop CLI. It runs the shipped engine bundle (dist/engine.js) in a node:vm
 * context, so what it prints is what the device computes for the same seed.
 * Exit codes: 0 done, 2 bad command line / engine refusal / missing build, 1 internal error.
 */
import { randomBytes } from "node:crypto";
import { Engine, EngineMissingError, loadEngine } from "../desktop/load-engine";
import { Args, UsageError, quote } from "./args";
import { COMMANDS } from "./commands/index";
import type { CommandSpec, Context, Json, OptionSpec } from "./spec";
import { runSystem, systemOf } from "./systems/dispatch";

export { COMMANDS } from "./commands/index";
export type { CommandSpec } from "./spec";

/** Options every command takes. */
const GLOBAL_OPTIONS: OptionSpec[] = [
  { name: "json", kind: "flag", help: "print one JSON object on stdout instead of text" },
  { name: "help", kind: "flag", help: "show this help" },
];

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const PROCESS_IO: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
};

/** A random seed below 2^53 from the OS (53 of 64 random bits). */
export function randomSeed(): number {
  return Number(randomBytes(8).readBigUInt64BE() >> 11n);
}

function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((c) => c.name === name);
}

function optionLine(o: OptionSpec): string {
  const head = `${o.short ? "-" + o.short + ", " : ""}--${o.name}${o.arg ? " " + o.arg : ""}`;
  return `  ${head.padEnd(22)} ${o.help}${o.required ? " (required)" : ""}`;
}

export function usage(): string {
  const w = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "sifni: the S-Ifni pocket engine on the desktop (same bundle as the device)",
    "",
    "usage: sifni COMMAND [options] [--json]",
    "",
    "commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(w)}  ${c.summary}`),
    `  ${"help".padEnd(w)}  this text; "sifni help COMMAND" for one command`,
    "",
    "Skills are integers from -10 to 990; TNs and results are in points to the hundredth;",
    "modifiers are fractions of the roll (+1/3, -1/6) and add up. Bad arguments exit with 2.",
  ].join("\n");
}

export function commandHelp(c: CommandSpec): string {
  return [
    `sifni ${c.name}: ${c.summary}`,
    "",
    ...c.usage.map((u, i) => `${i === 0 ? "usage: " : "       "}sifni ${u}`),
    "",
    "options:",
    ...c.options.concat(GLOBAL_OPTIONS).map(optionLine),
    "",
    ...c.notes,
  ].join("\n");
}

function commandJson(c: CommandSpec): Json {
  return {
    name: c.name,
    summary: c.summary,
    usage: c.usage.map((u) => "sifni " + u),
    options: c.options.map((o) => ({ name: o.name, kind: o.kind, help: o.help, required: o.required === true })),
  };
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ");
}

/** Runs the CLI on argv (without "node sifni"); returns the exit code. */
export function main(argv: string[], io: Io = PROCESS_IO): number {
  let engine: Engine | undefined;
  const ctx: Context = {
    engine: () => (engine = engine || loadEngine()),
    randomSeed,
  };
  const print = (json: boolean, value: Json, text: string): void => {
    io.out((json ? JSON.stringify(value) : text) + "\n");
  };
  try {
    const [name, ...rest] = argv;
    if (name === undefined || name === "--help" || name === "-h") {
      print(false, null, usage());
      return 0;
    }
    if (name === "help") {
      const args = Args.parse(rest.filter((t) => t.startsWith("-")), GLOBAL_OPTIONS, "help");
      const topics = rest.filter((t) => !t.startsWith("-"));
      if (topics.length > 1) throw new UsageError(`help takes one command name, got ${quote(topics.join(" "))}`);
      if (topics.length === 0) {
        print(args.flag("json"), { commands: COMMANDS.map(commandJson) }, usage());
        return 0;
      }
      const c = findCommand(topics[0]);
      if (!c) throw new UsageError(`unknown command ${quote(topics[0])} (run "sifni help" for the list)`);
      print(args.flag("json"), commandJson(c), commandHelp(c));
      return 0;
    }
    const c = findCommand(name);
    if (!c) throw new UsageError(`unknown command ${quote(name)} (run "sifni help" for the list)`);
    const system = systemOf(rest);
    if ((c.name === "odds" || c.name === "roll") && system !== undefined && system !== "sifni") {
      const r = runSystem(c, system, rest, GLOBAL_OPTIONS, ctx, optionLine);
      if (r.output === null) print(false, null, r.help);
      else print(r.args.flag("json"), r.output.json, r.output.text);
      return 0;
    }
    const args = Args.parse(rest, c.options.concat(GLOBAL_OPTIONS), c.name, (c.positional || []).length);
    if (args.flag("help")) {
      print(false, null, commandHelp(c));
      return 0;
    }
    const result = c.run(args, ctx);
    print(args.flag("json"), result.json, result.text);
    return result.exitCode || 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof EngineMissingError) {
      io.err(`sifni: ${oneLine(e.message)}\n`);
      return 2;
    }
    // the engine's errors come from the vm's realm: recognised by their code, not instanceof
    if (engine && engine.isEngineError(e)) {
      io.err(`sifni: ${oneLine(e.message)}\n`);
      return 2;
    }
    const stack = typeof e === "object" && e !== null && "stack" in e ? (e as { stack: unknown }).stack : e;
    io.err(`sifni: internal error: ${String(stack)}\n`);
    return 1;
  }
}
