/**
 * Numbers the rules keep in hundredths (a TN, a wound's damage rating) as the GM reads and types
 * them: 1300 is "13", 1350 "13.5", 1325 "13.25", as the device shows TN 13.00.
 */

/** The text of a value in hundredths; anything but a whole number as it is. */
export function hundredthsText(v: unknown): string {
  if (typeof v !== "number" || !Number.isInteger(v)) return v === undefined ? "" : String(v);
  const sign = v < 0 ? "-" : "";
  const a = Math.abs(v);
  const cents = a % 100;
  return sign + Math.floor(a / 100) + (cents === 0 ? "" : "." + String(cents).padStart(2, "0").replace(/0$/, ""));
}

/** What the GM typed ("13", "13.5", "13.25") in hundredths; null when it is not such a number. */
export function readHundredths(text: string): number | null {
  const m = /^\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return parseInt(m[1], 10) * 100 + (m[2] ? parseInt(m[2].padEnd(2, "0"), 10) : 0);
}

/** What the page says of text that is not such a number. */
export function hundredthsProblem(what: string, text: string): string {
  return `${what}: a number with at most two decimals, like 13 or 13.5, got ${JSON.stringify(text)}`;
}
