import type { Engine } from "../../desktop/load-engine";
import type { Args } from "../args";
import { UsageError } from "../args";
import type { CommandSpec, Json, Output } from "../spec";
import { SYSTEM_OPTION } from "../systems/dispatch";
import { CONTEST_OPTIONS, TN, modOption, skillOption } from "./common";
import { contestOf, parseTn, points, setupJson, sideSetup, modsText } from "../values";
import { ATTACK_NAMES, ATTACK_OPTIONS, meleeCase } from "./combat-options";

/** The exchange odds of one melee attack, from the engine's "melee" check. */
function exchange(args: Args, E: Engine): Output {
  const pct = E.formatChance;
  const c = meleeCase(E, args);
  const sifni = E.moduleById(E.SYSTEMS, "sifni");
  if (!sifni) throw new Error("the engine has no S-Ifni");
  const check = sifni.checks.find((x) => x.id === "melee");
  if (!check) throw new Error("the engine has no melee check");
  const inputs = E.requireInputs(check, c.inputs, [], c.pack);
  const o = sifni.odds("melee", inputs, [], c.pack);
  const p = (id: string) => {
    const l = o.lines.find((x) => x.id === id);
    return l ? l.p : 0;
  };
  const bands = E.BAND_NAMES.map((name, band) => ({ band, name, p: p("band-" + band) }));
  const hit = bands.reduce((s, b) => s + b.p, 0);
  return {
    json: {
      inputs: inputs as { [k: string]: Json },
      hit,
      deadlock: p("deadlock"),
      miss: p("miss"),
      bands,
      text: { hit: pct(hit), deadlock: pct(p("deadlock")), miss: pct(p("miss")), bands: bands.map((b) => pct(b.p)) },
    },
    text:
      `attack ${inputs.attackSkill} vs defense ${inputs.defenseSkill}: hit ${pct(hit)}, deadlock ${pct(p("deadlock"))}, miss ${pct(p("miss"))}\n` +
      bands.map((b) => `  ${b.name}: ${pct(b.p)}`).join("\n"),
  };
}

/** Refuses options of the other mode ("--tn with --a"), naming the first one found. */
function refuse(args: Args, names: string[], mode: string): void {
  for (const n of names) if (args.has(n)) throw new UsageError(`--${n} does not go with ${mode}`);
}

export const odds: CommandSpec = {
  name: "odds",
  summary: "exact odds of a skill against a TN, of one skill against another, or of a melee attack",
  usage: [
    "odds --skill N --tn POINTS [--mod FRACTION ...] [--json]",
    "odds --a N --b N [--mod-a FRACTION ...] [--mod-b FRACTION ...] [--steps N [--lead M]] [--json]",
    "odds --attack N --defense N [the options of sifni attack but --seed] [--json]",
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
    ...CONTEST_OPTIONS,
    // the exchange odds of a melee attack (--mod is shared: the attack roll's modifiers)
    ...ATTACK_OPTIONS.filter((o) => o.name !== "mod"),
  ],
  notes: [
    "Computed by the engine from the curve's closed form (no sampling); probabilities from 0 to 1.",
    "JSON, skill against TN:",
    '  {"skill", "modifiers", "modifier", "tn":P, "success":p, "deadlock":p, "failure":p,',
    '   "text":{"tn":"13.00", "success":"12.3%", "deadlock", "failure"}}',
    "JSON, skill against skill (deadlock = equal to the hundredth):",
    '  {"setup":{"a":{"skill","modifiers","modifier"}, "b":{...}}, "a":p, "b":p, "deadlock":p,',
    '   "text":{"a":"60.1%", "b", "deadlock"}}',
    "  with --steps N [--lead M], an extended contest (see sifni help opposed) from that marker: a, b and",
    '  deadlock are one round\'s; "steps", "lead", "contest":{"a":p, "b":p} each side\'s chance of winning',
    '  the contest (deadlocks only repeat a round), and "text" gets "contest":{"a", "b"}.',
    "With --attack and --defense: the exchange odds of the engine's \"melee\" check (see sifni help attack):",
    "  P(hit), P(deadlock), P(miss) and the hit's band, summed over the defense's hundredths.",
    '  {"inputs":{...}, "hit":p, "deadlock":p, "miss":p, "bands":[{"band":0, "name":"scratch", "p":p}, ...],',
    '   "text":{"hit":"82.0%", "deadlock", "miss", "bands":["48.8%", ...]}}',
  ],
  run(args, ctx): Output {
    const E = ctx.engine();
    const pct = E.formatChance;
    const combat = ATTACK_NAMES.filter((n) => n !== "mod");
    if (args.has("attack") || args.has("defense")) {
      refuse(args, ["skill", "tn", "a", "b", "mod-a", "mod-b", "steps", "lead"], "--attack/--defense");
      return exchange(args, ctx.engine());
    }
    if (args.has("skill")) {
      refuse(args, ["a", "b", "mod-a", "mod-b", "steps", "lead", ...combat], "--skill (use --a and --b for skill against skill)");
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
      throw new UsageError('odds needs --skill and --tn, or --a and --b, or --attack and --defense (see "sifni help odds")');
    }
    refuse(args, ["tn", "mod", ...combat], "--a/--b (use --mod-a and --mod-b)");
    const a = sideSetup(E, args, "a", "mod-a");
    const b = sideSetup(E, args, "b", "mod-b");
    const o = E.oddsPair([a.setup], [b.setup]);
    const round = `a wins ${pct(o.a)}, b wins ${pct(o.b)}, deadlock ${pct(o.deadlock)}`;
    const vs = `a skill ${a.setup.skill}${modsText(E, a)} vs b skill ${b.setup.skill}${modsText(E, b)}: `;
    const c = contestOf(E, args);
    const text = { a: pct(o.a), b: pct(o.b), deadlock: pct(o.deadlock) };
    const json = { setup: { a: setupJson(E, a), b: setupJson(E, b) }, a: o.a, b: o.b, deadlock: o.deadlock };
    if (!c) return { json: { ...json, text }, text: vs + round };
    const ca = E.pushChance(o.a, o.b, c.steps, c.lead);
    const cb = E.pushChance(o.b, o.a, c.steps, -c.lead);
    return {
      json: { ...json, steps: c.steps, lead: c.lead, contest: { a: ca, b: cb }, text: { ...text, contest: { a: pct(ca), b: pct(cb) } } },
      text: vs + `the contest to ${c.steps} step${c.steps === 1 ? "" : "s"} ahead, from a lead of ${c.lead}: a wins ${pct(ca)}, b wins ${pct(cb)}\nnext round: ` + round,
    };
  },
};
