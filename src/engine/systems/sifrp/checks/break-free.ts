/**
 * "break": a grabbed character tries to break free, an opposed Fighting test (Brawling bonus
 * dice apply) against the one holding it; it must beat (exceed) the holder's result
 * (sifrp-combat.txt, "Grab"). A tie leaves it held.
 */
import { num } from "../../../rules/inputs";
import { CheckImpl, Effect, Inputs, Odds, Outcome } from "../../../rules/types";
import { RandomGenerator } from "../../../random/generator";
import { poolOf } from "../pool";
import { bonusOf, hasStatus, rankOf } from "../sheet-stats";
import { opposedOdds } from "../test-odds";
import { TestRoll, diceLines, poolText, rollTest, signed, whole } from "../test-roll";
import { SifrpPack, SifrpSheet } from "../types";
import { ENTANGLED_PENALTY, Spec, extras, rawDice, sheetOf, whoInput } from "./common";
import { TestSetup } from "./test";

export const breakInputs: Spec[] = [whoInput("who", "Who breaks free")]
  .concat(rawDice("who", "", "Fighting rank", "Brawling bonus dice"), extras(""), [whoInput("holder", "Held by")])
  .concat(rawDice("holder", "holder", "holder Fighting rank", "holder Brawling dice"), extras("holder"));

/** One side's Fighting (Brawling) test; `p` is the input prefix ("" or "holder"). */
function side(inputs: Inputs, party: SifrpSheet[], who: string, p: string): TestSetup {
  const s = sheetOf(party, inputs, who);
  const notes: string[] = [];
  const rank = s === null ? num(inputs, p + "rank") : rankOf(s, "Fighting");
  const bonus = s === null ? num(inputs, p + "bonus") : bonusOf(s, "Fighting", "Brawling");
  const test = rank + num(inputs, p + "extra");
  const penalty = num(inputs, p + "penalty");
  let modifier = num(inputs, p + "modifier");
  if (s !== null && hasStatus(s, "entangled")) {
    modifier += ENTANGLED_PENALTY;
    notes.push("entangled " + signed(ENTANGLED_PENALTY));
  }
  return {
    label: s === null ? (p === "" ? "Grabbed" : "Holder") : s.name,
    test: test,
    bonus: bonus,
    penalty: penalty,
    modifier: modifier,
    difficulty: 0,
    pool: poolOf(test, bonus, penalty, p + "extra"),
    notes: notes,
  };
}

function sideLines(t: TestSetup, r: TestRoll): string[] {
  // the pool is written here, not in side(): the odds do not show it
  const out = [t.label + " " + poolText(t.test, t.bonus, t.penalty)].concat(diceLines(r));
  if (t.notes.length > 0) out.push(t.notes.join(", "));
  out.push("result " + whole(r.result));
  return out;
}

export const breakFree: CheckImpl<SifrpSheet, SifrpPack> = {
  spec: { id: "break", label: "Break a grab", menu: "opposed", inputs: breakInputs },
  resolve: function (inputs, party, _pack, rng: RandomGenerator): Outcome {
    const a = side(inputs, party, "who", "");
    const b = side(inputs, party, "holder", "holder");
    const ra = rollTest(rng, a.pool, a.modifier, 0);
    const rb = rollTest(rng, b.pool, b.modifier, 0);
    const free = ra.result > rb.result;
    const effects: Effect[] = [];
    const s = sheetOf(party, inputs, "who");
    const h = sheetOf(party, inputs, "holder");
    if (free && s !== null && hasStatus(s, "grabbed")) effects.push({ character: s.id, kind: "status", text: s.name + ": no longer grabbed", data: { status: "grabbed", set: false } });
    if (free && h !== null && hasStatus(h, "grabbing")) effects.push({ character: h.id, kind: "status", text: h.name + ": no longer holding", data: { status: "grabbing", set: false } });
    const lines = sideLines(a, ra).concat(sideLines(b, rb), [free ? "breaks free" : ra.result === rb.result ? "tie: still held" : "still held"]);
    return {
      check: "break",
      table: free ? "FREE" : "STILL HELD",
      degree: "",
      lines: lines,
      summary: "break a grab: " + ra.result + " vs " + rb.result + (free ? ", free" : ", still held"),
      effects: effects,
      followUps: [],
    };
  },
  odds: function (inputs, party): Odds {
    const a = side(inputs, party, "who", "");
    const b = side(inputs, party, "holder", "holder");
    const o = opposedOdds(a.pool, a.modifier, b.pool, b.modifier);
    return {
      check: "break",
      lines: [
        { id: "free", label: "breaks free", p: o[0] },
        { id: "tie", label: "tie: still held", p: o[1] },
        { id: "held", label: "beaten: still held", p: 1 - o[0] - o[1] },
      ],
    };
  },
};
