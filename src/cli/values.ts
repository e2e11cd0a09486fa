/**
 * Option values turned into what the engine takes, with exact integer/string arithmetic
 * (a TN of 13.25 points is 1325 hundredths, never 13.25 * 100 in floating point).
 * Every refusal is a UsageError naming the option and quoting the text.
 */
import type { Engine } from "../desktop/load-engine";
import type { Factor, Fraction, Roll, RollSetup } from "../home/index";
import { Args, UsageError, quote } from "./args";
import type { Json } from "./spec";

/** An integer in [lo, hi] written in decimal digits with an optional sign. */
export function parseInteger(text: string, option: string, lo: number, hi: number): number {
  const ok = /^[+-]?\d{1,16}$/.test(text);
  const v = ok ? Number(text) : NaN;
  if (!ok || !Number.isSafeInteger(v) || v < lo || v > hi) {
    throw new UsageError(`--${option} must be an integer from ${lo} to ${hi}, got ${quote(text)}`);
  }
  return v;
}

export function parseSkill(E: Engine, text: string, option: string): number {
  return parseInteger(text, option, E.MIN_SKILL, E.MAX_SKILL);
}

export function parseSeed(E: Engine, text: string, option: string): number {
  if (!/^\d+$/.test(text)) {
    throw new UsageError(`--${option} must be an integer from 0 to ${E.MAX_SEED}, got ${quote(text)}`);
  }
  return parseInteger(text, option, 0, E.MAX_SEED);
}

/** A TN in points ("13", "13.5", "13.25") as a whole number of hundredths. */
export function parseTn(E: Engine, text: string, option: string): number {
  if (/^-/.test(text)) throw new UsageError(`--${option} must not be negative, got ${quote(text)}`);
  const m = /^\+?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new UsageError(`--${option} must be a number of points like 13, 13.5 or 13.25, got ${quote(text)}`);
  const frac = m[2] === undefined ? "" : m[2];
  if (frac.length > 2) {
    throw new UsageError(`--${option} has at most 2 decimals (hundredths of a point), got ${quote(text)}`);
  }
  const h = BigInt(m[1]) * 100n + BigInt((frac + "00").slice(0, 2));
  if (h > BigInt(E.MAX_EXACT)) {
    throw new UsageError(`--${option} must be at most ${E.formatHundredths(E.MAX_EXACT)}, got ${quote(text)}`);
  }
  return Number(h);
}

/** Modifier fractions ("+1/3", "-1/6"), refused with the option's name. */
export function parseMods(E: Engine, texts: string[], option: string): Fraction[] {
  return texts.map((t) => {
    try {
      return E.parseFraction(t);
    } catch (e) {
      if (!E.isEngineError(e)) throw e;
      throw new UsageError(`--${option} must be a fraction of the roll like +1/3 or -1/6, got ${quote(t)}`);
    }
  });
}

/** A skill and its modifiers, as read from --<skillOption> and --<modOption>. */
export interface SideSetup {
  setup: RollSetup;
  mods: Fraction[];
}

export function sideSetup(E: Engine, args: Args, skillOption: string, modOption: string): SideSetup {
  const skill = parseSkill(E, args.need(skillOption), skillOption);
  const mods = parseMods(E, args.list(modOption), modOption);
  let factor: Factor;
  try {
    factor = E.factorOf(mods);
  } catch (e) {
    if (!E.isEngineError(e)) throw e;
    throw new UsageError(`--${modOption} values do not add up to a usable fraction: ${e.message}`);
  }
  return { setup: E.setup(skill, factor), mods };
}

/** Hundredths as a JSON number of points (the text form is exact, the number may round). */
export function points(h: number): number {
  return h / 100;
}

/** The modifiers as given and their sum ("0" when none; "-1" once they take the whole roll). */
export function setupJson(E: Engine, s: SideSetup): { [key: string]: Json } {
  const f = s.setup.factor;
  return {
    skill: s.setup.skill,
    modifiers: s.mods.map((m) => E.formatFraction(m)),
    modifier: E.formatFraction(E.fraction(f.num - f.den, f.den)),
  };
}

/** " (+1/3 -1/6)" after the skill in text output, or nothing. */
export function modsText(E: Engine, s: SideSetup): string {
  return s.mods.length === 0 ? "" : " (" + s.mods.map((m) => E.formatFraction(m)).join(" ") + ")";
}

export type JsonObject = { [key: string]: Json };

/** A roll's fields; "text" holds the exact formatted values and comes last. */
export function rollJson(E: Engine, s: SideSetup, r: Roll): JsonObject & { text: JsonObject } {
  return {
    ...setupJson(E, s),
    base: points(r.base),
    value: points(r.value),
    exceptional: r.exceptional,
    text: { base: E.formatHundredths(r.base), value: E.formatHundredths(r.value) },
  };
}

/** "skill 5 (+1/3): 13.26 [base 11.37, exceptional]" */
export function rollText(E: Engine, s: SideSetup, r: Roll): string {
  const notes: string[] = [];
  if (r.base !== r.value) notes.push("base " + E.formatHundredths(r.base));
  if (r.exceptional) notes.push("exceptional");
  return (
    `skill ${s.setup.skill}${modsText(E, s)}: ${E.formatHundredths(r.value)}` +
    (notes.length ? ` [${notes.join(", ")}]` : "")
  );
}

/** --seed N, or a fresh random seed (reported, so the roll can be repeated). */
export function seedOf(E: Engine, args: Args, random: () => number): number {
  const t = args.value("seed");
  return t === undefined ? random() : parseSeed(E, t, "seed");
}

/** --steps N and --lead M (an extended contest), or null without --steps; --lead alone is refused. */
export function contestOf(E: Engine, args: Args): { steps: number; lead: number } | null {
  const s = args.value("steps");
  if (s === undefined) {
    if (args.has("lead")) throw new UsageError("--lead needs --steps (the extended contest's N)");
    return null;
  }
  const steps = parseInteger(s, "steps", 1, E.MAX_STEPS);
  const l = args.value("lead");
  const lead = l === undefined ? 0 : parseInteger(l, "lead", 1 - steps, steps - 1);
  return { steps, lead };
}
