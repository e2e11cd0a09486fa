/**
 * Inputs and helpers shared by the STRS checks. A "who" input offers Anyone ("*": raw numbers
 * asked next) and the party's sheets; number inputs for Anyone are asked only when "*" is chosen.
 */
import { engineError } from "../../errors";
import { ANYONE, whoInput as anyWho } from "../../rules/anyone";
import { str } from "../../rules/inputs";
import { Choice, InputContext, InputSpec, Inputs } from "../../rules/types";
import { diceSumCounts } from "../../math/dice-sums";
import { StrsPack, StrsSheet } from "./types";
import { listOf } from "../../rules/line-pack";

export type Ctx = InputContext<StrsSheet, StrsPack>;
export type Spec = InputSpec<StrsSheet, StrsPack>;

export { ANYONE };

/** A who-input: Anyone or a party member, other than the one chosen in `not` (if any). */
export function whoInput(id: string, label: string, not?: string): Spec {
  return anyWho<StrsSheet, StrsPack>(id, label, not);
}


export function sheetIn(party: StrsSheet[], id: string): StrsSheet | undefined {
  for (let i = 0; i < party.length; i++) if (party[i].id === id) return party[i];
  return undefined;
}


/** True when the who-input `who` is Anyone (raw numbers follow). */
export function isAnyone(who: string): (c: Ctx) => boolean {
  return function (c: Ctx): boolean {
    return c.inputs[who] === ANYONE;
  };
}

/** True when the who-input `who` names a sheet. */
export function isSheet(who: string): (c: Ctx) => boolean {
  return function (c: Ctx): boolean {
    const v = c.inputs[who];
    return typeof v === "string" && v !== ANYONE;
  };
}

export function numberInput(id: string, label: string, min: number, max: number, initial?: number, when?: (c: Ctx) => boolean): Spec {
  const s: Spec = { id: id, label: label, kind: "number", min: min, max: max, step: 1, unit: "plain" };
  if (initial !== undefined) s.initial = initial;
  if (when) s.when = when;
  return s;
}

export function flagInput(id: string, label: string, when?: (c: Ctx) => boolean): Spec {
  const s: Spec = { id: id, label: label, kind: "flag", initial: false };
  if (when) s.when = when;
  return s;
}

/** The die size: the pack's dice ("6", "12"), the first by default. */
export const DIE_INPUT: Spec = {
  id: "die",
  label: "Dice",
  kind: "choice",
  initial: "6",
  choices: function (c: Ctx): Choice[] {
    const out: Choice[] = [];
    const dice = listOf(c.pack, "dice");
    for (let i = 0; i < dice.length; i++) out.push({ id: String(dice[i].sides), label: "d" + dice[i].sides });
    return out;
  },
};

/**
 * Choices from rows with an id and a name (a pack's table, a sheet's skills or attacks); with
 * `id`, that one alone or none (a check's inputs are validated so: no list made).
 */
export function namedChoices(rows: { id: string; name: string }[], id?: string): Choice[] {
  const out: Choice[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (id !== undefined && rows[i].id !== id) continue;
    out.push({ id: rows[i].id, label: rows[i].name });
    // ids are unique: the one asked for is found
    if (id !== undefined) break;
  }
  return out;
}

/** An Anyone's character type, for KO: the pack's types, "trained" by default. */
export function typeInput(id: string, label: string, when: (c: Ctx) => boolean): Spec {
  return {
    id: id,
    label: label,
    kind: "choice",
    initial: "trained",
    when: when,
    choices: function (c: Ctx, id?: string): Choice[] {
      return namedChoices(listOf(c.pack, "types"), id);
    },
  };
}

/** A skill of the sheet chosen by `who` (for skill checks). */
export function skillInput(id: string, label: string, who: string): Spec {
  return {
    id: id,
    label: label,
    kind: "choice",
    when: isSheet(who),
    choices: function (c: Ctx, id?: string): Choice[] {
      const s = sheetIn(c.party, str(c.inputs, who));
      return s ? namedChoices(s.skills, id) : [];
    },
  };
}

/** The sheet a completed who-input names (inputs were validated against the party). */
export function sheetOf(party: StrsSheet[], inputs: Inputs, who: string): StrsSheet | undefined {
  const id = str(inputs, who);
  return id === ANYONE ? undefined : sheetIn(party, id);
}

/** The sheet's skill with this id; one it does not have reads as its id with bonus 0. */
export function skillRow(s: StrsSheet, id: string): { name: string; bonus: number } {
  for (let i = 0; i < s.skills.length; i++) if (s.skills[i].id === id) return s.skills[i];
  return { name: id, bonus: 0 };
}

/** An input error naming the input, as requireInputs reports them. */
export function refuse(input: string, message: string): Error {
  return engineError("INPUT", "input '" + input + "' " + message, input);
}

/** Refuses more dice on one side than the pack allows (exact counts stay below 2^53). */
export function checkDice(pack: StrsPack, input: string, n: number): void {
  if (n > pack.maxDice) throw refuse(input, "must be at most " + pack.maxDice + " dice, got " + n);
}

/** "3d6 5 2 6" or "0d6" for the GM lines. */
export function diceText(faces: number[], sides: number): string {
  return faces.length + "d" + sides + (faces.length > 0 ? " " + faces.join(" ") : "");
}

/** Probability that n dice plus `bonus` total at least `target`: exact count / sides^n. */
export function chanceAtLeast(n: number, sides: number, bonus: number, target: number): number {
  const c = diceSumCounts(n, sides);
  let hit = 0;
  let all = 0;
  for (let s = 0; s < c.length; s++) {
    all += c[s];
    if (s + bonus >= target) hit += c[s];
  }
  return hit / all;
}

export function plural(n: number, one: string, many: string): string {
  return n + " " + (n === 1 ? one : many);
}
