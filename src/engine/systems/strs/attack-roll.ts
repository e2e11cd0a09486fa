/**
 * Rolling an attack turn: per attack, the cover die (when cover is partial), the attacker's
 * dice, the defender's dice, then the human shield's d4 on a hit. Structured, so the GM lines,
 * the CLI and the tests read the same record.
 */
import { RandomGenerator } from "../../random/generator";
import { uniformInt } from "../../random/uniform";
import { AttackSetup, defWoundsAfter } from "./attack-setup";
import { rollDice, sumOf, woundsOf } from "./dice";

export interface SideRoll {
  dice: number[];
  sum: number;
  /** the bonus added (skill + implement) */
  bonus: number;
  /** subtracted for wounds: wounds x penalty */
  penalty: number;
  total: number;
}

export interface OneAttack {
  /** the cover d6 (avoided when at most the cover's sixths), or 0 when none was rolled */
  coverRoll: number;
  /** avoided by cover: no dice rolled */
  avoided: boolean;
  atk: SideRoll | null;
  def: SideRoll | null;
  /** attack total - defense total (0 when avoided) */
  result: number;
  /** -1 nothing, 0 glancing, k wounds */
  wounds: number;
  /** the human shield's d4 (taken when at most shieldQuarters), 0 when none was rolled */
  shieldRoll: number;
  /** the hit went to the human shield; `shieldWounds` by its Threshold */
  redirected: boolean;
  shieldWounds: number;
}

export interface AttackTurn {
  attacks: OneAttack[];
  /** wounds the defender takes this turn */
  wounds: number;
  /** glancing hits on the defender (each gives the attacker 1 charge) */
  glancing: number;
  /** "none" | "glancing" | "wounds" for the defender */
  outcome: string;
  /** the defender's effective wounds reach KO */
  ko: boolean;
}

function side(rng: RandomGenerator, n: number, sides: number, bonus: number, penalty: number): SideRoll {
  const dice = rollDice(rng, n, sides);
  const sum = sumOf(dice);
  return { dice: dice, sum: sum, bonus: bonus, penalty: penalty, total: sum + bonus - penalty };
}

function oneAttack(rng: RandomGenerator, s: AttackSetup, extra: number): OneAttack {
  const a: OneAttack = {
    coverRoll: 0, avoided: false, atk: null, def: null, result: 0, wounds: -1, shieldRoll: 0, redirected: false, shieldWounds: -1,
  };
  if (s.avoid >= 6) a.avoided = true;
  else if (s.avoid > 0) {
    a.coverRoll = uniformInt(rng, 6) + 1;
    a.avoided = a.coverRoll <= s.avoid;
  }
  if (a.avoided) return a;
  a.atk = side(rng, s.atkDice, s.sides, s.atkBonus, s.atkWounds * s.penalty);
  a.def = side(rng, s.defDice, s.sides, s.defBonus, defWoundsAfter(s, extra) * s.penalty);
  a.result = a.atk.total - a.def.total;
  a.wounds = woundsOf(a.result, s.threshold, s.halved);
  if (a.wounds >= 0 && s.shieldQuarters > 0) {
    a.shieldRoll = uniformInt(rng, 4) + 1;
    if (a.shieldRoll <= s.shieldQuarters) {
      a.redirected = true;
      a.shieldWounds = woundsOf(a.result, s.shieldThreshold, false);
    }
  }
  return a;
}

export function rollAttack(rng: RandomGenerator, s: AttackSetup): AttackTurn {
  const t: AttackTurn = { attacks: [], wounds: 0, glancing: 0, outcome: "none", ko: false };
  for (let i = 0; i < s.attacks; i++) {
    // a defender at KO takes no further attack this turn
    if (i > 0 && defWoundsAfter(s, t.wounds) >= s.ko) break;
    const a = oneAttack(rng, s, t.wounds);
    t.attacks.push(a);
    if (a.redirected) continue;
    if (a.wounds > 0) t.wounds += a.wounds;
    else if (a.wounds === 0) t.glancing++;
  }
  t.outcome = t.wounds > 0 ? "wounds" : t.glancing > 0 ? "glancing" : "none";
  t.ko = defWoundsAfter(s, t.wounds) >= s.ko;
  return t;
}
