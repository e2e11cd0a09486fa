/**
 * Recovery rolls: 3d (2d when every limb is splinted and the wounds cleaned) at or under
 * current ST plus the binding bonus; two or more 6s with an open wound bring an infection.
 * Stages (the text's schedule):
 * - first: current ST hours after the injury; success restores 1 ST; the injuries are inflamed
 *   (DX -3 on all rolls) for days equal to the roll;
 * - next: after the inflamed days, then after days equal to the previous roll: 1 ST comes back
 *   and the roll is for 1 ST more;
 * - blood: current ST minutes after the injury, with open wounds; a failure costs half again
 *   the hits lost to open wounds (rounded up), as blood loss.
 * Every failure is counted; at full ST, every two cost 1 DX for good (applied by the effect).
 */
import { RandomGenerator } from "../../../random/generator";
import { num, str } from "../../../rules/inputs";
import { CheckImpl, Choice, Effect, Inputs } from "../../../rules/types";
import { digits } from "../../../format/number";
import { facesText, outcomes, rollDice, succeeds } from "../dice";
import { int, line, odds, outcome } from "../lines";
import { TftPack, TftSheet } from "../types";
import { Spec, currentSt, rawFlag, rawAttr, rawNumber, sheetOf, whoInput } from "../who";
import { indexedSpec } from "../../../rules/lazy-spec";

/** Input i of the check. */
function recoveryInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Patient");
    case 1:
      return {
        id: "stage",
        label: "Recovery roll",
        kind: "choice",
        initial: "first",
        choices: function (): Choice[] {
          return [
            { id: "first", label: "first (ST hours)" },
            { id: "next", label: "next (+1 ST, roll)" },
            { id: "blood", label: "blood loss (ST min)" },
          ];
        },
      };
    case 2:
      return rawAttr("st", "Current ST", "who", -40, 60);
    case 3:
      return rawNumber("bonus", "Binding bonus", "who", 0, 36, 0);
    case 4:
      return rawFlag("treated", "Splinted and cleaned", "who", false);
    case 5:
      return rawNumber("open", "Open-wound hits", "who", 0, 99, 0);
  }
  return undefined;
}

/** The patient's state as the roll sees it. */
interface Patient {
  name: string;
  sheet: TftSheet | null;
  /** current ST, after the next stage's automatic point */
  st: number;
  bonus: number;
  dice: number;
  open: number;
  /** ST the stage restores before rolling (next stage) */
  restored: number;
  /** wound hits the rolls may still restore (null for Anyone) */
  woundHits: number | null;
  /** why no roll is made, or "" */
  noRoll: string;
}

/** Extra hits of blood loss: half again the open-wound hits, rounded up. */
export function bloodLossHits(open: number): number {
  return Math.floor((open + 1) / 2);
}

function patientOf(inputs: Inputs, party: TftSheet[]): Patient {
  const stage = str(inputs, "stage");
  const s = sheetOf(inputs, party, "who");
  const p: Patient = s
    ? { name: s.name, sheet: s, st: currentSt(s), bonus: s.bound, dice: s.treated === 1 ? 2 : 3, open: s.open, restored: 0, woundHits: s.hits - s.bloodLoss, noRoll: "" }
    : { name: "patient", sheet: null, st: num(inputs, "st"), bonus: num(inputs, "bonus"), dice: inputs.treated === true ? 2 : 3, open: num(inputs, "open"), restored: 0, woundHits: null, noRoll: "" };
  if (stage === "blood") {
    if (p.open === 0) p.noRoll = "no open wounds";
  } else if (p.woundHits !== null && p.woundHits <= 0) {
    p.noRoll = "no wound to recover";
  } else if (stage === "next") {
    p.restored = 1;
    p.st += 1;
    if (p.woundHits === 1) p.noRoll = "+1 ST: wounds healed";
  }
  return p;
}

/**
 * Counts of the 6^n outcomes of n d6 by [success, infection]: index 2 * ok + infected, where
 * infected means two or more 6s and an open wound.
 */
