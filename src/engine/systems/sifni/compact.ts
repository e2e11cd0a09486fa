/**
 * The device form of a sheet: one string instead of an object tree. A string costs the device
 * about one variable per 10 characters; the same sheet as objects costs one or two per value
 * (the 25 stats alone are 50). docs/rules-sifni.md describes the format:
 *
 *   S1|id|name|concept|stats|skills|disadvantages|armor|weapons|wounds|condition|notes|check
 *
 * - numbers from -10 to 990 (stats, skill and specialty levels) are codes: n + 10 below 62 is
 *   one character of CODES ("A" is 0, "0" is -10, "F" is 5); from 62 on it is "~" and two
 *   characters (base 62), so a code reads on its own and needs no separator;
 * - stats: 25 codes in the order of STAT_GROUPS;
 * - skills: "stat letter (CODES index of the stat), level code, name", then per specialty
 *   ",level code, name"; skills separated by ";";
 * - disadvantages ";"-separated; armor and weapons pack ids ","-separated;
 * - wounds ";"-separated "band,dr,location" (dr in hundredths); condition "", "u" or "d";
 * - text escapes "\", "|", ";" and "," with a backslash;
 * - check: 4 hex digits of a Fletcher-16 sum of everything before the last "|", so a
 *   truncated or altered string is refused rather than read as a shorter sheet.
 * decode validates the result with validateSheet: it returns a whole valid sheet or throws.
 */
import { engineError } from "../../errors";
import { digits } from "../../format/number";
import { shown } from "../../format/shown";
import { textIndex } from "../../format/text-index";
import { isInt } from "../../math/exact";
import { MAX_SKILL, MIN_SKILL } from "../../sifni/skill";
import { validateSheet } from "./sheet";
import { statIndex, statNames } from "./stats";
import { SifniPack, SifniSheet, Skill, Specialty, Wound } from "./types";

export const COMPACT_VERSION = "S1";

const CODES = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const HEX = "0123456789abcdef";
/** Fields of the format, in order, for error messages. */
const FIELD_NAMES = "version id name concept stats skills disadvantages armor weapons wounds condition notes check";
const FIELD_COUNT = 13;

function fail(message: string, value: unknown): never {
  throw engineError("COMPACT", "compact sheet: " + message, value);
}

/** The code of a number from -10 to 990. */
export function numberCode(n: number, what: string): string {
  if (!isInt(n) || n < MIN_SKILL || n > MAX_SKILL) fail("cannot encode " + what + " = " + String(n) + " (whole numbers from " + MIN_SKILL + " to " + MAX_SKILL + ")", n);
  const v = n - MIN_SKILL;
  if (v < 62) return CODES.charAt(v);
  return "~" + CODES.charAt(Math.floor(v / 62)) + CODES.charAt(v % 62);
}

function escape(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    out += c === "\\" || c === "|" || c === ";" || c === "," ? "\\" + c : c;
  }
  return out;
}

/** Fletcher-16 over the character codes, as 4 hex digits. */
function checksum(s: string): string {
  let a = 0;
  let b = 0;
  for (let i = 0; i < s.length; i++) {
    a = (a + (s.charCodeAt(i) & 255)) % 255;
    b = (b + a) % 255;
  }
  const v = b * 256 + a;
  return HEX.charAt((v >> 12) & 15) + HEX.charAt((v >> 8) & 15) + HEX.charAt((v >> 4) & 15) + HEX.charAt(v & 15);
}

function skillText(s: Skill): string {
  let out = CODES.charAt(statIndex(s.stat)) + numberCode(s.level, "skill " + s.name) + escape(s.name);
  for (let j = 0; j < s.specialties.length; j++) {
    const sp = s.specialties[j];
    out += "," + numberCode(sp.level, "specialty " + sp.name) + escape(sp.name);
  }
  return out;
}

function woundText(w: Wound): string {
  if (!isInt(w.band) || w.band < 0 || w.band > 9 || !isInt(w.dr) || w.dr < 0) fail("cannot encode the wound " + shown(w), w);
  return digits(w.band) + "," + digits(w.dr) + "," + escape(w.location);
}

