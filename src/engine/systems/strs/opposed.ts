/**
 * Check "opposed": an opposed skill check works like a combat round. Each side's attack and
 * defense bonuses are relevant stats and skills, and its Threshold is its own defense bonus;
 * the better Timing attacks first (equal Timing: simultaneous, as in melee). Exchanges go on
 * until one side takes a "wound" (a result above the Threshold), who loses. A simultaneous
 * double wound settles nothing. After the pack's maxExchanges the contest has no winner.
 */
import { str } from "../../rules/inputs";
import { indexedSpec } from "../../rules/lazy-spec";
import { RandomGenerator } from "../../random/generator";
import { Inputs, Odds, Outcome } from "../../rules/types";
import { StrsCheck } from "./check";
import { DIE_INPUT, Spec, diceText, isAnyone, numberInput, skillInput, whoInput } from "./common";
import { diceSumCounts } from "../../math/dice-sums";
import { countAtLeast, cumulative, outcomes, rollDice, sumOf } from "./dice";
import { dieRow } from "./pack";
import { SkillSide, skillSide } from "./skill-side";
import { StrsPack, StrsSheet } from "./types";

/** Input j of a side's eight ("a", "b": the other side's `not` it cannot be). */
function sideInput(p: string, label: string, not: string, j: number): Spec | undefined {
  switch (j) {
    case 0:
      return whoInput(p, label, not);
    case 1:
      return skillInput(p + "-atk", label + " attacks with", p);
    case 2:
      return skillInput(p + "-def", label + " defends with", p);
    case 3:
      return numberInput(p + "-atk-bonus", label + " attack bonus", -20, 40, 0, isAnyone(p));
    case 4:
      return numberInput(p + "-def-bonus", label + " defense bonus", -20, 40, 0, isAnyone(p));
    case 5:
      return numberInput(p + "-timing", label + " Timing", -10, 30, 0, isAnyone(p));
    case 6:
      return numberInput(p + "-atk-dice", label + " attack dice", 0, 7, 2);
    case 7:
      return numberInput(p + "-def-dice", label + " defense dice", 0, 7, 2, isAnyone(p));
  }
  return undefined;
}

/** Input i of the check: side A's eight, side B's, the die. */
function opposedInput(i: number): Spec | undefined {
  return i < 8 ? sideInput("a", "A", "", i) : i < 16 ? sideInput("b", "B", "a", i - 8) : i === 16 ? DIE_INPUT : undefined;
}

interface Contest {
  a: SkillSide;
  b: SkillSide;
  sides: number;
  /** who attacks first: "a", "b", or "" (simultaneous) */
  first: string;
  /** per exchange: a wins, b wins (the rest goes on) */
  winA: number;
  winB: number;
}

/** x's result on y is a "wound" when at least 0 and above y's Threshold (its defense bonus). */
function leastWound(y: SkillSide): number {
  return y.defBonus + 1 > 0 ? y.defBonus + 1 : 0;
}

/**
 * A pool's counts and their running sums, made once per contest: both sides' attack and
 * defense often roll as many dice (2 and 2 from a pool of 4), and in the interpreter each is a
 * pass over the sums.
 */
interface Sums {
  n: number;
  counts: Float64Array;
  cum: Float64Array;
}

function sumsOf(made: Sums[], n: number, sides: number): Sums {
  for (let i = 0; i < made.length; i++) if (made[i].n === n) return made[i];
  const counts = diceSumCounts(n, sides);
  const s = { n: n, counts: counts, cum: cumulative(counts) };
  made.push(s);
  return s;
}

/** P(x wounds y in one attack), from exact counts. */
function woundChance(x: SkillSide, y: SkillSide, sides: number, made: Sums[]): number {
  const shift = x.atkBonus - x.penalty - (y.defBonus - y.penalty);
  const hits = countAtLeast(sumsOf(made, x.atkDice, sides).counts, sumsOf(made, y.defDice, sides).cum, shift, leastWound(y));
  return hits / outcomes(x.atkDice + y.defDice, sides);
}

