/**
 * Binding wounds: a WT roll; a success adds the number rolled to the patient's current ST for
 * recovery rolls only, until a wound is re-opened.
 */
import { RandomGenerator } from "../../../random/generator";
import { CheckImpl, Effect, Inputs } from "../../../rules/types";
import { facesText, outcomes, rollDice, succeeds, successWays } from "../dice";
import { line, odds, outcome } from "../lines";
import { TftPack, TftSheet } from "../types";
import { MAX_ATTR, MIN_ATTR, Spec, nameOf, rawAttr, rawNumber, sheetOf, statInput, whoInput } from "../who";
import { sideOf, sideText } from "./check";
import { indexedSpec } from "../../../rules/lazy-spec";

/** Input i of the check. */
function bindInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Who binds");
    case 1:
      return rawAttr("attr", "WT", "who", MIN_ATTR, MAX_ATTR);
    case 2:
      return rawNumber("dice", "Dice (4 untrained, 3 skilled)", "who", 3, 4, 4);
    case 3:
      return statInput("stat", "who", "WT");
    case 4:
      return { id: "adj", label: "Adjustment", kind: "number", min: MIN_ATTR, max: MAX_ATTR, initial: 0 };
    case 5:
      return whoInput("patient", "Patient");
  }
  return undefined;
}

export const bind: CheckImpl<TftSheet, TftPack> = {
  spec: indexedSpec("bind", "Bind wounds", bindInput),
  resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
    const t = sideOf(inputs, party, pack, "");
    const r = rollDice(rng, t.dice);
    const ok = succeeds(r.total, t.target, pack.dice.automatic);
    const patient = nameOf(inputs, party, "patient", "patient");
    const lines = [sideText(inputs, party, "", t), facesText(r) + (ok ? " bound" : " fails")];
    const effects: Effect[] = [];
    if (ok) {
      lines.push(patient + ": recovery rolls +" + r.total);
      const s = sheetOf(inputs, party, "patient");
      if (s) effects.push({ character: s.id, kind: "bound", text: s.name + ": bound, recovery +" + r.total, data: { bonus: r.total } });
    }
    return outcome("bind", ok ? "BOUND" : "FAILURE", lines, effects);
  },
  odds: function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const t = sideOf(inputs, party, pack, "");
    const all = outcomes(t.dice);
    const s = successWays(t.dice, t.target, pack.dice.automatic);
    return odds("bind", [line("success", "bound", s / all), line("failure", "failure", (all - s) / all)]);
  },
};
