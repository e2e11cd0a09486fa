/**
 * Whether a wound or an armor penalty weighs on a side or on a worker, so that the GM may waive
 * it (the conditions "wp", "ap", "gw", "ga" of questions.ts): the device's entry "qw"
 * (entries.ts), apart from the other sheet conditions because it reads the penalties' code
 * (fractions, wound locations), which a key choosing a stat or a skill does not need.
 */
import { F_ARMOR, Sheet, ids, wounds } from "./data/sheet";
import { packRow } from "./data/pack";
import { ANY_PART, worstSteps } from "./combat/location";
import { Ctx, answerHolds } from "./questions";
import { sideSheet, workers } from "./choices-sheet";

/**
 * Whether a wound (any roll it would cost, a limb's use included) or an armor penalty weighs on
 * a sheet. An armor's penalty is a fraction from -1 to 0 (the pack's validation), so the worn
 * ones' sum (checks/mods.ts armorPenalty) is not 0 exactly when one of them is not: read as
 * text, without the fractions' code (~75 JsVars on the small boards, at a check's last answer).
 */
function penalized(s: Sheet, c: Ctx, armor: boolean): boolean {
  if (!armor) return worstSteps(wounds(s), ANY_PART) > 0;
  const worn = ids(s, F_ARMOR);
  for (let i = 0; i < worn.length; i++) {
    const r = packRow(c.pack, "A", worn[i]);
    if (r && r[5] !== "" && parseInt(r[5], 10) !== 0) return true;
  }
  return false;
}

/** Whether one penalty condition holds ("wp.B" side B's wound, "ga" any worker's armor...); the answers' own as questions.ts reads them. */
export function penaltyHolds(cond: string, c: Ctx): boolean {
  const p = cond.split(".");
  if (p[0] === "wp" || p[0] === "ap") {
    const s = sideSheet(c, p[1]);
    return s !== null && penalized(s, c, p[0] === "ap");
  }
  if (p[0] !== "gw" && p[0] !== "ga") return answerHolds(cond, c);
  const w = workers(c);
  for (let i = 0; i < w.length; i++) if (penalized(w[i], c, p[0] === "ga")) return true;
  return false;
}
