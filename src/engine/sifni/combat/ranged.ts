/**
 * Ranged attacks (s-ifni.txt, "Ranged Combat", "Combat Modifiers", "Weapons and Armor") and the
 * check "ranged": one shot (or throw) at one target.
 *
 * TN = max(base TN, best RangedDefense roll) + range steps, where the base TN is 3 or, in
 * cover, the Cover TN less 1 per round the target has acted from cover (never below 3); the
 * range adds 1 per 5 m, or per 10 m after 1 s of aim, or per 25 m after 2 s (TN3, 4@5m...).
 * The target's size divides every part of the TN. Range limit: beyond the weapon's listed
 * range the attack roll is multiplied by range / distance. Skill minimum ("-1 each pt RA
 * skill below 10"): each point of the RangedAttack total below the minimum costs one more
 * point of it. The RangedDefense rolls: Defense, up to two against this attack (RangedDefense
 * + the skill named after the weapon defended with, e.g. Shield); Dodge, one (RangedDefense +
 * Dodge). No +1/4 on them: the ranged chart gives none. Wound penalties: a shot uses both arms,
 * a Dodge the legs, a Defense roll the arm of the weapon defended with.
 */
import { wordAt } from "../../format/words";
import { engineError } from "../../errors";
import { floorDiv } from "../../math/exact";
import { Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { Factor, UNMODIFIED } from "../modifiers";
import { RollSetup } from "../roll";
import { condition } from "../data/sheet";
import { packRow } from "../data/pack";
import { Fighter, SheetRef, fighter, mustAct, num, str } from "../checks/context";
import { int, pair } from "../checks/lines";
import { addMod, addSituation, copyMods, mods, sheetPenalties } from "../checks/mods";
import { exchangeOdds, resolveAttack, AttackSetup } from "./attack";
import { RollDesc, armorAgainst, armorRows, clampSkill, desc, endPlus10, meleeRow, setupOf, totalOf } from "./fighter";
import { AIM_PENALTY, BOTH_ARMS, MOVEMENT, armsOf } from "./location";
import { NO_WEAPON, sizeScale } from "./melee";
import { attackLines, attackSummary, enduranceFollowUp, exchangeLines, sectionOf, tableOf, woundEffect } from "./outcome";
import { circumstances } from "./read";
import { BASE_TN, dodges, extraRolls, strategy } from "./strategy";

export const HELD_RANGED = "NO SHOT";
/** Metres per TN step after 0, 1 and 2 seconds of aim. */
export const RANGE_STEP = [5, 10, 25];

/** The TN steps of a distance: floor(distance / step). */
export function rangeSteps(distance: number, aimSeconds: number): number {
  return Math.floor(distance / RANGE_STEP[aimSeconds < 0 ? 0 : aimSeconds > 2 ? 2 : aimSeconds]);
}

/** "Roll divided by range ratio to the listed range": range / distance past the range, else 1. */
export function rangeLimit(distance: number, range: number): Factor {
  return range > 0 && distance > range ? { num: range, den: distance } : UNMODIFIED;
}

/** A RangedAttack total after the weapon's skill minimum (0: none). */
export function afterMinimum(total: number, minimum: number): number {
  if (minimum <= 0 || total >= minimum) return total;
  return clampSkill(total - (minimum - total));
}

/** The base TN of a target: 3, or its Cover TN less one point per round acted from cover. */
export function baseTn(cover: number, rounds: number): number {
  const t = cover - 100 * rounds;
  return cover > 0 && t > BASE_TN ? t : BASE_TN;
}

interface Shot {
  setup: AttackSetup;
  attack: RollDesc;
  defense: RollDesc[];
  shooter: Fighter;
  target: Fighter;
  /** the weapon row: [id, name, type, A, armor, range, reload, skillMin, size] */
  w: string[];
  distance: number;
  steps: number;
  /** the attack's total before and after the weapon's skill minimum */
  total: number;
  skill: number;
}

function shot(inputs: Inputs, party: SheetRef[], pack: string): Shot {
  const w = packRow(pack, "R", str(inputs, "weapon"));
  if (!w) throw engineError("INPUT", "choose a ranged weapon", "weapon");
  const a = fighter(party, inputs, "shooter", "Shooter");
  const d = fighter(party, inputs, "target", "Target");
  mustAct(a, true);
  mustAct(d, false);
  const c = circumstances(inputs);
  const am = mods();
  addMod(am, w[1], w[3]);
  addMod(am, "Aim", wordAt(AIM_PENALTY, c.aim));
  addMod(am, "GM", str(inputs, "attackMod"));
  const st = strategy(str(inputs, "defense"), true);
  const dodge = dodges(st);
  const sit = addSituation(am, pack, c.modifiers);
  const autoFail = sit.autoFail;
  const floor = sit.floor;
  // a modifier that leaves only Dodge leaves no defense to a defender who does not dodge
  let noDefense = sit.noDefense || (sit.onlyDodge && !dodge);
  if (a.sheet) sheetPenalties(am, a.sheet, pack, BOTH_ARMS, false, false);
  const total = a.sheet ? totalOf(a.sheet, "RangedAttack", w[1]) : num(inputs, "attackSkill");
  const skill = afterMinimum(total, parseInt(w[7], 10));
  const distance = num(inputs, "distance");
  const attack = desc(skill, am, rangeLimit(distance, parseInt(w[5], 10)));
  if (d.sheet && condition(d.sheet) === "unconscious") noDefense = true;
  const scale = sizeScale(c.size);
  const common = mods();
  addMod(common, "GM", str(inputs, "defenseMod"));
  const parry = meleeRow(pack, str(inputs, "parry", NO_WEAPON));
  if (d.sheet) sheetPenalties(common, d.sheet, pack, dodge ? MOVEMENT : parry ? armsOf(d.sheet, parry) : "", false, false);
  const defense: RollDesc[] = [];
  if (!noDefense) {
    const rolls = num(inputs, "defenseRolls", 2);
    const most = extraRolls(st);
    const n = dodge ? 1 : rolls < most ? rolls : most;
    const name = dodge ? "Dodge" : parry ? parry[1] : "";
    const skillD = d.sheet ? totalOf(d.sheet, "RangedDefense", name) : clampSkill(num(inputs, "defenseSkill") + (dodge ? num(inputs, "dodgeSkill") : 0));
    for (let i = 0; i < n; i++) defense.push(desc(skillD, copyMods(common), scale));
  }
  let base = baseTn(num(inputs, "cover"), num(inputs, "coverRounds"));
  if (floor > base) base = floor;
  const steps = rangeSteps(distance, parseInt(str(inputs, "aimTime", "0"), 10));
  const scaled = function (h: number): number {
    return scale.num === scale.den ? h : floorDiv(h * scale.num, scale.den);
  };
  const setups: RollSetup[] = [];
  for (let i = 0; i < defense.length; i++) setups.push(setupOf(defense[i]));
  return {
    setup: {
      attack: setupOf(attack),
      autoFail: autoFail,
      defense: { rolls: setups, floor: scaled(base), shift: scaled(100 * steps) },
      armor: armorAgainst(armorRows(d, str(inputs, "armor", NO_WEAPON), pack), w[2], w[4], "0"),
      endPlus10: endPlus10(d, num(inputs, "endurance")),
      aim: c.aim,
      chosen: c.chosen,
      detail: c.detail,
      noDamage: false,
    },
    attack: attack,
    defense: defense,
    shooter: a,
    target: d,
    w: w,
    distance: distance,
    steps: steps,
    total: total,
    skill: skill,
  };
}

export function resolveRanged(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const b = shot(inputs, party, pack);
  const r = resolveAttack(rng, b.setup);
  const an = b.shooter.name;
  const dn = b.target.name;
  const lines = attackLines(an, dn, r, b.attack, b.defense, "No shot");
  lines.push(pair("Range", int(b.distance) + " m, TN +" + int(b.steps)));
  if (b.skill !== b.total) lines.push(pair("Skill minimum", int(b.total) + " -> " + int(b.skill)));
  const range = parseInt(b.w[5], 10);
  if (range > 0 && b.distance > range) lines.push(pair("Past range", int(range) + " m"));
  if (b.w[6] !== "0") lines.push(pair("Reload", b.w[6] + " s"));
  if (r.result === "miss") lines.push("Shot spent");
  return {
    check: "ranged",
    table: tableOf(r, HELD_RANGED),
    degree: sectionOf(r),
    lines: lines,
    summary: attackSummary(an, dn, r, "no shot"),
    effects: woundEffect(b.target, r),
    followUps: enduranceFollowUp(b.target, b.setup.endPlus10, r),
  };
}

export function rangedOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  return { check: "ranged", lines: exchangeLines(exchangeOdds(shot(inputs, party, pack).setup), "", "") };
}