/** The sheet in the device form. The sheet should be valid; numbers out of range are refused. */
export function encode(sheet: SifniSheet): string {
  const names = statNames();
  let stats = "";
  for (let i = 0; i < names.length; i++) stats += numberCode(sheet.stats[names[i]], "stats." + names[i]);
  const skills: string[] = [];
  for (let i = 0; i < sheet.skills.length; i++) {
    if (statIndex(sheet.skills[i].stat) < 0) fail("cannot encode skills." + i + ": unknown stat '" + sheet.skills[i].stat + "'", sheet.skills[i]);
    skills.push(skillText(sheet.skills[i]));
  }
  const dis: string[] = [];
  for (let i = 0; i < sheet.disadvantages.length; i++) dis.push(escape(sheet.disadvantages[i]));
  const wounds: string[] = [];
  for (let i = 0; i < sheet.wounds.length; i++) wounds.push(woundText(sheet.wounds[i]));
  const body = [
    COMPACT_VERSION,
    escape(sheet.id),
    escape(sheet.name),
    escape(sheet.concept || ""),
    stats,
    skills.join(";"),
    dis.join(";"),
    sheet.armor.join(","),
    sheet.weapons.join(","),
    wounds.join(";"),
    sheet.condition === "unconscious" ? "u" : sheet.condition === "dead" ? "d" : "",
    escape(sheet.notes),
  ].join("|");
  return body + "|" + checksum(body);
}

/** Splits on unescaped `sep`, keeping escapes in the parts (they are split again or unescaped). */
function split(s: string, sep: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === "\\") i++;
    else if (c === sep) {
      out.push(s.substring(start, i));
      start = i + 1;
    }
  }
  out.push(s.substring(start));
  return out;
}

function unescape(s: string, where: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    let c = s.charAt(i);
    if (c === "\\") {
      i++;
      if (i >= s.length) fail(where + ": ends in a lone \\", s);
      c = s.charAt(i);
    }
    out += c;
  }
  return out;
}

/** Reads the number code at s[at]; returns [value, next position]. */
function readCode(s: string, at: number, where: string): number[] {
  const c = s.charAt(at);
  if (c === "~") {
    const hi = CODES.indexOf(s.charAt(at + 1));
    const lo = CODES.indexOf(s.charAt(at + 2));
    if (at + 2 >= s.length || hi < 0 || lo < 0) fail(where + ": bad long number code at " + (at + 1), s);
    return [hi * 62 + lo + MIN_SKILL, at + 3];
  }
  const v = textIndex(CODES, c);
  if (c === "" || v < 0) fail(where + ": bad number code " + shown(c) + " at " + (at + 1), s);
  return [v + MIN_SKILL, at + 1];
}

function readStats(s: string): { [stat: string]: number } {
  const names = statNames();
  const stats: { [stat: string]: number } = {};
  let at = 0;
  for (let i = 0; i < names.length; i++) {
    const r = readCode(s, at, "stats");
    stats[names[i]] = r[0];
    at = r[1];
  }
  if (at !== s.length) fail("stats: " + (s.length - at) + " characters after the 25 stats", s);
  return stats;
}

/** A level code followed by a name: [level, name]. */
function readLevelName(s: string, where: string): { level: number; name: string } {
  const r = readCode(s, 0, where);
  return { level: r[0], name: unescape(s.substring(r[1]), where) };
}

function readSkills(s: string): Skill[] {
  const out: Skill[] = [];
  if (s === "") return out;
  const items = split(s, ";");
  const names = statNames();
  for (let i = 0; i < items.length; i++) {
    const where = "skills." + i;
    const parts = split(items[i], ",");
    const letter = parts[0].charAt(0);
    const stat = letter === "" ? -1 : textIndex(CODES, letter);
    if (stat < 0 || stat >= names.length) fail(where + ": bad stat letter " + shown(letter), items[i]);
    const head = readLevelName(parts[0].substring(1), where);
    const specialties: Specialty[] = [];
    for (let j = 1; j < parts.length; j++) {
      const sp = readLevelName(parts[j], where + ".specialties." + (j - 1));
      specialties.push({ name: sp.name, level: sp.level });
    }
    out.push({ stat: names[stat], name: head.name, level: head.level, specialties: specialties });
  }
  return out;
}

