/**
 * The Target Number inputs: a choice of TN 0 to 25 (the ladder's steps carry their words),
 * "other" for any TN in hundredths, or "none" to just roll; the target-size rule; the attempt
 * number of a static retry (s-ifni.txt, "Can you try again?": each attempt after the first
 * has TN + the pack's retryStep).
 *
 * Order of work: the chosen TN, replaced by a modifier's TN (Defender Unaware: TN 3), then
 * divided by the target size, then raised for the attempt.
 */
import { formatHundredths } from "../../../format/number";
import { num, str } from "../../../rules/inputs";
import { Choice, Inputs } from "../../../rules/types";
import { retryTn } from "../../../sifni/retry";
import { sizeTn } from "../penalties";
import { int } from "../text";
import { SifniPack } from "../types";
import { Spec } from "./side";

export const NO_TN = "none";
export const OTHER_TN = "other";
/** The list runs from TN 0 to TN 25, the ladder's top ("mastery"). */
const TOP = 25;
const MAX_TN = 100000000;
export const MAX_SIZE = 100000;

/** TN choices: ids are points ("13"), labels carry the ladder's words ("TN 13 basic skill"). */
export function tnChoices(pack: SifniPack, withNone: boolean): Choice[] {
  const out: Choice[] = [];
  if (withNone) out.push({ id: NO_TN, label: "No TN, just roll" });
  const ladder = pack.tnLadder;
  let j = 0;
  for (let t = 0; t <= TOP * 100; t += 100) {
    // ladder steps between whole points, or above 25, get their own entries
    while (j < ladder.length && ladder[j].tn < t) {
      out.push({ id: formatHundredths(ladder[j].tn), label: "TN " + formatHundredths(ladder[j].tn) + " " + (ladder[j].short || "") });
      j++;
    }
    let words = "";
    if (j < ladder.length && ladder[j].tn === t) {
      words = " " + (ladder[j].short || "");
      j++;
    }
    out.push({ id: int(t / 100), label: "TN " + int(t / 100) + words });
  }
  for (; j < ladder.length; j++) out.push({ id: formatHundredths(ladder[j].tn), label: "TN " + formatHundredths(ladder[j].tn) + " " + (ladder[j].short || "") });
  out.push({ id: OTHER_TN, label: "Other TN" });
  return out;
}

/** The TN in hundredths of a choice id ("13" or "13.50"); -1 for none or other. */
export function tnOfChoice(id: string): number {
  if (id === NO_TN || id === OTHER_TN) return -1;
  const dot = id.indexOf(".");
  if (dot < 0) return parseInt(id, 10) * 100;
  return parseInt(id.substring(0, dot), 10) * 100 + parseInt(id.substring(dot + 1), 10);
}

/**
 * tn (choice), tnValue (when other), size (when `sized` says the roll is an attack),
 * attempt (when static retries apply).
 */
export function tnInputs(withNone: boolean, sized: (inputs: Inputs) => boolean, retries: boolean): Spec[] {
  const out: Spec[] = [
    {
      id: "tn",
      label: "Target Number",
      kind: "choice",
      choices: function (c) {
        return tnChoices(c.pack, withNone);
      },
    },
    {
      id: "tnValue",
      label: "TN",
      kind: "number",
      unit: "hundredths",
      min: 0,
      max: MAX_TN,
      initial: 1300,
      when: function (c) {
        return c.inputs.tn === OTHER_TN;
      },
    },
    {
      id: "size",
      label: "Target size % human",
      kind: "number",
      min: 1,
      max: MAX_SIZE,
      initial: 100,
      when: function (c) {
        return c.inputs.tn !== NO_TN && sized(c.inputs);
      },
    },
  ];
  if (retries) {
    out.push({
      id: "attempt",
      label: "Attempt (static)",
      kind: "number",
      min: 1,
      max: 100,
      initial: 1,
      when: function (c) {
        return c.inputs.tn !== NO_TN;
      },
    });
  }
  return out;
}

export interface Tn {
  /** hundredths, or -1 when there is none */
  tn: number;
  /** what changed it, for the GM: "Defender Unaware", "size 50%", "attempt 2" */
  notes: string[];
}

/** The TN from completed inputs; `override` is a modifier's TN (hundredths) or -1. */
export function tnOf(inputs: Inputs, pack: SifniPack, override: number, overrideBy: string): Tn {
  const notes: string[] = [];
  const id = str(inputs, "tn");
  let tn = id === OTHER_TN ? num(inputs, "tnValue") : tnOfChoice(id);
  if (override >= 0) {
    tn = override;
    notes.push(overrideBy);
  }
  if (tn < 0) return { tn: -1, notes: notes };
  const size = num(inputs, "size", 100);
  if (size !== 100) {
    tn = sizeTn(tn, size);
    notes.push("size " + int(size) + "%");
  }
  const attempt = num(inputs, "attempt", 1);
  if (attempt > 1) {
    tn = retryTn(tn, attempt, pack.retryStep);
    notes.push("attempt " + int(attempt));
  }
  return { tn: tn, notes: notes };
}
