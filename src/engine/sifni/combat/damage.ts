/**
 * Damage (s-ifni.txt, "Damage"): DR = 10 * (attack - defense) / defense - armor, read against
 * the target's Endurance + 10 in fifths. Everything here is integer hundredths.
 *
 * - DR is rounded UP to the hundredth: then "DR > k/5 (End+10)" on the DR the GM reads is the
 *   same as on the exact ratio (for a whole number of hundredths t, ceil(x) > t exactly when
 *   x > t), so the screen, the band and the odds always agree, and the slightest hit on an
 *   unarmored target has a DR of at least 0.01.
 * - A defense of 0.00 stands for a result under 0.005; it is read as 0.005 in the ratio, so the
 *   DR stays finite and every hit still has a DR above 0.
 * - Bands: band j (1..5) when DR > j/5 (End+10); equal to a boundary stays in the lower band
 *   (as a tie does everywhere in S-Ifni). j/5 (End+10) points is exactly 20 j (End+10) hundredths.
 */
import { MAX_EXACT, floorDiv } from "../../math/exact";

/** The chart's bands, 0 to 5 (format/words.ts: wordAt(BAND_NAMES, band)). */
export const BAND_NAMES = "scratch|minor wound|severe wound|moderate trauma|severe trauma|die already";
/** What the table view shows for a hit of each band (the players' words, no numbers). */
export const BAND_TABLE = "SCRATCH|MINOR WOUND|SEVERE WOUND|MODERATE TRAUMA|SEVERE TRAUMA|DEADLY WOUND";
export const MAX_BAND = 5;
/** A wound "significant" enough to call for Endurance tests: a minor wound or worse. */
export const SIGNIFICANT = 1;

/**
 * ceil(1000 r / d) for 0 <= r < d <= MAX_EXACT, exactly: the smallest c in [0, 1000] with
 * c d >= 1000 r. With d = 1000 d1 + d0, c d - 1000 r = 1000 (c d1 - r) + c d0 where c d1 <= d
 * stays exact and c d0 < 10^6.
 */
function ceilThousandths(r: number, d: number): number {
  if (d <= 8796093022208) return -floorDiv(-1000 * r, d);
  const d1 = floorDiv(d, 1000);
  const d0 = d - 1000 * d1;
  let lo = 0;
  let hi = 1000;
  while (lo < hi) {
    const c = (lo + hi) >> 1;
    const diff = r - c * d1;
    // c d >= 1000 r  <=>  1000 diff <= c d0
    if (diff < 0 || (diff < 1000 && 1000 * diff <= c * d0)) hi = c;
    else lo = c + 1;
  }
  return lo;
}

/**
 * DR in hundredths: ceil(1000 (a - d) / d) - armor; saturates at MAX_EXACT. A defense of 0 is
 * read as half a hundredth: 1000 (a - 1/2) / (1/2) = 2000 a - 1000. `armor` is hundredths and
 * already holds the weapon's armor factor and damage bonus.
 */
export function drOf(attack: number, defense: number, armor: number): number {
  if (defense <= 0) return attack > floorDiv(MAX_EXACT - 1000, 2000) ? MAX_EXACT : 2000 * attack - 1000 - armor;
  const q = floorDiv(attack, defense);
  const c = ceilThousandths(attack - q * defense, defense);
  // 1000 a / d' = 1000 q + c (ceiled); minus the 1000 of "- defense"
  if (q - 1 > floorDiv(MAX_EXACT - 1000 - (armor < 0 ? -armor : 0), 1000)) return MAX_EXACT;
  return 1000 * (q - 1) + c - armor;
}

/** The band of a hit's DR against Endurance + 10 (a whole number >= 0). */
export function bandOf(dr: number, endPlus10: number): number {
  let b = 0;
  while (b < MAX_BAND && dr > 20 * (b + 1) * endPlus10) b++;
  return b;
}

/**
 * The ratios (thousandths) whose odds give the bands: a hit is band j or worse exactly when
 * 1000 a > m_j d (2000 a > m_j when d = 0) with m_j = 1000 + armor + 20 j (End+10)
 * (docs/rules-sifni-combat.md, "Exchange odds"). Index 0 is j = 1.
 */
export function bandRatios(armor: number, endPlus10: number): number[] {
  const out: number[] = [];
  for (let j = 1; j <= MAX_BAND; j++) out.push(1000 + armor + 20 * j * endPlus10);
  return out;
}
