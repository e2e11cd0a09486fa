/**
 * Hit location (s-ifni.txt, "Damage"): a die gives the section (Head, Right Arm, Torso,
 * Left Arm, Right Leg, Left Leg), a second die the sixth of it from top to bottom, an optional
 * third die the sixth from right to left. Choosing a target instead costs the attacker
 * -1/5 roll (section), -1/3 (location: section and sixth) or -1/2 (point: all three).
 *
 * The text says the band's effects assume a torso hit and should be "modified to fit" the
 * location; LOCATION_TABLE is the table chosen here (docs/rules-sifni-combat.md).
 */
import { textIndex } from "../../../format/text-index";
import { MAX_EXACT, floorDiv } from "../../../math/exact";
import { die } from "../../../random/dice";
import { RandomGenerator } from "../../../random/generator";
import { Wound } from "../types";

/** The sections in die order (face 1 is the head). */
export const SECTIONS = ["head", "right arm", "torso", "left arm", "right leg", "left leg"];
/** Faces of the location dice ("1/D of that body section"). */
export const LOCATION_SIDES = 6;

/** How a target is chosen, and what it costs the attacker's roll. */
export const AIMS = ["random", "section", "location", "point"];
export const AIM_PENALTY = ["0", "-1/5", "-1/3", "-1/2"];

export interface Location {
  /** index into SECTIONS */
  section: number;
  /** 1..6 from the top */
  down: number;
  /** 1..6 from the right, 0 when not rolled */
  across: number;
}

/**
 * Adjustments by section and half (sixths 1-3 upper, 4-6 lower), in fifths of the roll and as
 * a factor on the Endurance test's TN:
 *   [general penalty steps, extra steps for actions using that part, TN numerator, TN denominator]
 * Head: one more step and a TN of 3/2 DR. Torso: as the chart. Arms and legs: one step less in
 * general, one more when using that arm (legs: movement); hands, forearms, shins and feet
 * test Endurance against half the DR.
 */
const LOCATION_TABLE: number[][] = [
  [1, 0, 3, 2], // head, upper
  [1, 0, 3, 2], // head, lower (face, jaw, neck)
  [0, 0, 1, 1], // torso, upper
  [0, 0, 1, 1], // torso, lower
  [-1, 1, 1, 1], // arm, upper (shoulder to elbow)
  [-1, 1, 1, 2], // arm, lower (forearm, hand)
  [-1, 1, 1, 1], // leg, upper (hip to knee)
  [-1, 1, 1, 2], // leg, lower (shin, foot)
];

/** Each section's kind: 0 head, 1 torso, 2 arm, 3 leg. */
const KIND = [0, 2, 1, 2, 3, 3];

function rowOf(l: Location): number[] {
  return LOCATION_TABLE[2 * KIND[l.section] + (l.down > LOCATION_SIDES / 2 ? 1 : 0)];
}

/** What a wound's part is used for: "right arm", "left arm", or "movement" for the legs. */
export function useOf(l: Location): string {
  const k = KIND[l.section];
  return k === 2 ? SECTIONS[l.section] : k === 3 ? "movement" : "";
}

/**
 * The location of a hit: dice for what was not chosen. Aim 0 rolls everything; 1 keeps the
 * chosen section; 2 the section and the sixth down; 3 all three. The third die is rolled
 * only when asked for (`detail`) or aimed at.
 */
export function rollLocation(rng: RandomGenerator, aim: number, chosen: Location, detail: boolean): Location {
  const section = aim >= 1 ? chosen.section : die(rng, LOCATION_SIDES) - 1;
  const down = aim >= 2 ? chosen.down : die(rng, LOCATION_SIDES);
  const across = aim >= 3 ? chosen.across : detail ? die(rng, LOCATION_SIDES) : 0;
  return { section: section, down: down, across: across };
}

/** "right arm, 2/6 down" or "torso, 3/6 down, 5/6 from right". */
export function locationText(l: Location): string {
  let t = SECTIONS[l.section] + ", " + l.down + "/" + LOCATION_SIDES + " down";
  if (l.across > 0) t += ", " + l.across + "/" + LOCATION_SIDES + " from right";
  return t;
}

/** A single digit 1..6 at t[i], or 0. */
function sixth(t: string, i: number): number {
  const c = t.charCodeAt(i) - 48;
  return c >= 1 && c <= LOCATION_SIDES ? c : 0;
}

/** Reads locationText back; an unknown text is a torso hit (the chart's own assumption). */
export function parseLocation(text: string): Location {
  const t = text.toLowerCase();
  let section = 2;
  let rest = "";
  for (let i = 0; i < SECTIONS.length; i++) {
    if (t.substring(0, SECTIONS[i].length) === SECTIONS[i]) {
      section = i;
      rest = t.substring(SECTIONS[i].length);
      break;
    }
  }
  const l: Location = { section: section, down: 3, across: 0 };
  if (rest.substring(0, 2) === ", " && rest.charAt(3) === "/") {
    const d = sixth(rest, 2);
    if (d > 0) l.down = d;
    const far = textIndex(rest, " down, ");
    if (far >= 0 && rest.charAt(far + 8) === "/") l.across = sixth(rest, far + 7);
  }
  return l;
}

/** The wound penalty in fifths of the roll for an action using `use` ("" for any other). */
export function woundSteps(w: Wound, use: string): number {
  if (w.band < 1) return 0;
  const l = parseLocation(w.location);
  const row = rowOf(l);
  let steps = w.band + row[0];
  if (use !== "" && use === useOf(l)) steps += row[1];
  return steps < 0 ? 0 : steps > 5 ? 5 : steps;
}

/** "Use only the highest penalty that applies": the worst wound's steps. */
export function worstWoundSteps(wounds: Wound[], use: string): number {
  let worst = 0;
  for (let i = 0; i < wounds.length; i++) {
    const s = woundSteps(wounds[i], use);
    if (s > worst) worst = s;
  }
  return worst;
}

/** The Endurance test's TN for a DR taken at this location, hundredths (rounded down). */
export function enduranceTn(dr: number, l: Location): number {
  const row = rowOf(l);
  if (dr <= 0) return 0;
  if (dr > floorDiv(MAX_EXACT, row[2])) return MAX_EXACT;
  return floorDiv(dr * row[2], row[3]);
}
