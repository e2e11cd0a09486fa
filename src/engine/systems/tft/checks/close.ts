/**
 * Moving into a foe's space for hand-to-hand: the target repulses the one moving in, or draws
 * a close weapon on them, on 1d by relative strength (weaker 3 / 5 in 6, equal 2 / 4, stronger 1 / 3).
 */
import { die } from "../../../random/dice";
import { RandomGenerator } from "../../../random/generator";
import { num, str } from "../../../rules/inputs";
import { CheckImpl, Choice, Inputs } from "../../../rules/types";
import { strengthRow } from "../harm";
import { int, line, odds, outcome } from "../lines";
import { TftPack, TftSheet } from "../types";
import { Spec, currentSt, nameOf, rawAttr, sheetOf, whoInput } from "../who";
import { indexedSpec } from "../../../rules/lazy-spec";

/** Input i of the check. */
function closeInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Moving in");
    case 1:
      return rawAttr("st", "Mover ST", "who", -40, 60);
    case 2:
      return whoInput("target", "Target");
    case 3:
      return rawAttr("tst", "Target ST", "target", -40, 60);
    case 4:
      return {
        id: "response",
        label: "Target tries to",
        kind: "choice",
        initial: "repulse",
        choices: function (): Choice[] {
          return [
            { id: "repulse", label: "repulse" },
            { id: "draw", label: "draw close weapon" },
          ];
        },
      };
  }
  return undefined;
}

function stOf(inputs: Inputs, party: TftSheet[], who: string, raw: string): number {
  const s = sheetOf(inputs, party, who);
  return s ? currentSt(s) : num(inputs, raw);
}

/** The target's chance in 6: the strength row of the one moving in against the target. */
function chance(inputs: Inputs, party: TftSheet[], pack: TftPack): { chance: number; relation: string } {
  const row = strengthRow(pack, stOf(inputs, party, "who", "st"), stOf(inputs, party, "target", "tst"));
  return { chance: str(inputs, "response") === "draw" ? row.draw : row.repulse, relation: row.id };
}

export const close: CheckImpl<TftSheet, TftPack> = {
  spec: indexedSpec("close", "Move into hand-to-hand", closeInput),
  resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
    const c = chance(inputs, party, pack);
    const draw = str(inputs, "response") === "draw";
    const d = die(rng, 6);
    const ok = d <= c.chance;
    const lines = [
      nameOf(inputs, party, "who", "mover") + " (" + c.relation + ") moves in",
      nameOf(inputs, party, "target", "target") + (draw ? " draws: " : " repulses: ") + int(c.chance) + " in 6",
      "d6 " + d + (ok ? (draw ? ": close weapon drawn" : ": repulsed") : ": in hand-to-hand"),
    ];
    return outcome("close", ok ? (draw ? "WEAPON DRAWN" : "REPULSED") : "HAND-TO-HAND", lines);
  },
  odds: function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const c = chance(inputs, party, pack);
    const draw = str(inputs, "response") === "draw";
    return odds("close", [
      line(draw ? "drawn" : "repulsed", draw ? "close weapon drawn" : "repulsed", c.chance / 6),
      line("hth", "in hand-to-hand", (6 - c.chance) / 6),
    ]);
  },
};
