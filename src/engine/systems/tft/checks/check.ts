/**
 * A task roll: 4d (untrained) or 3d (skilled) at or under the adjusted attribute; a total of
 * 4 or less always succeeds.
 */
import { RandomGenerator } from "../../../random/generator";
import { CheckImpl, Inputs } from "../../../rules/types";
import { facesText, outcomes, rollDice, succeeds, successWays } from "../dice";
import { int, line, odds, outcome } from "../lines";
import { TftPack, TftSheet } from "../types";
import { indexedSpec } from "../../../rules/lazy-spec";
import { MAX_ATTR, MIN_ATTR, Spec, Target, nameOf, rawAttr, rawNumber, sideTarget, statInput, whoInput } from "../who";

/**
 * Input j of one rolling side (five; undefined past them), ids prefixed ("a-attr") for opposed
 * rolls: built one at a time (rules/lazy-spec.ts indexedSpec), so a check's entry holds no list.
 */
export function sideInput(prefix: string, who: string, j: number): Spec | undefined {
  switch (j) {
    case 0:
      return whoInput(prefix + "who", who);
    case 1:
      return rawAttr(prefix + "attr", "Attribute", prefix + "who", MIN_ATTR, MAX_ATTR);
    case 2:
      return rawNumber(prefix + "dice", "Dice (4 untrained, 3 skilled)", prefix + "who", 3, 4, 4);
    case 3:
      return statInput(prefix + "stat", prefix + "who");
    case 4:
      return { id: prefix + "adj", label: "Adjustment", kind: "number", min: MIN_ATTR, max: MAX_ATTR, initial: 0 };
  }
  return undefined;
}

function checkInput(i: number): Spec | undefined {
  return sideInput("", "Who rolls", i);
}

export function sideOf(inputs: Inputs, party: TftSheet[], pack: TftPack, prefix: string): Target {
  return sideTarget(inputs, party, pack, {
    who: prefix + "who",
    attr: prefix + "attr",
    dice: prefix + "dice",
    stat: prefix + "stat",
    adj: prefix + "adj",
  });
}

/** "Bran DX 12 (3d)", "Bran Sword 13 (3d)", "attr 12 (4d)" for Anyone */
export function sideText(inputs: Inputs, party: TftSheet[], prefix: string, t: Target): string {
  const name = nameOf(inputs, party, prefix + "who", "");
  return (name === "" ? "" : name + " ") + t.stat + " " + int(t.target) + " (" + t.dice + "d)";
}

export const check: CheckImpl<TftSheet, TftPack> = {
  spec: indexedSpec("check", "Attribute roll", checkInput),
  resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
    const t = sideOf(inputs, party, pack, "");
    const r = rollDice(rng, t.dice);
    const ok = succeeds(r.total, t.target, pack.dice.automatic);
    const lines = [sideText(inputs, party, "", t), facesText(r) + (ok ? " success" : " failure")];
    if (ok && r.total > t.target) lines.push(int(pack.dice.automatic) + " or less always succeeds");
    return outcome("check", ok ? "SUCCESS" : "FAILURE", lines);
  },
  odds: function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const t = sideOf(inputs, party, pack, "");
    const all = outcomes(t.dice);
    const s = successWays(t.dice, t.target, pack.dice.automatic);
    return odds("check", [line("success", "success", s / all), line("failure", "failure", (all - s) / all)]);
  },
};
