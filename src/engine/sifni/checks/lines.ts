/**
 * The GM's lines of a result (docs/runtime.md, "Results"): a line is plain text, or a label and
 * a value separated by a tab, which the screen draws label left and value right (the value on
 * a row of its own when both do not fit), so every number says what it is.
 */
import { digits, formatHundredths } from "../../format/number";
import { Fraction, formatFraction } from "../../math/fraction";

export function pair(label: string, value: string): string {
  return label + "\t" + value;
}

/** A whole number: "-3", "12". */
export function int(n: number): string {
  return n < 0 ? "-" + digits(-n) : digits(n);
}

/** "+2", "-3", "+0". */
export function signed(n: number): string {
  return n < 0 ? "-" + digits(-n) : "+" + digits(n);
}

/** Hundredths as points: "13.00". */
export const fmt = formatHundredths;

/** "x1.03", or "" without a ratio (TN 0). */
export function degreeText(d: number | null): string {
  return d === null ? "" : "x" + formatHundredths(d);
}

export function fracText(f: Fraction): string {
  return formatFraction(f);
}

/** At most n characters of a name, upper case (the table view's words). */
export function shout(name: string, n: number): string {
  return (name.length > n ? name.substring(0, n) : name).toUpperCase();
}
