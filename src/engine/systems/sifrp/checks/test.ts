/**
 * "test": an ability test against a difficulty. Rank d6 plus bonus dice from a specialty, keep
 * the best (rank - penalty dice); the result equals or beats the difficulty for success, and the
 * margin gives the degrees. With a sheet the Armor Penalty applies to Agility tests and an
 * entangled character takes -5 (sifrp-combat.txt, "Armor Penalty", "Entangling").
 */
import { findCharacter, num, str } from "../../../rules/inputs";
import { CheckImpl, Choice, Inputs, Odds, Outcome } from "../../../rules/types";
import { RandomGenerator } from "../../../random/generator";
import { digits } from "../../../format/number";
import { Pool, poolOf } from "../pool";
import { armorPenaltyOf, bonusOf, hasStatus, rankOf } from "../sheet-stats";
import { testOdds } from "../test-odds";
import { degreeCount, degreesText, diceLines, poolText, resultLine, rollTest, signed } from "../test-roll";
import { SifrpPack, SifrpSheet } from "../types";
import { Ctx, ENTANGLED_PENALTY, Spec, anyone, extras, number, rawDice, sheetOf, testLines, whoInput } from "./common";

/** The numbers a test rolls with, worked out from the inputs (shared by resolve and odds). */
export interface TestSetup {
  /** "Agility (Dodge)" or "Test" */
  label: string;
  test: number;
  bonus: number;
  penalty: number;
  modifier: number;
  difficulty: number;
  pool: Pool;
  /** where the modifier came from: "armor -6", "entangled -5" */
  notes: string[];
}

/** "-" is the "no specialty" choice. */
export const NO_SPECIALTY = "-";

function sheetAbilities(s: SifrpSheet): Choice[] {
  const out: Choice[] = [];
  for (const k in s.abilities) if (Object.prototype.hasOwnProperty.call(s.abilities, k)) out.push({ id: k, label: k });
  return out;
}

export function specialtyChoices(s: SifrpSheet | null, ability: string): Choice[] {
  const out: Choice[] = [{ id: NO_SPECIALTY, label: "none" }];
  const m = s === null ? undefined : s.specialties[ability];
  if (m) for (const k in m) if (Object.prototype.hasOwnProperty.call(m, k)) out.push({ id: k, label: k + " " + digits(m[k]) + "B" });
  return out;
}

/**
 * Adds the sheet's standing modifiers to a test: the Armor Penalty on Agility tests, -5 while
 * entangled. Returns the modifier.
 */
export function standingModifier(s: SifrpSheet | null, ability: string, pack: SifrpPack, modifier: number, notes: string[]): number {
  if (s === null) return modifier;
  if (ability === "Agility") {
    const ap = armorPenaltyOf(s, pack);
    if (ap !== 0) {
      modifier += ap;
      notes.push("armor " + signed(ap));
    }
  }
  if (hasStatus(s, "entangled")) {
    modifier += ENTANGLED_PENALTY;
    notes.push("entangled " + signed(ENTANGLED_PENALTY));
  }
  return modifier;
}

export function testSetup(inputs: Inputs, party: SifrpSheet[], pack: SifrpPack): TestSetup {
  const s = sheetOf(party, inputs, "who");
  const notes: string[] = [];
  let label = "Test";
  let rank = num(inputs, "rank");
  let bonus = num(inputs, "bonus");
  if (s !== null) {
    const ability = str(inputs, "ability");
    const spec = str(inputs, "specialty");
    label = ability + (spec === NO_SPECIALTY ? "" : " (" + spec + ")");
    rank = rankOf(s, ability);
    bonus = spec === NO_SPECIALTY ? 0 : bonusOf(s, ability, spec);
  }
  const test = rank + num(inputs, "extra");
  const penalty = num(inputs, "penalty");
  const modifier = standingModifier(s, str(inputs, "ability"), pack, num(inputs, "modifier"), notes);
  return {
    label: label,
    test: test,
    bonus: bonus,
    penalty: penalty,
    modifier: modifier,
    difficulty: num(inputs, "difficulty"),
    pool: poolOf(test, bonus, penalty, "extra"),
    notes: notes,
  };
}

const abilityInputs: Spec[] = [
  {
    id: "ability",
    label: "Ability",
    kind: "choice",
    when: function (c: Ctx) {
      return !anyone(c.inputs, "who");
    },
    choices: function (c: Ctx) {
      return sheetAbilities(findCharacter(c.party, c.inputs.who));
    },
  },
  {
    id: "specialty",
    label: "Specialty",
    kind: "choice",
    initial: NO_SPECIALTY,
    when: function (c: Ctx) {
      return !anyone(c.inputs, "who");
    },
    choices: function (c: Ctx) {
      return specialtyChoices(findCharacter(c.party, c.inputs.who), String(c.inputs.ability));
    },
  },
];

/** Who, ability and specialty (or rank and bonus dice for Anyone), the extras, the difficulty. */
export const testInputs: Spec[] = [whoInput("who", "Who tests")]
  .concat(abilityInputs, rawDice("who", "", "ability rank", "bonus dice"), extras(""))
  .concat([number("difficulty", "Difficulty", 0, 60, 9)]);

/** The GM lines and outcome of a rolled test (shared with escape). */
export function testOutcome(check: string, t: TestSetup, rng: RandomGenerator): { outcome: Outcome; degrees: number } {
  const r = rollTest(rng, t.pool, t.modifier, t.difficulty);
  const lines = [t.label + " " + poolText(t.test, t.bonus, t.penalty)].concat(diceLines(r));
  if (t.notes.length > 0) lines.push(t.notes.join(", "));
  lines.push(resultLine(r, digits(t.difficulty)));
  lines.push(degreesText(r.degrees));
  return {
    outcome: {
      check: check,
      table: r.degrees > 0 ? "SUCCESS" : "FAILURE",
      degree: degreeCount(r.degrees),
      lines: lines,
      summary: t.label + " " + poolText(t.test, t.bonus, t.penalty) + ": " + r.result + " vs " + t.difficulty + ", " + degreesText(r.degrees),
      effects: [],
      followUps: [],
    },
    degrees: r.degrees,
  };
}

export const test: CheckImpl<SifrpSheet, SifrpPack> = {
  spec: { id: "test", label: "Ability test", inputs: testInputs },
  resolve: function (inputs, party, pack, rng): Outcome {
    return testOutcome("test", testSetup(inputs, party, pack), rng).outcome;
  },
  odds: function (inputs, party, pack): Odds {
    const t = testSetup(inputs, party, pack);
    return { check: "test", lines: testLines(testOdds(t.pool, t.modifier, t.difficulty)) };
  },
};
