/**
 * The S-Ifni rules pack in its device form (docs/runtime.md, "The pack"): one line per table
 * row, read from the stored string one row at a time (never parsed whole).
 *
 *   SP FS sifni FS version FS retryStep FS unarmed weapon id
 *   T tn FS words                                       a described step of the TN ladder
 *   M id FS label FS group FS roll FS flags             a modifier (flags: f auto failure,
 *                                                        n no defense, d only Dodge, t<TN>)
 *   A id FS name FS blunt FS slash FS pierce FS penalty armor
 *   W id FS name FS type FS A FS D FS armor FS damage FS hands FS size     melee weapons
 *   R id FS name FS type FS A FS armor FS range FS reload FS skillMin FS size  ranged weapons
 *   #crc                                                CRC-32 of everything before "\n#"
 *
 * Fractions are text ("+1/5", "" for none); a weapon's armor is the factor armor points are
 * multiplied by ("2", "3/2", "1/2", "1"); damage is the weapon's damage bonus in points
 * ("-1"); type is b, s or p. The home tools compile it (src/home/sifni/compile.ts) from a pack
 * they have validated; the device checks what arrives with packProblem.
 */
import { textIndex } from "../../format/text-index";
import { MAX_EXACT } from "../../math/exact";
import { parseFraction } from "../../math/fraction";
import { MAX_SKILL, MIN_SKILL } from "../skill";
import { Crc, FS, sealed } from "./codes";

export const PACK_TAG = "SP";
/** Fields after the kind letter, per kind. */
const WIDTH: { [kind: string]: number } = { T: 2, M: 5, A: 6, W: 9, R: 9 };

/** A row's fields (the first is its id) by kind and id, or null. */
export function packRow(p: string, kind: string, id: string): string[] | null {
  // written out, not a call of packLine: the build writes a function called once at its call,
  // made anew at every packRow call (tools/build/inline-once.mjs), and packRow runs in loops
  // (~30 JsVars at a skill roll's deepest point on Bangle.js 1, measured)
  const at = textIndex(p, "\n" + kind + id + FS);
  if (at < 0) return null;
  const end = p.indexOf("\n", at + 1);
  return p.substring(at + 2, end < 0 ? p.length : end).split(FS);
}

/**
 * A row by kind and id as its text (its fields with FS between), or null: a few JsVars where the
 * split row holds two a field.
 */
export function packLine(p: string, kind: string, id: string): string | null {
  const at = textIndex(p, "\n" + kind + id + FS);
  if (at < 0) return null;
  const end = p.indexOf("\n", at + 1);
  return p.substring(at + 2, end < 0 ? p.length : end);
}

/** The ids of a kind's rows, in pack order. */
export function packIds(p: string, kind: string): string[] {
  const out: string[] = [];
  let at = textIndex(p, "\n" + kind);
  while (at >= 0) {
    out.push(p.substring(at + 2, p.indexOf(FS, at)));
    at = textIndex(p, "\n" + kind, at + 1);
  }
  return out;
}

/** The header: [tag, system, version, retryStep, unarmed id]. */
export function packHeader(p: string): string[] {
  return p.substring(0, p.indexOf("\n")).split(FS);
}

function isNumber(t: string): boolean {
  return t !== "" && String(parseInt(t, 10)) === t;
}

function isFraction(t: string): boolean {
  if (t === "") return true;
  try {
    parseFraction(t);
    return true;
  } catch (e) {
    return false;
  }
}

/** Armor points and ranges are small in the text; the bounds catch slips (home/sifni/pack-validate.ts too). */
export const MAX_ARMOR = 99;
export const MAX_RANGE = 100000;
export const MAX_RELOAD = 3600;

/** Each kind's table as a message names it. */
const TABLES: { [kind: string]: string } = { T: "TN step", M: "modifier", A: "armor", W: "melee weapon", R: "ranged weapon" };
/** Per kind, [field, least, most] for each field holding a whole number; the fields holding fractions. */
const NUMBERS: { [kind: string]: number[] } = {
  T: [0, 0, MAX_EXACT],
  M: [],
  A: [2, 0, MAX_ARMOR, 3, 0, MAX_ARMOR, 4, 0, MAX_ARMOR],
  W: [6, -MAX_EXACT, MAX_EXACT, 7, 1, 2],
  R: [5, 1, MAX_RANGE, 6, 0, MAX_RELOAD, 7, MIN_SKILL, MAX_SKILL],
};
const FRACTIONS: { [kind: string]: number[] } = { T: [], M: [3], A: [5], W: [3, 4, 5], R: [3, 4] };

/**
 * Why a stored pack cannot be used, or "": its form and system, its CRC (cut short or
 * changed), each row's width, its numbers (whole, within their bounds) and fractions. Fields
 * are named by their place in the row (the layout above): the home tools name them in words.
 */
export function packProblem(p: string, crc: Crc): string {
  const h = packHeader(p);
  if (h[0] !== PACK_TAG || h.length !== 5) return "not a rules pack in the device form";
  if (h[1] !== "sifni") return "for rules system '" + h[1] + "', not S-Ifni";
  if (!isNumber(h[2]) || !isNumber(h[3])) return "its version or retry step is unreadable";
  // the last line is "#" and 8 hex digits, the CRC of everything before the "#"
  const end = p.length - 10;
  if (end < 0 || p.substring(end, end + 2) !== "\n#" || !sealed(p, "#", crc)) return "its checksum does not match: cut short or changed";
  // row by row: a pack split whole would be all in RAM at once (a 40 KB pack is ~4,000 JsVars)
  let at = p.indexOf("\n");
  for (let i = 1; at < end; i++) {
    const next = p.indexOf("\n", at + 1);
    const line = p.substring(at + 1, next);
    at = next;
    const kind = line.charAt(0);
    const f = line.substring(1).split(FS);
    if (WIDTH[kind] === undefined || f.length !== WIDTH[kind] || f[0] === "") return "row " + i + " is unreadable";
    const what = TABLES[kind] + " '" + f[0] + "': ";
    const n = NUMBERS[kind];
    for (let j = 0; j < n.length; j += 3) {
      const t = f[n[j]];
      if (!isNumber(t)) return what + "field " + n[j] + " is not a whole number";
      const v = parseInt(t, 10);
      if (v < n[j + 1] || v > n[j + 2]) return what + "field " + n[j] + " must be from " + n[j + 1] + " to " + n[j + 2] + ", got " + t;
    }
    for (let j = 0; j < FRACTIONS[kind].length; j++) if (!isFraction(f[FRACTIONS[kind][j]])) return what + "field " + FRACTIONS[kind][j] + " is not a fraction";
  }
  return "";
}

/** A modifier row read: its label, roll fraction and effects. */
export interface Modifier {
  id: string;
  label: string;
  group: string;
  roll: string;
  autoFail: boolean;
  /** the TN (hundredths) it sets, -1 for none */
  tn: number;
  noDefense: boolean;
  onlyDodge: boolean;
}

export function modifier(p: string, id: string): Modifier | null {
  const r = packRow(p, "M", id);
  if (!r) return null;
  const f = r[4];
  const t = f.indexOf("t");
  return {
    id: r[0],
    label: r[1],
    group: r[2],
    roll: r[3],
    autoFail: f.indexOf("f") >= 0,
    tn: t >= 0 ? parseInt(f.substring(t + 1), 10) : -1,
    noDefense: f.indexOf("n") >= 0,
    onlyDodge: f.indexOf("d") >= 0,
  };
}
