/**
 * Check "melee": one melee attack against one defender (s-ifni.txt, "Melee Combat").
 * For two fighters attacking each other in the same round, see round.ts.
 */
import { lazySpec } from "../../../../rules/lazy-spec";
import { RandomGenerator } from "../../../../random/generator";
import { CheckImpl, Inputs, Odds, Outcome } from "../../../../rules/types";
import { SifniPack, SifniSheet } from "../../types";
import { AttackRoll, AttackSetup, exchangeOdds, resolveAttack } from "../attack";
import { Spec, aimInputs, armorInput, defenseFollowInputs, enduranceInput, fractionInput, meleeWeaponInput, modifiersInput, parryInput, sizeInput, strategyInput, totalInput, whoInput } from "../inputs";
import { MeleeAttack, meleeAttack } from "../melee";
import { attackLines, attackSummary, degreeOf, enduranceFollowUp, exchangeLines, tableOf, woundEffect } from "../outcome";
import { attackerSide, circumstances, defenderSide } from "../read";
import { meleeList } from "../strategy";

export const HELD_MELEE = "NO OPENING";

/** built when the check is set up (rules/lazy-spec.ts) */
function inputSpecs(): Spec[] {
  const base: Spec[] = [
    whoInput("attacker", "Attacker"),
    totalInput("attackSkill", "MeleeAttack", "attacker", 0),
    meleeWeaponInput("weapon", "Weapon", "attacker"),
    strategyInput("strategy", "Strategy", meleeList(false, false), meleeList(false, true), "offense"),
    fractionInput("attackMod", "Attack modifier"),
    whoInput("defender", "Defender"),
    totalInput("defenseSkill", "MeleeDefense", "defender", 0),
    parryInput("parry", "defender", false),
    strategyInput("defense", "Defense", meleeList(true, false), meleeList(true, true), "offense"),
  ].concat(defenseFollowInputs("defender"), [
    armorInput("armor", "defender"),
    enduranceInput("endurance", "defender"),
    fractionInput("defenseMod", "Defense modifier"),
    modifiersInput("modifiers"),
    sizeInput("size"),
  ]);
  return base.concat(aimInputs(""));
}

const ATTACKER = ["attacker", "attackSkill", "weapon", "strategy", "attackMod"];
const DEFENDER = ["defender", "defenseSkill", "dodgeSkill", "parry", "defense", "declared", "extraRolls", "armor", "endurance", "defenseMod"];

function build(inputs: Inputs, party: SifniSheet[], pack: SifniPack): MeleeAttack {
  return meleeAttack(
    attackerSide(inputs, party, pack, ATTACKER, "Attacker"),
    defenderSide(inputs, party, DEFENDER, "Defender"),
    circumstances(inputs, pack, ""),
    pack
  );
}

/** A melee attack resolved: the outcome, and the rolls behind it for tools that show them. */
export interface MeleeResult {
  outcome: Outcome;
  roll: AttackRoll;
  setup: AttackSetup;
}

/** The "melee" check on completed inputs (requireInputs), keeping the rolls. */
export function resolveMelee(inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): MeleeResult {
  const a = attackerSide(inputs, party, pack, ATTACKER, "Attacker");
  const d = defenderSide(inputs, party, DEFENDER, "Defender");
  const m = meleeAttack(a, d, circumstances(inputs, pack, ""), pack);
  const r = resolveAttack(rng, m.setup);
  const an = a.fighter.name;
  const dn = d.fighter.name;
  const outcome: Outcome = {
    check: "melee",
    table: tableOf(r, HELD_MELEE),
    degree: degreeOf(r),
    lines: attackLines(an, dn, r, m.attack, m.defense, "no opening"),
    summary: attackSummary(an, dn, r, "no opening"),
    effects: woundEffect(d.fighter, r),
    followUps: enduranceFollowUp(d.fighter, m.setup.endPlus10, r),
  };
  return { outcome: outcome, roll: r, setup: m.setup };
}

export const MELEE: CheckImpl<SifniSheet, SifniPack> = {
  spec: lazySpec("melee", "Melee attack", inputSpecs),
  resolve: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
    return resolveMelee(inputs, party, pack, rng).outcome;
  },
  odds: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
    return { check: "melee", lines: exchangeLines(exchangeOdds(build(inputs, party, pack).setup), "", "") };
  },
};
