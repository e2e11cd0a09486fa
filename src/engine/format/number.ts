/**
 * Numbers for the screen, with integer arithmetic only: Espruino prints floats with 12
 * significant digits and rounds toFixed differently from V8 (ESPRUINO-FACTS #15, #16).
 */
import { floorDiv } from "../math/exact";

/** Decimal digits of an integer 0 <= v < 2^53, built digit by digit (exact everywhere). */
export function digits(v: number): string {
  let s = "";
  do {
    const q = floorDiv(v, 10);
    s = String(v - q * 10) + s;
    v = q;
  } while (v > 0);
  return s;
}

/** A whole number of hundredths as "12.34", "-0.05", "0.00". */
export function formatHundredths(h: number): string {
  const neg = h < 0;
  const a = neg ? -h : h;
  const whole = floorDiv(a, 100);
  const cents = a - whole * 100;
  return (neg ? "-" : "") + digits(whole) + (cents < 10 ? ".0" : ".") + digits(cents);
}

/** A probability in [0, 1] as a percentage with one decimal, "64.2%", rounded half up. */
export function formatPercent(p: number): string {
  const tenths = Math.floor((p * 2000 + 1) / 2);
  const whole = floorDiv(tenths, 10);
  return digits(whole) + "." + digits(tenths - whole * 10) + "%";
}

/** Whole number with thousands separators: 11000 as "11,000". */
function grouped(v: number): string {
  const s = digits(v);
  let out = "";
  for (let i = 0; i < s.length; i++) out += (i > 0 && (s.length - i) % 3 === 0 ? "," : "") + s.charAt(i);
  return out;
}

/**
 * A probability for the odds' lines: a percentage from 0.1% up; below it, where one decimal of a
 * percentage would read "0.0%", the odds in words to two significant digits ("1 in 11,000",
 * "1 in 1,200"), and "< 1 in 10,000,000" below that. "0.0%" only for what cannot happen.
 */
export function formatChance(p: number): string {
  if (p <= 0 || p * 1000 >= 1) return formatPercent(p);
  let n = Math.floor(1 / p + 1 / 2);
  if (n >= 10000000) return "< 1 in 10,000,000";
  let s = 1;
  while (n >= 100 * s) s *= 10;
  n = Math.floor((n + s / 2) / s) * s;
  return "1 in " + grouped(n);
}
