/**
 * Check "cover" (s-ifni.txt, "Ranged Combat"): "set a new base TN by making a RangedDefense
 * roll (minimum as base). This TN then stays in effect until the character leaves cover", and
 * further Cover actions "try to improve their current TN": the new TN is the best of 3, the roll
 * and the current Cover TN. The roll is RangedDefense + Cover (with armor and wound penalties
 * for a character; the wound's for movement: cover lasts "until the character leaves cover
 * (moves)", so taking it is placing oneself). The result offers a ranged attack at this target with the new TN.
 */
import { Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { oddsVsTn } from "../odds";
import { roll } from "../roll";
import { Fighter, SheetRef, fighter, mustAct, num, str } from "../checks/context";
import { fmt, pair } from "../checks/lines";
import { addMod, mods, sheetPenalties } from "../checks/mods";
import { RollDesc, clampSkill, desc, descLines, setupOf, totalOf } from "./fighter";
import { MOVEMENT } from "./location";
import { BASE_TN } from "./strategy";

function build(inputs: Inputs, party: SheetRef[], pack: string): { who: Fighter; d: RollDesc; floor: number } {
  const who = fighter(party, inputs, "character", "Anyone");
  mustAct(who, true);
  const m = mods();
  addMod(m, "GM", str(inputs, "mod"));
  if (who.sheet) sheetPenalties(m, who.sheet, pack, MOVEMENT, false, false);
  const skill = who.sheet ? totalOf(who.sheet, "RangedDefense", "Cover") : clampSkill(num(inputs, "defenseSkill") + num(inputs, "coverSkill"));
  const current = num(inputs, "current");
  return { who: who, d: desc(skill, m), floor: current > BASE_TN ? current : BASE_TN };
}

export function resolveCover(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const b = build(inputs, party, pack);
  const r = roll(rng, setupOf(b.d));
  const tn = r.value > b.floor ? r.value : b.floor;
  const lines = [b.who.name + " takes cover", pair("Cover roll", fmt(r.value)), pair("Cover TN", fmt(tn) + (r.value > b.floor ? "" : " (kept)"))];
  descLines("Cover", b.d, lines);
  return {
    check: "cover",
    table: "IN COVER",
    degree: "",
    lines: lines,
    summary: b.who.name + " takes cover: TN " + fmt(tn),
    effects: [],
    followUps: [{ label: "Shoot at " + b.who.name, check: "ranged", inputs: { target: b.who.id, cover: tn } }],
  };
}

export function coverOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  const b = build(inputs, party, pack);
  const o = oddsVsTn(setupOf(b.d), b.floor);
  return { check: "cover", lines: [{ id: "better", label: "better cover", p: o.success }, { id: "kept", label: "no better", p: o.deadlock + o.failure }] };
}
