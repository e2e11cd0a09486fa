/** 6^n for 0 <= n <= 20, exact (below 2^53). */
export function pow6(n: number): number {
  let p = 1;
  for (let i = 0; i < n; i++) p *= 6;
  return p;
}
