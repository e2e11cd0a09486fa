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
import { textIndex } from "../../../format/text-index";
import { MAX_EXACT, floorDiv } from "../../../math/exact";

/** The chart's bands, 0 to 5. */
export const BAND_NAMES = ["scratch", "minor wound", "severe wound", "moderate trauma", "severe trauma", "die already"];
/** What the table view shows for a hit of each band (the players' words, no numbers). */
export const BAND_TABLE = ["SCRATCH", "MINOR WOUND", "SEVERE WOUND", "MODERATE TRAUMA", "SEVERE TRAUMA", "DEADLY WOUND"];
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
    const enough = diff < 0 || (diff < 1000 && 1000 * diff <= c * d0);
    if (enough) hi = c;
    else lo = c + 1;
  }
  return lo;
}

/**
 * DR in hundredths: ceil(1000 (a - d) / d) - armor; saturates at MAX_EXACT. A defense of 0 is
 * read as half a hundredth: 1000 (a - 1/2) / (1/2) = 2000 a - 1000.
 * `armor` is in hundredths and already holds the weapon's armor modifier and damage bonus.
 */
export function drOf(attack: number, defense: number, armor: number): number {
  if (defense <= 0) return attack > floorDiv(MAX_EXACT - 1000, 2000) ? MAX_EXACT : 2000 * attack - 1000 - armor;
  const d = defense;
  const q = floorDiv(attack, d);
  const c = ceilThousandths(attack - q * d, d);
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

/** The whole number written with 1 to 3 digits at t[i..j), or -1. */
function smallNumber(t: string, i: number, j: number): number {
  if (j <= i || j - i > 3) return -1;
  let v = 0;
  for (let k = i; k < j; k++) {
    const c = t.charCodeAt(k) - 48;
    if (c < 0 || c > 9) return -1;
    v = 10 * v + c;
  }
  return v;
}

/**
 * How a weapon treats armor (the text's "x2 armor", "+1/2 armor", "-1/2 armor"), as the
 * fraction armor is multiplied by; "" is 1. Anything else is refused with null.
 * (Parsed by hand: Espruino's regular expressions lack {n,m} and (?:).)
 */
export function armorFactor(mod: string): { num: number; den: number } | null {
  let t = mod.split(" ").join("");
  if (t.length >= 5 && t.substring(t.length - 5) === "armor") t = t.substring(0, t.length - 5);
  if (t === "") return { num: 1, den: 1 };
  const sign = t.charAt(0);
  if (sign !== "x" && sign !== "+" && sign !== "-") return null;
  const slash = t.indexOf("/");
  const a = smallNumber(t, 1, slash < 0 ? t.length : slash);
  const b = slash < 0 ? 1 : smallNumber(t, slash + 1, t.length);
  if (a < 0 || b <= 0) return null;
  if (sign === "x") return { num: a, den: b };
  const num = sign === "+" ? b + a : b - a;
  return num < 0 ? null : { num: num, den: b };
}

/** Armor points times the weapon's armor factor, in hundredths (exact for halves). */
export function armorHundredths(points: number, mod: string): number {
  const f = armorFactor(mod) || { num: 1, den: 1 };
  return floorDiv(100 * points * f.num, f.den);
}

/** A weapon's damage bonus in points from its notes ("-1pt damage" is -1); 0 when none. */
export function damageBonus(notes: string): number {
  let at = textIndex(notes, "pt damage");
  if (at < 0) at = textIndex(notes, "pts damage");
  if (at < 0) return 0;
  let i = at;
  while (i > 0 && notes.charCodeAt(i - 1) >= 48 && notes.charCodeAt(i - 1) <= 57) i--;
  const v = smallNumber(notes, i, at);
  if (v < 0 || i === 0) return 0;
  const sign = notes.charAt(i - 1);
  return sign === "-" ? -v : sign === "+" ? v : 0;
}
