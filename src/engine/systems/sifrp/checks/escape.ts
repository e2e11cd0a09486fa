/**
 * "escape": freeing oneself from an Entangling weapon, a Challenging (9) Athletics test
 * (Strength bonus dice apply) or a Challenging (9) Agility test (Contortionist bonus dice apply).
 * The text's -5 "on all tests" for an entangled foe applies to this test too (docs/rules-sifrp.md),
 * and so does the Armor Penalty on the Agility way.
 */
import { num, str } from "../../../rules/inputs";
import { CheckImpl, Inputs, Odds, Outcome } from "../../../rules/types";
import { poolOf } from "../pool";
import { bonusOf, hasStatus, rankOf } from "../sheet-stats";
import { testOdds } from "../test-odds";
import { SifrpPack, SifrpSheet } from "../types";
import { ENTANGLED_PENALTY, Spec, extras, rawDice, sheetOf, testLines, whoInput } from "./common";
import { TestSetup, standingModifier, testOutcome } from "./test";
import { signed } from "../test-roll";

/** "Challenging (9)" */
export const ESCAPE_DIFFICULTY = 9;

/** The two ways out and the specialty whose bonus dice apply to each. */
const WAYS: { [ability: string]: string } = { Athletics: "Strength", Agility: "Contortionist" };

const viaInput: Spec[] = [
  {
    id: "via",
    label: "Escape with",
    kind: "choice",
    initial: "Athletics",
    choices: function () {
      return [
        { id: "Athletics", label: "Athletics (Strength)" },
        { id: "Agility", label: "Agility (Contortionist)" },
      ];
    },
  },
];

export const escapeInputs: Spec[] = [whoInput("who", "Who is entangled")].concat(viaInput, rawDice("who", "", "ability rank", "bonus dice"), extras(""));

export function escapeSetup(inputs: Inputs, party: SifrpSheet[], pack: SifrpPack): TestSetup {
  const s = sheetOf(party, inputs, "who");
  const via = str(inputs, "via");
  const spec = WAYS[via];
  const notes: string[] = [];
  const rank = s === null ? num(inputs, "rank") : rankOf(s, via);
  const bonus = s === null ? num(inputs, "bonus") : bonusOf(s, via, spec);
  const test = rank + num(inputs, "extra");
  const penalty = num(inputs, "penalty");
  let modifier = standingModifier(s, via, pack, num(inputs, "modifier"), notes);
  // the one escaping is entangled: the -5 applies even if the status was not written on a sheet
  if (s === null || !hasStatus(s, "entangled")) {
    modifier += ENTANGLED_PENALTY;
    notes.push("entangled " + signed(ENTANGLED_PENALTY));
  }
  return {
    label: via + (bonus > 0 ? " (" + spec + ")" : ""),
    test: test,
    bonus: bonus,
    penalty: penalty,
    modifier: modifier,
    difficulty: ESCAPE_DIFFICULTY,
    pool: poolOf(test, bonus, penalty, "extra"),
    notes: notes,
  };
}

export const escape: CheckImpl<SifrpSheet, SifrpPack> = {
  spec: { id: "escape", label: "Escape entangling", menu: "combat", inputs: escapeInputs },
  resolve: function (inputs, party, pack, rng): Outcome {
    const s = sheetOf(party, inputs, "who");
    const r = testOutcome("escape", escapeSetup(inputs, party, pack), rng);
    const o = r.outcome;
    o.table = r.degrees > 0 ? "FREE" : "STILL HELD";
    o.lines.push(r.degrees > 0 ? "free of the entangling" : "still entangled");
    if (r.degrees > 0 && s !== null && hasStatus(s, "entangled")) {
      o.effects.push({ character: s.id, kind: "status", text: s.name + ": no longer entangled", data: { status: "entangled", set: false } });
    }
    return o;
  },
  odds: function (inputs, party, pack): Odds {
    const t = escapeSetup(inputs, party, pack);
    return { check: "escape", lines: testLines(testOdds(t.pool, t.modifier, t.difficulty)) };
  },
};
