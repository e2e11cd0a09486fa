/**
 * `sifni odds --system sifrp` and `sifni roll --system sifrp`: a SIFRP test (rank d6 plus bonus
 * dice, keep the best rank - penalty dice) against a difficulty, through the shipped module.
 * Limits come from the module's own "test" check inputs, so the CLI and the device agree.
 */
import type { Engine } from "../../desktop/load-engine";
import type { Inputs, InputSpec, RulesModule } from "../../home/index";
import type { SifrpParts } from "../../engine/systems/sifrp/module";
import type { SifrpPack } from "../../engine/systems/sifrp/types";
import { Args, UsageError } from "../args";
import type { Json, OptionSpec, Output } from "../spec";
import { parseInteger } from "../values";
import type { SystemCli } from "./types";

/** The module's pool limit (pool.ts MAX_TEST_DICE): 6^20 outcomes still count exactly. */
const MAX_DICE = 20;

type SifrpModule = RulesModule & { parts: SifrpParts };

function moduleOf(E: Engine): SifrpModule {
  const m = E.moduleById(E.SYSTEMS, "sifrp");
  if (!m) throw new Error("the engine bundle has no sifrp module");
  return m as SifrpModule;
}

/** option name -> the "test" check's input it fills */
const OPTIONS: [string, string, string][] = [
  ["rank", "rank", "ability rank: the test dice"],
  ["bonus", "bonus", "bonus dice (specialty): rolled too, the lowest dropped"],
  ["penalty", "penalty", "penalty dice: each removes one more kept die, lowest first"],
  ["extra", "extra", "extra test dice (+D), added to the rank"],
  ["modifier", "modifier", "flat modifier to the result (-5 while entangled, armor on Agility)"],
  ["difficulty", "difficulty", "difficulty to equal or beat (Challenging is 9)"],
];

function spec(m: SifrpModule, input: string): InputSpec {
  const check = m.checks.find((c) => c.id === "test");
  const s = check && check.inputs.find((i) => i.id === input);
  if (!s) throw new Error("the sifrp test check has no input " + input);
  return s;
}

/** The test's inputs from the command line; rank and difficulty are required. */
function inputsOf(m: SifrpModule, args: Args): Inputs {
  const inputs: Inputs = { who: "*" };
  for (const [option, input] of OPTIONS) {
    const s = spec(m, input);
    const text = option === "rank" || option === "difficulty" ? args.need(option) : args.value(option);
    const v = text === undefined ? (s.initial as number) : parseInteger(text, option, s.min as number, s.max as number);
    inputs[input] = v;
  }
  const dice = (inputs.rank as number) + (inputs.extra as number) + (inputs.bonus as number);
  if (dice > MAX_DICE) throw new UsageError(`a test rolls at most ${MAX_DICE} dice: --rank + --extra + --bonus is ${dice}`);
  return inputs;
}

function common(inputs: Inputs): { [key: string]: Json } {
  const test = (inputs.rank as number) + (inputs.extra as number);
  const keep = test - (inputs.penalty as number);
  return {
    rank: inputs.rank as number,
    bonus: inputs.bonus as number,
    penalty: inputs.penalty as number,
    extra: inputs.extra as number,
    modifier: inputs.modifier as number,
    difficulty: inputs.difficulty as number,
    roll: test + (inputs.bonus as number),
    keep: keep < 0 ? 0 : keep,
  };
}

function options(): OptionSpec[] {
  return OPTIONS.map(([name, , help]) => ({ name, kind: "value", arg: "N", help, required: name === "rank" || name === "difficulty" }));
}

export const SIFRP_CLI: SystemCli = {
  id: "sifrp",
  options: options(),
  usage: [
    "odds --system sifrp --rank N --difficulty N [--bonus N] [--penalty N] [--extra N] [--modifier N] [--json]",
    "roll --system sifrp --rank N --difficulty N [--bonus N] [--penalty N] [--extra N] [--modifier N] [--seed N] [--json]",
  ],
  notes: [
    "A SIFRP test: roll rank + extra + bonus d6, keep the highest rank + extra - penalty, add the modifier;",
    "success when the result equals or beats the difficulty. Degrees by the margin: 0-4 one, 5-9 two,",
    "10-14 three, 15+ four (failures likewise by the shortfall: 1-4 one, 5-9 two, ...).",
    "odds JSON: {\"success\":p, \"degrees\":[p1,p2,p3,p4], \"failure\":p, \"failureDegrees\":[p1..p4], inputs...}",
    "  degrees[i] = P(exactly i+1 degrees of success); exact (order-statistics counts / 6^dice).",
    "roll JSON: {\"seed\", \"dice\":[faces as rolled], \"kept\":[bool per die], \"sum\" (kept dice),",
    "  \"total\" (sum + modifier), \"margin\", \"success\":bool, \"degrees\" (of success, 0 on failure),",
    "  \"failureDegrees\" (0 on success), inputs...}",
  ],
  odds(args: Args, E: Engine): Output {
    const m = moduleOf(E);
    const inputs = inputsOf(m, args);
    // the test check's own setup and odds (module.odds("test") lists the same numbers as lines)
    const t = m.parts.testSetup(inputs, [], m.pack as SifrpPack);
    const o = m.parts.testOdds(t.pool, t.modifier, t.difficulty);
    const { success, degrees, failure } = o;
    const failureDegrees = o.failures;
    const pct = E.formatPercent;
    const c = common(inputs);
    return {
      json: { ...c, success, degrees, failure, failureDegrees, text: { success: pct(success), degrees: degrees.map(pct), failure: pct(failure) } },
      text:
        `${c.roll}d6 keep ${c.keep}${(c.modifier as number) ? ` ${(c.modifier as number) > 0 ? "+" : ""}${c.modifier}` : ""} vs ${c.difficulty}: ` +
        `success ${pct(success)} (${degrees.map((d, i) => `${i + 1}: ${pct(d)}`).join(", ")}), failure ${pct(failure)}`,
    };
  },
  roll(args: Args, E: Engine, seed: number): Output {
    const m = moduleOf(E);
    const inputs = inputsOf(m, args);
    const t = m.parts.testSetup(inputs, [], m.pack as SifrpPack);
    const r = m.parts.rollTest(E.sfc32(seed), t.pool, t.modifier, t.difficulty);
    // the GM lines come from the module's own check, rolled with the same seed
    const outcome = m.resolve("test", inputs, [], m.pack, E.sfc32(seed));
    const c = common(inputs);
    return {
      json: {
        seed,
        ...c,
        dice: r.faces.slice(),
        kept: r.faces.map((_, i) => (r.kept & (1 << i)) !== 0),
        sum: r.sum,
        total: r.result,
        margin: r.result - r.difficulty,
        success: r.degrees > 0,
        degrees: r.degrees > 0 ? r.degrees : 0,
        failureDegrees: r.degrees < 0 ? -r.degrees : 0,
        table: outcome.table,
      },
      text: outcome.lines.join("\n") + `\nseed ${seed}`,
    };
  },
};
