/**
 * A melee attack assembled from a check's inputs (s-ifni.txt, "Melee Combat", "Combat
 * Modifiers", "Weapons and Armor").
 *
 * Attack roll: MeleeAttack + the weapon's skill ("Rapier"), with the strategy's fraction, the
 * weapon's A fraction, the aim penalty, the chosen modifiers' roll fractions, the GM's extra
 * fraction and, for a character, the armor's action penalties and the wound penalty.
 * Defense rolls: MeleeDefense + the parrying weapon's skill, with its D fraction, the
 * strategy's fraction (Wild Offense -1/4), the GM's fraction, armor and wound penalties; the
 * extra rolls of Cautious Offense / Defense add +1/4; Dodge's extra roll is MeleeDefense +
 * Dodge +1/4 without the weapon's D fraction. The target's size divides every defense value.
 * Modifier rows: `roll` goes on the attack, `autoFail` fails it, `tn` is the least defense,
 * `noDefense` removes the defense rolls, `onlyDodge` keeps only a Dodge roll. With no defense
 * roll left the defense is `tn`, or the base TN 3 (Defender Unaware). An unconscious target
 * is treated the same way (no defense, TN 3).
 */
import { Fraction, parseFraction } from "../../../math/fraction";
import { floorDiv } from "../../../math/exact";
import { Factor } from "../../../sifni/modifiers";
import { RollSetup } from "../../../sifni/roll";
import { MAX_SKILL, MIN_SKILL } from "../../../sifni/skill";
import { ArmorRow, MeleeWeaponRow, ModifierRow, SifniPack, Wound } from "../types";
import { AttackSetup } from "./attack";
import { armorHundredths, damageBonus } from "./damage";
import { Fighter, RollDesc, desc, mustAct, mustLive, setupOf } from "./fighter";
import { CARRIED, NO_WEAPON } from "./inputs";
import { AIM_PENALTY, Location } from "./location";
import { armorPenalties, armorPoints, armorRow, meleeRow, statTotal, unarmedRow, woundPenalty, wornArmor } from "./sheet";
import { BASE_TN, EXTRA_ROLL, MeleeStrategy } from "./strategy";

/** What a side brings as the attacker. */
export interface AttackerSide {
  fighter: Fighter;
  /** raw MeleeAttack total for anyone */
  skill: number;
  weapon: MeleeWeaponRow;
  strategy: MeleeStrategy;
  /** the GM's extra fraction ("0" for none) */
  mod: string;
  /** wounds taken earlier this round, not yet on the sheet (breaking range) */
  fresh?: Wound[];
  /** the stat and skill rolled, when not MeleeAttack and the weapon's name (Wrestling, "Grab") */
  stat?: string;
  skillName?: string;
  /** a specialty of that skill that applies ("toDisarm") */
  specialty?: string;
}

/** What a side brings as the defender. */
export interface DefenderSide {
  fighter: Fighter;
  /** raw MeleeDefense total and Dodge skill level for anyone */
  skill: number;
  dodge: number;
  /** parry weapon id, CARRIED or NO_WEAPON */
  parry: string;
  strategy: MeleeStrategy;
  /** extra rolls of the strategy put against this attack (Cautious 0-1, Defense 0-2) */
  extra: number;
  /** worn armor id for anyone (NO_WEAPON for none) */
  armor: string;
  /** Endurance for anyone */
  endurance: number;
  mod: string;
  /** resisting with Wrestling instead of MeleeDefense (no parry modifier) */
  wrestling?: boolean;
  /** a specialty of the parry skill that applies ("vsDisarm") */
  specialty?: string;
}

export interface Circumstances {
  modifiers: ModifierRow[];
  /** target size relative to a human, as "1/2", "1", "2" */
  size: string;
  aim: number;
  chosen: Location;
  detail: boolean;
}

export const PLAIN: Circumstances = { modifiers: [], size: "1", aim: 0, chosen: { section: 2, down: 3, across: 0 }, detail: false };

export interface MeleeAttack {
  setup: AttackSetup;
  attack: RollDesc;
  defense: RollDesc[];
  /** the parrying weapon's name, "" for none */
  parry: string;
  /** wound penalty steps on each side, for the GM */
  attackWound: number;
  defenseWound: number;
}

/** A total kept within the skill range. */
export function clampSkill(x: number): number {
  return x < MIN_SKILL ? MIN_SKILL : x > MAX_SKILL ? MAX_SKILL : x;
}

function addText(text: string, into: Fraction[]): void {
  if (text !== "" && text !== "0") into.push(parseFraction(text));
}

/** The weapon a defender parries with, or null for no weapon modifier. */
export function parryWeapon(d: DefenderSide, pack: SifniPack): MeleeWeaponRow | null {
  if (d.parry === NO_WEAPON) return null;
  if (d.parry !== CARRIED) return meleeRow(pack, d.parry);
  const s = d.fighter.sheet;
  if (!s) return null;
  for (let i = 0; i < s.weapons.length; i++) {
    const w = meleeRow(pack, s.weapons[i]);
    if (w) return w;
  }
  return unarmedRow(pack);
}

