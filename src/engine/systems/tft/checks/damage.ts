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
import { attackerStInput, blowSetup, conditionTable, conditionWays, handsInput, hthInput, land, landedEffects, landedLines, targetInputs, targetOf, weaponInput } from "./blow";

const ROLL = "roll";

const INPUTS: Spec[] = ([
  whoInput("who", "Attacker"),
  weaponInput(),
  attackerStInput(),
  handsInput(),
  hthInput(),
  {
    id: "loc",
    label: "Location",
    kind: "choice",
    initial: ROLL,
    choices: function (c: Ctx): Choice[] {
      const out: Choice[] = [{ id: ROLL, label: "roll 1d" }];
      for (let i = 0; i < c.pack.locations.length; i++) out.push({ id: c.pack.locations[i].id, label: c.pack.locations[i].name });
      return out;
    },
  },
] as Spec[]).concat(targetInputs());

/** The chosen location's index, or -1 to roll it. */
function fixedLocation(inputs: Inputs, pack: TftPack): number {
  const id = str(inputs, "loc");
  for (let i = 0; i < pack.locations.length; i++) if (pack.locations[i].id === id) return i;
  return -1;
}

export const damage: CheckImpl<TftSheet, TftPack> = {
  spec: { id: "damage", label: "Landed blow", inputs: INPUTS },
  resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
    const t = targetOf(inputs, party, pack);
    const fixed = fixedLocation(inputs, pack);
    const loc = fixed >= 0 ? fixed : die(rng, 6) - 1;
    const b = blowSetup(inputs, party, pack, t);
    const l = land(rng, pack, b, t, loc);
    const e = landedEffects(pack, t, l);
    const lines = [nameOf(inputs, party, "who", "blow") + " lands"].concat(landedLines(pack, b, t, l));
    const o = outcome("damage", conditionTable(l.condition), lines, e.effects, e.followUps);
    o.degree = pack.locations[loc].name.toUpperCase();
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
