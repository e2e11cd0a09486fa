/**
 * Brute force for the STRS tests, written from the text and independent of the module's
 * code: every face of every die is enumerated (mixed-radix counting), each outcome judged
 * by the rules as the text states them, and the outcomes counted.
 */

/** Calls f with every tuple of faces for the given die sizes (faces 1..size). */
export function eachTuple(sizes: number[], f: (faces: number[]) => void): number {
  const faces = sizes.map(() => 1);
  let n = 0;
  for (;;) {
    f(faces);
    n++;
    let i = 0;
    while (i < sizes.length && faces[i] === sizes[i]) faces[i++] = 1;
    if (i === sizes.length) return n;
    faces[i]++;
  }
}

/**
 * The text's damage resolution: negative nothing (-1); "lower or the same as" the Threshold a
 * glancing hit (0); one wound for each multiple of the Threshold the result is "higher than".
 * Entangled halves the Threshold: compared as result > m * T / 2, i.e. 2 * result > m * T.
 */
export function judge(result: number, threshold: number, entangled: boolean): number {
  if (result < 0) return -1;
  const r = entangled ? 2 * result : result;
  let wounds = 0;
  for (let m = 1; r > m * threshold; m++) wounds++;
  return wounds;
}

export interface BruteAttack {
  sides: number;
  penalty: number;
  atkDice: number;
  defDice: number;
  atkBonus: number;
  atkWounds: number;
  defBonus: number;
  defWounds: number;
  threshold: number;
  entangled: boolean;
  ko: number;
  attacks: number;
  /** cover: avoided when the d6 shows at most this */
  avoid: number;
  /** human shield: takes the hit when the d4 shows at most this */
  shield: number;
}

export const BASE: BruteAttack = {
  sides: 6, penalty: 1, atkDice: 2, defDice: 2, atkBonus: 0, atkWounds: 0, defBonus: 0, defWounds: 0,
  threshold: 3, entangled: false, ko: 3, attacks: 1, avoid: 0, shield: 0,
};

/** Probabilities of the turn's classes [nothing, glancing, 1, 2, 3, 4+] by enumerating every die. */
export function bruteTurn(a: BruteAttack): number[] {
  // the cover d6 and the shield d4 are enumerated only when they can matter (a die that is
  // enumerated but not looked at only scales every count alike)
  const one = [a.avoid > 0 ? 6 : 1].concat(Array(a.atkDice).fill(a.sides), Array(a.defDice).fill(a.sides), [a.shield > 0 ? 4 : 1]);
  let sizes: number[] = [];
  for (let i = 0; i < a.attacks; i++) sizes = sizes.concat(one);
  const counts = [0, 0, 0, 0, 0, 0];
  const total = eachTuple(sizes, (faces) => {
    let wounds = 0;
    let glancing = 0;
    for (let i = 0; i < a.attacks; i++) {
      if (i > 0 && a.defWounds + wounds >= a.ko) break;
      const f = faces.slice(i * one.length, (i + 1) * one.length);
      if (f[0] <= a.avoid) continue;
      const atk = f.slice(1, 1 + a.atkDice).reduce((x, y) => x + y, 0) + a.atkBonus - a.atkWounds * a.penalty;
      const def = f.slice(1 + a.atkDice, 1 + a.atkDice + a.defDice).reduce((x, y) => x + y, 0) + a.defBonus - (a.defWounds + wounds) * a.penalty;
      const w = judge(atk - def, a.threshold, a.entangled);
      if (w >= 0 && f[f.length - 1] <= a.shield) continue;
      if (w > 0) wounds += w;
      else if (w === 0) glancing++;
    }
    counts[wounds > 0 ? Math.min(wounds, 4) + 1 : glancing > 0 ? 1 : 0]++;
  });
  return counts.map((c) => c / total);
}
