/**
 * Directly opposed rolls: both roll; if both succeed the higher roll wins; an exact tie (both
 * succeeding with equal totals) or both failing is a deadlock; if only one succeeds, it wins.
 */
import { RandomGenerator } from "../../../random/generator";
import { CheckImpl, Inputs } from "../../../rules/types";
import { facesText, opposedWays, rollDice, succeeds } from "../dice";
import { line, odds, outcome } from "../lines";
import { TftPack, TftSheet } from "../types";
import { indexedSpec } from "../../../rules/lazy-spec";
import { Spec } from "../who";
import { sideInput, sideOf, sideText } from "./check";

/** "a", "b" or "deadlock" for two totals and their success. */
export function opposedVerdict(aTotal: number, aOk: boolean, bTotal: number, bOk: boolean): string {
  if (aOk && bOk) return aTotal > bTotal ? "a" : bTotal > aTotal ? "b" : "deadlock";
  if (aOk) return "a";
  if (bOk) return "b";
  return "deadlock";
}

/** Side A's five inputs, then side B's. */
function opposedInput(i: number): Spec | undefined {
  return i < 5 ? sideInput("a-", "Side A", i) : sideInput("b-", "Side B", i - 5);
}

export const opposed: CheckImpl<TftSheet, TftPack> = {
  spec: indexedSpec("opposed", "Opposed roll", opposedInput),
  resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
    const a = sideOf(inputs, party, pack, "a-");
    const b = sideOf(inputs, party, pack, "b-");
    const ra = rollDice(rng, a.dice);
    const rb = rollDice(rng, b.dice);
    const aOk = succeeds(ra.total, a.target, pack.dice.automatic);
    const bOk = succeeds(rb.total, b.target, pack.dice.automatic);
    const v = opposedVerdict(ra.total, aOk, rb.total, bOk);
    const lines = [
      "A " + sideText(inputs, party, "a-", a) + ": " + facesText(ra) + (aOk ? " ok" : " fail"),
      "B " + sideText(inputs, party, "b-", b) + ": " + facesText(rb) + (bOk ? " ok" : " fail"),
    ];
    lines.push(v === "a" ? "A wins" : v === "b" ? "B wins" : aOk ? "tie: deadlock" : "both fail: deadlock");
    return outcome("opposed", v === "a" ? "A WINS" : v === "b" ? "B WINS" : "DEADLOCK", lines);
  },
  odds: function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const a = sideOf(inputs, party, pack, "a-");
    const b = sideOf(inputs, party, pack, "b-");
    const w = opposedWays(a.dice, a.target, b.dice, b.target, pack.dice.automatic);
    return odds("opposed", [line("a", "A wins", w.a / w.total), line("b", "B wins", w.b / w.total), line("deadlock", "deadlock", w.deadlock / w.total)]);
  },
};
