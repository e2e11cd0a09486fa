/**
 * Check "extended": an extended skill check. Each step the character splits the dice between
 * attack (the work, against the difficulty) and defense (Focus or Stamina, against the
 * intensity of the effort). A met difficulty scores a point; a miss takes a point back if there
 * is one, and two misses in a row botch the job; a missed intensity exhausts the character,
 * who stops. The goal is at least 2 points. Botching comes before exhaustion in a step, and a
 * step's point counts before its exhaustion (docs/rules-strs.md).
 */
import { num, str } from "../../rules/inputs";
import { RandomGenerator } from "../../random/generator";
import { Effect, Inputs, Odds, Outcome } from "../../rules/types";
import { StrsCheck } from "./check";
import { DIE_INPUT, Spec, chanceAtLeast, isAnyone, numberInput, skillInput, whoInput } from "./common";
import { rollDice, sumOf } from "./dice";
import { dieRow } from "./pack";
import { SkillSide, skillSide } from "./skill-side";
import { StrsPack, StrsSheet } from "./types";
import { indexedSpec } from "../../rules/lazy-spec";

/** Input i of the check. */
function extendedInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Who");
    case 1:
      return skillInput("atk", "Work skill", "who");
    case 2:
      return skillInput("def", "Focus or Stamina", "who");
    case 3:
      return numberInput("atk-bonus", "Work bonus", -20, 40, 0, isAnyone("who"));
    case 4:
      return numberInput("def-bonus", "Focus/Stamina bonus", -20, 40, 0, isAnyone("who"));
    case 5:
      return numberInput("atk-dice", "Work dice", 0, 7, 2);
    case 6:
      return numberInput("def-dice", "Effort dice", 0, 7, 2, isAnyone("who"));
    case 7:
      return numberInput("difficulty", "Difficulty", -20, 99);
    case 8:
      return numberInput("intensity", "Intensity", -20, 99);
    case 9:
      return numberInput("goal", "Points to finish", 2, 10, 3);
    case 10:
      return DIE_INPUT;
  }
  return undefined;
}

interface Job {
  side: SkillSide;
  sides: number;
  difficulty: number;
  intensity: number;
  goal: number;
}

function jobOf(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Job {
  const die = dieRow(pack, Number(str(inputs, "die")));
  return {
    side: skillSide("", "who", inputs, party, pack, die.woundPenalty),
    sides: die.sides,
    difficulty: num(inputs, "difficulty"),
    intensity: num(inputs, "intensity"),
    goal: num(inputs, "goal"),
  };
}

/**
 * The chance that the job ends with `reward` (per state: the chance of ending this way in the
 * next step), over the chain of states (k points, last attack missed). The chain only moves up
 * (a point) or from (k, fresh) to (k - 1, missed), and from a missed state a miss ends it, so the
 * values are found from the top down, one division per level, instead of stepping the chain:
 *   V(k,1) = r(k,1) + sh V(k+1,0)
 *   V(k,0) = r(k,0) + sh V(k+1,0) + (1-s)h V(k',1),  k' = max(k-1, 0)
 * with V(goal, .) = 0, s the chance to meet the difficulty and h the intensity.
 */
function endChance(goal: number, s: number, h: number, reward: (k: number, missed: boolean) => number): number {
  const up = s * h;
  const back = (1 - s) * h;
  // V(k+1, 0) while going down; V(goal, 0) = 0
  let above = 0;
  for (let k = goal - 1; k >= 1; k--) {
    // V(k,0) = r(k,0) + up V(k+1,0) + back (r(k-1,1) + up V(k,0))
    above = (reward(k, false) + up * above + back * reward(k - 1, true)) / (1 - back * up);
  }
  // k = 0 falls back to (0, missed), whose next point leads to (1, fresh)
  return reward(0, false) + up * above + back * (reward(0, true) + up * above);
}

/**
 * The chance of each ending. The roll stops unfinished after maxSteps steps; that chance is
 * below 1e-20 for any inputs (under a double's precision), so the chain is solved unbounded.
 */
function oddsExtended(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Odds {
  const j = jobOf(inputs, party, pack);
  const sd = j.side;
  const s = chanceAtLeast(sd.atkDice, j.sides, sd.atkBonus - sd.penalty, j.difficulty);
  const h = chanceAtLeast(sd.defDice, j.sides, sd.defBonus - sd.penalty, j.intensity);
  const g = j.goal;
  const done = endChance(g, s, h, function (k) {
    return k + 1 === g ? s : 0;
  });
  const botched = endChance(g, s, h, function (_k, missed) {
    return missed ? 1 - s : 0;
  });
  const exhausted = endChance(g, s, h, function (k, missed) {
    return (k + 1 < g ? s * (1 - h) : 0) + (missed ? 0 : (1 - s) * (1 - h));
  });
  const rest = 1 - done - botched - exhausted;
  return {
    check: "extended",
    lines: [
      { id: "success", label: "Job done", p: done },
      { id: "botched", label: "Botched", p: botched },
      { id: "exhausted", label: "Exhausted", p: exhausted },
      { id: "unfinished", label: "Unfinished", p: rest > 0 ? rest : 0 },
    ],
  };
}

function resolveExtended(inputs: Inputs, party: StrsSheet[], pack: StrsPack, rng: RandomGenerator): Outcome {
  const j = jobOf(inputs, party, pack);
  const sd = j.side;
  let points = 0;
  let missed = false;
  let trail = "";
  let end = "unfinished";
  let lastLine = "";
  for (let step = 0; step < pack.maxSteps && end === "unfinished"; step++) {
    const atk = sumOf(rollDice(rng, sd.atkDice, j.sides)) + sd.atkBonus - sd.penalty;
    const def = sumOf(rollDice(rng, sd.defDice, j.sides)) + sd.defBonus - sd.penalty;
    const hit = atk >= j.difficulty;
    const holds = def >= j.intensity;
    lastLine = "Step " + (step + 1) + ": " + atk + " vs " + j.difficulty + ", " + def + " vs " + j.intensity;
    if (hit) {
      points++;
      missed = false;
      trail += "+";
      if (points === j.goal) end = "success";
    } else if (missed) {
      trail += "x";
      end = "botched";
    } else {
      if (points > 0) points--;
      missed = true;
      trail += "-";
    }
    if (end === "unfinished" && !holds) {
      trail += "!";
      end = "exhausted";
    }
  }
  const effects: Effect[] = [];
  if (end === "exhausted" && sd.sheet) {
    effects.push({ character: sd.sheet.id, kind: "status", text: sd.sheet.name + ": exhausted, may be Fatigued", data: { status: "fatigued", on: true } });
  }
  const tables: { [k: string]: string } = { success: "JOB DONE", botched: "BOTCHED", exhausted: "EXHAUSTED", unfinished: "UNFINISHED" };
  return {
    check: "extended",
    table: tables[end],
    degree: end === "exhausted" ? points + " of " + j.goal : "",
    lines: [sd.name + ": " + trail, lastLine, "Points " + points + " of " + j.goal],
    summary: sd.name + " extended check: " + end + " (" + trail + ")",
    effects: effects,
    followUps: [],
  };
}

export const extended: StrsCheck = {
  spec: indexedSpec("extended", "Extended skill check", extendedInput),
  resolve: resolveExtended,
  odds: oddsExtended,
};
