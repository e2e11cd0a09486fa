/**
 * A blow that has landed (the GM says so, or a foe strikes without a roll): location (rolled
 * or chosen), damage and its effect on the target, without the DX roll.
 */
import { die } from "../../../random/dice";
import { RandomGenerator } from "../../../random/generator";
import { str } from "../../../rules/inputs";
import { CheckImpl, Choice, Inputs } from "../../../rules/types";
import { line, odds, outcome } from "../lines";
import { TftPack, TftSheet } from "../types";
import { Ctx, Spec, nameOf, whoInput } from "../who";
import { attackerStInput, blowSetup, conditionTable, conditionWays, handsInput, hthInput, land, landedEffects, landedLines, targetInput, targetOf, weaponInput } from "./blow";
import { indexedSpec } from "../../../rules/lazy-spec";
import { listOf } from "../../../rules/line-pack";

const ROLL = "roll";

/** The blow's own six inputs. */
function ownInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Attacker");
    case 1:
      return weaponInput();
    case 2:
      return attackerStInput();
    case 3:
      return handsInput();
    case 4:
      return hthInput();
    case 5:
      return {
        id: "loc",
        label: "Location",
        kind: "choice",
        initial: ROLL,
        choices: function (c: Ctx): Choice[] {
          const out: Choice[] = [{ id: ROLL, label: "roll 1d" }];
          const locations = listOf(c.pack, "locations");
          for (let i = 0; i < locations.length; i++) out.push({ id: locations[i].id, label: locations[i].name });
          return out;
        },
      };
  }
  return undefined;
}

/** Input i of the check: the blow's six, then the target's six. */
function damageInput(i: number): Spec | undefined {
  return i < 6 ? ownInput(i) : i < 12 ? targetInput(i - 6) : undefined;
}

/** The chosen location's index, or -1 to roll it. */
function fixedLocation(inputs: Inputs, pack: TftPack): number {
  const id = str(inputs, "loc");
  const locations = listOf(pack, "locations");
  for (let i = 0; i < locations.length; i++) if (locations[i].id === id) return i;
  return -1;
}

export const damage: CheckImpl<TftSheet, TftPack> = {
  spec: indexedSpec("damage", "Landed blow", damageInput),
  resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
    const t = targetOf(inputs, party, pack);
    const fixed = fixedLocation(inputs, pack);
    const loc = fixed >= 0 ? fixed : die(rng, 6) - 1;
    const b = blowSetup(inputs, party, pack, t);
    const l = land(rng, pack, b, t, loc);
    const e = landedEffects(pack, t, l);
    const lines = [nameOf(inputs, party, "who", "blow") + " lands"].concat(landedLines(pack, b, t, l));
    const o = outcome("damage", conditionTable(l.condition), lines, e.effects, e.followUps);
    o.degree = listOf(pack, "locations")[loc].name.toUpperCase();
    return o;
  },
  odds: function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const t = targetOf(inputs, party, pack);
    const w = conditionWays(pack, blowSetup(inputs, party, pack, t), t, [], fixedLocation(inputs, pack));
    return odds("damage", [
      line("fit", "still fit", w.fit / w.total),
      line("disabled", "disabled", w.disabled / w.total),
      line("mortal", "mortally wounded", w.mortal / w.total),
      line("slain", "slain", w.slain / w.total),
    ]);
  },
};
