/**
 * Reading completed inputs (rules/inputs.ts has checked them) into the combat pieces.
 */
import { num, str, flag, list } from "../../../rules/inputs";
import { Inputs } from "../../../rules/types";
import { ModifierRow, SifniPack, SifniSheet } from "../types";
import { fighter } from "./fighter";
import { AIMS, Location, SECTIONS } from "./location";
import { AttackerSide, Circumstances, DefenderSide } from "./melee";
import { meleeRow, unarmedRow, BARE_HANDS } from "./sheet";
import { meleeStrategy } from "./strategy";
import { NO_WEAPON } from "./inputs";

export function modifierRows(pack: SifniPack, ids: string[]): ModifierRow[] {
  const out: ModifierRow[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = 0; j < pack.modifiers.length; j++) if (pack.modifiers[j].id === ids[i]) out.push(pack.modifiers[j]);
  }
  return out;
}

/** Aim and location inputs with the given prefix. */
export function circumstances(inputs: Inputs, pack: SifniPack, prefix: string): Circumstances {
  const aim = AIMS.indexOf(str(inputs, prefix + "aim"));
  const section = SECTIONS.indexOf(str(inputs, prefix + "section"));
  const chosen: Location = { section: section < 0 ? 2 : section, down: num(inputs, prefix + "down", 3), across: num(inputs, prefix + "across", 3) };
  return {
    modifiers: modifierRows(pack, list(inputs, prefix + "modifiers")),
    size: inputs[prefix + "size"] === undefined ? "1" : str(inputs, prefix + "size"),
    aim: aim < 0 ? 0 : aim,
    chosen: chosen,
    detail: flag(inputs, prefix + "detail"),
  };
}

/** The attacker's side from inputs named p + "who", "skill", "weapon", "strategy", "mod". */
export function attackerSide(inputs: Inputs, party: SifniSheet[], pack: SifniPack, ids: string[], otherwise: string): AttackerSide {
  const w = meleeRow(pack, str(inputs, ids[2]));
  return {
    fighter: fighter(party, inputs, ids[0], otherwise),
    skill: num(inputs, ids[1]),
    weapon: w || unarmedRow(pack) || BARE_HANDS,
    strategy: meleeStrategy(str(inputs, ids[3])),
    mod: inputs[ids[4]] === undefined ? "0" : str(inputs, ids[4]),
  };
}

/**
 * The defender's side from inputs named (in order) who, skill, dodge, parry, strategy,
 * declared (Cautious), extra (Defense), armor, endurance, mod.
 */
export function defenderSide(inputs: Inputs, party: SifniSheet[], ids: string[], otherwise: string): DefenderSide {
  const strategy = meleeStrategy(str(inputs, ids[4]));
  const extra = strategy.id === "cautious" ? (inputs[ids[5]] === false ? 0 : 1) : strategy.id === "defense" ? num(inputs, ids[6], 2) : strategy.extra;
  return {
    fighter: fighter(party, inputs, ids[0], otherwise),
    skill: num(inputs, ids[1]),
    dodge: num(inputs, ids[2]),
    parry: inputs[ids[3]] === undefined ? NO_WEAPON : str(inputs, ids[3]),
    strategy: strategy,
    extra: extra,
    armor: inputs[ids[7]] === undefined ? NO_WEAPON : str(inputs, ids[7]),
    endurance: num(inputs, ids[8]),
    mod: inputs[ids[9]] === undefined ? "0" : str(inputs, ids[9]),
  };
}
