/**
 * Exact distribution of the sum of the highest `keep` of `roll` d6: counts of the 6^roll
 * equally likely outcomes (exact integers in doubles while 6^roll < 2^53, i.e. roll <= 20).
 *
 * Order statistics by face, from 6 down to 1: a state is (j dice seen so far, all showing more
 * than the current face v, kept sum s), kept only while j < keep. At face v, c of the m = roll - j
 * unseen dice show v, chosen C(m, c) ways:
 * - while j + c < keep the state moves on to (j + c, s + c v);
 * - once j + c reaches keep the kept sum is final, s + (keep - j) v, and the other m - c dice
 *   show anything below v: (v - 1)^(m - c) ways. Summed over every such c that is
 *   v^m - sum over c < keep - j of C(m, c) (v - 1)^(m - c) (all m dice at most v, less those
 *   with too few showing v), so each state costs keep - j steps, not m.
 * States never exceed keep x (6 keep + 1) numbers. With every die kept (no bonus dice, the most
 * common test) the counts are those of a plain sum, built a die at a time: a few times faster
 * in the interpreter.
 */
import { pow6 } from "./pow6";

/** base^0 .. base^n, exact for the bases and exponents used here (6^20 < 2^53). */
function powers(base: number, n: number): Float64Array {
  const p = new Float64Array(n + 1);
  p[0] = 1;
  for (let e = 1; e <= n; e++) p[e] = p[e - 1] * base;
  return p;
}

/** counts[s] = number of outcomes whose kept sum is s, for s = 0..6 keep. */
export function keepHighestCounts(roll: number, keep: number): Float64Array {
  const top = 6 * keep;
  const out = new Float64Array(top + 1);
  if (keep === 0) {
    out[0] = pow6(roll);
    return out;
  }
  if (keep === roll) {
    // every die kept (a test without bonus dice): the sum of roll d6, one die at a time, each
    // count the sum of the six below it, taken downwards in place with a sliding window
    out[0] = 1;
    for (let d = 1; d <= roll; d++) {
      let w = 0;
      for (let u = 6 * d - 6; u < 6 * d; u++) w += out[u];
      for (let t = 6 * d; t >= d; t--) {
        const old = out[t - 1];
        out[t] = w;
        w -= old;
        if (t >= 7) w += out[t - 7];
      }
      out[d - 1] = 0;
    }
    return out;
  }
  // cur[j * width + s]: ways for j dice above the current face with kept sum s (j < keep)
  const width = top + 1;
  let cur = new Float64Array(keep * width);
  let nxt = cur;
  cur[0] = 1;
  for (let v = 6; v >= 1; v--) {
    // a fresh zeroed table is one native allocation, cheaper than a clearing loop on Espruino
    nxt = new Float64Array(keep * width);
    const atMost = powers(v, roll);
    const below = powers(v - 1, roll);
    for (let j = 0; j < keep; j++) {
      const m = roll - j;
      const need = keep - j;
      // sums reachable with j dice all above v: from j (v + 1) to 6 j
      for (let s = j * (v + 1); s <= 6 * j; s++) {
        const w = cur[j * width + s];
        if (w === 0) continue;
        let binom = 1;
        let short = 0;
        for (let c = 0; c < need; c++) {
          nxt[(j + c) * width + s + c * v] += w * binom;
          short += binom * below[m - c];
          binom = (binom * (m - c)) / (c + 1);
        }
        out[s + need * v] += w * (atMost[m] - short);
      }
    }
    cur = nxt;
  }
  return out;
}
