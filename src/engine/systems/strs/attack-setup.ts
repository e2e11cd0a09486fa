/**
 * An attack's inputs (check "attack") and the numbers they come to, from sheets or raw numbers:
 * each side's dice and net bonus, the defender's Threshold (halved when Entangled), KO, cover,
 * human shield. The roll and the odds both work from this AttackSetup.
 */
import { flag, num, str } from "../../rules/inputs";
import { Choice, Inputs } from "../../rules/types";
import {
  ANYONE, Ctx, DIE_INPUT, Spec, checkDice, flagInput, isAnyone, isSheet, namedChoices, numberInput, refuse, sheetIn, sheetOf, typeInput, whoInput,
} from "./common";
import { coverAvoid, coverBelow, dieRow, koOfType } from "./pack";
import { Armor, piercedBy, piercedText } from "./armor";
import { allocationOf, armorOf, bareThreshold, effectiveWounds, guardOf, hasStatus, koOf, pierceOf } from "./sheet";
import { StrsAttack, StrsPack, StrsSheet } from "./types";
import { listOf } from "../../rules/line-pack";

export interface AttackSetup {
  sides: number;
  /** subtracted per wound: 1 on d6, 2 on d12 */
  penalty: number;
  atkName: string;
  defName: string;
  atkDice: number;
  defDice: number;
  /** attack skill bonus: skill + weapon (+1 Probe Defense) */
  atkBonus: number;
  /** the attacker's effective wounds */
  atkWounds: number;
  /** defense skill bonus: skill + shield + armor (what piercing left of it) */
  defBonus: number;
  /** what the attacker's armor piercing negated, for the GM ("" none: armor.ts piercedText) */
  pierced: string;
  /** the defender's wounds taken and eased (effective = taken - eased, at least 0) */
  defTaken: number;
  defEased: number;
  /** the Threshold, the armor's part as piercing left it */
  threshold: number;
  /** Entangled: Threshold halved (exactly: results are compared at double scale) */
  halved: boolean;
  /** the defender's wounds before KO */
  ko: number;
  /** attacks this turn on this target: 1, or 2 when both actions are FIGHT */
  attacks: number;
  /** cover level in force (after stepping out) and its chance to avoid a hit, in sixths */
  cover: string;
  avoid: number;
  /** a human shield takes a hit `shieldQuarters` times in 4; 0 when none */
  shieldQuarters: number;
  shieldThreshold: number;
}

function weaponOf(s: StrsSheet, id: string): StrsAttack {
  for (let i = 0; i < s.attacks.length; i++) if (s.attacks[i].id === id) return s.attacks[i];
  return s.attacks[0];
}

/** Whether the attack is ranged: the attacker's weapon, or the Anyone flag. */
function isRanged(c: Ctx): boolean {
  const who = str(c.inputs, "attacker");
  if (who === ANYONE) return flag(c.inputs, "ranged");
  const s = sheetIn(c.party, who);
  return s !== undefined && weaponOf(s, str(c.inputs, "weapon")).ranged;
}

/** The attacker's armor piercing, in points: the weapon's, or the Anyone input. */
function pierceIn(c: Ctx): number {
  const who = str(c.inputs, "attacker");
  if (who === ANYONE) return num(c.inputs, "pierce");
  const s = sheetIn(c.party, who);
  return s === undefined ? 0 : pierceOf(weaponOf(s, str(c.inputs, "weapon")));
}

/** An Anyone defender's armor is asked only when the attack can pierce it. */
function askArmor(c: Ctx): boolean {
  return str(c.inputs, "defender") === ANYONE && pierceIn(c) > 0;
}

/** A human shield can take this ranged attack: the Anyone flag, or the defender's status. */
function isShielded(c: Ctx): boolean {
  if (!isRanged(c)) return false;
  const who = str(c.inputs, "defender");
  if (who === ANYONE) return flag(c.inputs, "hshield");
  const s = sheetIn(c.party, who);
  return s !== undefined && hasStatus(s, "shielded");
}

/** Input i of "attack". */
export function attackInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("attacker", "Attacker");
    case 1:
      return {
        id: "weapon",
        label: "Attack with",
        kind: "choice",
        when: isSheet("attacker"),
        choices: function (c: Ctx, id?: string): Choice[] {
          const s = sheetIn(c.party, str(c.inputs, "attacker"));
          return s ? namedChoices(s.attacks, id) : [];
        },
      };
    case 2:
      return numberInput("atk-bonus", "Attack bonus", -20, 40, 0, isAnyone("attacker"));
    case 3:
      return numberInput("atk-wounds", "Attacker wounds", 0, 20, 0, isAnyone("attacker"));
    case 4:
      return numberInput("atk-dice", "Attack dice", 0, 7, 2, isAnyone("attacker"));
    case 5:
      return flagInput("ranged", "Ranged attack", isAnyone("attacker"));
    case 6:
      return numberInput("pierce", "Armor piercing", 0, 99, 0, isAnyone("attacker"));
    case 7:
      return flagInput("probe", "Probe Defense +1", isSheet("attacker"));
    case 8:
      return whoInput("defender", "Defender", "attacker");
    case 9:
      return numberInput("def-bonus", "Defense bonus", -20, 40, 0, isAnyone("defender"));
    case 10:
      return numberInput("def-wounds", "Defender wounds", 0, 20, 0, isAnyone("defender"));
    case 11:
      return numberInput("def-dice", "Defense dice", 0, 7, 2, isAnyone("defender"));
    case 12:
      return numberInput("threshold", "Threshold", 1, 99, undefined, isAnyone("defender"));
    case 13:
      return numberInput("armor-def", "Armor's defense bonus", -20, 40, 0, askArmor);
    case 14:
      return numberInput("armor-thr", "Armor's Threshold", 0, 98, 0, askArmor);
    case 15:
      return flagInput("entangled", "Entangled", isAnyone("defender"));
    case 16:
      return typeInput("def-type", "Defender type (KO)", isAnyone("defender"));
    case 17:
      return DIE_INPUT;
    case 18:
      return numberInput("attacks", "Attacks this turn", 1, 2, 1);
    case 19:
      return {
        id: "cover",
        label: "Target's cover",
        kind: "choice",
        initial: "none",
        when: isRanged,
        choices: function (c: Ctx, id?: string): Choice[] {
          return namedChoices(listOf(c.pack, "cover"), id);
        },
      };
    case 20:
      return flagInput("stepped-out", "Target stepped out", function (c: Ctx): boolean {
        return isRanged(c) && str(c.inputs, "cover") !== "none";
      });
    case 21:
      return flagInput("hshield", "Human shield", function (c: Ctx): boolean {
        return isRanged(c) && str(c.inputs, "defender") === ANYONE;
      });
    case 22:
      return numberInput("shield-thr", "Shield's Threshold", 1, 99, 3, isShielded);
  }
  return undefined;
}

