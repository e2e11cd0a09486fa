/**
 * What armor piercing takes off a defender's armor (vdp-strs.txt, Equipment and environment):
 * "Armor grants additional threshold, and may grant a bonus to weapon power on defense", so the
 * armor bonus has two parts; a weapon's "armor piercing capability, negating all or part of the
 * armor bonus" takes its AP in points, the Threshold part first (the part every armor has); the
 * charge action Armor Pierce ("the target's armor bonus is negated") takes all of it. Only a
 * bonus is negated: a negative defense part (armor that hampers) stays. docs/rules-strs.md.
 */

/** Points taken off the defender's Threshold and defense bonus. */
export interface ArmorCut {
  thr: number;
  def: number;
}

/** `thr`, `def`: the armor's parts; `ap`: the weapon's armor piercing; `pierced`: Armor Pierce. */
export function armorCut(thr: number, def: number, ap: number, pierced: boolean): ArmorCut {
  const t = thr > 0 ? thr : 0;
  const d = def > 0 ? def : 0;
  if (pierced) return { thr: t, def: d };
  const ct = ap < t ? ap : t;
  const rest = ap - ct;
  return { thr: ct, def: rest < d ? rest : d };
}

/** The GM's line for a cut, "" when nothing is taken: "AP 1: armor Thr -1", "pierced: armor Thr -2 def -1". */
export function cutText(c: ArmorCut, ap: number, pierced: boolean): string {
  if (c.thr === 0 && c.def === 0) return "";
  return (pierced ? "pierced" : "AP " + ap) + ": armor" + (c.thr > 0 ? " Thr -" + c.thr : "") + (c.def > 0 ? " def -" + c.def : "");
}
