/**
 * Check "sequence": who acts first. First round: whoever meant to surprise the other group
 * goes first; if both or neither did, the best Timing; at equal Timing the PCs. Later rounds:
 * the best Timing, PCs first at equal Timing (vdp-strs.txt, Sequence).
 */
import { flag, list, num, str } from "../../rules/inputs";
import { Choice, Inputs, Outcome } from "../../rules/types";
import { StrsCheck } from "./check";
import { Ctx, Spec, numberInput, sheetIn } from "./common";
import { StrsSheet } from "./types";
import { indexedSpec } from "../../rules/lazy-spec";

function noneChosen(c: Ctx): boolean {
  return list(c.inputs, "who").length === 0;
}

/** Input i of the check. */
function sequenceInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return {
        id: "who",
        label: "Combatants",
        kind: "choices",
        initial: "",
        choices: function (c: Ctx): Choice[] {
          const out: Choice[] = [];
          for (let i = 0; i < c.party.length; i++) out.push({ id: c.party[i].id, label: c.party[i].name, group: c.party[i].side.toUpperCase() });
          return out;
        },
      };
    case 1:
      return { id: "first", label: "First round", kind: "flag", initial: true };
    case 2:
      return {
        id: "surprise",
        label: "Meant to surprise",
        kind: "choice",
        initial: "none",
        when: function (c: Ctx): boolean {
          return flag(c.inputs, "first");
        },
        choices: function (): Choice[] {
          return [
            { id: "none", label: "Neither side" },
            { id: "pc", label: "The PCs" },
            { id: "npc", label: "The NPCs" },
            { id: "both", label: "Both sides" },
          ];
        },
      };
    case 3:
      return numberInput("pc-timing", "Best PC Timing", -10, 30, 0, noneChosen);
    case 4:
      return numberInput("npc-timing", "Best NPC Timing", -10, 30, 0, noneChosen);
  }
  return undefined;
}

interface Entry {
  name: string;
  side: string;
  timing: number;
}

/** Sorting key order: surpriser first (round 1), higher Timing, PC before NPC, then as listed. */
function before(a: Entry, b: Entry, surpriser: string): boolean {
  if (surpriser !== "" && a.side !== b.side) return a.side === surpriser;
  if (a.timing !== b.timing) return a.timing > b.timing;
  return a.side === "pc" && b.side === "npc";
}

export function sequenceOf(inputs: Inputs, party: StrsSheet[]): { order: Entry[]; first: string } {
  const ids = list(inputs, "who");
  const entries: Entry[] = [];
  if (ids.length === 0) {
    entries.push({ name: "PCs", side: "pc", timing: num(inputs, "pc-timing") });
    entries.push({ name: "NPCs", side: "npc", timing: num(inputs, "npc-timing") });
  }
  for (let i = 0; i < ids.length; i++) {
    const s = sheetIn(party, ids[i]);
    if (s) entries.push({ name: s.name, side: s.side, timing: s.timing });
  }
  const sp = flag(inputs, "first") ? str(inputs, "surprise") : "none";
  const surpriser = sp === "pc" || sp === "npc" ? sp : "";
  // insertion sort: stable on every interpreter (Espruino's sort is not)
  const order: Entry[] = [];
  for (let i = 0; i < entries.length; i++) {
    let at = order.length;
    while (at > 0 && before(entries[i], order[at - 1], surpriser)) at--;
    order.splice(at, 0, entries[i]);
  }
  return { order: order, first: order.length > 0 ? order[0].side : "pc" };
}

function resolveSequence(inputs: Inputs, party: StrsSheet[]): Outcome {
  const q = sequenceOf(inputs, party);
  const lines: string[] = [];
  for (let i = 0; i < q.order.length; i++) {
    const e = q.order[i];
    lines.push(i + 1 + " " + e.name + " (" + e.side.toUpperCase() + " T" + e.timing + ")");
  }
  const table = q.first === "pc" ? "PCS FIRST" : "NPCS FIRST";
  return {
    check: "sequence", table: table, degree: "", lines: lines,
    summary: "Sequence: " + lines.join(", "), effects: [], followUps: [],
  };
}

export const sequence: StrsCheck = {
  spec: indexedSpec("sequence", "Sequence", sequenceInput),
  resolve: function (inputs, party) {
    return resolveSequence(inputs, party);
  },
  odds: function (inputs, party) {
    const pc = sequenceOf(inputs, party).first === "pc" ? 1 : 0;
    return { check: "sequence", lines: [{ id: "pc", label: "PCs first", p: pc }, { id: "npc", label: "NPCs first", p: 1 - pc }] };
  },
};
