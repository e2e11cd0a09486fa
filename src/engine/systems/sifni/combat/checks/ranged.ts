/**
 * Check "ranged": one shot (or throw) at one target (s-ifni.txt, "Ranged Combat").
 */
import { lazySpec } from "../../../../rules/lazy-spec";
import { RandomGenerator } from "../../../../random/generator";
import { num, str } from "../../../../rules/inputs";
import { CheckImpl, Choice, Inputs, Odds, Outcome } from "../../../../rules/types";
import { SifniPack, SifniSheet } from "../../types";
import { exchangeOdds, resolveAttack } from "../attack";
import { fighter } from "../fighter";
import { Ctx, NO_WEAPON, Spec, aimInputs, armorInput, dodgeInput, enduranceInput, fractionInput, hundredthsInput, isAnyone, meleeChoices, modifiersInput, rangedWeaponInput, sizeInput, strategyInput, totalInput, whoInput } from "../inputs";
import { attackLines, attackSummary, degreeOf, enduranceFollowUp, exchangeLines, tableOf, woundEffect } from "../outcome";
import { RangedAttack, Shooter, Target, rangedAttack } from "../ranged";
import { circumstances } from "../read";
import { rangedRow } from "../sheet";
import { rangedList, rangedStrategy } from "../strategy";
import { engineError } from "../../../../errors";

export const HELD_RANGED = "NO SHOT";

/** built when the check is set up (rules/lazy-spec.ts) */
function inputSpecs(): Spec[] {
  const base: Spec[] = [
    whoInput("shooter", "Shooter"),
    totalInput("attackSkill", "RangedAttack", "shooter", 0),
    rangedWeaponInput("weapon", "shooter"),
    { id: "distance", label: "Distance (m)", kind: "number", min: 0, max: 10000, initial: 0 },
    strategyInput("aimTime", "Aimed for", ["0", "1", "2"], ["No aim", "1 s", "2 s"], "0"),
    fractionInput("attackMod", "Attack modifier"),
    whoInput("target", "Target"),
    strategyInput("defense", "Target's action", rangedList(false), rangedList(true), "none"),
    { id: "defenseRolls", label: "Rolls vs this shot", kind: "number", min: 0, max: 2, initial: 2, when: function (c: Ctx) { return c.inputs.defense === "defense"; } },
    {
      id: "parry",
      label: "Defend with",
      kind: "choice",
      initial: NO_WEAPON,
      when: function (c: Ctx) {
        return c.inputs.defense === "defense" && !isAnyone(c, "target");
      },
      choices: function (c: Ctx) {
        return ([{ id: NO_WEAPON, label: "No skill" }] as Choice[]).concat(meleeChoices(c, "target"));
      },
    },
    totalInput("defenseSkill", "RangedDefense", "target", 0),
    dodgeInput("dodgeSkill", "target", "defense"),
    hundredthsInput("cover", "Cover TN (0: none)", 0, 0),
    { id: "coverRounds", label: "Rounds acting", kind: "number", min: 0, max: 1000, initial: 0, when: function (c: Ctx) { return c.inputs.cover !== 0; } },
    armorInput("armor", "target"),
    enduranceInput("endurance", "target"),
    fractionInput("defenseMod", "Defense modifier"),
    modifiersInput("modifiers"),
    sizeInput("size"),
  ];
  return base.concat(aimInputs(""));
}

function build(inputs: Inputs, party: SifniSheet[], pack: SifniPack): { m: RangedAttack; a: Shooter; d: Target } {
  const w = rangedRow(pack, str(inputs, "weapon"));
  if (!w) throw engineError("INPUT", "input 'weapon' has no ranged weapon '" + str(inputs, "weapon") + "'", "weapon");
  const a: Shooter = {
    fighter: fighter(party, inputs, "shooter", "Shooter"),
    skill: num(inputs, "attackSkill"),
    weapon: w,
    distance: num(inputs, "distance"),
    aimSeconds: parseInt(str(inputs, "aimTime"), 10),
    mod: str(inputs, "attackMod"),
  };
  const d: Target = {
    fighter: fighter(party, inputs, "target", "Target"),
    skill: num(inputs, "defenseSkill"),
    dodge: num(inputs, "dodgeSkill"),
    parry: inputs.parry === undefined ? NO_WEAPON : str(inputs, "parry"),
    strategy: rangedStrategy(str(inputs, "defense")),
    rolls: num(inputs, "defenseRolls", 2),
    cover: num(inputs, "cover"),
    coverRounds: num(inputs, "coverRounds"),
    armor: inputs.armor === undefined ? NO_WEAPON : str(inputs, "armor"),
    endurance: num(inputs, "endurance"),
    mod: str(inputs, "defenseMod"),
  };
  return { m: rangedAttack(a, d, circumstances(inputs, pack, ""), pack), a: a, d: d };
}

export const RANGED: CheckImpl<SifniSheet, SifniPack> = {
  spec: lazySpec("ranged", "Ranged attack", inputSpecs),
  resolve: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
    const b = build(inputs, party, pack);
    const r = resolveAttack(rng, b.m.setup);
    const an = b.a.fighter.name;
    const dn = b.d.fighter.name;
    const lines = attackLines(an, dn, r, b.m.attack, b.m.defense, "no shot");
    lines.push(b.a.distance + " m: TN +" + b.m.steps + (b.m.skill !== b.m.total ? ", skill " + b.m.total + "->" + b.m.skill : ""));
    if (b.a.weapon.range > 0 && b.a.distance > b.a.weapon.range) lines.push("past range " + b.a.weapon.range + " m");
    if (b.a.weapon.reload > 0) lines.push("reload " + b.a.weapon.reload + " s");
    if (r.result === "miss") lines.push("shot spent");
    return {
      check: "ranged",
      table: tableOf(r, HELD_RANGED),
      degree: degreeOf(r),
      lines: lines,
      summary: attackSummary(an, dn, r, "no shot"),
      effects: woundEffect(b.d.fighter, r),
      followUps: enduranceFollowUp(b.d.fighter, b.m.setup.endPlus10, r),
    };
  },
  odds: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
    return { check: "ranged", lines: exchangeLines(exchangeOdds(build(inputs, party, pack).m.setup), "", "") };
  },
};
