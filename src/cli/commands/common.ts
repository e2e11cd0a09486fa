/** Options shared by several commands. */
import type { OptionSpec } from "../spec";

export const SEED: OptionSpec = {
  name: "seed",
  kind: "value",
  arg: "N",
  help: "generator seed, 0 to 2^53-1 (default: a random one, reported)",
};

export function skillOption(name: string, who: string, required = true): OptionSpec {
  return { name, kind: "value", arg: "N", help: `${who} skill total, an integer from -10 to 990`, required };
}

export function modOption(name: string, who: string): OptionSpec {
  return { name, kind: "list", arg: "FRACTION", help: `modifier of ${who} roll like +1/3 or -1/6; repeat to add more` };
}

export const TN: OptionSpec = {
  name: "tn",
  kind: "value",
  arg: "POINTS",
  help: "Target Number in points, up to 2 decimals (13, 13.5, 13.25)",
};

/** An extended contest (a tug of war, docs/rules-sifni.md "The extended contest"): its N and the marker. */
export const CONTEST_OPTIONS: OptionSpec[] = [
  { name: "steps", kind: "value", arg: "N", help: "an extended contest: each round won moves the marker a step, the side first N steps ahead wins (1 to 9)" },
  { name: "lead", kind: "value", arg: "M", help: "with --steps: a's steps ahead before the first round, negative when b leads (default 0)" },
];
