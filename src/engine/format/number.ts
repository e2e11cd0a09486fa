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
