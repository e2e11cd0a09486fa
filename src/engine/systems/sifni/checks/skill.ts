/**
 * The skill check (s-ifni.txt, "The S-Ifni Mechanic", "Target Numbers", "Modifiers"): one
 * character (or Anyone) rolls a stat, with a skill and specialty, against a TN. Above the TN
 * succeeds, equal is a deadlock, below fails; the degree is roll / TN. Missing Tools and
 * Total Distraction fail without a roll.
 */
import { lazySpec } from "../../../rules/lazy-spec";
import { formatHundredths } from "../../../format/number";
import { CheckImpl, Inputs, Odds, Outcome } from "../../../rules/types";
import { RandomGenerator } from "../../../random/generator";
import { oddsVsTn } from "../../../sifni/odds";
import { judge } from "../../../sifni/resolve";
import { roll } from "../../../sifni/roll";
import { LINE, fit, fitHead, int } from "../text";
import { SifniPack, SifniSheet } from "../types";
import { Side, modifierLines, sideInputs, sideOf } from "./side";
import { Tn, tnInputs, tnOf } from "./tn";

export const VERDICT_TEXT = { success: "SUCCESS", deadlock: "DEADLOCK", failure: "FAILURE" };
export const AUTO_FAIL = "AUTO FAIL";

/** The stats whose rolls hit a target, where the target-size rule applies. */
const ATTACK_STATS = "MeleeAttack RangedAttack Wrestling";

function isAttack(inputs: Inputs): boolean {
  const stat = inputs.stat;
  return inputs.who === "anyone" || (typeof stat === "string" && ATTACK_STATS.split(" ").indexOf(stat) >= 0);
}

/** "+0.40", "-1.25". */
export function marginText(h: number): string {
  return (h >= 0 ? "+" : "") + formatHundredths(h);
}

/** "x1.03", or "" without a ratio (TN 0). */
export function degreeText(d: number | null): string {
  return d === null ? "" : "x" + formatHundredths(d);
}

/** Who rolls what: the first lines of the GM's screen. */
export function headLines(s: Side, out: string[]): void {
  out.push(fit(s.name, LINE));
  out.push(fitHead(s.brief, (s.half ? " half " : " ") + int(s.total), LINE));
  modifierLines(s, out);
}

/** "TN 11.00", then what changed it, one line each (" size 50%", " attempt 2"). */
function tnLines(t: Tn, out: string[]): void {
  out.push("TN " + formatHundredths(t.tn));
  for (let i = 0; i < t.notes.length; i++) out.push(fit(" " + t.notes[i], LINE));
}

function summaryHead(s: Side, t: Tn): string {
  const mods = s.applied.length ? " " + s.applied.map((a) => a.label).join("/") : "";
  const tn = t.tn < 0 ? "" : " vs TN " + formatHundredths(t.tn) + (t.notes.length ? " (" + t.notes.join(", ") + ")" : "");
  return s.name + " " + s.what + " " + int(s.total) + mods + tn + ": ";
}

function resolve(inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
  const s = sideOf(inputs, "", party, pack);
  const t = tnOf(inputs, pack, s.tnOverride, "Unaware");
  const lines: string[] = [];
  headLines(s, lines);
  const out: Outcome = { check: "skill", table: "", degree: "", lines: lines, summary: "", effects: [], followUps: [] };
  if (s.autoFail !== "") {
    lines.push("Auto failure:");
    lines.push(fit(" " + s.autoFail, LINE));
    out.table = AUTO_FAIL;
    out.summary = summaryHead(s, t) + "AUTO FAIL (" + s.autoFail + ")";
    return out;
  }
  const r = roll(rng, s.setup);
  const rollLine = "Roll " + formatHundredths(r.value) + (r.value !== r.base ? " (" + formatHundredths(r.base) + ")" : "");
  lines.push(fit(rollLine, LINE));
  if (r.exceptional) lines.push("exceptional roll");
  if (t.tn < 0) {
    out.table = "ROLLED";
    out.summary = summaryHead(s, t) + "rolled " + formatHundredths(r.value);
    return out;
  }
  const c = judge(r, t.tn);
  tnLines(t, lines);
  lines.push("Margin " + marginText(c.margin));
  if (c.degree !== null) lines.push("Degree " + degreeText(c.degree));
  out.table = VERDICT_TEXT[c.verdict];
  out.degree = degreeText(c.degree);
  out.summary = summaryHead(s, t) + out.table + " " + formatHundredths(r.value) + (c.degree !== null ? " " + degreeText(c.degree) : "");
  return out;
}

function odds(inputs: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
  const s = sideOf(inputs, "", party, pack);
  const t = tnOf(inputs, pack, s.tnOverride, "Unaware");
  if (s.autoFail !== "") {
    return {
      check: "skill",
      lines: [
        { id: "success", label: "Success", p: 0 },
        { id: "deadlock", label: "Deadlock", p: 0 },
        { id: "failure", label: "Failure", p: 1 },
      ],
    };
  }
  if (t.tn < 0) return { check: "skill", lines: [{ id: "rolled", label: "No TN: rolled", p: 1 }] };
  const o = oddsVsTn(s.setup, t.tn);
  return {
    check: "skill",
    lines: [
      { id: "success", label: "Success", p: o.success },
      { id: "deadlock", label: "Deadlock", p: o.deadlock },
      { id: "failure", label: "Failure", p: o.failure },
    ],
  };
}

export const skillCheck: CheckImpl<SifniSheet, SifniPack> = {
  // inputs built when the check is set up (rules/lazy-spec.ts)
  spec: lazySpec("skill", "Skill check", function () {
    return sideInputs("", "Who", function () {
      return true;
    }).concat(tnInputs(true, isAttack, true));
  }),
  resolve: resolve,
  odds: odds,
};