export function recoveryWays(n: number, target: number, automatic: number, open: boolean): number[] {
  // ways[sum * 3 + sixes] with sixes capped at 2 (two or more)
  let ways = new Int32Array(3);
  let t = 0;
  let k = 0;
  ways[0] = 1;
  for (let d = 1; d <= n; d++) {
    const next = new Int32Array((6 * d + 1) * 3);
    for (t = 0; t <= 6 * (d - 1); t++) {
      for (k = 0; k < 3; k++) {
        const w = ways[t * 3 + k];
        if (w === 0) continue;
        for (let f = 1; f <= 6; f++) next[(t + f) * 3 + (f === 6 && k < 2 ? k + 1 : k)] += w;
      }
    }
    ways = next;
  }
  const out = [0, 0, 0, 0];
  for (t = n; t <= 6 * n; t++) {
    const ok = succeeds(t, target, automatic) ? 2 : 0;
    for (k = 0; k < 3; k++) out[ok + (open && k === 2 ? 1 : 0)] += ways[t * 3 + k];
  }
  return out;
}

function sixes(faces: number[]): number {
  let c = 0;
  for (let i = 0; i < faces.length; i++) if (faces[i] === 6) c++;
  return c;
}

export const recovery: CheckImpl<TftSheet, TftPack> = {
  spec: indexedSpec("recovery", "Recovery roll", recoveryInput),
  resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
    const stage = str(inputs, "stage");
    const p = patientOf(inputs, party);
    const effects: Effect[] = [];
    const s = p.sheet;
    if (p.noRoll !== "") {
      if (s && p.restored > 0) effects.push({ character: s.id, kind: "recover", text: s.name + ": +1 ST", data: { restore: 1, failed: 0, infected: false, inflamed: 0 } });
      return outcome("recovery", p.restored > 0 ? "HEALED" : "NO ROLL", [p.name + ": " + p.noRoll], effects);
    }
    const target = p.st + p.bonus;
    const lines = [
      p.name + (p.restored > 0 ? " +1 ST, " : " ") + p.dice + "d vs " + int(p.st) + (p.bonus > 0 ? "+" + p.bonus : ""),
      stage === "blood" ? "after " + int(p.st > 0 ? p.st : 0) + " min" : stage === "first" ? "after " + int(p.st > 0 ? p.st : 0) + " h" : "",
    ];
    if (lines[1] === "") lines.splice(1, 1);
    const r = rollDice(rng, p.dice);
    const ok = succeeds(r.total, target, pack.dice.automatic);
    const infected = p.open > 0 && sixes(r.faces) >= 2;
    lines.push(facesText(r) + (ok ? " success" : " failure") + (infected ? ", infection" : ""));
    let table = ok ? "RECOVERS" : "FAILURE";
    if (stage === "blood") {
      const hits = ok ? 0 : bloodLossHits(p.open);
      table = ok ? "BLEEDING STOPS" : "BLOOD LOSS";
      if (!ok) lines.push("blood loss: " + hits + " hits");
      if (s) {
        effects.push({
          character: s.id,
          kind: "bleed",
          text: s.name + (ok ? ": bleeding stops" : ": " + hits + " hits of blood loss"),
          data: { hits: hits, failed: ok ? 0 : 1, infected: infected },
        });
      }
    } else {
      const restore = p.restored + (ok ? 1 : 0);
      const inflamed = stage === "first" ? r.total : 0;
      if (stage === "first") lines.push("inflamed " + digits(r.total) + " d (DX " + int(pack.status.inflamed) + "), then +1 ST");
      else lines.push("next in " + digits(r.total) + " days");
      if (s) {
        effects.push({
          character: s.id,
          kind: "recover",
          text: s.name + ": +" + restore + " ST" + (ok ? "" : ", failed roll") + (infected ? ", infected" : "") + (inflamed > 0 ? ", inflamed " + inflamed + " d" : ""),
          data: { restore: restore, failed: ok ? 0 : 1, infected: infected, inflamed: inflamed },
        });
      }
    }
    const o = outcome("recovery", table, lines, effects);
    if (infected) o.degree = "INFECTION";
    return o;
  },
  odds: function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const p = patientOf(inputs, party);
    if (p.noRoll !== "") return odds("recovery", [line("none", p.noRoll, 1)]);
    const w = recoveryWays(p.dice, p.st + p.bonus, pack.dice.automatic, p.open > 0);
    const all = outcomes(p.dice);
    const lines = [line("success", "success", w[2] / all), line("failure", "failure", w[0] / all)];
    if (p.open > 0) {
      lines.push(line("success-infection", "success, infection", w[3] / all));
      lines.push(line("failure-infection", "failure, infection", w[1] / all));
    }
    return odds("recovery", lines);
  },
};

