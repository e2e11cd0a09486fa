/**
 * One side of a skill, opposed or group check: who rolls (a party member or Anyone), which
 * stat, skill and specialty, at half credit or not, and with which modifiers. Input ids carry
 * the side's suffix ("" or "B"): who, total (Anyone's skill total), stat, skill, spec, half,
 * mods, noWound, noArmor.
 *
 * Totals (s-ifni.txt, "Skills", "Specialties"): stat + skill + specialty; at half credit the
 * skill and specialty together count half, rounded down toward minus infinity ("round down the
 * total"); a total below -10 is -10 ("complete inability"). Anyone's total is the number given;
 * nothing is read from a sheet then (no wound or armor penalties). A character's worn armor and
 * worst wound join the chosen modifiers (mods.ts), for the part the roll uses (skillUse).
 */
import { engineError } from "../../errors";
import { Inputs } from "../../rules/types";
import { RollSetup, setup } from "../roll";
import { MAX_SKILL, MIN_SKILL } from "../skill";
import { F_WEAPONS, Sheet, condition, findSkill, ids, same, specialtyLevel, statAt, statIndex, statNames } from "../data/sheet";
import { modifier, packRow } from "../data/pack";
import { BOTH_ARMS, MOVEMENT, armsOf } from "../combat/location";
import { ANYONE, NONE, SheetRef, fighter, flag, list, num, str } from "./context";
import { int, pair, signed } from "./lines";
import { Mods, addMod, factor, mods, sheetPenalties } from "./mods";

export interface Side {
  id: string;
  name: string;
  sheet: Sheet | null;
  /** what is rolled, for the log: "MeleeAttack+Sword (half)", "skill" for Anyone */
  what: string;
  total: number;
  /** who and what, for the GM: the name, the stat, skill and specialty levels, the total */
  head: string[];
  m: Mods;
  setup: RollSetup;
  /** the label of a modifier that fails the roll without rolling, or "" */
  autoFail: string;
  /** a TN a modifier sets (Defender Unaware), hundredths, or -1 */
  tnOverride: number;
}

/**
 * What a skill roll uses, for a limb wound (combat/location.ts; docs/rules-sifni.md, "Penalties
 * in force"): Agility (the text's movement skills) and a Dodge or Cover skill the legs, Wrestling
 * both arms, a skill named like a carried weapon that weapon's arms (a ranged one both), as the
 * combat checks read them; else no part in particular.
 */
function skillUse(s: Sheet, pack: string, stat: string, skill: string): string {
  if (stat === "Agility" || same(skill, "Dodge") || same(skill, "Cover")) return MOVEMENT;
  if (stat === "Wrestling") return BOTH_ARMS;
  const carried = ids(s, F_WEAPONS);
  for (let i = 0; i < carried.length; i++) {
    const w = packRow(pack, "W", carried[i]);
    if (w && same(w[1], skill)) return armsOf(s, w);
    const r = w ? null : packRow(pack, "R", carried[i]);
    if (r && same(r[1], skill)) return BOTH_ARMS;
  }
  return "";
}

export function sideOf(inputs: Inputs, sfx: string, party: SheetRef[], pack: string): Side {
  const f = fighter(party, inputs, "who" + sfx, "Anyone");
  const head: string[] = [f.name];
  let total: number;
  let what = "skill";
  let use = "";
  const m = mods();
  const s = f.sheet;
  if (!s) {
    total = num(inputs, "total" + sfx);
    head.push(pair("Skill total", int(total)));
  } else {
    if (condition(s) === "dead") throw engineError("CHARACTER", f.name + " is dead and rolls nothing", f.id);
    const statName = str(inputs, "stat" + sfx);
    const si = statIndex(statName);
    const k = str(inputs, "skill" + sfx, NONE) === NONE ? null : findSkill(s, si, str(inputs, "skill" + sfx));
    const specName = k ? str(inputs, "spec" + sfx, NONE) : NONE;
    const sk = k ? k.level : 0;
    const sp = specName === NONE ? 0 : specialtyLevel(k, specName);
    const half = k !== null && flag(inputs, "half" + sfx);
    const st = statAt(s, si);
    const bonus = half ? Math.floor((sk + sp) / 2) : sk + sp;
    total = st + bonus < MIN_SKILL ? MIN_SKILL : st + bonus;
    what = statNames()[si] + (k ? "+" + k.name : "") + (specName !== NONE ? "+" + specName : "") + (half ? " (half)" : "");
    head.push(pair(statName, int(st)));
    if (k) head.push(pair(k.name, signed(sk)));
    if (specName !== NONE) head.push(pair(specName, signed(sp)));
    if (half) head.push(pair("Half credit", signed(bonus)));
    if (k) head.push(pair("Total", int(total)));
    use = skillUse(s, pack, statName, k ? k.name : "");
    if (total > MAX_SKILL) throw engineError("SKILL", f.name + "'s " + what + " is " + total + ", above " + MAX_SKILL, total);
  }
  let autoFail = "";
  let tnOverride = -1;
  const chosen = list(inputs, "mods" + sfx);
  for (let i = 0; i < chosen.length; i++) {
    const r = modifier(pack, chosen[i]);
    if (!r) continue;
    if (r.autoFail && autoFail === "") autoFail = r.label;
    if (r.tn >= 0) tnOverride = r.tn;
    addMod(m, r.label, r.roll);
  }
  if (s) sheetPenalties(m, s, pack, use, flag(inputs, "noWound" + sfx), flag(inputs, "noArmor" + sfx));
  return { id: f.id, name: f.name, sheet: s, what: what, total: total, head: head, m: m, setup: setup(total, factor(m)), autoFail: autoFail, tnOverride: tnOverride };
}

/** Whether a side is Anyone (its who input says so). */
export function isAnyone(inputs: Inputs, sfx: string): boolean {
  return inputs["who" + sfx] === ANYONE;
}
