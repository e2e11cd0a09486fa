/**
 * Hit location (s-ifni.txt, "Damage"): a die gives the section (Head, Right Arm, Torso,
 * Left Arm, Right Leg, Left Leg), a second die the sixth of it from top to bottom, an optional
 * third die the sixth from right to left. Choosing a target instead costs the attacker
 * -1/5 roll (section), -1/3 (location: section and sixth) or -1/2 (point: all three).
 *
 * "The numbers used above assume a torso hit. A hit in the upper arm may have one less point
 * of modifier penalty, but an additional point when using that arm. Likewise, a hit in the foot
 * may have a reduced TN on the Endurance test, but increased penalties for movement type
 * actions." One rule for every check (docs/rules-sifni-combat.md, "The location table"): a
 * wound's penalty is its band adjusted by where it is, plus the point back when the roll uses
 * that part; Endurance tests use the DR adjusted by where it is.
 */
import { textIndex } from "../../format/text-index";
import { wordAt } from "../../format/words";
import { MAX_EXACT, floorDiv } from "../../math/exact";
import { die } from "../../random/dice";
import { RandomGenerator } from "../../random/generator";
import { RS, US } from "../data/codes";
import { F_WEAPONS, Sheet, Wound, field } from "../data/sheet";

/** The sections in die order (face 1 is the head), as words (format/words.ts). */
export const SECTIONS = "head|right arm|torso|left arm|right leg|left leg";
/** Faces of the location dice ("1/D of that body section"). */
export const LOCATION_SIDES = 6;
/** How a target is chosen, and what it costs the attacker's roll. */
export const AIMS = "random|section|location|point";
export const AIM_PENALTY = "|-1/5|-1/3|-1/2";

export interface Location {
  /** index into SECTIONS */
  section: number;
  /** 1..6 from the top */
  down: number;
  /** 1..6 from the right, 0 when not rolled */
  across: number;
}

/**
 * Per section kind and half (sixths 1-3 upper, 4-6 lower), in fifths of the roll and as a
 * factor on the Endurance test's TN, four digits each: general steps + 1 (so 0 is -1), extra
 * steps when using that part, TN numerator, TN denominator. Head: one more step, TN 3/2 DR;
 * torso: as the chart; arms and legs: one less in general, one more when used (legs:
 * movement); hands, forearms, shins and feet test against half the DR.
 */
const TABLE = "2032" + "2032" + "1011" + "1011" + "0111" + "0112" + "0111" + "0112";
/** Each section's kind, a digit per section: 0 head, 1 torso, 2 arm, 3 leg. */
const KIND = "021233";

function cell(l: Location, k: number): number {
  return parseInt(TABLE.charAt(4 * (2 * parseInt(KIND.charAt(l.section), 10) + (l.down > 3 ? 1 : 0)) + k), 10);
}

/**
 * What a roll uses, for a limb wound's point back: parts joined by "+" ("right arm", "left arm",
 * "movement" for the legs), "" for none in particular. Which check uses what:
 * docs/rules-sifni-combat.md, "Which part a roll uses".
 */
export const MOVEMENT = "movement";
export const BOTH_ARMS = "right arm+left arm";
/** Every part: the most a wound can cost any roll (whether to offer its waiver). */
export const ANY_PART = BOTH_ARMS + "+" + MOVEMENT;

/**
 * The arms a melee weapon row is used with: both when it is "2-hands" (hands, field 7, is 2),
 * else the left when the sheet marks it so (US "l" after its id), else the right.
 */
export function armsOf(s: Sheet | null, w: string[]): string {
  if (w[7] === "2") return BOTH_ARMS;
  // textIndex: Espruino's indexOf also "finds" a part whose start ends the text
  return s && textIndex(RS + field(s, F_WEAPONS) + RS, RS + w[0] + US + "l" + RS) >= 0 ? "left arm" : "right arm";
}

/** What a wound's part is used for: "right arm", "left arm", "movement" (legs) or "". */
export function useOf(l: Location): string {
  const k = parseInt(KIND.charAt(l.section), 10);
  return k === 2 ? wordAt(SECTIONS, l.section) : k === 3 ? "movement" : "";
}

/** The location of a hit: dice for what was not chosen (aim 0 rolls everything). */
export function rollLocation(rng: RandomGenerator, aim: number, chosen: Location, detail: boolean): Location {
  const section = aim >= 1 ? chosen.section : die(rng, LOCATION_SIDES) - 1;
  const down = aim >= 2 ? chosen.down : die(rng, LOCATION_SIDES);
  const across = aim >= 3 ? chosen.across : detail ? die(rng, LOCATION_SIDES) : 0;
  return { section: section, down: down, across: across };
}

/** "right arm, 2/6 down" or "torso, 3/6 down, 5/6 from right": what a wound's location says. */
export function locationText(l: Location): string {
  let t = wordAt(SECTIONS, l.section) + ", " + l.down + "/6 down";
  if (l.across > 0) t += ", " + l.across + "/6 from right";
  return t;
}

/** Reads locationText back; an unknown text is a torso hit (the chart's own assumption). */
export function parseLocation(text: string): Location {
  const t = text.toLowerCase();
  const l: Location = { section: 2, down: 3, across: 0 };
  const names = SECTIONS.split("|");
  for (let i = 0; i < names.length; i++) {
    if (t.substring(0, names[i].length) !== names[i]) continue;
    l.section = i;
    const rest = t.substring(names[i].length);
    const d = parseInt(rest.substring(2, 3), 10);
    if (rest.substring(0, 2) === ", " && rest.charAt(3) === "/" && d >= 1 && d <= 6) l.down = d;
    const a = parseInt(rest.substring(12, 13), 10);
    if (rest.substring(6, 12) === "down, " && a >= 1 && a <= 6) l.across = a;
    break;
  }
  return l;
}

/** A wound's penalty in fifths of the roll for an action using `use` (parts joined by "+", "" none). */
export function woundSteps(w: Wound, use: string): number {
  if (w.band < 1) return 0;
  const l = parseLocation(w.location);
  let steps = w.band + cell(l, 0) - 1;
  const part = useOf(l);
  if (part !== "" && textIndex(use, part) >= 0) steps += cell(l, 1);
  return steps < 0 ? 0 : steps > 5 ? 5 : steps;
}

/** "Use only the highest penalty that applies": the worst wound's steps. */
export function worstSteps(list: Wound[], use: string): number {
  let worst = 0;
  for (let i = 0; i < list.length; i++) {
    const s = woundSteps(list[i], use);
    if (s > worst) worst = s;
  }
  return worst;
}

/** The Endurance test's TN for a DR taken at this location, hundredths (rounded down). */
export function enduranceTn(dr: number, l: Location): number {
  const num = cell(l, 2);
  if (dr <= 0) return 0;
  if (dr > floorDiv(MAX_EXACT, num)) return MAX_EXACT;
  return floorDiv(dr * num, cell(l, 3));
}
