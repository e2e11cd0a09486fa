/**
 * The exact odds of an exchange by a sum over every hundredth of the defense: the continuous
 * model of the text's formula with Math.pow in double precision (sifni-reference.ts), with the
 * band of each (attack, defense) pair found from the DR's own definition. For the tests of
 * exchange odds (tests/sifni-combat/exchange-odds.test.ts, tests/engine/odds-accuracy.test.ts).
 */
import { parseFraction } from "../../src/engine/math/fraction";
import { curve } from "../../src/engine/sifni/curve";
import { applyFactor, factorOf } from "../../src/engine/sifni/modifiers";
import { RollSetup } from "../../src/engine/sifni/roll";
import { AttackSetup, ExchangeOdds } from "../../src/engine/sifni/combat/attack";
import { atLeastModRef } from "./sifni-reference";

export const mods = (t: string) => factorOf(t ? t.split(" ").map(parseFraction) : []);
const top = (s: RollSetup) => applyFactor(curve(s.skill, 4294967295), s.factor);

export interface Case {
  name: string;
  attack: RollSetup;
  rolls: RollSetup[];
  floor?: number;
  shift?: number;
  armor: number;
  e: number;
}

/** The reference: P(band >= j) for j = 0 (any hit) .. 5, and the deadlock. */
export function reference(c: Case): { atLeast: number[]; deadlock: number } {
  const floor = c.floor || 0;
  const shift = c.shift || 0;
  const sa = (t: number) => atLeastModRef(c.attack.skill, c.attack.factor.num, c.attack.factor.den, t);
  const g = (x: number) => (x < floor ? 0 : c.rolls.reduce((p, s) => p * (1 - atLeastModRef(s.skill, s.factor.num, s.factor.den, x + 1)), 1));
  const topD = Math.max(floor, ...c.rolls.map(top));
  const topA = top(c.attack);
  // the DR as the text defines it, rounded up to the hundredth; a defense of 0.00 read as 0.005
  const band = (a: number, d: number) => {
    const dd = d === 0 ? 0.5 : d;
    const dr = Math.ceil((1000 * (a - dd)) / dd - 1e-9) - c.armor;
    let b = 0;
    while (b < 5 && dr > (20 * (b + 1) * c.e)) b++;
    return b;
  };
  const atLeast = [0, 0, 0, 0, 0, 0];
  let deadlock = 0;
  // for each band, the least attack reaching it grows with the defense: walk both upwards
  const least = [0, 0, 0, 0, 0, 0];
  let g0 = 0;
  for (let x = 0; x <= topD; x++) {
    const g1 = g(x);
    const px = g1 - g0;
    g0 = g1;
    if (px <= 0) continue;
    const d = x + shift;
    deadlock += px * (sa(d) - sa(d + 1));
    for (let j = 0; j <= 5; j++) {
      let a = Math.max(least[j], d + 1);
      while (a <= topA && band(a, d) < j) a++;
      least[j] = a;
      atLeast[j] += px * (a > topA ? 0 : sa(a));
    }
  }
  return { atLeast, deadlock };
}

export function gap(o: ExchangeOdds, r: { atLeast: number[]; deadlock: number }): number {
  let worst = Math.abs(o.deadlock - r.deadlock);
  let above = 0;
  for (let j = 5; j >= 0; j--) {
    above += o.bands[j];
    worst = Math.max(worst, Math.abs(above - r.atLeast[j]));
  }
  return worst;
}

export function attackSetup(c: Case): AttackSetup {
  return {
    attack: c.attack,
    autoFail: false,
    defense: { rolls: c.rolls, floor: c.floor || 0, shift: c.shift || 0 },
    armor: c.armor,
    endPlus10: c.e,
    aim: 0,
    chosen: { section: 2, down: 3, across: 0 },
    detail: false,
    // an attack that does damage: the bands are what is checked
    noDamage: false,
  };
}
