/**
 * Check "simple": a simple skill check. Two dice plus the relevant skill, stat and equipment
 * bonuses (less the wound penalty: "when rolling dice"), against a difficulty the GM sets;
 * meeting it succeeds (the text names no target: docs/rules-strs.md).
 */
import { num, str } from "../../rules/inputs";
import { RandomGenerator } from "../../random/generator";
import { Inputs, Odds, Outcome } from "../../rules/types";
import { StrsCheck } from "./check";
import { DIE_INPUT, Spec, chanceAtLeast, diceText, isAnyone, numberInput, sheetOf, skillInput, skillRow, whoInput } from "./common";
import { rollDice, sumOf } from "./dice";
import { dieRow } from "./pack";
import { effectiveWounds, signed } from "./sheet";
import { StrsPack, StrsSheet } from "./types";
import { indexedSpec } from "../../rules/lazy-spec";

/** Input i of the check. */
function simpleInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Who");
    case 1:
      return skillInput("skill", "Skill", "who");
    case 2:
      return numberInput("bonus", "Skill bonus", -20, 40, 0, isAnyone("who"));
    case 3:
      return numberInput("difficulty", "Difficulty", -20, 99);
    case 4:
      return DIE_INPUT;
  }
  return undefined;
}

function plan(inputs: Inputs, party: StrsSheet[], pack: StrsPack): { name: string; label: string; bonus: number; sides: number; n: number; target: number } {
  const s = sheetOf(party, inputs, "who");
  const die = dieRow(pack, Number(str(inputs, "die")));
  const skill = s ? skillRow(s, str(inputs, "skill")) : null;
  const bonus = s && skill ? skill.bonus - effectiveWounds(s) * die.woundPenalty : num(inputs, "bonus");
  return {
    name: s ? s.name : "Anyone", label: skill ? skill.name : "skill", bonus: bonus,
    sides: die.sides, n: pack.simpleDice, target: num(inputs, "difficulty"),
  };
}

function resolveSimple(inputs: Inputs, party: StrsSheet[], pack: StrsPack, rng: RandomGenerator): Outcome {
  const p = plan(inputs, party, pack);
  const dice = rollDice(rng, p.n, p.sides);
  const total = sumOf(dice) + p.bonus;
  const ok = total >= p.target;
  return {
    check: "simple",
    table: ok ? "SUCCESS" : "FAILURE",
    degree: "",
    lines: [p.name + " " + p.label, diceText(dice, p.sides) + " " + signed(p.bonus) + " =" + total, "vs " + p.target + ": " + (ok ? "success" : "failure")],
    summary: p.name + " " + p.label + ": " + total + " vs " + p.target + ", " + (ok ? "success" : "failure"),
    effects: [],
    followUps: [],
  };
}

export const simple: StrsCheck = {
  spec: indexedSpec("simple", "Simple skill check", simpleInput),
  resolve: resolveSimple,
  odds: function (inputs, party, pack): Odds {
    const p = plan(inputs, party, pack);
    const ok = chanceAtLeast(p.n, p.sides, p.bonus, p.target);
    return { check: "simple", lines: [{ id: "success", label: "Success", p: ok }, { id: "failure", label: "Failure", p: 1 - ok }] };
  },
};
