/**
 * Check "rest": the end of a fight, then days going by. Charge is kept up to Attunement
 * between fights and dissipates by 1 a day; eased wounds (healing crystal, Second Wind) end
 * with the fight; allocations reset to the default; a night's sleep ends Fatigue.
 */
import { num } from "../../rules/inputs";
import { Effect, Inputs, Outcome } from "../../rules/types";
import { StrsCheck } from "./check";
import { Spec, isAnyone, numberInput, sheetOf, whoInput } from "./common";
import { StrsSheet } from "./types";
import { indexedSpec } from "../../rules/lazy-spec";

/** Input i of the check. */
function restInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Who");
    case 1:
      return numberInput("held", "Charge held", 0, 999, 0, isAnyone("who"));
    case 2:
      return numberInput("attunement", "Attunement", 0, 999, 0, isAnyone("who"));
    case 3:
      return numberInput("days", "Days after the fight", 0, 365, 0);
  }
  return undefined;
}

/** Charge left: the part above Attunement is lost, then 1 a day. */
export function chargeAfter(held: number, attunement: number, days: number): number {
  const kept = held < attunement ? held : attunement;
  return kept > days ? kept - days : 0;
}

function resolveRest(inputs: Inputs, party: StrsSheet[]): Outcome {
  const s = sheetOf(party, inputs, "who");
  const held = s ? s.charge : num(inputs, "held");
  const att = s ? s.attunement : num(inputs, "attunement");
  const days = num(inputs, "days");
  const left = chargeAfter(held, att, days);
  const name = s ? s.name : "Anyone";
  const lines = [name + ": charge " + held + " -> " + left, "(kept up to " + att + ", -1 a day)"];
  if (s && s.eased > 0) lines.push("Eased wounds end: " + s.wounds + " count");
  if (days > 0 && s && s.status.indexOf("fatigued") >= 0) lines.push("Fatigue slept off");
  const effects: Effect[] = [];
  if (s) effects.push({ character: s.id, kind: "rest", text: s.name + ": after the fight, " + days + " days", data: { days: days } });
  return {
    check: "rest", table: "REST", degree: "", lines: lines, summary: name + " rests " + days + " days: charge " + left,
    effects: effects, followUps: [],
  };
}

export const rest: StrsCheck = {
  spec: indexedSpec("rest", "After the fight", restInput),
  resolve: function (inputs, party) {
    return resolveRest(inputs, party);
  },
  odds: function () {
    return { check: "rest", lines: [{ id: "done", label: "Rested", p: 1 }] };
  },
};
