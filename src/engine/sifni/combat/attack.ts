/**
 * One attack, melee or ranged: the attack roll against the best defense roll (or a TN), then
 * on a hit the DR, its band and the hit location. Generator words are drawn in this order:
 * the attack roll, each defense roll in order, then the location dice (hits only).
 *
 * The missed-shot rule ("only failures less than 3/4 of the maximum roll indicate a missed
 * shot"): a failure below 3/4 of the attack's normal maximum (after its modifiers) is a MISS
 * (the shot is spent, the swing went wide); any other failure is NO OPENING (maneuvering,
 * aiming, feinting: nothing spent).
 */
import { RandomGenerator } from "../../random/generator";
import { applyFactor } from "../modifiers";
import { RatioOdds, ratioOdds } from "../ratio-odds";
import { Roll, RollSetup, roll } from "../roll";
import { MAX_BAND, bandOf, bandRatios, drOf } from "./damage";
import { Location, rollLocation } from "./location";

export interface DefenseRolls {
  /** rolled in this order; the highest counts */
  rolls: RollSetup[];
  /** the defense is never below this, hundredths (a base TN) */
  floor: number;
  /** hundredths added to the defense (range steps) */
  shift: number;
}

export interface AttackSetup {
  attack: RollSetup;
  /** a modifier made the attack fail whatever the roll (nothing is rolled) */
  autoFail: boolean;
  defense: DefenseRolls;
  /** armor against this weapon, hundredths: points x the weapon's armor factor, less its damage bonus */
  armor: number;
  /** the target's Endurance + 10 */
  endPlus10: number;
  /** 0 random, 1 section, 2 location, 3 point (location.ts AIMS) */
  aim: number;
  chosen: Location;
  /** roll the right-to-left die too */
  detail: boolean;
  /** a hit does no damage (a grab, the tests of a disarm): no DR, no location dice */
  noDamage: boolean;
}

export type AttackResult = "hit" | "deadlock" | "miss" | "held";

export interface AttackRoll {
  /** null when a modifier failed the attack automatically */
  attack: Roll | null;
  defense: Roll[];
  /** the defense the attack had to beat, hundredths */
  tn: number;
  result: AttackResult;
  /** hits only (else 0) */
  dr: number;
  band: number;
  location: Location | null;
}

/** The attack's normal maximum after its modifiers: the "maximum roll" of the missed-shot rule. */
export function normalMax(s: RollSetup): number {
  return applyFactor(100 * (s.skill + 10), s.factor);
}

export function resolveAttack(rng: RandomGenerator, s: AttackSetup): AttackRoll {
  const out: AttackRoll = { attack: null, defense: [], tn: 0, result: "miss", dr: 0, band: 0, location: null };
  if (s.autoFail) return out;
  const a = roll(rng, s.attack);
  out.attack = a;
  let best = s.defense.floor;
  for (let i = 0; i < s.defense.rolls.length; i++) {
    const d = roll(rng, s.defense.rolls[i]);
    out.defense.push(d);
    if (d.value > best) best = d.value;
  }
  const tn = best + s.defense.shift;
  out.tn = tn;
  if (a.value > tn) {
    out.result = "hit";
    if (s.noDamage) return out;
    out.dr = drOf(a.value, tn, s.armor);
    out.band = bandOf(out.dr, s.endPlus10);
    out.location = rollLocation(rng, s.aim, s.chosen, s.detail);
  } else if (a.value === tn) out.result = "deadlock";
  else out.result = 4 * a.value < 3 * normalMax(s.attack) ? "miss" : "held";
  return out;
}

export interface ExchangeOdds {
  hit: number;
  deadlock: number;
  miss: number;
  /** bands[j]: P(a hit of band j), j = 0..5; they sum to hit */
  bands: number[];
}

/**
 * The odds of an attack roll against a defense: hit, deadlock, miss and each band, from sums
 * over the same points (ratio-odds.ts). Band j or worse is 1000 a > m_j d (damage.ts bandRatios); a ratio
 * of 1000 or less (no armor and End -10, or a damage bonus beyond the armor) holds for every
 * hit, so its odds are the hit's.
 */
export function bandOdds(attack: RollSetup, defense: DefenseRolls, armor: number, endPlus10: number): ExchangeOdds {
  const ratios = bandRatios(armor, endPlus10);
  const asked: number[] = [];
  for (let j = 0; j < ratios.length; j++) if (ratios[j] > 1000) asked.push(ratios[j]);
  const r: RatioOdds = ratioOdds(attack, defense, asked);
  const out: ExchangeOdds = { hit: r.hit, deadlock: r.deadlock, miss: r.miss, bands: [0, 0, 0, 0, 0, 0] };
  // at least band j, made monotone (each sum carries its own small error)
  let above = r.hit;
  let k = 0;
  for (let j = 0; j <= MAX_BAND; j++) {
    let next = 0;
    if (j < MAX_BAND) {
      next = ratios[j] > 1000 ? r.above[k++] : r.hit;
      if (next > above) next = above;
      if (next < 0) next = 0;
    }
    out.bands[j] = above - next;
    above = next;
  }
  return out;
}

/** The exact odds of one attack as set up (a hit without damage has no bands: all of it is band 0). */
export function exchangeOdds(s: AttackSetup): ExchangeOdds {
  if (s.autoFail) return { hit: 0, deadlock: 0, miss: 1, bands: [0, 0, 0, 0, 0, 0] };
  if (s.noDamage) {
    const h = ratioOdds(s.attack, s.defense, []);
    return { hit: h.hit, deadlock: h.deadlock, miss: h.miss, bands: [h.hit, 0, 0, 0, 0, 0] };
  }
  return bandOdds(s.attack, s.defense, s.armor, s.endPlus10);
}
