/**
 * The armor bonus as an attack meets it (vdp-strs.txt, Equipment): "Armor grants additional
 * threshold, and may grant a bonus to weapon power on defense like a shield does", and "some
 * weapons may have armor piercing capability, negating all or part of the armor bonus"; Armor
 * Pierce (a charge action) negates it whole. The armor bonus is both parts. A weapon's piercing
 * is a number of points: they negate the armor's Threshold first (what keeps a blow out), then its
 * bonus on defense. Only a bonus is negated: an armor's penalty on defense stays.
 */

/** What an armor adds: `def` to the defense bonus, `thr` to the Threshold. */
export interface Armor {
  def: number;
  thr: number;
}

/** The armor left after `points` of piercing (Infinity: all of it, as Armor Pierce). */
export function piercedBy(a: Armor, points: number): Armor {
  if (points <= 0) return a;
  const thr = a.thr > points ? a.thr - points : 0;
  const rest = points - (a.thr - thr);
  const def = a.def <= 0 ? a.def : a.def > rest ? a.def - rest : 0;
  return { def: def, thr: thr };
}

/** "Armor pierced: Thr -2, Def -1" for the GM's lines, "" when nothing was negated. */
export function piercedText(a: Armor, left: Armor): string {
  const thr = a.thr - left.thr;
  const def = a.def - left.def;
  if (thr === 0 && def === 0) return "";
  return "Armor pierced:" + (thr > 0 ? " Thr -" + thr : "") + (def > 0 ? " Def -" + def : "");
}
