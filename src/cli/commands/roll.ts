import type { CommandSpec } from "../spec";
import { SYSTEM_OPTION } from "../systems/dispatch";
import { SEED, TN, modOption, skillOption } from "./common";
import { parseTn, points, rollJson, rollText, seedOf, sideSetup } from "../values";

export const roll: CommandSpec = {
  name: "roll",
  summary: "roll a skill, optionally against a Target Number",
  usage: ["roll --skill N [--tn POINTS] [--mod FRACTION ...] [--seed N] [--json]"],
  options: [
    SYSTEM_OPTION,
    skillOption("skill", "the"),
    TN,
    modOption("mod", "the"),
    SEED,
  ],
  notes: [
    "One generator word through the S-Ifni curve, then the modifiers (summed, one rounding down).",
    "A roll above the TN succeeds, equal is a deadlock, below fails; degree = roll / TN.",
    "JSON (numbers in points; \"text\" holds the same values exactly, formatted to hundredths):",
    '  {"seed":N, "skill":N, "modifiers":["+1/3",...], "modifier":"+1/6",',
    '   "base":P, "value":P, "exceptional":bool,',
    '   with --tn: "tn":P, "verdict":"success"|"deadlock"|"failure", "margin":P, "degree":R|null,',
    '   "text":{"base":"11.37", "value":"13.26", with --tn: "tn", "margin", "degree"}}',
    "  base: the curve's result before modifiers; value: after them; margin = value - tn;",
    "  degree = value / tn to hundredths (null against TN 0).",
  ],
  run(args, ctx) {
    const E = ctx.engine();
    const side = sideSetup(E, args, "skill", "mod");
    const tnText = args.value("tn");
    const tn = tnText === undefined ? undefined : parseTn(E, tnText, "tn");
    const seed = seedOf(E, args, ctx.randomSeed);
    const r = E.roll(E.sfc32(seed), side.setup);
    const { text: t, ...fields } = rollJson(E, side, r);
    const line = rollText(E, side, r);
    if (tn === undefined) return { json: { seed, ...fields, text: t }, text: `${line}\nseed ${seed}` };
    const c = E.judge(r, tn);
    const degree = c.degree === null ? null : E.formatHundredths(c.degree);
    return {
      json: {
        seed,
        ...fields,
        tn: points(tn),
        verdict: c.verdict,
        margin: points(c.margin),
        degree: c.degree === null ? null : points(c.degree),
        text: { ...t, tn: E.formatHundredths(tn), margin: E.formatHundredths(c.margin), degree },
      },
      text:
        `${line}\nvs TN ${E.formatHundredths(tn)}: ${c.verdict}, margin ${E.formatHundredths(c.margin)}` +
        (degree === null ? "" : `, degree ${degree}`) +
        `\nseed ${seed}`,
    };
  },
};
