/**
 * Small value checks shared by the pack and sheet validators. Each returns why a value is
 * bad (to follow the field's path in a Problem), or "" when it is fine.
 */
import { shown } from "../../engine/format/shown";
import { isInt } from "../../engine/math/exact";
import { Fraction, parseFraction } from "../../engine/math/fraction";

/** Printable ASCII only: the device fonts have nothing else and its strings are 8-bit. */
export function nonAscii(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c > 126) return i;
  }
  return -1;
}

export function textWhy(v: unknown, min: number, max: number): string {
  if (typeof v !== "string") return "must be text, got " + shown(v);
  if (v.length < min) return min === 1 ? "must not be empty" : "must have at least " + min + " characters";
  if (v.length > max) return "is too long: " + v.length + " characters, at most " + max;
  const bad = nonAscii(v);
  if (bad >= 0) return "must be printable ASCII: character code " + v.charCodeAt(bad) + " at position " + (bad + 1);
  return "";
}

export function intWhy(v: unknown, min: number, max: number): string {
  if (!isInt(v)) return "must be a whole number, got " + shown(v);
  if (v < min) return "must be at least " + min + ", got " + v;
  if (v > max) return "must be at most " + max + ", got " + v;
  return "";
}

/** The fraction of a text like "+1/3", or null when it does not parse. */
export function fractionOf(v: unknown): Fraction | null {
  if (typeof v !== "string") return null;
  try {
    return parseFraction(v);
  } catch (e) {
    return null;
  }
}

/** A roll fraction from lo to hi (inclusive, as fractions n/d compared exactly), or "" for none when allowed. */
export function fractionWhy(v: unknown, allowEmpty: boolean, lo: number, hi: number): string {
  if (allowEmpty && v === "") return "";
  const f = fractionOf(v);
  if (f === null) return "must be a fraction of the roll like \"+1/3\" or \"-1/6\"" + (allowEmpty ? " (or \"\" for none)" : "") + ", got " + shown(v);
  if (f.n < lo * f.d || f.n > hi * f.d) return "must be from " + lo + " to " + (hi > 0 ? "+" : "") + hi + ", got " + String(v);
  return "";
}

/** Ids of pack rows: lower case letters, digits and "-", 1 to 24 characters. */
export function idWhy(v: unknown): string {
  if (typeof v !== "string" || v.length < 1 || v.length > 24) return "must be an id of 1 to 24 characters, got " + shown(v);
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return "must use only a-z, 0-9 and -, got " + shown(v);
  }
  return "";
}

export function isObject(v: unknown): v is { [key: string]: unknown } {
  return typeof v === "object" && v !== null && typeof (v as unknown[]).splice !== "function";
}
