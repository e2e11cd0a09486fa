/**
 * Reading completed inputs into the combat pieces. Input ids are given per check: a melee
 * attack's attacker is "attacker", "attackSkill", "weapon", "strategy", "attackMod"; a round's
 * fighter A is "aWho", "aSkill", "aWeapon", "aStrategy", "aMod" and so on.
 */
import { wordAt, wordIndex } from "../../format/words";
import { Inputs } from "../../rules/types";
import { SheetRef, fighter, flag, list, num, str } from "../checks/context";
import { AIMS, Location, SECTIONS } from "./location";
import { AttackerSide, Circumstances, DefenderSide, NO_WEAPON } from "./melee";
import { cell, meleeText, unarmedText } from "./fighter";
import { S_ID, extraRolls, strategy } from "./strategy";

/** Aim and location inputs: aim, section, down, across, detail; with modifiers and size. */
export function circumstances(inputs: Inputs): Circumstances {
  const aim = wordIndex(AIMS, str(inputs, "aim"));
  const section = wordIndex(SECTIONS, str(inputs, "section"));
  const chosen: Location = { section: section < 0 ? 2 : section, down: num(inputs, "down", 3), across: num(inputs, "across", 3) };
  return {
    modifiers: list(inputs, "modifiers"),
    size: str(inputs, "size", "1"),
    aim: aim < 0 ? 0 : aim,
    chosen: chosen,
    detail: flag(inputs, "detail"),
  };
}

/** The attacker from inputs named (in order, as words: format/words.ts) who, skill, weapon, strategy, mod. */
export function attackerSide(inputs: Inputs, party: SheetRef[], pack: string, names: string, otherwise: string): AttackerSide {
  const ids = names.split("|");
  const w = meleeText(pack, str(inputs, ids[2])) || unarmedText(pack);
  return {
    fighter: fighter(party, inputs, ids[0], otherwise),
    skill: num(inputs, ids[1]),
    weapon: w,
    strategy: strategy(str(inputs, ids[3]), false),
    mod: str(inputs, ids[4], "0"),
    fresh: [],
    stat: "MeleeAttack",
    skillName: cell(w, 1),
    specialty: "",
  };
}

/**
 * The defender from inputs named (in order, as words) who, skill, dodge, parry, strategy,
 * declared (Cautious), extra (Defense), armor, endurance, mod.
 */
export function defenderSide(inputs: Inputs, party: SheetRef[], names: string, otherwise: string): DefenderSide {
  const ids = names.split("|");
  const st = strategy(str(inputs, ids[4]), false);
  const id = wordAt(st, S_ID);
  const extra = id === "cautious" ? (inputs[ids[5]] === false ? 0 : 1) : id === "defense" ? num(inputs, ids[6], 2) : extraRolls(st);
  return {
    fighter: fighter(party, inputs, ids[0], otherwise),
    skill: num(inputs, ids[1]),
    dodge: num(inputs, ids[2]),
    parry: str(inputs, ids[3], NO_WEAPON),
    strategy: st,
    extra: extra,
    armor: str(inputs, ids[7], NO_WEAPON),
    endurance: num(inputs, ids[8]),
    mod: str(inputs, ids[9], "0"),
    wrestling: false,
    specialty: "",
  };
}

export const ATTACKER = "attacker|attackSkill|weapon|strategy|attackMod";
export const DEFENDER = "defender|defenseSkill|dodgeSkill|parry|defense|declared|extraRolls|armor|endurance|defenseMod";
