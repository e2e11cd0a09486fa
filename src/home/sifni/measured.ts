/**
 * Measured stats (s-ifni.txt, "Skills"), for the GM's reference screen:
 *   Total Lift (stationary): (strength lift total + 10)^4 grams
 *   Unencumbered Carry:      (strength carry total + 10)^4 grams / 2
 *   Running 3, Walking 1, Swimming 1/2, Climbing 1/10 x (athletics total / 10 + 1) m/s
 * "Athletics" is not one of the 25 stats; its skills (Running, Swimming, Climbing) are
 * Agility's, so Agility is read for it. Each measure uses the stat plus the skill of that name
 * when the sheet has one (Lifting, Carrying, Running, Walking, Swimming, Climbing).
 *
 * Integer arithmetic only: grams are exact up to (990 + 10)^4 = 10^12, and every speed is an
 * exact number of hundredths of a metre per second: 3 (x/10 + 1) m/s = 30 (x + 10) cm/s.
 */
import { digits, formatHundredths } from "../../engine/format/number";
import { floorDiv } from "../../engine/math/exact";
import { findSkillLike, skillTotal } from "./totals";
import { SifniSheet } from "./types";

/** (x + 10)^4 grams; nothing at -10 or below. */
export function liftGrams(total: number): number {
  const m = total + 10;
  if (m <= 0) return 0;
  const m2 = m * m;
  return m2 * m2;
}

/** Half the lift, whole grams rounded down. */
export function carryGrams(total: number): number {
  return floorDiv(liftGrams(total), 2);
}

export type Gait = "run" | "walk" | "swim" | "climb";

/** Speed in hundredths of a metre per second; 0 at -10 or below ("can't move"). */
export function speedCm(total: number, gait: Gait): number {
  const m = total + 10;
  // hundredths of m/s per point of x + 10: run 3/10, walk 1/10, swim 1/20, climb 1/100 m/s
  const per = gait === "run" ? 30 : gait === "walk" ? 10 : gait === "swim" ? 5 : 1;
  return m <= 0 ? 0 : per * m;
}

/** "nothing", "625 g", "10.0 kg", "1.5 t": rounded down, one decimal from kilograms on. */
export function formatMass(grams: number): string {
  if (grams <= 0) return "nothing";
  if (grams < 1000) return digits(grams) + " g";
  if (grams < 1000000) {
    const hg = floorDiv(grams, 100);
    return digits(floorDiv(hg, 10)) + "." + digits(hg % 10) + " kg";
  }
  const hkg = floorDiv(grams, 100000);
  return digits(floorDiv(hkg, 10)) + "." + digits(hkg % 10) + " t";
}

/** "1.20 m/s"; "can't move" at 0. */
export function formatSpeed(cm: number): string {
  return cm <= 0 ? "can't move" : formatHundredths(cm) + " m/s";
}

export interface Measure {
  id: string;
  /** short label for the screen */
  label: string;
  stat: string;
  /** the skill used with the stat, "" when the sheet has none of that name */
  skill: string;
  total: number;
  /** grams or hundredths of m/s */
  value: number;
  text: string;
}

/** Every measured stat of a sheet (before wound and armor penalties, which act on rolls). */
export function measures(sheet: SifniSheet): Measure[] {
  // id, label, stat, skill of each measure
  const table = [
    ["lift", "Lift", "Strength", "Lifting"],
    ["carry", "Carry", "Strength", "Carrying"],
    ["run", "Run", "Agility", "Running"],
    ["walk", "Walk", "Agility", "Walking"],
    ["swim", "Swim", "Agility", "Swimming"],
    ["climb", "Climb", "Agility", "Climbing"],
  ];
  const out: Measure[] = [];
  for (let i = 0; i < table.length; i++) {
    const m = table[i];
    const skill = findSkillLike(sheet, m[2], m[3]);
    const total = skillTotal(sheet, m[2], skill, null, false).total;
    let value: number;
    let text: string;
    if (m[0] === "lift" || m[0] === "carry") {
      value = m[0] === "lift" ? liftGrams(total) : carryGrams(total);
      text = formatMass(value);
    } else {
      value = speedCm(total, m[0] as Gait);
      text = formatSpeed(value);
    }
    out.push({ id: m[0], label: m[1], stat: m[2], skill: skill ? skill.name : "", total: total, value: value, text: text });
  }
  return out;
}
