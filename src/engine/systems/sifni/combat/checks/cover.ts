/**
 * Check "cover" (s-ifni.txt, "Ranged Combat"): "set a new base TN by making a RangedDefense
 * roll (minimum as base). This TN then stays in effect until the character leaves cover",
 * and further Cover actions "try to improve their current TN": the new TN is the best of
 * 3, the roll and the current Cover TN. The roll is RangedDefense + Cover (with armor and
 * wound penalties for a character). The GM carries the TN into ranged attacks at the target.
 */
import { lazySpec } from "../../../../rules/lazy-spec";
import { Fraction } from "../../../../math/fraction";
import { RandomGenerator } from "../../../../random/generator";
import { num, str } from "../../../../rules/inputs";
import { CheckImpl, Inputs, Odds, Outcome } from "../../../../rules/types";
import { oddsVsTn } from "../../../../sifni/odds";
import { roll } from "../../../../sifni/roll";
import { SifniPack, SifniSheet } from "../../types";
import { Fighter, RollDesc, desc, descText, fighter, fmt, mustAct, setupOf } from "../fighter";
import { Spec, fractionInput, hundredthsInput, totalInput, whoInput } from "../inputs";
import { clampSkill } from "../melee";
import { addFraction, armorPenalties, statTotal, woundPenalty, wornArmor } from "../sheet";
import { BASE_TN } from "../strategy";

/** built when the check is set up (rules/lazy-spec.ts) */
function inputSpecs(): Spec[] {
  return [
    whoInput("character", "Character"),
    totalInput("defenseSkill", "RangedDefense", "character", 0),
    { id: "coverSkill", label: "Cover skill", kind: "number", min: -1000, max: 1000, initial: 0, when: function (c) { return c.inputs.character === "anyone"; } },
    hundredthsInput("current", "Current cover TN", 0, 0),
    fractionInput("mod", "Modifier"),
  ];
}

function build(inputs: Inputs, party: SifniSheet[], pack: SifniPack): { who: Fighter; d: RollDesc; floor: number } {
  const who = fighter(party, inputs, "character", "Anyone");
  mustAct(who);
  const mods: Fraction[] = [];
  addFraction(str(inputs, "mod"), mods);
  const s = who.sheet;
  if (s) {
    armorPenalties(wornArmor(s, pack), mods);
    woundPenalty(s.wounds, "", mods);
  }
  const skill = s ? statTotal(s, "RangedDefense", "Cover") : clampSkill(num(inputs, "defenseSkill") + num(inputs, "coverSkill"));
  const current = num(inputs, "current");
  return { who: who, d: desc(skill, mods), floor: current > BASE_TN ? current : BASE_TN };
}

export const COVER: CheckImpl<SifniSheet, SifniPack> = {
  spec: lazySpec("cover", "Take cover", inputSpecs),
  resolve: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
    const b = build(inputs, party, pack);
    const r = roll(rng, setupOf(b.d));
    const tn = r.value > b.floor ? r.value : b.floor;
    return {
      check: "cover",
      table: "IN COVER",
      degree: "",
      lines: [b.who.name + " cover " + fmt(r.value), "cover TN " + fmt(tn) + (r.value > b.floor ? "" : " (kept)"), "roll " + descText(b.d)],
      summary: b.who.name + " takes cover: TN " + fmt(tn),
      effects: [],
      followUps: [],
    };
  },
  odds: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
    const b = build(inputs, party, pack);
    const o = oddsVsTn(setupOf(b.d), b.floor);
    return { check: "cover", lines: [{ id: "better", label: "better cover", p: o.success }, { id: "kept", label: "no better", p: o.deadlock + o.failure }] };
  },
};
