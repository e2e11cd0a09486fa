/**
 * Independent brute-force paths for the SIFRP tests, written for the tests only:
 * - every ordered outcome of n d6 (6^n of them, n <= 7), sorted and summed;
 * - every multiset of n d6 (C(n+5, 5) of them, n <= 20) weighted by its multinomial count in
 *   BigInt, so pools too big to enumerate are still counted exactly.
 */

/** counts[s] of the kept sum over all 6^n ordered outcomes (keep the highest k). */
export function bruteKeepCounts(n: number, k: number): number[] {
  const counts = new Array(6 * k + 1).fill(0);
  const dice = new Array(n).fill(1);
  for (;;) {
    const sorted = dice.slice().sort((a, b) => b - a);
    let s = 0;
    for (let i = 0; i < k; i++) s += sorted[i];
    counts[s]++;
    let i = 0;
    while (i < n && dice[i] === 6) dice[i++] = 1;
    if (i === n) break;
    dice[i]++;
  }
  return counts;
}

function factorial(n: number): bigint {
  let f = 1n;
  for (let i = 2; i <= n; i++) f *= BigInt(i);
  return f;
}

/** The same counts as BigInt, by multisets c6..c1 of faces with weight n! / prod(c!). */
export function multisetKeepCounts(n: number, k: number): bigint[] {
  const counts: bigint[] = new Array(6 * k + 1).fill(0n);
  const nf = factorial(n);
  const c = [0, 0, 0, 0, 0, 0]; // c[0] sixes, c[1] fives, ... c[5] ones
  function walk(face: number, left: number): void {
    if (face === 5) {
      c[5] = left;
      let w = nf;
      for (let i = 0; i < 6; i++) w /= factorial(c[i]);
      // kept: the k highest, taken from sixes down
      let need = k;
      let s = 0;
      for (let i = 0; i < 6 && need > 0; i++) {
        const take = Math.min(need, c[i]);
        s += take * (6 - i);
        need -= take;
      }
      counts[s] += w;
      return;
    }
    for (let x = 0; x <= left; x++) {
      c[face] = x;
      walk(face + 1, left - x);
    }
  }
  walk(0, n);
  return counts;
}

/** Degrees by the text's bands, written out as the table (not as a formula). */
export function bandDegrees(result: number, difficulty: number): number {
  const m = result - difficulty;
  if (m >= 15) return 4;
  if (m >= 10) return 3;
  if (m >= 5) return 2;
  if (m >= 0) return 1;
  if (m <= -15) return -4;
  if (m <= -10) return -3;
  if (m <= -5) return -2;
  return -1;
}
