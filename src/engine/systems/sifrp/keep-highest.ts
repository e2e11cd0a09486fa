/**
 * Exact distribution of the sum of the highest `keep` of `roll` d6: counts of the 6^roll
 * equally likely outcomes (exact integers in doubles while 6^roll < 2^53, i.e. roll <= 20).
 *
 * Each outcome is counted once, by the face v of its lowest kept die (the keep-th highest) and
 * the number a < keep of dice above v. The a dice above v are any of the roll dice, C(roll, a)
 * ways, each showing v + 1..6: their sum is a v + u, where u is the sum of a dice with n = 6 - v
 * faces, S_n(a, u) ways. The other m = roll - a dice show at most v, with at least keep - a of
 * them v: e = 0..roll - keep of them below v, C(m, e) (v - 1)^e ways. The kept sum is then
 * a v + u + (keep - a) v = keep v + u, whatever a is. S_n(a) is built a die at a time in place,
 * so the work is about keep^2 additions per face, with no table of states. With every die kept
 * (no bonus dice, the most common test) the counts are those of a plain sum, built a die at a
 * time (math/dice-sums.ts): faster again in the interpreter.
 */
import { diceSumCounts } from "../../math/dice-sums";
import { pow6 } from "./pow6";

/** counts[s] = number of outcomes whose kept sum is s, for s = 0..6 keep. */
export function keepHighestCounts(roll: number, keep: number): Float64Array {
  // every die kept (a test without bonus dice): a plain sum
  if (keep === roll) return diceSumCounts(roll, 6);
  const top = 6 * keep;
  const out = new Float64Array(top + 1);
  if (keep === 0) {
    out[0] = pow6(roll);
    return out;
  }
  // ways[u] = S_n(a, u), for the current face and the current a
  const ways = new Float64Array(top + 1);
  const dropped = roll - keep;
  for (let v = 6; v >= 1; v--) {
    const n = 6 - v;
    const at = keep * v;
    ways.fill(0);
    ways[0] = 1;
    let choose = 1;
    for (let a = 0; a < keep; a++) {
      if (a > 0) {
        // no face above a 6
        if (n === 0) break;
        choose = (choose * (roll - a + 1)) / a;
      }
      // the m dice at most v with at least keep - a showing v: e = m - c of them below v, for
      // e = 0..roll - keep, C(m, e) (v - 1)^e ways, each times C(roll, a)
      const m = roll - a;
      let binom = choose;
      let below = 1;
      let times = choose;
      for (let e = 1; e <= dropped; e++) {
        binom = (binom * (m - e + 1)) / e;
        below *= v - 1;
        times += binom * below;
      }
      if (a === 0) {
        out[at] += times;
        continue;
      }
      // one die more: ways[t] becomes the sum of the n counts below t, taken downwards in
      // place, and is counted as it is made; the window loses a count only above n (two loops:
      // no test per step, which the interpreter pays)
      let w = ways[(a - 1) * n];
      let t = a * n;
      const low = n < a ? a : n + 1;
      for (; t >= low; t--) {
        const old = ways[t - 1];
        ways[t] = w;
        out[at + t] += times * w;
        w += ways[t - 1 - n] - old;
      }
      for (; t >= a; t--) {
        const old = ways[t - 1];
        ways[t] = w;
        out[at + t] += times * w;
        w -= old;
      }
      ways[a - 1] = 0;
    }
  }
  return out;
}
