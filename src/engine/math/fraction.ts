/**
 * Exact fractions (numerator, positive denominator, in lowest terms). Roll modifiers in
 * S-Ifni are fractions of the roll ("+1/3 roll"); they add, so they are summed exactly.
 */
import { engineError } from "../errors";
import { gcd, isInt } from "./exact";

export interface Fraction {
  n: number;
  d: number;
}

/** Denominators above this are refused: every table in the rules stays far below it. */
export const MAX_DENOMINATOR = 1000000;

export function fraction(n: number, d: number): Fraction {
  if (!isInt(n) || !isInt(d) || d === 0 || d > MAX_DENOMINATOR || d < -MAX_DENOMINATOR) {
    throw engineError("FRACTION", "not a fraction: " + String(n) + "/" + String(d), [n, d]);
  }
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n < 0 ? -n : n, d);
  return { n: n / g, d: d / g };
}

export const ZERO: Fraction = { n: 0, d: 1 };

export function addFractions(a: Fraction, b: Fraction): Fraction {
  const g = gcd(a.d, b.d);
  const l = (a.d / g) * b.d;
  return fraction((a.n * l) / a.d + (b.n * l) / b.d, l);
}

function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Reads "+1/3", "-1/6", "1/4", "-1", "0". Anything else is refused with the text. */
export function parseFraction(text: string): Fraction {
  const t = String(text).trim();
  let i = 0;
  let sign = 1;
  if (t.charAt(0) === "+" || t.charAt(0) === "-") {
    sign = t.charAt(0) === "-" ? -1 : 1;
    i = 1;
  }
  const slash = t.indexOf("/");
  const num = slash < 0 ? t.substring(i) : t.substring(i, slash);
  const den = slash < 0 ? "1" : t.substring(slash + 1);
  if (!isDigits(num) || !isDigits(den) || num.length > 7 || den.length > 7) {
    throw engineError("FRACTION", 'not a fraction like "+1/3": "' + t + '"', text);
  }
  return fraction(sign * parseInt(num, 10), parseInt(den, 10));
}

/** "+1/3", "-1/6", "+1", "0". */
export function formatFraction(f: Fraction): string {
  if (f.n === 0) return "0";
  const s = f.n > 0 ? "+" + f.n : "" + f.n;
  return f.d === 1 ? s : s + "/" + f.d;
}

