/**
 * Exact distribution of the sum of the highest `keep` of `roll` d6: counts of the 6^roll
 * equally likely outcomes (exact integers in doubles while 6^roll < 2^53, i.e. roll <= 20).
 *
 * Order statistics by face, from 6 down to 1: a state is (j dice seen so far, all showing
 * more than the current face, kept sum s), only while j < keep. At face v, c of the
 * roll - j unseen dice show v, chosen C(roll - j, c) ways. Once j + c reaches keep the kept
 * sum is final (s + (keep - j) v) and the other roll - j - c dice may show anything below v:
 * (v - 1)^(roll - j - c) ways. States never exceed keep x (6 keep + 1) numbers.
 */
import { pow6 } from "./pow6";

/** counts[s] = number of outcomes whose kept sum is s, for s = 0..6 keep. */
export function keepHighestCounts(roll: number, keep: number): Float64Array {
  const top = 6 * keep;
  const out = new Float64Array(top + 1);
  if (keep === 0) {
    out[0] = pow6(roll);
    return out;
  }
  // cur[j * (top + 1) + s]: ways for j dice above the current face with sum s (j < keep)
  const width = top + 1;
  let cur = new Float64Array(keep * width);
  let nxt = cur;
  cur[0] = 1;
  for (let v = 6; v >= 1; v--) {
    // a fresh zeroed table is one native allocation, cheaper than a clearing loop on Espruino
    nxt = new Float64Array(keep * width);
    for (let j = 0; j < keep; j++) {
      const m = roll - j;
      // sums reachable with j dice all above v: from j (v + 1) to 6 j
      for (let s = j * (v + 1); s <= 6 * j; s++) {
        const w = cur[j * width + s];
        if (w === 0) continue;
        // c from m down to 0: binomial C(m, c) and (v - 1)^(m - c) updated exactly as we go
        let binom = 1;
        let below = 1;
        for (let c = m; c >= 0; c--) {
          if (j + c >= keep) out[s + (keep - j) * v] += w * binom * below;
          else nxt[(j + c) * width + s + c * v] += w * binom;
          binom = (binom * c) / (m - c + 1);
          below *= v - 1;
        }
      }
    }
    cur = nxt;
  }
  return out;
}
