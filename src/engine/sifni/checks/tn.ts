/**
 * The Target Number of a check, from its inputs: tn (a whole TN "13", a described ladder step
 * between whole ones "13.50", "none" to just roll, or "other" for any hundredths in tnValue),
 * size (the target's size in percent of a human: "TN divided by size relative to human") and
 * attempt (a static retry: "each time after the first, they do so with a increasing penalty to
 * the TN", the pack's retry step per attempt). Order of work: the chosen TN, replaced by a
 * modifier's TN (Defender Unaware: TN 3), divided by the size, then raised for the attempt.
 */
import { floorDiv } from "../../math/exact";
import { Inputs } from "../../rules/types";
import { retryTn } from "../retry";
import { packHeader } from "../data/pack";
import { num, str } from "./context";
import { int } from "./lines";

export const NO_TN = "none";
export const OTHER_TN = "other";
/** The TN stepper runs from TN 0 to this whole TN. */
export const TOP_TN = 40;

/** The TN in hundredths of a choice id ("13" or "13.50"); -1 for none or other. */
export function tnOfChoice(id: string): number {
  if (id === NO_TN || id === OTHER_TN || id === "") return -1;
  const dot = id.indexOf(".");
  if (dot < 0) return parseInt(id, 10) * 100;
  return parseInt(id.substring(0, dot), 10) * 100 + parseInt(id.substring(dot + 1), 10);
}

export interface Tn {
  /** hundredths, or -1 when there is none */
  tn: number;
  /** what changed it, for the GM: "Defender Unaware", "size 50%", "attempt 2" */
  notes: string[];
}

/** The TN from completed inputs; `override` is a modifier's TN (hundredths) or -1. */
export function tnOf(inputs: Inputs, pack: string, override: number, overrideBy: string): Tn {
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
    tn = floorDiv(tn * 100, size);
    notes.push("size " + int(size) + "%");
  }
  const attempt = num(inputs, "attempt", 1);
  if (attempt > 1) {
    tn = retryTn(tn, attempt, parseInt(packHeader(pack)[3], 10));
    notes.push("attempt " + int(attempt));
  }
  return { tn: tn, notes: notes };
}
