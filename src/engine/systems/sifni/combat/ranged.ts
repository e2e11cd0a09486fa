/**
 * Ranged attacks (s-ifni.txt, "Ranged Combat", "Combat Modifiers", "Weapons and Armor").
 *
 * TN = max(base TN, best RangedDefense roll) + range steps, where the base TN is 3 or, in
 * cover, the Cover TN less 1 per round the target has acted from cover (never below 3); the
 * range adds 1 per 5 m, or per 10 m after 1 s of aim, or per 25 m after 2 s (TN3, 4@5m...).
 * The target's size divides every part of the TN. Range limit: beyond the weapon's listed
 * range the attack roll is multiplied by range / distance. Skill minimum ("-1 each pt RA
 * skill below 10"): each point of the RangedAttack total below the minimum costs one more
 * point of it. The RangedDefense rolls: Defense, up to two against this attack (RangedDefense
 * + the skill named after the parrying weapon, e.g. Shield); Dodge, one (RangedDefense +
 * Dodge). No +1/4 on them: the ranged chart gives none.
 */
import { Fraction, parseFraction } from "../../../math/fraction";
import { floorDiv } from "../../../math/exact";
import { Factor, UNMODIFIED } from "../../../sifni/modifiers";
import { RollSetup } from "../../../sifni/roll";
import { ModifierRow, RangedWeaponRow, SifniPack } from "../types";
import { AttackSetup } from "./attack";
import { Fighter, RollDesc, desc, mustAct, mustLive, setupOf } from "./fighter";
import { AIM_PENALTY } from "./location";
import { Circumstances, armorAgainst, armorOf, clampSkill, endPlus10, sizeScale } from "./melee";
import { armorPenalties, meleeRow, statTotal, woundPenalty, wornArmor } from "./sheet";
import { BASE_TN, RangedStrategy } from "./strategy";

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

/** A RangedAttack total after the weapon's skill minimum. */
export function afterMinimum(total: number, minimum: number | undefined): number {
  if (minimum === undefined || total >= minimum) return total;
  return clampSkill(total - (minimum - total));
}

/** The base TN of a target: 3, or its Cover TN less one point per round acted from cover. */
export function baseTn(cover: number, rounds: number): number {
  const t = cover - 100 * rounds;
  return cover > 0 && t > BASE_TN ? t : BASE_TN;
}

export interface Shooter {
  fighter: Fighter;
  /** raw RangedAttack total for anyone */
  skill: number;
  weapon: RangedWeaponRow;
  distance: number;
  aimSeconds: number;
  mod: string;
}

export interface Target {
  fighter: Fighter;
  /** raw RangedDefense total and Dodge skill level for anyone */
  skill: number;
  dodge: number;
  /** weapon id whose skill the Defense rolls use ("none": no skill) */
  parry: string;
  strategy: RangedStrategy;
  /** Defense rolls put against this attack */
  rolls: number;
  /** Cover TN (0: not in cover) and rounds acted from it */
  cover: number;
  coverRounds: number;
  armor: string;
  endurance: number;
  mod: string;
}

export interface RangedAttack {
  setup: AttackSetup;
  attack: RollDesc;
  defense: RollDesc[];
  steps: number;
  /** the attack's total before and after the weapon's skill minimum */
  total: number;
  skill: number;
}

function addText(text: string, into: Fraction[]): void {
  if (text !== "" && text !== "0") into.push(parseFraction(text));
}

export function rangedAttack(a: Shooter, d: Target, c: Circumstances, pack: SifniPack): RangedAttack {
  mustAct(a.fighter);
  mustLive(d.fighter);
  const am: Fraction[] = [];
  addText(a.weapon.attack, am);
  addText(AIM_PENALTY[c.aim], am);
  addText(a.mod, am);
  let autoFail = false;
  let floor = 0;
  let noDefense = false;
  for (let i = 0; i < c.modifiers.length; i++) {
    const m: ModifierRow = c.modifiers[i];
    if (m.roll) addText(m.roll, am);
    if (m.autoFail) autoFail = true;
    if (m.tn !== undefined && m.tn > floor) floor = m.tn;
    if (m.noDefense) noDefense = true;
    if (m.onlyDodge && !d.strategy.dodge) noDefense = true;
  }
  const as = a.fighter.sheet;
  if (as) {
    armorPenalties(wornArmor(as, pack), am);
    woundPenalty(as.wounds, "", am);
  }
  const total = as ? statTotal(as, "RangedAttack", a.weapon.name) : a.skill;
  const skill = afterMinimum(total, a.weapon.skillMin);
  const attack = desc(skill, am, rangeLimit(a.distance, a.weapon.range));

  const ds = d.fighter.sheet;
  if (ds && ds.condition === "unconscious") noDefense = true;
  const scale = sizeScale(c.size);
  const common: Fraction[] = [];
  addText(d.mod, common);
  if (ds) {
    armorPenalties(wornArmor(ds, pack), common);
    woundPenalty(ds.wounds, "", common);
  }
  const defense: RollDesc[] = [];
  if (!noDefense) {
    const n = d.strategy.dodge ? 1 : d.rolls < d.strategy.rolls ? d.rolls : d.strategy.rolls;
    const parry = d.parry === "none" ? null : meleeRow(pack, d.parry);
    const name = d.strategy.dodge ? "Dodge" : parry ? parry.name : "";
    const skillD = ds ? statTotal(ds, "RangedDefense", name) : clampSkill(d.skill + (d.strategy.dodge ? d.dodge : 0));
    for (let i = 0; i < n; i++) defense.push(desc(skillD, common.slice(), scale));
  }
  let base = baseTn(d.cover, d.coverRounds);
  if (floor > base) base = floor;
  const steps = rangeSteps(a.distance, a.aimSeconds);
  const rolls: RollSetup[] = [];
  for (let i = 0; i < defense.length; i++) rolls.push(setupOf(defense[i]));
  const scaled = function (h: number): number {
    return scale.num === scale.den ? h : floorDiv(h * scale.num, scale.den);
  };
  const rows = armorOf(d.fighter, d.armor, pack);
  return {
    setup: {
      attack: setupOf(attack),
      autoFail: autoFail,
      defense: { rolls: rolls, floor: scaled(base), shift: scaled(100 * steps) },
      armor: armorAgainst(rows, a.weapon),
      endPlus10: endPlus10(d.fighter, d.endurance),
      aim: c.aim,
      chosen: c.chosen,
      detail: c.detail,
    },
    attack: attack,
    defense: defense,
    steps: steps,
    total: total,
    skill: skill,
  };
}
