/**
 * The characters of the device forms (docs/runtime.md): a sheet or a pack is one string whose
 * parts are separated by control characters. Every text in them is printable ASCII (checked at
 * home), so a separator never needs escaping and `split` does all the parsing.
 */
import { hex8 } from "../../pack/crc32";

/** between the fields of a sheet or a pack row */
export const FS = "\x1f";
/** between the items of a list (skills, wounds, ids) */
export const RS = "\x1e";
/** between the parts of an item (a skill and its specialties, a wound's band, DR and location) */
export const US = "\x1d";

/**
 * Levels from -10 to 990 (stats, skills, specialties) as codes: n + 10 below 62 is one of CODES
 * ("A" is 0, "0" is -10); from 62 on "~" and two characters in base 62. A code reads on its own.
 */
export const CODES = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** The level whose code starts at s[i] (-11 when there is none): its width is codeWidth. */
export function levelAt(s: string, i: number): number {
  const c = s.charAt(i);
  if (c !== "~") {
    const v = CODES.indexOf(c);
    return c === "" || v < 0 ? -11 : v - 10;
  }
  const a = CODES.indexOf(s.charAt(i + 1));
  const b = CODES.indexOf(s.charAt(i + 2));
  return a < 0 || b < 0 || s.charAt(i + 1) === "" || s.charAt(i + 2) === "" ? -11 : a * 62 + b - 10;
}

export function codeWidth(s: string, i: number): number {
  return s.charAt(i) === "~" ? 3 : 1;
}

/** The code of a level from -10 to 990 (callers check the range). */
export function levelCode(n: number): string {
  const v = n + 10;
  return v < 62 ? CODES.charAt(v) : "~" + CODES.charAt(Math.floor(v / 62)) + CODES.charAt(v % 62);
}

/** The CRC the device forms carry: the firmware's E.CRC32 on the device, crc32.ts at home. */
export type Crc = (text: string) => number;

/** A body with its CRC appended as the last field (sheets) or line (packs). */
export function seal(body: string, sep: string, crc: Crc): string {
  return body + sep + hex8(crc(body));
}

/** Whether text ends with sep + the CRC of what comes before it. */
export function sealed(text: string, sep: string, crc: Crc): boolean {
  const at = text.length - 9;
  return at >= 0 && text.charAt(at) === sep && text.substring(at + 1) === hex8(crc(text.substring(0, at)));
}
