/**
 * The opposed check (s-ifni.txt, "Target Numbers": "the TN is set by a roll of the opposing
 * force ... ties result in no change"): two characters (or Anyone) roll, each with their own
 * stat, skill, modifiers and sheet penalties; the higher roll wins, equal hundredths deadlock.
 * The degree is the winner's roll over the loser's (the loser's roll is the winner's TN).
 * A side with an auto-failure modifier loses without rolling (both: deadlock). Modifiers
 * that set a TN (Defender Unaware) are not offered: there is no opposing roll then; use the
 * skill check with that modifier.
 */
import { lazySpec } from "../../../rules/lazy-spec";
import { formatHundredths } from "../../../format/number";
import { CheckImpl, Inputs, Odds, Outcome } from "../../../rules/types";
import { RandomGenerator } from "../../../random/generator";
import { oddsPair } from "../../../sifni/odds";
import { degreeOf, opposed } from "../../../sifni/resolve";
import { LINE, fit, int } from "../text";
import { ModifierRow, SifniPack, SifniSheet } from "../types";
import { Side, sideInputs, sideOf } from "./side";
import { degreeText, headLines, marginText } from "./skill";

function keep(m: ModifierRow): boolean {
  return m.tn === undefined;
}

/** The side's name for the table and lines: the character's, or "Side A" / "Side B" for Anyone. */
function nameOf(s: Side, letter: string): string {
  return s.sheet ? s.name : "Side " + letter;
}

/** "BRAN WINS": the winner's name (cut to 12 letters), upper case. */
function winsText(name: string): string {
  return fit(name, 12).toUpperCase() + " WINS";
}

function sides(inputs: Inputs, party: SifniSheet[], pack: SifniPack): Side[] {
  return [sideOf(inputs, "", party, pack), sideOf(inputs, "B", party, pack)];
}

function resolve(inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
  const s = sides(inputs, party, pack);
  const a = s[0];
  const b = s[1];
  const na = nameOf(a, "A");
  const nb = nameOf(b, "B");
  const lines: string[] = [];
  const out: Outcome = { check: "opposed", table: "DEADLOCK", degree: "", lines: lines, summary: "", effects: [], followUps: [] };
  const who = a.name + " " + a.what + " " + int(a.total) + " vs " + b.name + " " + b.what + " " + int(b.total) + ": ";
  if (a.autoFail !== "" || b.autoFail !== "") {
    headLines(a, lines);
    if (a.autoFail !== "") lines.push(fit(" auto fail", LINE));
    headLines(b, lines);
    if (b.autoFail !== "") lines.push(fit(" auto fail", LINE));
    if (a.autoFail === "") out.table = winsText(na);
    else if (b.autoFail === "") out.table = winsText(nb);
    lines.push(fit(out.table === "DEADLOCK" ? "Both fail: deadlock" : out.table, LINE));
    out.summary = who + out.table + " (auto failure: " + (a.autoFail || b.autoFail) + ")";
    return out;
  }
  const o = opposed(rng, a.setup, b.setup);
  headLines(a, lines);
  lines.push(" roll " + formatHundredths(o.a.value));
  headLines(b, lines);
  lines.push(" roll " + formatHundredths(o.b.value));
  if (o.winner === null) {
    lines.push("Deadlock");
    out.summary = who + "DEADLOCK at " + formatHundredths(o.a.value);
    return out;
  }
  const win = o.winner === "a" ? o.a.value : o.b.value;
  const lose = o.winner === "a" ? o.b.value : o.a.value;
  const winner = o.winner === "a" ? na : nb;
  out.table = winsText(winner);
  out.degree = degreeText(degreeOf(win, lose));
  lines.push(fit(winner + " " + marginText(o.margin), LINE));
  if (out.degree !== "") lines.push("Degree " + out.degree);
  out.summary = who + out.table + " " + formatHundredths(o.a.value) + " to " + formatHundredths(o.b.value) + (out.degree ? " " + out.degree : "");
  return out;
}

function odds(inputs: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
  const s = sides(inputs, party, pack);
  const a = s[0];
  const b = s[1];
  let pa: number;
  let pb: number;
  let pd: number;
  if (a.autoFail !== "" || b.autoFail !== "") {
    pa = a.autoFail === "" ? 1 : 0;
    pb = b.autoFail === "" ? 1 : 0;
    pd = pa + pb === 0 ? 1 : 0;
  } else {
    const o = oddsPair([a.setup], [b.setup]);
    pa = o.a;
    pb = o.b;
    pd = o.deadlock;
  }
  return {
    check: "opposed",
    lines: [
      { id: "a", label: nameOf(a, "A") + " wins", p: pa },
      { id: "b", label: nameOf(b, "B") + " wins", p: pb },
      { id: "deadlock", label: "Deadlock", p: pd },
    ],
  };
}

export const opposedCheck: CheckImpl<SifniSheet, SifniPack> = {
  // inputs built when the check is set up (rules/lazy-spec.ts)
  spec: lazySpec("opposed", "Opposed check", function () {
    return sideInputs("", "Who", keep).concat(sideInputs("B", "Against", keep));
  }),
  resolve: resolve,
  odds: odds,
};
