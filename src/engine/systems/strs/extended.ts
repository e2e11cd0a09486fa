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

export const EXTENDED_INPUTS: Spec[] = [
  whoInput("who", "Who"),
  skillInput("atk", "Work skill", "who"),
  skillInput("def", "Focus or Stamina", "who"),
  numberInput("atk-bonus", "Work bonus", -20, 40, 0, isAnyone("who")),
  numberInput("def-bonus", "Focus/Stamina bonus", -20, 40, 0, isAnyone("who")),
  numberInput("atk-dice", "Work dice", 0, 7, 2),
  numberInput("def-dice", "Effort dice", 0, 7, 2, isAnyone("who")),
  numberInput("difficulty", "Difficulty", -20, 99),
  numberInput("intensity", "Intensity", -20, 99),
  numberInput("goal", "Points to finish", 2, 10, 3),
  DIE_INPUT,
];

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
 * The chance of each ending within maxSteps steps: a Markov chain over (points, last attack
 * missed), stepped up to maxSteps times (the same cap as the roll); "unfinished" is what is left.
 */
function oddsExtended(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Odds {
  const j = jobOf(inputs, party, pack);
  const sd = j.side;
  const s = chanceAtLeast(sd.atkDice, j.sides, sd.atkBonus - sd.penalty, j.difficulty);
  const h = chanceAtLeast(sd.defDice, j.sides, sd.defBonus - sd.penalty, j.intensity);
  // state k * 2 + f: k points, f = 1 when the last attack missed
  let cur = new Float64Array(2 * j.goal);
  cur[0] = 1;
  let done = 0;
  let botched = 0;
  let exhausted = 0;
  let alive = 1;
  // stop early once what is still going is below 2^-64: no line can change in a double any more
  for (let step = 0; step < pack.maxSteps && alive * 4294967296 * 4294967296 >= 1; step++) {
    const next = new Float64Array(2 * j.goal);
    for (let k = 0; k < j.goal; k++) {
      for (let f = 0; f < 2; f++) {
        const p = cur[k * 2 + f];
        if (p === 0) continue;
        // the attack hits: a point, then the defense decides whether work goes on
        if (k + 1 === j.goal) done += p * s;
        else {
          next[(k + 1) * 2] += p * s * h;
          exhausted += p * s * (1 - h);
        }
        // the attack misses: a second miss in a row botches; else a point back
        if (f === 1) botched += p * (1 - s);
        else {
          const back = k > 0 ? k - 1 : 0;
          next[back * 2 + 1] += p * (1 - s) * h;
          exhausted += p * (1 - s) * (1 - h);
        }
      }
    }
    cur = next;
    alive = 0;
    for (let i = 0; i < cur.length; i++) alive += cur[i];
  }
  return {
    check: "extended",
    lines: [
      { id: "success", label: "Job done", p: done },
      { id: "botched", label: "Botched", p: botched },
      { id: "exhausted", label: "Exhausted", p: exhausted },
      { id: "unfinished", label: "Unfinished", p: 1 - done - botched - exhausted },
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
  spec: { id: "extended", label: "Extended skill check", inputs: EXTENDED_INPUTS },
  resolve: resolveExtended,
  odds: oddsExtended,
};
