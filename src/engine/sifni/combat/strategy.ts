/**
 * The combat strategies (s-ifni.txt, "Melee Combat" and "Ranged Combat") as data, one row per
 * strategy: id, label, attacks (1/0), attack fraction, defense fraction, extra defense rolls,
 * the extra rolls use Dodge (1/0).
 *
 * Melee: Wild Offense (attack +1/4, defense -1/4), Offense, Cautious Offense (attack -1/4, one
 * extra +1/4 defense roll against one declared attack), Defense (no attack, two extra +1/4
 * defense rolls, each against one attack), Dodge (exclusive: no attack, one extra +1/4 roll with
 * the Dodge skill against every attack that round). The highest defense roll counts.
 * Ranged: the target gets no defense roll unless it takes a defensive action. Offense (or any
 * other action): base TN 3; Defense: two RangedDefense rolls against one attack (each); Dodge:
 * one RangedDefense roll (Dodge skill) against every ranged attack.
 */
import { wordAt } from "../../format/words";

const MELEE =
  "wild|Wild Offense|1|+1/4|-1/4|0|0;offense|Offense|1|||0|0;cautious|Cautious Offense|1|-1/4||1|0;" +
  "defense|Defense|0|||2|0;dodge|Dodge|0|||1|1";
const RANGED = "none|Offense / other|0|||0|0;defense|Defense|0|||2|0;dodge|Dodge|0|||1|1";

/**
 * A strategy as its row, its fields words (format/words.ts): a side keeps the row's text (a few
 * JsVars) where an object of seven fields held ~22 on the device, with both sides of a melee
 * round's strike held.
 */
export type Strategy = string;
export const S_ID = 0;
export const S_LABEL = 1;
/** the attack roll's fraction */
export const S_ATTACK = 3;
/** the defense roll's fraction */
export const S_DEFENSE = 4;

/** Whether the strategy makes an attack. */
export function attacks(s: Strategy): boolean {
  return wordAt(s, 2) === "1";
}

/** The extra defense rolls the strategy gives. */
export function extraRolls(s: Strategy): number {
  return parseInt(wordAt(s, 5), 10);
}

/** Whether its extra roll is made with the Dodge skill (against every attack). */
export function dodges(s: Strategy): boolean {
  return wordAt(s, 6) === "1";
}

function rows(ranged: boolean): string[] {
  return (ranged ? RANGED : MELEE).split(";");
}

/** A strategy by id; an unknown id is Offense (melee) or the plain target (ranged). */
export function strategy(id: string, ranged: boolean): Strategy {
  const r = rows(ranged);
  for (let i = 0; i < r.length; i++) if (r[i].substring(0, id.length + 1) === id + "|") return r[i];
  return r[ranged ? 0 : 1];
}

/** The strategies as [id, label] pairs: all, or (melee) only those that attack. */
export function strategyChoices(ranged: boolean, attackingOnly: boolean): string[][] {
  const out: string[][] = [];
  const r = rows(ranged);
  for (let i = 0; i < r.length; i++) {
    if (!attackingOnly || attacks(r[i])) out.push([wordAt(r[i], S_ID), wordAt(r[i], S_LABEL)]);
  }
  return out;
}

/** The extra defense rolls' bonus ("extra MeleeDefense +1/4 roll"). */
export const EXTRA_ROLL = "+1/4";
/** "Defender Unaware: TN3", "RangedDefense is at base TN = 3": the TN of an undefended target. */
export const BASE_TN = 300;
