/**
 * A melee attack assembled from a check's inputs (s-ifni.txt, "Melee Combat", "Combat
 * Modifiers", "Weapons and Armor").
 *
 * Attack roll: MeleeAttack + the weapon's skill ("Rapier"), with the strategy's fraction, the
 * weapon's A fraction, the aim penalty, the chosen modifiers' roll fractions, the GM's extra
 * fraction and, for a character, the armor's action penalties and the wound penalty for the
 * arms that hold the weapon (armsOf). Defense rolls: MeleeDefense + the parrying weapon's skill,
 * with its D fraction, the strategy's fraction (Wild Offense -1/4), the GM's fraction, armor and
 * the wound penalty for the parrying arm (both arms resisting with Wrestling); the extra rolls of
 * Cautious Offense / Defense add +1/4; Dodge's extra roll is MeleeDefense + Dodge +1/4 without
 * the weapon's D fraction, its wound penalty for movement ("sporadic movements"). The
 * target's size divides every defense value. Modifier rows: `roll` goes on the attack,
 * `autoFail` fails it, `tn` is the least defense, `noDefense` removes the defense rolls,
 * `onlyDodge` keeps only a Dodge roll. With no defense roll left the defense is that TN, or the
 * base TN 3 (Defender Unaware); an unconscious target is treated the same way.
 */
import { wordAt } from "../../format/words";
import { floorDiv } from "../../math/exact";
import { parseFraction } from "../../math/fraction";
import { Factor } from "../modifiers";
import { RollSetup } from "../roll";
import { F_WEAPONS, Wound, condition, ids } from "../data/sheet";
import { Fighter, mustAct } from "../checks/context";
import { addMod, addSituation, copyMods, mods, sheetPenalties } from "../checks/mods";
import { AttackSetup } from "./attack";
import { RollDesc, WeaponText, armorAgainst, armorRows, cell, cells, clampSkill, desc, endPlus10, meleeText, setupOf, totalOf, unarmedText } from "./fighter";
import { AIM_PENALTY, BOTH_ARMS, Location, MOVEMENT, armsOf } from "./location";
import { BASE_TN, EXTRA_ROLL, S_ATTACK, S_DEFENSE, S_LABEL, Strategy, dodges, extraRolls } from "./strategy";

/** The defender parries with the first melee weapon they carry (or bare hands). */
export const CARRIED = "carried";
/** No weapon modifier at all. */
export const NO_WEAPON = "none";

/** What a side brings as the attacker. */
export interface AttackerSide {
  fighter: Fighter;
  /** raw total for anyone */
  skill: number;
  /** a melee weapon's row as text (meleeText) */
  weapon: WeaponText;
  strategy: Strategy;
  /** the GM's extra fraction ("0" for none) */
  mod: string;
  /** wounds taken earlier this round, not yet on the sheet (breaking range) */
  fresh: Wound[];
  /** the stat and skill rolled, when not MeleeAttack and the weapon's name (Wrestling, "Grab") */
  stat: string;
  skillName: string;
  /** a specialty of that skill that applies ("toDisarm"), or "" */
  specialty: string;
}

/** What a side brings as the defender. */
export interface DefenderSide {
  fighter: Fighter;
  /** raw MeleeDefense total and Dodge skill level for anyone */
  skill: number;
  dodge: number;
  /** parry weapon id, CARRIED or NO_WEAPON */
  parry: string;
  strategy: Strategy;
  /** extra rolls of the strategy put against this attack (Cautious 0-1, Defense 0-2) */
  extra: number;
  /** worn armor id for anyone (NO_WEAPON for none) */
  armor: string;
  /** Endurance for anyone */
  endurance: number;
  mod: string;
  /** resisting with Wrestling instead of MeleeDefense (no parry modifier) */
  wrestling: boolean;
  /** a specialty of the parry skill that applies ("vsDisarm"), or "" */
  specialty: string;
}

export interface Circumstances {
  /** modifier ids of the pack */
  modifiers: string[];
  /** target size relative to a human: "1/2", "1", "2" */
  size: string;
  aim: number;
  chosen: Location;
  detail: boolean;
}

/** Circumstances with nothing chosen but these modifiers: a new object each time (a constant would be held with the file). */
export function plain(modifiers: string[]): Circumstances {
  return { modifiers: modifiers, size: "1", aim: 0, chosen: { section: 2, down: 3, across: 0 }, detail: false };
}

export interface MeleeAttack {
  setup: AttackSetup;
  attack: RollDesc;
  defense: RollDesc[];
  /** the parrying weapon's name, "" for none */
  parry: string;
}