function contestOf(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Contest {
  const die = dieRow(pack, Number(str(inputs, "die")));
  const a = skillSide("a-", "a", inputs, party, pack, die.woundPenalty);
  const b = skillSide("b-", "b", inputs, party, pack, die.woundPenalty);
  const made: Sums[] = [];
  const pa = woundChance(a, b, die.sides, made);
  const pb = woundChance(b, a, die.sides, made);
  const first = a.timing > b.timing ? "a" : b.timing > a.timing ? "b" : "";
  let winA: number;
  let winB: number;
  if (first === "a") {
    winA = pa;
    winB = (1 - pa) * pb;
  } else if (first === "b") {
    winB = pb;
    winA = (1 - pb) * pa;
  } else {
    winA = pa * (1 - pb);
    winB = pb * (1 - pa);
  }
  return { a: a, b: b, sides: die.sides, first: first, winA: winA, winB: winB };
}

function oddsOpposed(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Odds {
  const c = contestOf(inputs, party, pack);
  // an exchange settles it with chance s = winA + winB, else the next one comes: a wins in the
  // (i + 1)th with (1 - s)^i winA, so within N exchanges winA (1 - (1 - s)^N) / s, a geometric
  // sum (one pass of squarings for (1 - s)^N, not N steps)
  const s = c.winA + c.winB;
  let left = 1;
  for (let x = 1 - s, n = pack.maxExchanges; n > 0; n >>= 1, x *= x) if (n & 1) left *= x;
  const a = s > 0 ? (c.winA * (1 - left)) / s : 0;
  const b = s > 0 ? (c.winB * (1 - left)) / s : 0;
  // the no-winner line is what is left, so the three add up to 1
  return {
    check: "opposed",
    lines: [
      { id: "a", label: c.a.name + " wins", p: a },
      { id: "b", label: c.b.name + " wins", p: b },
      { id: "none", label: "No winner", p: c.winA + c.winB === 0 ? 1 : 1 - a - b },
    ],
  };
}

interface Strike {
  atk: number[];
  def: number[];
  atkTotal: number;
  defTotal: number;
  wound: boolean;
}

function strike(rng: RandomGenerator, x: SkillSide, y: SkillSide, sides: number): Strike {
  const atk = rollDice(rng, x.atkDice, sides);
  const def = rollDice(rng, y.defDice, sides);
  const at = sumOf(atk) + x.atkBonus - x.penalty;
  const dt = sumOf(def) + y.defBonus - y.penalty;
  return { atk: atk, def: def, atkTotal: at, defTotal: dt, wound: at - dt >= leastWound(y) };
}

function strikeLine(x: SkillSide, y: SkillSide, s: Strike, sides: number): string {
  return x.name + " " + diceText(s.atk, sides) + " =" + s.atkTotal + " vs " + s.defTotal + " Thr " + y.defBonus + (s.wound ? ": WOUND" : "");
}

function resolveOpposed(inputs: Inputs, party: StrsSheet[], pack: StrsPack, rng: RandomGenerator): Outcome {
  const c = contestOf(inputs, party, pack);
  const order = c.first === "b" ? [c.b, c.a] : [c.a, c.b];
  let winner: SkillSide | null = null;
  let n = 0;
  let last: string[] = [];
  // neither side can ever win alone: no dice to roll
  while (c.winA + c.winB > 0 && winner === null && n < pack.maxExchanges) {
    n++;
    const s1 = strike(rng, order[0], order[1], c.sides);
    if (c.first !== "" && s1.wound) {
      winner = order[0];
      last = [strikeLine(order[0], order[1], s1, c.sides)];
      break;
    }
    const s2 = strike(rng, order[1], order[0], c.sides);
    last = [strikeLine(order[0], order[1], s1, c.sides), strikeLine(order[1], order[0], s2, c.sides)];
    if (s1.wound !== s2.wound) winner = s1.wound ? order[0] : order[1];
  }
  const lines = [(c.first === "" ? "Simultaneous" : order[0].name + " first") + ", " + n + " exchange" + (n === 1 ? "" : "s")].concat(last);
  const loser = winner === c.a ? c.b : c.a;
  return {
    check: "opposed",
    table: winner === null ? "NO WINNER" : winner.name.toUpperCase() + " WINS",
    degree: "",
    lines: lines,
    summary: "Opposed " + c.a.name + " / " + c.b.name + ": " + (winner === null ? "no winner" : winner.name + " wins, " + loser.name + " loses") + " after " + n,
    effects: [],
    followUps: [],
  };
}

export const opposed: StrsCheck = {
  spec: indexedSpec("opposed", "Opposed skill check", opposedInput),
  resolve: resolveOpposed,
  odds: oddsOpposed,
};
