import type { Args } from "../args";
import { UsageError } from "../args";
import type { CommandSpec, Output } from "../spec";
import { SYSTEM_OPTION } from "../systems/dispatch";
import { TN, modOption, skillOption } from "./common";
import { parseTn, points, setupJson, sideSetup, modsText } from "../values";

/** Refuses options of the other mode ("--tn with --a"), naming the first one found. */
function refuse(args: Args, names: string[], mode: string): void {
  for (const n of names) if (args.has(n)) throw new UsageError(`--${n} does not go with ${mode}`);
}

export const odds: CommandSpec = {
  name: "odds",
  summary: "exact odds of a skill against a TN, or of one skill against another",
  usage: [
    "odds --skill N --tn POINTS [--mod FRACTION ...] [--json]",
    "odds --a N --b N [--mod-a FRACTION ...] [--mod-b FRACTION ...] [--json]",
  ],
  options: [
    SYSTEM_OPTION,
    skillOption("skill", "the", false),
    TN,
    modOption("mod", "the"),
    skillOption("a", "side a's", false),
    skillOption("b", "side b's", false),
    modOption("mod-a", "a's"),
    modOption("mod-b", "b's"),
  ],
  notes: [
    "Computed by the engine from the curve's closed form (no sampling); probabilities from 0 to 1.",
    "JSON, skill against TN:",
    '  {"skill", "modifiers", "modifier", "tn":P, "success":p, "deadlock":p, "failure":p,',
    '   "text":{"tn":"13.00", "success":"12.3%", "deadlock", "failure"}}',
    "JSON, skill against skill (deadlock = equal to the hundredth):",
    '  {"setup":{"a":{"skill","modifiers","modifier"}, "b":{...}}, "a":p, "b":p, "deadlock":p,',
    '   "text":{"a":"60.1%", "b", "deadlock"}}',
  ],
  run(args, ctx): Output {
    const E = ctx.engine();
    const pct = E.formatPercent;
    if (args.has("skill")) {
      refuse(args, ["a", "b", "mod-a", "mod-b"], "--skill (use --a and --b for skill against skill)");
      const side = sideSetup(E, args, "skill", "mod");
      const tn = parseTn(E, args.need("tn", " with --skill"), "tn");
      const o = E.oddsVsTn(side.setup, tn);
      return {
        json: {
          ...setupJson(E, side),
          tn: points(tn),
          success: o.success,
          deadlock: o.deadlock,
          failure: o.failure,
          text: { tn: E.formatHundredths(tn), success: pct(o.success), deadlock: pct(o.deadlock), failure: pct(o.failure) },
        },
        text:
          `skill ${side.setup.skill}${modsText(E, side)} vs TN ${E.formatHundredths(tn)}: ` +
          `success ${pct(o.success)}, deadlock ${pct(o.deadlock)}, failure ${pct(o.failure)}`,
      };
    }
    if (!args.has("a") && !args.has("b")) {
      throw new UsageError('odds needs --skill and --tn, or --a and --b (see "sifni help odds")');
    }
    refuse(args, ["tn", "mod"], "--a/--b (use --mod-a and --mod-b)");
    const a = sideSetup(E, args, "a", "mod-a");
    const b = sideSetup(E, args, "b", "mod-b");
    const o = E.oddsPair([a.setup], [b.setup]);
    return {
      json: {
        setup: { a: setupJson(E, a), b: setupJson(E, b) },
        a: o.a,
        b: o.b,
        deadlock: o.deadlock,
        text: { a: pct(o.a), b: pct(o.b), deadlock: pct(o.deadlock) },
      },
      text:
        `a skill ${a.setup.skill}${modsText(E, a)} vs b skill ${b.setup.skill}${modsText(E, b)}: ` +
        `a wins ${pct(o.a)}, b wins ${pct(o.b)}, deadlock ${pct(o.deadlock)}`,
    };
  },
};