function readList(s: string, sep: string, where: string): string[] {
  const out: string[] = [];
  if (s === "") return out;
  const items = split(s, sep);
  for (let i = 0; i < items.length; i++) out.push(unescape(items[i], where + "." + i));
  return out;
}

function readWholeNumber(s: string, where: string): number {
  if (s.length < 1 || s.length > 16) fail(where + ": expected a whole number, got " + shown(s), s);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) fail(where + ": expected a whole number, got " + shown(s), s);
  }
  return parseInt(s, 10);
}

function readWounds(s: string): Wound[] {
  const out: Wound[] = [];
  if (s === "") return out;
  const items = split(s, ";");
  for (let i = 0; i < items.length; i++) {
    const where = "wounds." + i;
    const parts = split(items[i], ",");
    if (parts.length !== 3) fail(where + ": expected band,dr,location, got " + shown(items[i]), items[i]);
    out.push({ dr: readWholeNumber(parts[1], where + ".dr"), band: readWholeNumber(parts[0], where + ".band"), location: unescape(parts[2], where + ".location") });
  }
  return out;
}

/** The parts of a compact sheet, its checksum verified. */
function fieldsOf(text: unknown): string[] {
  if (typeof text !== "string") return fail("must be text, got " + typeof text, text);
  if (text.substring(0, 3) !== COMPACT_VERSION + "|") fail("not an S-Ifni compact sheet (it should start with \"" + COMPACT_VERSION + "|\")", text.substring(0, 8));
  const f = split(text, "|");
  if (f.length !== FIELD_COUNT) fail("has " + f.length + " fields, expected " + FIELD_COUNT + " (" + FIELD_NAMES + "): truncated or damaged", f.length);
  const body = text.substring(0, text.length - f[FIELD_COUNT - 1].length - 1);
  if (checksum(body) !== f[FIELD_COUNT - 1]) fail("checksum " + shown(f[FIELD_COUNT - 1]) + " does not match the content (" + checksum(body) + "): damaged", f[FIELD_COUNT - 1]);
  return f;
}

/** The sheet of a compact string: valid and whole, or an engine error (code COMPACT) saying why. */
export function decode(text: string, pack: SifniPack): SifniSheet {
  const f = fieldsOf(text);
  const cond = f[10];
  if (cond !== "" && cond !== "u" && cond !== "d") fail("condition: expected \"\", \"u\" or \"d\", got " + shown(cond), cond);
  const sheet: SifniSheet = {
    system: "sifni",
    id: unescape(f[1], "id"),
    name: unescape(f[2], "name"),
    stats: readStats(f[4]),
    skills: readSkills(f[5]),
    disadvantages: readList(f[6], ";", "disadvantages"),
    armor: readList(f[7], ",", "armor"),
    weapons: readList(f[8], ",", "weapons"),
    wounds: readWounds(f[9]),
    notes: unescape(f[11], "notes"),
  };
  const concept = unescape(f[3], "concept");
  if (concept !== "") sheet.concept = concept;
  if (cond !== "") sheet.condition = cond === "u" ? "unconscious" : "dead";
  const problems = validateSheet(sheet, pack);
  if (problems.length > 0) {
    const more = problems.length > 1 ? " (and " + (problems.length - 1) + " more)" : "";
    fail("'" + sheet.id + "' is not a valid sheet: " + problems[0].path + ": " + problems[0].message + more, problems);
  }
  return sheet;
}

/** One stat read straight from a compact string, without building the sheet. */
export function compactStat(text: string, stat: string): number {
  const i = statIndex(stat);
  if (i < 0) fail("no stat '" + stat + "'", stat);
  const f = fieldsOf(text);
  let at = 0;
  let r = readCode(f[4], 0, "stats");
  for (let k = 0; k < i; k++) {
    at = r[1];
    r = readCode(f[4], at, "stats");
  }
  return r[0];
}