/** The size "TN divided by size": a defense scale of den/num. */
export function sizeScale(size: string): Factor {
  const f = parseFraction(size);
  return { num: f.d, den: f.n };
}

/** Armor rows a defender wears. */
export function armorOf(f: Fighter, anyone: string, pack: SifniPack): ArmorRow[] {
  if (f.sheet) return wornArmor(f.sheet, pack);
  const r = anyone === NO_WEAPON ? null : armorRow(pack, anyone);
  return r ? [r] : [];
}

/** Endurance + 10 of a target. */
export function endPlus10(f: Fighter, anyone: string | number): number {
  const e = f.sheet ? f.sheet.stats.Endurance : anyone;
  const v = (typeof e === "number" ? e : 0) + 10;
  return v < 0 ? 0 : v;
}

/** Armor hundredths against a weapon: the best worn points of its type, its armor factor, its damage bonus. */
export function armorAgainst(rows: ArmorRow[], w: { type: "blunt" | "slash" | "pierce"; armorMod: string; notes: string }): number {
  const points = armorPoints(rows, w.type);
  const armor = armorHundredths(points, w.armorMod);
  const bonus = damageBonus(w.notes);
  return armor - 100 * bonus;
}

export function meleeAttack(a: AttackerSide, d: DefenderSide, c: Circumstances, pack: SifniPack): MeleeAttack {
  mustAct(a.fighter);
  mustLive(d.fighter);
  // the attack
  const am: Fraction[] = [];
  addText(a.strategy.attack, am);
  addText(a.weapon.attack, am);
  addText(AIM_PENALTY[c.aim], am);
  addText(a.mod, am);
  let autoFail = false;
  let floor = 0;
  let noDefense = false;
  let onlyDodge = false;
  for (let i = 0; i < c.modifiers.length; i++) {
    const m = c.modifiers[i];
    if (m.roll) addText(m.roll, am);
    if (m.autoFail) autoFail = true;
    if (m.tn !== undefined && m.tn > floor) floor = m.tn;
    if (m.noDefense) noDefense = true;
    if (m.onlyDodge) onlyDodge = true;
  }
  const as = a.fighter.sheet;
  if (as) armorPenalties(wornArmor(as, pack), am);
  const attackWound = woundPenalty((as ? as.wounds : []).concat(a.fresh || []), "", am);
  const skillName = a.skillName === undefined ? a.weapon.name : a.skillName;
  const attack = desc(as ? statTotal(as, a.stat || "MeleeAttack", skillName, a.specialty) : a.skill, am);

  // the defense
  const ds = d.fighter.sheet;
  if (ds && ds.condition === "unconscious") noDefense = true;
  const parry = d.wrestling ? null : parryWeapon(d, pack);
  const scale = sizeScale(c.size);
  const common: Fraction[] = [];
  addText(d.mod, common);
  let defenseWound = 0;
  if (ds) {
    armorPenalties(wornArmor(ds, pack), common);
    defenseWound = woundPenalty(ds.wounds, "", common);
  }
  let mods: Fraction[] = [];
  const withParry = common.slice();
  if (parry) addText(parry.defense, withParry);
  addText(d.strategy.defense, withParry);
  const skill = ds ? statTotal(ds, d.wrestling ? "Wrestling" : "MeleeDefense", parry ? parry.name : "", d.specialty) : d.skill;
  const defense: RollDesc[] = [];
  if (!noDefense && !onlyDodge) defense.push(desc(skill, withParry, scale));
  const extra = d.extra < d.strategy.extra ? d.extra : d.strategy.extra;
  if (!noDefense && !d.strategy.dodge && !onlyDodge) {
    for (let i = 0; i < extra; i++) {
      mods = withParry.slice();
      addText(EXTRA_ROLL, mods);
      defense.push(desc(skill, mods, scale));
    }
  }
  if (!noDefense && d.strategy.dodge) {
    mods = common.slice();
    addText(EXTRA_ROLL, mods);
    defense.push(desc(ds ? statTotal(ds, "MeleeDefense", "Dodge") : clampSkill(d.skill + d.dodge), mods, scale));
  }
  if (defense.length === 0 && floor < BASE_TN) floor = BASE_TN;
  const rolls: RollSetup[] = [];
  for (let i = 0; i < defense.length; i++) rolls.push(setupOf(defense[i]));
  const rows = armorOf(d.fighter, d.armor, pack);
  return {
    setup: {
      attack: setupOf(attack),
      autoFail: autoFail,
      defense: { rolls: rolls, floor: scale.num === scale.den ? floor : floorDiv(floor * scale.num, scale.den), shift: 0 },
      armor: armorAgainst(rows, a.weapon),
      endPlus10: endPlus10(d.fighter, d.endurance),
      aim: c.aim,
      chosen: c.chosen,
      detail: c.detail,
    },
    attack: attack,
    defense: defense,
    parry: parry ? parry.name : "",
    attackWound: attackWound,
    defenseWound: defenseWound,
  };
}
