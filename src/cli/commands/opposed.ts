import type { CommandSpec } from "../spec";
import { SEED, modOption, skillOption } from "./common";
import { points, rollJson, rollText, seedOf, sideSetup } from "../values";

export const opposed: CommandSpec = {
  name: "opposed",
  summary: "opposed roll: a and b both roll, the higher wins, a tie is a deadlock",
  usage: ["opposed --a N --b N [--mod-a FRACTION ...] [--mod-b FRACTION ...] [--seed N] [--json]"],
  options: [skillOption("a", "side a's"), skillOption("b", "side b's"), modOption("mod-a", "a's"), modOption("mod-b", "b's"), SEED],
  notes: [
    "a rolls first (first generator word), then b.",
    "JSON (numbers in points):",
    '  {"seed":N, "a":ROLL, "b":ROLL, "winner":"a"|"b"|null, "margin":P, "text":{"margin":"1.28"}}',
    '  ROLL = {"skill", "modifiers", "modifier", "base", "value", "exceptional", "text":{"base","value"}}',
    "  winner null is a deadlock (equal to the hundredth); margin = winner's value - loser's (0 on a deadlock).",
  ],
  run(args, ctx) {
    const E = ctx.engine();
    const a = sideSetup(E, args, "a", "mod-a");
    const b = sideSetup(E, args, "b", "mod-b");
    const seed = seedOf(E, args, ctx.randomSeed);
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
