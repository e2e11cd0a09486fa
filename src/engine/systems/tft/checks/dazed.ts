/**
 * The two-roll procedures against current ST: staying conscious (3d: out for the roll in
 * minutes; a second failure, half the second roll in hours) and confusion after a blow to the
 * head (2d: the roll in hours; a second failure, half the second roll in days). A roll at or
 * under current ST, or of 4 or less, keeps the character clear.
 */
import { RandomGenerator } from "../../../random/generator";
import { num } from "../../../rules/inputs";
import { CheckImpl, Effect, Inputs } from "../../../rules/types";
import { facesText, outcomes, rollDice, succeeds, successWays } from "../dice";
import { int, line, minutesText, odds, outcome } from "../lines";
import { TftPack, TftSheet } from "../types";
import { currentSt, nameOf, rawAttr, sheetOf, whoInput } from "../who";

interface Procedure {
  id: string;
  label: string;
  dice: number;
  status: string;
  /** minutes per point of the first roll, and per point of the second (half the roll in hours or days) */
  first: number;
  second: number;
  /** table words: clear, out */
  clear: string;
  out: string;
  /** only when fatigue exceeds current ST (consciousness) */
  needsFatigue: boolean;
}

const CONSCIOUS: Procedure = {
  id: "conscious",
  label: "Stay conscious",
  dice: 3,
  status: "unconscious",
  first: 1,
  second: 30,
  clear: "CONSCIOUS",
  out: "UNCONSCIOUS",
  needsFatigue: true,
};

const CONFUSION: Procedure = {
  id: "confusion",
  label: "Confusion (head blow)",
  dice: 2,
  status: "confused",
  first: 60,
  second: 720,
  clear: "CLEAR",
  out: "CONFUSED",
  needsFatigue: false,
};

/** Current ST (Anyone: the input) and whether the roll is called for at all. */
function state(p: Procedure, inputs: Inputs, party: TftSheet[]): { st: number; needed: boolean; fatigue: number } {
  const s = sheetOf(inputs, party, "who");
  if (!s) return { st: num(inputs, "st"), needed: true, fatigue: -1 };
  const st = currentSt(s);
  return { st: st, needed: !p.needsFatigue || s.fatigue > st, fatigue: s.fatigue };
}

function procedure(p: Procedure): CheckImpl<TftSheet, TftPack> {
  return {
    spec: { id: p.id, label: p.label, inputs: [whoInput("who", "Who"), rawAttr("st", "Current ST", "who", -40, 60)] },
    resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
      const st = state(p, inputs, party);
      const who = nameOf(inputs, party, "who", "roll");
      if (!st.needed) return outcome(p.id, p.clear, [who + ": fatigue " + st.fatigue + " not over ST " + int(st.st) + ", no roll"]);
      const lines = [who + " " + p.dice + "d vs ST " + int(st.st)];
      const first = rollDice(rng, p.dice);
      if (succeeds(first.total, st.st, pack.dice.automatic)) {
        lines.push(facesText(first) + " holds");
        return outcome(p.id, p.clear, lines);
      }
      const second = rollDice(rng, p.dice);
      const long = !succeeds(second.total, st.st, pack.dice.automatic);
      const minutes = long ? second.total * p.second : first.total * p.first;
      lines.push(facesText(first) + " " + p.status);
      lines.push(facesText(second) + (long ? " again" : " holds"));
      lines.push(p.status + " " + minutesText(minutes) + (long ? "" : " or more"));
      const effects: Effect[] = [];
      const s = sheetOf(inputs, party, "who");
      if (s) effects.push({ character: s.id, kind: "status", text: s.name + ": " + p.status + " " + minutesText(minutes), data: { status: p.status, on: true, minutes: minutes } });
      return outcome(p.id, p.out, lines, effects);
    },
    odds: function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
      const st = state(p, inputs, party);
      if (!st.needed) return odds(p.id, [line("clear", "no roll needed", 1)]);
      const all = outcomes(p.dice);
      const ok = successWays(p.dice, st.st, pack.dice.automatic);
      const fail = all - ok;
      return odds(p.id, [
        line("clear", p.id === "conscious" ? "stays conscious" : "not confused", ok / all),
        line("short", p.id === "conscious" ? "out for minutes" : "confused for hours", (fail * ok) / (all * all)),
        line("long", p.id === "conscious" ? "out for hours" : "confused for days", (fail * fail) / (all * all)),
      ]);
    },
  };
}

export const conscious = procedure(CONSCIOUS);
export const confusion = procedure(CONFUSION);