/** The weapon a defender parries with, or null for no weapon modifier. */
export function parryWeapon(d: DefenderSide, pack: string): WeaponText | null {
  if (d.parry === NO_WEAPON) return null;
  if (d.parry !== CARRIED) return meleeText(pack, d.parry);
  const s = d.fighter.sheet;
  if (!s) return null;
  const carried = ids(s, F_WEAPONS);
  for (let i = 0; i < carried.length; i++) {
    const w = meleeText(pack, carried[i]);
    if (w) return w;
  }
  return unarmedText(pack);
}

/** "TN divided by size relative to human": a defense scale of den/num. */
export function sizeScale(size: string): Factor {
  const f = parseFraction(size);
  return { num: f.d, den: f.n };
}

export function meleeAttack(a: AttackerSide, d: DefenderSide, c: Circumstances, pack: string): MeleeAttack {
  mustAct(a.fighter, true);
  mustAct(d.fighter, false);
  const am = mods();
  addMod(am, wordAt(a.strategy, S_LABEL), wordAt(a.strategy, S_ATTACK));
  addMod(am, cell(a.weapon, 1), cell(a.weapon, 3));
  addMod(am, "Aim", wordAt(AIM_PENALTY, c.aim));
  addMod(am, "GM", a.mod);
  const sit = addSituation(am, pack, c.modifiers);
  const autoFail = sit.autoFail;
  let floor = sit.floor;
  let noDefense = sit.noDefense;
  const onlyDodge = sit.onlyDodge;
  const as = a.fighter.sheet;
  if (as) sheetPenalties(am, as, pack, armsOf(as, cells(a.weapon)), false, false, a.fresh);
  const attack = desc(as ? totalOf(as, a.stat, a.skillName, a.specialty) : a.skill, am);

  const ds = d.fighter.sheet;
  if (ds && condition(ds) === "unconscious") noDefense = true;
  const parry = d.wrestling ? null : parryWeapon(d, pack);
  const scale = sizeScale(c.size);
  const common = mods();
  addMod(common, "GM", d.mod);
  const withParry = copyMods(common);
  if (ds) sheetPenalties(withParry, ds, pack, d.wrestling ? BOTH_ARMS : parry ? armsOf(ds, cells(parry)) : "", false, false);
  if (parry) addMod(withParry, cell(parry, 1), cell(parry, 4));
  addMod(withParry, wordAt(d.strategy, S_LABEL), wordAt(d.strategy, S_DEFENSE));
  const skill = ds ? totalOf(ds, d.wrestling ? "Wrestling" : "MeleeDefense", parry ? cell(parry, 1) : "", d.specialty) : d.skill;
  const defense: RollDesc[] = [];
  if (!noDefense && !onlyDodge) defense.push(desc(skill, withParry, scale));
  const most = extraRolls(d.strategy);
  const dodge = dodges(d.strategy);
  const extra = d.extra < most ? d.extra : most;
  if (!noDefense && !onlyDodge && !dodge) {
    for (let i = 0; i < extra; i++) {
      const m = copyMods(withParry);
      addMod(m, "Extra roll", EXTRA_ROLL);
      defense.push(desc(skill, m, scale));
    }
  }
  if (!noDefense && dodge) {
    const m = copyMods(common);
    if (ds) sheetPenalties(m, ds, pack, MOVEMENT, false, false);
    addMod(m, "Dodge", EXTRA_ROLL);
    defense.push(desc(ds ? totalOf(ds, "MeleeDefense", "Dodge") : clampSkill(d.skill + d.dodge), m, scale));
  }
  if (defense.length === 0 && floor < BASE_TN) floor = BASE_TN;
  const rolls: RollSetup[] = [];
  for (let i = 0; i < defense.length; i++) rolls.push(setupOf(defense[i]));
  const w = a.weapon;
  return {
    setup: {
      attack: setupOf(attack),
      autoFail: autoFail,
      defense: { rolls: rolls, floor: scale.num === scale.den ? floor : floorDiv(floor * scale.num, scale.den), shift: 0 },
      armor: armorAgainst(armorRows(d.fighter, d.armor, pack), cell(w, 2), cell(w, 5), cell(w, 6)),
      endPlus10: endPlus10(d.fighter, d.endurance),
      aim: c.aim,
      chosen: c.chosen,
      detail: c.detail,
      noDamage: false,
    },
    attack: attack,
    defense: defense,
    parry: parry ? cell(parry, 1) : "",
  };
}
