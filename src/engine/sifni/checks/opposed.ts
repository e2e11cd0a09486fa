/**
 * The opposed check (s-ifni.txt, "Target Numbers": "the TN is set by a roll of the opposing
 * force ... ties result in no change"): two characters (or Anyone) roll, each with their own
 * stat, skill, modifiers and sheet penalties; the higher roll wins, equal hundredths deadlock.
 * The degree is the winner's roll over the loser's. A side with an auto-failure modifier loses
 * without rolling (both: deadlock). Modifiers that set a TN are not offered (questions.ts).
 */
import { Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { OddsPair, oddsPair } from "../odds";
import { degreeOf, opposed } from "../resolve";
import { SheetRef } from "./context";
import { degreeText, fmt, int, pair, shout } from "./lines";
import { Side, sideOf } from "./side";
import { marginText, sideLines } from "./skill";

/** The side's name for the table: the character's, or "Side A" / "Side B" for Anyone. */
function nameOf(s: Side, letter: string): string {
  return s.sheet ? s.name : "Side " + letter;
}

function sides(inputs: Inputs, party: SheetRef[], pack: string): Side[] {
  return [sideOf(inputs, "", party, pack), sideOf(inputs, "B", party, pack)];
}

/**
 * One opposed roll into `out` (its table, degree, lines and summary). Returns the winner ("a",
 * "b", or "" for a deadlock) and the sides' names as the table gives them: the extended contest
 * (contest.ts) rolls its rounds with it.
 */
export function opposedRoll(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator, out: Outcome): string[] {
  const s = sides(inputs, party, pack);
  const a = s[0];
  const b = s[1];
  const na = nameOf(a, "A");
  const nb = nameOf(b, "B");
  const lines = out.lines;
  const who = a.name + " " + a.what + " " + int(a.total) + " vs " + b.name + " " + b.what + " " + int(b.total) + ": ";
  out.table = "DEADLOCK";
  sideLines(a, lines);
  if (a.autoFail !== "" || b.autoFail !== "") {
    if (a.autoFail !== "") lines.push(pair("Auto failure", a.autoFail));
    sideLines(b, lines);
    if (b.autoFail !== "") lines.push(pair("Auto failure", b.autoFail));
    if (a.autoFail === "") out.table = shout(na, 12) + " WINS";
    else if (b.autoFail === "") out.table = shout(nb, 12) + " WINS";
    lines.push(out.table === "DEADLOCK" ? "Both fail: deadlock" : out.table);
    out.summary = who + out.table + " (auto failure: " + (a.autoFail || b.autoFail) + ")";
    return [a.autoFail === "" ? "a" : b.autoFail === "" ? "b" : "", na, nb];
  }
  const o = opposed(rng, a.setup, b.setup);
  lines.push(pair("Roll", fmt(o.a.value)));
  sideLines(b, lines);
  lines.push(pair("Roll", fmt(o.b.value)));
  if (o.winner === null) {
    lines.push("Deadlock");
    out.summary = who + "DEADLOCK at " + fmt(o.a.value);
    return ["", na, nb];
  }
  const win = o.winner === "a" ? o.a.value : o.b.value;
  const lose = o.winner === "a" ? o.b.value : o.a.value;
  const winner = o.winner === "a" ? na : nb;
  out.table = shout(winner, 12) + " WINS";
  out.degree = degreeText(degreeOf(win, lose));
  lines.push(pair(winner + " by", marginText(o.margin)));
  if (out.degree !== "") lines.push(pair("Degree", out.degree));
  out.summary = who + out.table + " " + fmt(o.a.value) + " to " + fmt(o.b.value) + (out.degree ? " " + out.degree : "");
  return [o.winner, na, nb];
}

export function resolveOpposed(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const out: Outcome = { check: "opposed", table: "", degree: "", lines: [], summary: "", effects: [], followUps: [] };
  opposedRoll(inputs, party, pack, rng, out);
  return out;
}

/** The sides' names (as the table gives them) and the odds of one opposed roll between them. */
export interface PairOdds extends OddsPair {
  na: string;
  nb: string;
}

export function opposedPair(inputs: Inputs, party: SheetRef[], pack: string): PairOdds {
  const s = sides(inputs, party, pack);
  const a = s[0];
  const b = s[1];
  let o: OddsPair = { a: a.autoFail === "" ? 1 : 0, b: b.autoFail === "" ? 1 : 0, deadlock: 0 };
  if (a.autoFail !== "" || b.autoFail !== "") o.deadlock = o.a + o.b === 0 ? 1 : 0;
  else o = oddsPair([a.setup], [b.setup]);
  return { a: o.a, b: o.b, deadlock: o.deadlock, na: nameOf(a, "A"), nb: nameOf(b, "B") };
}

export function opposedOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  const o = opposedPair(inputs, party, pack);
  return {
    check: "opposed",
    lines: [
      { id: "a", label: o.na + " wins", p: o.a },
      { id: "b", label: o.nb + " wins", p: o.b },
      { id: "deadlock", label: "Deadlock", p: o.deadlock },
    ],
  };
}
