/**
 * The skill check (s-ifni.txt, "The S-Ifni Mechanic", "Target Numbers", "Modifiers"): one
 * character (or Anyone) rolls a stat, with a skill and specialty, against a TN. Above the TN
 * succeeds, equal is a deadlock, below fails; the degree is roll / TN. Missing Tools and Total
 * Distraction fail without a roll. No TN: the roll is shown ("ROLLED"), for measuring.
 */
import { Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { oddsVsTn } from "../odds";
import { judge } from "../resolve";
import { Roll, roll } from "../roll";
import { SheetRef } from "./context";
import { degreeText, fmt, int, pair } from "./lines";
import { modLines } from "./mods";
import { Side, sideOf } from "./side";
import { Tn, tnOf } from "./tn";

export const VERDICTS = { success: "SUCCESS", deadlock: "DEADLOCK", failure: "FAILURE" };

/** "+0.40", "-1.25". */
export function marginText(h: number): string {
  return (h >= 0 ? "+" : "") + fmt(h);
}

/** Who rolls what and with which modifiers: the first lines of a side. */
export function sideLines(s: Side, out: string[]): void {
  for (let i = 0; i < s.head.length; i++) out.push(s.head[i]);
  modLines(s.m, out);
}

/** The roll as the GM reads it: the curve's result, then the result after modifiers. */
export function rollLines(r: Roll, out: string[]): void {
  out.push(pair("Roll", fmt(r.base)));
  if (r.value !== r.base) out.push(pair("Modified", fmt(r.value)));
  if (r.exceptional) out.push("exceptional roll");
}

function summaryHead(s: Side, t: Tn): string {
  const tn = t.tn < 0 ? "" : " vs TN " + fmt(t.tn) + (t.notes.length ? " (" + t.notes.join(", ") + ")" : "");
  return s.name + " " + s.what + " " + int(s.total) + (s.m.labels.length ? " " + s.m.labels.join("/") : "") + tn + ": ";
}

export function resolveSkill(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const s = sideOf(inputs, "", party, pack);
  const t = tnOf(inputs, pack, s.tnOverride, "Unaware");
  const lines: string[] = [];
  sideLines(s, lines);
  const out: Outcome = { check: "skill", table: "", degree: "", lines: lines, summary: "", effects: [], followUps: [] };
  if (s.autoFail !== "") {
    lines.push(pair("Auto failure", s.autoFail));
    out.table = "AUTO FAIL";
    out.summary = summaryHead(s, t) + "AUTO FAIL (" + s.autoFail + ")";
    return out;
  }
  const r = roll(rng, s.setup);
  rollLines(r, lines);
  if (t.tn < 0) {
    out.table = "ROLLED";
    out.summary = summaryHead(s, t) + "rolled " + fmt(r.value);
    return out;
  }
  const c = judge(r, t.tn);
  lines.push(pair("TN", fmt(t.tn)));
  for (let i = 0; i < t.notes.length; i++) lines.push(" " + t.notes[i]);
  lines.push(pair("Margin", marginText(c.margin)));
  if (c.degree !== null) lines.push(pair("Degree", degreeText(c.degree)));
  out.table = VERDICTS[c.verdict];
  out.degree = degreeText(c.degree);
  out.summary = summaryHead(s, t) + out.table + " " + fmt(r.value) + (c.degree !== null ? " " + degreeText(c.degree) : "");
  return out;
}

export function skillOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  const s = sideOf(inputs, "", party, pack);
  const t = tnOf(inputs, pack, s.tnOverride, "Unaware");
  if (t.tn < 0) return { check: "skill", lines: [{ id: "rolled", label: "No TN: rolled", p: 1 }] };
  const o = s.autoFail !== "" ? { success: 0, deadlock: 0, failure: 1 } : oddsVsTn(s.setup, t.tn);
  return {
    check: "skill",
    lines: [
      { id: "success", label: "Success", p: o.success },
      { id: "deadlock", label: "Deadlock", p: o.deadlock },
      { id: "failure", label: "Failure", p: o.failure },
    ],
  };
}
