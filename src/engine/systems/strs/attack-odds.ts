/**
 * Exact odds of an attack turn (one or two attacks on one target). Per attack: the class counts
 * (nothing, glancing, 1, 2, 3, 4+ wounds) of the two dice sums, then the cover die and the
 * human shield as exact sixths and quarters. A second attack is conditioned on the first's
 * wounds, which lower the defender's roll (and stop it at KO).
 */
import { AttackSetup, defWoundsAfter, shiftAfter } from "./attack-setup";
import { diceSumCounts } from "../../math/dice-sums";
import { cumulative, woundClasses } from "./dice";

/** Turn classes: nothing, glancing, then exactly 1, 2, 3 wounds, then 4 or more. */
export const CLASSES = 6;

/**
 * One attack's class probabilities for a shift (see shiftAfter): hits avoided by cover or taken
 * by a human shield count as nothing for the defender. Exact integer counts out of
 * sides^(dice) * 6 * 4, divided once.
 */
export function attackClasses(s: AttackSetup, cA: Float64Array, cumD: Float64Array, shift: number): Float64Array {
  const counts = new Float64Array(CLASSES);
  woundClasses(counts, cA, cumD, shift, s.threshold, s.halved);
  let total = 0;
  for (let i = 0; i < CLASSES; i++) total += counts[i];
  const keep = (6 - s.avoid) * (4 - s.shieldQuarters);
  const all = total * 24;
  let hits = 0;
  const p = new Float64Array(CLASSES);
  for (let i = 1; i < CLASSES; i++) {
    const c = counts[i] * keep;
    hits += c;
    p[i] = c / all;
  }
  p[0] = (all - hits) / all;
  return p;
}

/** The turn's class probabilities [nothing, glancing, 1, 2, 3, 4+] for the defender. */
export function attackOdds(s: AttackSetup): Float64Array {
  const cA = diceSumCounts(s.atkDice, s.sides);
  const cumD = cumulative(diceSumCounts(s.defDice, s.sides));
  const first = attackClasses(s, cA, cumD, shiftAfter(s, 0));
  // a defender already KO takes one attack (the rest of a coup de grace is narrative)
  if (s.attacks < 2 || defWoundsAfter(s, 0) >= s.ko) return first;
  const out = new Float64Array(CLASSES);
  // first attack nothing or glancing: the second meets the same defender
  const again = first;
  out[0] += first[0] * again[0];
  out[1] += first[0] * again[1] + first[1] * (again[0] + again[1]);
  for (let k = 2; k < CLASSES; k++) out[k] += (first[0] + first[1]) * again[k];
  // first attack w = 1..3 wounds: KO stops the turn; otherwise the second adds to w
  for (let w = 1; w <= 3; w++) {
    const pw = first[1 + w];
    if (pw === 0) continue;
    if (defWoundsAfter(s, w) >= s.ko) {
      out[1 + w] += pw;
      continue;
    }
    const next = attackClasses(s, cA, cumD, shiftAfter(s, w));
    out[1 + w] += pw * (next[0] + next[1]);
    for (let k = 2; k < CLASSES; k++) {
      const total = w + k - 1;
      out[total >= 4 ? CLASSES - 1 : 1 + total] += pw * next[k];
    }
  }
  out[CLASSES - 1] += first[CLASSES - 1];
  return out;
}
