/**
 * The distribution of one roll, exactly, from the engine's closed form atLeast(setup, v):
 * P(roll >= v hundredths) in units of 2^-28. No sampling, so the numbers are reproducible.
 */
import type { Engine } from "../../desktop/load-engine";
import type { RollSetup } from "../../home/index";
import type { CommandSpec, Json } from "../spec";
import { modOption, skillOption } from "./common";
import { parseInteger, points, setupJson, sideSetup, modsText } from "../values";

export const PERCENTILES = [1, 5, 10, 25, 50, 75, 90, 95, 99];
const BAR_WIDTH = 40;

/**
 * The p-th percentile in hundredths: the smallest v with P(roll <= v) >= p/100, i.e.
 * 100 * atLeast(v + 1) <= (100 - p) * ONE, found by binary search over [0, MAX_EXACT]
 * (atLeast is 0 past MAX_EXACT, so the top always qualifies). All integers below 2^53.
 */
export function percentile(E: Engine, s: RollSetup, p: number): number {
  const one = E.atLeast(s, 0);
  let lo = 0;
  let hi = E.MAX_EXACT;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (100 * E.atLeast(s, mid + 1) <= (100 - p) * one) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The highest result the setup can reach (the curve's value for the top generator word). */
export function highest(E: Engine, s: RollSetup): number {
  return E.applyFactor(E.curve(s.skill, 4294967295), s.factor);
}

export interface Bin {
  /** first and last hundredth of the bin */
  from: number;
  to: number;
  /** P(from <= roll <= to) */
  p: number;
  exceptional: boolean;
}

/**
 * `bins` equal bins over [0, normal max] (fewer when the range has fewer hundredths), then
 * one bin for everything above the normal maximum, up to the highest reachable result.
 */
export function histogram(E: Engine, s: RollSetup, bins: number): Bin[] {
  const one = E.atLeast(s, 0);
  const top = E.applyFactor(100 * (s.skill + 10), s.factor);
  const n = top > 0 ? Math.min(bins, top) : 1;
  const out: Bin[] = [];
  let from = 0;
  for (let i = 1; i <= n; i++) {
    const to = i === n ? top : Math.floor((i * top) / n) - 1;
    out.push({ from, to, p: (E.atLeast(s, from) - E.atLeast(s, to + 1)) / one, exceptional: false });
    from = to + 1;
  }
  out.push({ from: top + 1, to: Math.max(highest(E, s), top + 1), p: E.atLeast(s, top + 1) / one, exceptional: true });
  return out;
}

export const curve: CommandSpec = {
  name: "curve",
  summary: "percentiles and histogram of a skill's roll, computed exactly",
  usage: ["curve --skill N [--mod FRACTION ...] [--bins N] [--json]"],
  options: [
    skillOption("skill", "the"),
    modOption("mod", "the"),
    { name: "bins", kind: "value", arg: "N", help: "histogram bins over [0, normal maximum], 1 to 100 (default 10)" },
  ],
  notes: [
    "From the engine's closed form P(roll >= v) (units of 2^-28), not from sampling.",
    "The p-th percentile is the smallest result v with P(roll <= v) >= p%.",
    "JSON (numbers in points, p from 0 to 1):",
    '  {"skill", "modifiers", "modifier", "normalMax":P, "max":P,',
    '   "percentiles":[{"p":1, "value":P, "text":"3.21"}, ... p = 1 5 10 25 50 75 90 95 99],',
    '   "histogram":[{"from":P, "to":P, "p":p, "exceptional":false}, ..., {... "exceptional":true}]}',
    "  normalMax: skill + 10 after modifiers; max: the highest reachable result;",
    "  bins hold from..to inclusive (to the hundredth); the last bin is everything above normalMax.",
  ],
  run(args, ctx) {
    const E = ctx.engine();
    const side = sideSetup(E, args, "skill", "mod");
    const binsText = args.value("bins");
    const bins = binsText === undefined ? 10 : parseInteger(binsText, "bins", 1, 100);
    const s = side.setup;
    const pcts = PERCENTILES.map((p) => ({ p, v: percentile(E, s, p) }));
    const hist = histogram(E, s, bins);
    const normal = hist[hist.length - 2].to;
    const max = highest(E, s);
    const fmt = E.formatHundredths;
    const maxP = Math.max(...hist.map((b) => b.p));
    const labels = hist.map((b) => (b.exceptional ? `above ${fmt(normal)}` : `${fmt(b.from)} - ${fmt(b.to)}`));
    const width = Math.max(...labels.map((l) => l.length));
    const lines = hist.map((b, i) => {
      const bar = "#".repeat(maxP > 0 ? Math.round((b.p / maxP) * BAR_WIDTH) : 0);
      return `${labels[i].padStart(width)} | ${bar.padEnd(BAR_WIDTH)} ${E.formatPercent(b.p).padStart(6)}`;
    });
    const percentiles: Json[] = pcts.map(({ p, v }) => ({ p, value: points(v), text: fmt(v) }));
    const histogramJson: Json[] = hist.map((b) => ({ from: points(b.from), to: points(b.to), p: b.p, exceptional: b.exceptional }));
    return {
      json: {
        ...setupJson(E, side),
        normalMax: points(normal),
        max: points(max),
        percentiles,
        histogram: histogramJson,
      },
      text: [
        `skill ${s.skill}${modsText(E, side)}: normal maximum ${fmt(normal)}, highest possible ${fmt(max)}`,
        "percentiles: " + pcts.map(({ p, v }) => `${p}%: ${fmt(v)}`).join("  "),
        ...lines,
      ].join("\n"),
    };
  },
};
