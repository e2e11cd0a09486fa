import type { Engine } from "../../desktop/load-engine";
import type { RandomGenerator } from "../../home/index";
import type { CommandSpec, Json, Output } from "../spec";
import { CONTEST_OPTIONS, SEED, modOption, skillOption } from "./common";
import { SideSetup, contestOf, points, rollJson, rollText, seedOf, setupJson, sideSetup } from "../values";

/** Rounds rolled at most: two sides that can only deadlock (both skill -10) never finish. */
const MAX_ROUNDS = 1000;

/** "a 2 of 3", "even" */
function leadText(lead: number, steps: number): string {
  return lead === 0 ? "even" : `${lead > 0 ? "a" : "b"} ${Math.abs(lead)} of ${steps}`;
}

/**
 * An extended contest rolled to its end, as the device rolls it one round a press: each round
 * an opposed roll, its winner a step their way, a deadlock no step; with a's chance of winning
 * the contest from each new marker.
 */
function contest(E: Engine, rng: RandomGenerator, seed: number, a: SideSetup, b: SideSetup, steps: number, start: number): Output {
  const pair = E.oddsPair([a.setup], [b.setup]);
  const rounds: Json[] = [];
  const text: string[] = [];
  let lead = start;
  while (Math.abs(lead) < steps && rounds.length < MAX_ROUNDS) {
    const o = E.opposed(rng, a.setup, b.setup);
    lead += o.winner === "a" ? 1 : o.winner === "b" ? -1 : 0;
    const chance = Math.abs(lead) === steps ? (lead > 0 ? 1 : 0) : E.pushChance(pair.a, pair.b, steps, lead);
    rounds.push({ a: points(o.a.value), b: points(o.b.value), winner: o.winner, lead, chance, text: { a: E.formatHundredths(o.a.value), b: E.formatHundredths(o.b.value), chance: E.formatChance(chance) } });
    text.push(
      `round ${rounds.length}: a ${E.formatHundredths(o.a.value)}, b ${E.formatHundredths(o.b.value)}: ${o.winner === null ? "deadlock, no step" : o.winner + " steps"}, ` +
        `lead ${leadText(lead, steps)}` + (Math.abs(lead) < steps ? ` (a wins the contest ${E.formatChance(chance)})` : ""),
    );
  }
  const winner = lead === steps ? "a" : lead === -steps ? "b" : null;
  text.push(winner === null ? `unfinished after ${MAX_ROUNDS} rounds` : `${winner} wins the contest in ${rounds.length} round${rounds.length === 1 ? "" : "s"}`);
  return {
    json: { seed, steps, lead: start, a: setupJson(E, a), b: setupJson(E, b), rounds, winner },
    text: `a: skill ${a.setup.skill}, b: skill ${b.setup.skill}, first ${steps} step${steps === 1 ? "" : "s"} ahead wins, from ${leadText(start, steps)}\n${text.join("\n")}\nseed ${seed}`,
  };
}

export const opposed: CommandSpec = {
  name: "opposed",
  summary: "opposed roll: a and b both roll, the higher wins, a tie is a deadlock",
  usage: ["opposed --a N --b N [--mod-a FRACTION ...] [--mod-b FRACTION ...] [--steps N [--lead M]] [--seed N] [--json]"],
  options: [skillOption("a", "side a's"), skillOption("b", "side b's"), modOption("mod-a", "a's"), modOption("mod-b", "b's"), ...CONTEST_OPTIONS, SEED],
  notes: [
    "a rolls first (first generator word), then b.",
    "JSON (numbers in points):",
    '  {"seed":N, "a":ROLL, "b":ROLL, "winner":"a"|"b"|null, "margin":P, "text":{"margin":"1.28"}}',
    '  ROLL = {"skill", "modifiers", "modifier", "base", "value", "exceptional", "text":{"base","value"}}',
    "  winner null is a deadlock (equal to the hundredth); margin = winner's value - loser's (0 on a deadlock).",
    "With --steps N: an extended contest (a tug of war) rolled round by round to its end: each round's",
    "winner moves the marker one step their way, a deadlock leaves it; the first N steps ahead wins.",
    '  {"seed":N, "steps":N, "lead":M, "a":SETUP, "b":SETUP, "rounds":[{"a":P, "b":P, "winner":"a"|"b"|null,',
    '   "lead":M, "chance":p, "text":{"a","b","chance"}}, ...], "winner":"a"|"b"|null}',
    "  lead: a's steps ahead after the round (negative: b's); chance: a's chance of winning the contest",
    `  from there; winner null: unfinished after ${MAX_ROUNDS} rounds (sides that only deadlock).`,
  ],
  run(args, ctx) {
    const E = ctx.engine();
    const a = sideSetup(E, args, "a", "mod-a");
    const b = sideSetup(E, args, "b", "mod-b");
    const c = contestOf(E, args);
    const seed = seedOf(E, args, ctx.randomSeed);
    if (c) return contest(E, E.sfc32(seed), seed, a, b, c.steps, c.lead);
    const o = E.opposed(E.sfc32(seed), a.setup, b.setup);
    const margin = E.formatHundredths(o.margin);
    const verdict = o.winner === null ? "deadlock" : `${o.winner} wins by ${margin}`;
    return {
      json: {
        seed,
        a: rollJson(E, a, o.a),
        b: rollJson(E, b, o.b),
        winner: o.winner,
        margin: points(o.margin),
        text: { margin },
      },
      text: `a: ${rollText(E, a, o.a)}\nb: ${rollText(E, b, o.b)}\n${verdict}\nseed ${seed}`,
    };
  },
};
