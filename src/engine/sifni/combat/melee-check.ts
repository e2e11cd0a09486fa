/**
 * Check "melee": one melee attack against one defender (s-ifni.txt, "Melee Combat"). For two
 * fighters attacking each other in the same round, see round.ts.
 */
import { Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { SheetRef } from "../checks/context";
import { AttackRoll, AttackSetup, exchangeOdds, resolveAttack } from "./attack";
import { AttackerSide, DefenderSide, meleeAttack } from "./melee";
import { attackLines, attackSummary, enduranceFollowUp, exchangeLines, sectionOf, tableOf, woundEffect } from "./outcome";
import { ATTACKER, DEFENDER, attackerSide, circumstances, defenderSide } from "./read";

export const HELD_MELEE = "NO OPENING";

/** A melee attack resolved: the outcome, and the rolls behind it for tools that show them. */
export interface MeleeResult {
  outcome: Outcome;
  roll: AttackRoll;
  setup: AttackSetup;
}

export function resolveMelee(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): MeleeResult {
  let a: AttackerSide | null = attackerSide(inputs, party, pack, ATTACKER, "Attacker");
  let d: DefenderSide | null = defenderSide(inputs, party, DEFENDER, "Defender");
  const m = meleeAttack(a, d, circumstances(inputs), pack);
  const r = resolveAttack(rng, m.setup);
  const an = a.fighter.name;
  const dn = d.fighter.name;
  const effects = woundEffect(d.fighter, r);
  const followUps = enduranceFollowUp(d.fighter, m.setup.endPlus10, r);
  // the sides (their sheets, weapons, strategies) are let go of before the lines are made: the
  // deepest point of a melee roll on a small board, where they held ~150 JsVars
  a = d = null;
  const outcome: Outcome = {
    check: "melee",
    table: tableOf(r, HELD_MELEE),
    degree: sectionOf(r),
    lines: attackLines(an, dn, r, m.attack, m.defense, "No opening"),
    summary: attackSummary(an, dn, r, "no opening"),
    effects: effects,
    followUps: followUps,
  };
  return { outcome: outcome, roll: r, setup: m.setup };
}

export function meleeOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  // the sides (their sheets) are let go of before the odds are worked out: only the setup is kept
  const s = meleeAttack(attackerSide(inputs, party, pack, ATTACKER, "Attacker"), defenderSide(inputs, party, DEFENDER, "Defender"), circumstances(inputs), pack).setup;
  return { check: "melee", lines: exchangeLines(exchangeOdds(s), "", "") };
}
