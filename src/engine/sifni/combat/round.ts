/**
 * Check "round": two fighters in melee for one round, each with a strategy that attacks
 * and/or defends (s-ifni.txt, "Melee Combat").
 *
 * "All combat takes place simultaneously, where the results are not applied until the end of
 * the round. This way, there is the possibility of a mutual kill." Together: both attacks are
 * rolled from the state at the start of the round; both wounds and both Endurance tests follow.
 * "Except when breaking range on a significantly longer weapon (in which case it gets to
 * attack and resolve all effects beforehand)": the longer weapon strikes first and its wound's
 * Endurance test is rolled at once; a fighter who falls does not strike back, one who stands
 * strikes with the new wound's penalty. Cautious Offense puts its extra roll, and Defense both
 * of its extra rolls, against the opponent's attack (the only one). "Same" parries with the
 * attacking weapon. Generator words: the first strike's attack and defense (and location dice),
 * its Endurance tests when it breaks range, then the second strike's.
 */
import { wordAt } from "../../format/words";
import { Effect, FollowUp, Inputs, Odds, OddsLine, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { setup } from "../roll";
import { condition } from "../data/sheet";
import { SheetRef, str } from "../checks/context";
import { fmt, pair, shout } from "../checks/lines";
import { AttackRoll, AttackSetup, ExchangeOdds, exchangeOdds, resolveAttack } from "./attack";
import { BAND_TABLE, SIGNIFICANT } from "./damage";
import { enduranceTest } from "./endurance";
import { clampSkill, totalOf } from "./fighter";
import { enduranceTn, locationText } from "./location";
import { AttackerSide, DefenderSide, meleeAttack, plain } from "./melee";
import { append, attackLines, attackSummary, enduranceFollowUp, exchangeLines, woundEffect } from "./outcome";
import { attackerSide, defenderSide } from "./read";
import { attacks } from "./strategy";

export const SAME_WEAPON = "same";

function attacker(inputs: Inputs, party: SheetRef[], pack: string, p: string): AttackerSide {
  return attackerSide(inputs, party, pack, p + "Who|" + p + "Skill|" + p + "Weapon|" + p + "Strategy|" + p + "Mod", p === "a" ? "A" : "B");
}

function defender(inputs: Inputs, party: SheetRef[], p: string): DefenderSide {
  const d = defenderSide(inputs, party, p + "Who|" + p + "Defense|" + p + "Dodge|" + p + "Parry|" + p + "Strategy|||" + p + "Armor|" + p + "Endurance|" + p + "DefenseMod", p === "a" ? "A" : "B");
  if (d.parry === SAME_WEAPON) d.parry = str(inputs, p + "Weapon");
  return d;
}

interface Strike {
  r: AttackRoll;
  endPlus10: number;
}

/**
 * One side's attack on the other, its lines and summary added to the round's; null when its
 * strategy does not attack.
 */
function strike(a: AttackerSide, d: DefenderSide, pack: string, rng: RandomGenerator, lines: string[], summaries: string[]): Strike | null {
  if (!attacks(a.strategy)) return null;
  const m = meleeAttack(a, d, plain([]), pack);
  const r = resolveAttack(rng, m.setup);
  append(lines, attackLines(a.fighter.name, d.fighter.name, r, m.attack, m.defense, "No opening"));
  summaries.push(attackSummary(a.fighter.name, d.fighter.name, r, "no opening"));
  return { r: r, endPlus10: m.setup.endPlus10 };
}

/** The table view's word for a strike's band when it hit, else "". */
function bandOf(s: Strike | null): string {
  return s !== null && s.r.result === "hit" ? wordAt(BAND_TABLE, s.r.band) : "";
}

export function resolveRound(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const order = str(inputs, "order", "together");
  const first = order === "b-first" ? "b" : "a";
  const second = first === "a" ? "b" : "a";
  let att1: AttackerSide | null = attacker(inputs, party, pack, first);
  let def1: DefenderSide | null = defender(inputs, party, second);
  // the second strike's sides are read now for their refusals (in the order they are asked),
  // and again once the first strike's are let go of: a small board holds one pair at a time
  attacker(inputs, party, pack, second);
  defender(inputs, party, first);
  let fresh: AttackerSide["fresh"] | null = null;
  const lines: string[] = [];
  const effects: Effect[] = [];
  const followUps: FollowUp[] = [];
  const summaries: string[] = [];
  let s1 = strike(att1, def1, pack, rng, lines, summaries);
  let standing = true;
  if (s1) {
    append(effects, woundEffect(def1.fighter, s1.r));
    const r = s1.r;
    if (order !== "together" && r.result === "hit" && r.band >= SIGNIFICANT && r.location) {
      // breaking range: the first strike's effects are resolved before the answer
      const target = def1.fighter;
      const skill = target.sheet ? totalOf(target.sheet, "Endurance", "vsDamage") : clampSkill(s1.endPlus10 - 10);
      const before = target.sheet ? condition(target.sheet) : "";
      const t = enduranceTest(rng, setup(skill), enduranceTn(r.dr, r.location), before);
      lines.push(pair(target.name + " Endurance", fmt(t.first.value) + (t.second ? ", " + fmt(t.second.value) : "") + " vs " + fmt(t.tn)));
      if (t.after !== before) {
        lines.push(target.name + (t.after === "dead" ? " dies" : " falls") + " before striking");
        if (target.sheet) effects.push({ character: target.id, kind: "condition", text: target.name + (t.after === "dead" ? " dies" : " falls unconscious"), data: { condition: t.after } });
        standing = false;
      }
      fresh = [{ dr: r.dr, band: r.band, location: locationText(r.location) }];
    } else append(followUps, enduranceFollowUp(def1.fighter, s1.endPlus10, r));
  }
  // the first strike as the table view needs it; its roll and sides are let go of before the second's
  const name1 = att1.fighter.name;
  const band1 = bandOf(s1);
  s1 = null;
  att1 = def1 = null;
  const att2 = attacker(inputs, party, pack, second);
  const def2 = defender(inputs, party, first);
  if (fresh) att2.fresh = fresh;
  const s2 = standing ? strike(att2, def2, pack, rng, lines, summaries) : null;
  if (s2) {
    append(effects, woundEffect(def2.fighter, s2.r));
    append(followUps, enduranceFollowUp(def2.fighter, s2.endPlus10, s2.r));
  }
  const band2 = bandOf(s2);
  const table = band1 && band2 ? "BOTH HIT" : band1 ? shout(name1, 12) + " HITS" : band2 ? shout(att2.fighter.name, 12) + " HITS" : "NO HIT";
  const bands: string[] = [];
  if (band1) bands.push(band1);
  if (band2) bands.push(band2);
  if (summaries.length === 0) summaries.push("no one attacks");
  return { check: "round", table: table, degree: bands.join(" / "), lines: lines, summary: summaries.join("; "), effects: effects, followUps: followUps };
}

/** Each attack from the state at the start of the round (a first strike's effects are not carried over). */
export function roundOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  // written twice, not looped: the set-up code is then known to run rarely, and written at its
  // calls (tools/build/inline-once.mjs, COLD); the first strike's odds are kept as numbers while
  // the second's are worked out, and the lines made after
  const a = strikeOdds(inputs, party, pack, "a", "b");
  const b = strikeOdds(inputs, party, pack, "b", "a");
  const lines: OddsLine[] = [];
  if (a) append(lines, exchangeLines(a.o, "a-", a.name + ": "));
  if (b) append(lines, exchangeLines(b.o, "b-", b.name + ": "));
  return { check: "round", lines: lines };
}

/** One side's strike's odds, null when its strategy makes no attack. */
function strikeOdds(inputs: Inputs, party: SheetRef[], pack: string, side: string, other: string): { name: string; o: ExchangeOdds } | null {
  const s = strikeSetup(inputs, party, pack, side, other);
  return s ? { name: s.name, o: exchangeOdds(s.setup) } : null;
}

/**
 * One side's strike as set up, null when its strategy makes no attack. The sides (their sheets)
 * are let go of on return, before the strike's odds are worked out.
 */
function strikeSetup(inputs: Inputs, party: SheetRef[], pack: string, side: string, other: string): { name: string; setup: AttackSetup } | null {
  const a = attacker(inputs, party, pack, side);
  if (!attacks(a.strategy)) return null;
  return { name: a.fighter.name, setup: meleeAttack(a, defender(inputs, party, other), plain([]), pack).setup };
}