/** The attack's numbers from completed inputs; refuses what the rules forbid, naming the input. */
export function attackSetup(inputs: Inputs, party: StrsSheet[], pack: StrsPack): AttackSetup {
  const die = dieRow(pack, Number(str(inputs, "die")));
  const atk = sheetOf(party, inputs, "attacker");
  const def = sheetOf(party, inputs, "defender");
  const ctx: Ctx = { inputs: inputs, party: party, pack: pack };
  // the defender's armor in force (none for an Anyone defender whose armor is not asked)
  let armor: Armor = { def: 0, thr: 0 };
  const s: AttackSetup = {
    sides: die.sides,
    penalty: die.woundPenalty,
    atkName: atk ? atk.name : "Attacker",
    defName: def ? def.name : "Defender",
    atkDice: 0,
    defDice: 0,
    atkBonus: 0,
    atkWounds: 0,
    defBonus: 0,
    pierced: "",
    defTaken: 0,
    defEased: 0,
    threshold: 1,
    halved: false,
    ko: 1,
    attacks: num(inputs, "attacks", 1),
    cover: "none",
    avoid: 0,
    shieldQuarters: 0,
    shieldThreshold: 1,
  };
  if (atk) {
    if (hasStatus(atk, "stunned")) throw refuse("attacker", atk.name + " is Stunned and skips this turn");
    if (effectiveWounds(atk) >= koOf(atk, pack)) throw refuse("attacker", atk.name + " is KO");
    if (s.attacks > 1 && hasStatus(atk, "fatigued")) throw refuse("attacks", atk.name + " is Fatigued: one action only");
    const w = weaponOf(atk, str(inputs, "weapon"));
    s.atkDice = allocationOf(atk, pack).atk;
    s.atkBonus = w.skill + w.weapon + (flag(inputs, "probe") ? 1 : 0);
    s.atkWounds = effectiveWounds(atk);
  } else {
    s.atkDice = num(inputs, "atk-dice");
    s.atkBonus = num(inputs, "atk-bonus");
    s.atkWounds = num(inputs, "atk-wounds");
  }
  if (def) {
    s.defDice = allocationOf(def, pack).def;
    s.defBonus = guardOf(def);
    armor = armorOf(def);
    s.defTaken = def.wounds;
    s.defEased = def.eased;
    s.threshold = bareThreshold(def);
    s.halved = hasStatus(def, "entangled");
    s.ko = koOf(def, pack);
  } else {
    s.defDice = num(inputs, "def-dice");
    s.defTaken = num(inputs, "def-wounds");
    s.threshold = num(inputs, "threshold", 1);
    if (askArmor(ctx)) armor = { def: num(inputs, "armor-def"), thr: num(inputs, "armor-thr") };
    if (armor.thr >= s.threshold) throw refuse("armor-thr", "must be less than the Threshold it is part of (" + s.threshold + ")");
    s.defBonus = num(inputs, "def-bonus") - armor.def;
    s.threshold -= armor.thr;
    s.halved = flag(inputs, "entangled");
    s.ko = koOfType(pack, str(inputs, "def-type"));
  }
  const left = piercedBy(armor, pierceIn(ctx));
  s.defBonus += left.def;
  s.threshold += left.thr;
  s.pierced = piercedText(armor, left);
  checkDice(pack, atk ? "attacker" : "atk-dice", s.atkDice);
  checkDice(pack, def ? "defender" : "def-dice", s.defDice);
  if (isRanged(ctx)) {
    const level = str(inputs, "cover");
    s.cover = flag(inputs, "stepped-out") ? coverBelow(pack, level) : level;
    s.avoid = coverAvoid(pack, s.cover);
    if (isShielded(ctx)) {
      s.shieldQuarters = pack.shieldQuarters;
      s.shieldThreshold = num(inputs, "shield-thr", 1);
    }
  }
  return s;
}

/** The defender's effective wounds after n more. */
export function defWoundsAfter(s: AttackSetup, n: number): number {
  const w = s.defTaken + n;
  return w > s.defEased ? w - s.defEased : 0;
}

/**
 * What the attack side adds to (attack sum - defense sum) after `extra` wounds on the
 * defender this turn: bonuses, less the attacker's wound penalty, plus the defender's.
 */
export function shiftAfter(s: AttackSetup, extra: number): number {
  return s.atkBonus - s.atkWounds * s.penalty - (s.defBonus - defWoundsAfter(s, extra) * s.penalty);
}
