/**
 * Inputs and helpers the SIFRP checks share: who rolls (a party member, or "Anyone" with raw
 * numbers), the extra dice and modifiers every test may take, and the odds lines of a test.
 */
import { ANYONE, whoInput as anyWho } from "../../../rules/anyone";
import { findCharacter } from "../../../rules/inputs";
import { InputContext, InputSpec, Inputs, OddsLine } from "../../../rules/types";
import { MAX_BONUS, MAX_RANK, MIN_RANK } from "../abilities";
import { MAX_TEST_DICE } from "../pool";
import { TestOdds } from "../test-odds";
import { SifrpPack, SifrpSheet } from "../types";

export type Ctx = InputContext<SifrpSheet, SifrpPack>;
export type Spec = InputSpec<SifrpSheet, SifrpPack>;

export { ANYONE };

export function whoInput(id: string, label: string): Spec {
  return anyWho<SifrpSheet, SifrpPack>(id, label);
}


/** A foe struck by an Entangling weapon takes -5 on all tests. */
export const ENTANGLED_PENALTY = -5;


export function anyone(inputs: Inputs, id: string): boolean {
  return inputs[id] === ANYONE || inputs[id] === undefined;
}

/** The sheet chosen for input `id`, or null for Anyone. */
export function sheetOf(party: SifrpSheet[], inputs: Inputs, id: string): SifrpSheet | null {
  return anyone(inputs, id) ? null : findCharacter(party, inputs[id]);
}

export function number(id: string, label: string, min: number, max: number, initial?: number, when?: (c: Ctx) => boolean): Spec {
  const s: Spec = { id: id, label: label, kind: "number", min: min, max: max, unit: "plain" };
  if (initial !== undefined) s.initial = initial;
  if (when) s.when = when;
  return s;
}

/** Rank and bonus dice asked only for Anyone (`who` names the input choosing the roller). */
export function rawDice(who: string, prefix: string, rankLabel: string, bonusLabel: string): Spec[] {
  const raw = function (c: Ctx): boolean {
    return anyone(c.inputs, who);
  };
  return [number(prefix + "rank", rankLabel, MIN_RANK, MAX_RANK, undefined, raw), number(prefix + "bonus", bonusLabel, 0, MAX_BONUS, 0, raw)];
}

/** +D, -D and a flat modifier, which any test may take (helpers, wounds, the Narrator). */
export function extras(prefix: string): Spec[] {
  return [
    number(prefix + "extra", "+D test dice", 0, MAX_TEST_DICE, 0),
    number(prefix + "penalty", "-D penalty dice", 0, MAX_TEST_DICE, 0),
    number(prefix + "modifier", "result modifier", -30, 30, 0),
  ];
}

/** Odds lines of a test against a difficulty: failure by 4..1 degrees, then success by 1..4. */
export function testLines(o: TestOdds): OddsLine[] {
  const out: OddsLine[] = [];
  for (let d = 4; d >= 1; d--) out.push({ id: "fail" + d, label: "failure, " + d + (d === 1 ? " degree" : " degrees"), p: o.failures[d - 1] });
  for (let d = 1; d <= 4; d++) out.push({ id: "success" + d, label: "success, " + d + (d === 1 ? " degree" : " degrees"), p: o.degrees[d - 1] });
  return out;
}
