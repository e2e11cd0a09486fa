/**
 * Reading the pack's text rows (types.ts). Each reader pushes one Problem per bad field, naming
 * the row ("weapons[3]") and the column, and returns its best reading; the pack is validated
 * once at load (tables/pack.ts), so the roll path reads trusted rows.
 */
import { shown } from "../../../format/shown";
import { textIndex } from "../../../format/text-index";
import { isInt } from "../../../math/exact";
import { Problem } from "../../../rules/types";
import { US } from "../../../sifni/data/codes";
import { abilities, isAbility } from "../abilities";
import { Armor, Quality, SifrpPack, Weapon } from "../types";
import { listOf } from "../../../rules/line-pack";

/**
 * The qualities of the text, in its order, "|" around each. A trailing "#" marks a rated quality
 * ("Bulk 1", "Defensive +2"), "()" one with a note in brackets ("Reload (Greater)"). One text, not a
 * list: the attack check ships this file, and a text is read from flash where a list is built at load.
 */
export const QUALITY_TEXT =
  "|Adaptable|Bulk#|Close Range|Defensive#|Entangling|Fast|Fragile|Grab|Impale|Long Range|Mounted|Off-hand#|Piercing#" +
  "|Powerful|Reach|Reload()|Set for Charge|Shattering#|Slow|Staggering|Two-handed|Unwieldy|Vicious|";

const MAX_ID = 20;

function isId(s: string): boolean {
  if (s.length < 1 || s.length > MAX_ID) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return false;
  }
  return true;
}

/** A signed whole number written "+2", "-6", "3"; NaN when it is not one. */
export function signedInt(text: string): number {
  const t = text.trim();
  if (t.length === 0 || t.length > 4) return NaN;
  let i = t.charAt(0) === "+" || t.charAt(0) === "-" ? 1 : 0;
  if (i === t.length) return NaN;
  for (; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return NaN;
  }
  // Number() on a checked digit string is exact; "+2" and "-6" read as written
  return Number(t);
}

function cells(row: unknown, count: number, path: string, problems: Problem[]): string[] {
  if (typeof row !== "string") {
    problems.push({ path: path, message: "must be a text row, got " + shown(row) });
    return [];
  }
  const c = cellsOf(row);
  if (c.length !== count) problems.push({ path: path, message: "needs " + count + " columns separated by |, got " + c.length + ": " + shown(row) });
  return c.length === count ? c : [];
}

/** A row's cells, each trimmed (a row may have spaces around its "|"). */
function cellsOf(row: string): string[] {
  const c = row.split("|");
  for (let i = 0; i < c.length; i++) c[i] = c[i].trim();
  return c;
}

function checkId(id: string, path: string, problems: Problem[]): void {
  if (!isId(id)) problems.push({ path: path + ".id", message: "must be 1 to " + MAX_ID + " characters of a-z, 0-9 and -, got " + shown(id) });
}

function checkName(name: string, path: string, problems: Problem[]): void {
  if (name.length < 1 || name.length > 24) problems.push({ path: path + ".name", message: "must be 1 to 24 characters, got " + shown(name) });
}

/*
 * Two readings of a row. `armorRow` and `weaponRow` read a trusted row (a validated pack) and
 * nothing else: the device's reading, small, with no messages. `readArmor` and `readWeapon`
 * check a row field by field for the pack's validation (at home), then read it with the same
 * functions, so a row means one thing everywhere.
 */

/** A trusted armor row: "full-plate|Full Plate|10|-6|3". */
export function armorRow(row: string): Armor {
  const c = cellsOf(row);
  return { id: c[0], name: c[1], rating: signedInt(c[2]), penalty: signedInt(c[3]), bulk: signedInt(c[4]) };
}

/** An armor row checked ("full-plate|Full Plate|10|-6|3"), one Problem per bad field. */
export function readArmor(row: unknown, path: string, problems: Problem[]): Armor {
  const c = cells(row, 5, path, problems);
  if (c.length === 0) return { id: "", name: "", rating: 0, penalty: 0, bulk: 0 };
  const a = armorRow(row as string);
  checkId(a.id, path, problems);
  checkName(a.name, path, problems);
  if (!isInt(a.rating) || a.rating < 0 || a.rating > 30) problems.push({ path: path + ".rating", message: "Armor Rating must be a whole number from 0 to 30, got " + shown(c[2]) });
  if (!isInt(a.penalty) || a.penalty > 0 || a.penalty < -20) problems.push({ path: path + ".penalty", message: "Armor Penalty must be a whole number from -20 to 0, got " + shown(c[3]) });
  if (!isInt(a.bulk) || a.bulk < 0 || a.bulk > 20) problems.push({ path: path + ".bulk", message: "Bulk must be a whole number from 0 to 20, got " + shown(c[4]) });
  return a;
}

/** How the text writes a quality of this name ("Bulk#", "Reload()", "Fast"), or null. */
function knownQuality(name: string): string | null {
  // a mark inside the name would match another form ("Bulk#" is not the quality Bulk)
  for (let i = 0; i < name.length; i++) if (textIndex("|#()", name.charAt(i)) >= 0) return null;
  if (name === "") return null;
  const forms = ["", "#", "()"];
  for (let i = 0; i < forms.length; i++) if (textIndex(QUALITY_TEXT, "|" + name + forms[i] + "|") >= 0) return name + forms[i];
  return null;
}

/** A trusted quality: "Bulk 1", "Defensive +2", "Reload (Greater)", "Fast". */
function qualityOf(text: string): Quality {
  const open = text.indexOf("(");
  if (open > 0) return { name: text.slice(0, open).trim(), value: 0, note: text.charAt(text.length - 1) === ")" ? text.slice(open + 1, text.length - 1).trim() : "" };
  // the last space (lastIndexOf is missing on Espruino)
  let sp = -1;
  for (let i = 0; i < text.length; i++) if (text.charAt(i) === " ") sp = i;
  const value = sp > 0 ? signedInt(text.slice(sp + 1)) : NaN;
  return isInt(value) ? { name: text.slice(0, sp).trim(), value: value, note: "" } : { name: text, value: 0, note: "" };
}

/** A quality checked against the text's list and its form (a rating, a note in brackets). */
function checkQuality(text: string, path: string, problems: Problem[]): void {
  const q = qualityOf(text);
  const form = knownQuality(q.name);
  let bad = "";
  if (text.indexOf("(") > 0) {
    if (form !== q.name + "()" || q.note === "") bad = "unknown quality " + shown(text);
  } else if (q.name !== text) {
    // rated: a number after the last space
    if (form !== q.name + "#") bad = "unknown rated quality " + shown(text);
    else if (q.value < 0 || q.value > 20) bad = "rating must be from 0 to 20, got " + shown(text);
  } else if (form !== text) {
    bad = form === null ? "unknown quality " + shown(text) : shown(text) + " needs " + (form.charAt(form.length - 1) === "#" ? "a rating" : "a note in brackets");
  }
  if (bad !== "") problems.push({ path: path, message: bad });
}

/** A trusted weapon row: "longaxe|Longaxe|Axes|1B|Athletics+3|Bulk 1, Powerful, Reach, Two-handed, Vicious". */
export function weaponRow(row: string, marksmanship: string[]): Weapon {
  const c = cellsOf(row);
  const t = c[3];
  const w: Weapon = {
    id: c[0], name: c[1], specialty: c[2], ability: marksmanship.indexOf(c[2]) >= 0 ? "Marksmanship" : "Fighting",
    // "-" or "2B"
    training: t === "-" ? 0 : t.charAt(t.length - 1) === "B" ? signedInt(t.slice(0, t.length - 1)) : NaN,
    damageAbility: "", damageMod: 0, qualities: [],
  };
  // "None", "Athletics", "Agility-1": the ability, then a modifier from the last sign
  const d = c[4];
  if (d !== "None") {
    let cut = d.length;
    for (let i = 0; i < d.length; i++) if (d.charAt(i) === "+" || d.charAt(i) === "-") cut = i;
    w.damageAbility = d.slice(0, cut).trim();
    w.damageMod = cut === d.length ? 0 : signedInt(d.slice(cut));
  }
  const parts = c[5] === "-" ? [] : c[5].split(",");
  for (let i = 0; i < parts.length; i++) w.qualities.push(qualityOf(parts[i].trim()));
  return w;
}

/** A weapon row checked, one Problem per bad field; a bad damage reads as none. */
export function readWeapon(row: unknown, marksmanship: string[], path: string, problems: Problem[]): Weapon {
  const c = cells(row, 6, path, problems);
  if (c.length === 0) return { id: "", name: "", specialty: "", ability: "Fighting", training: 0, damageAbility: "", damageMod: 0, qualities: [] };
  const w = weaponRow(row as string, marksmanship);
  checkId(w.id, path, problems);
  checkName(w.name, path, problems);
  if (w.specialty.length < 1 || w.specialty.length > 16) problems.push({ path: path + ".specialty", message: "must be 1 to 16 characters, got " + shown(c[2]) });
  if (c[3] !== "-" && (!isInt(w.training) || w.training < 1 || w.training > 9 || c[3].charAt(0) === "+")) {
    problems.push({ path: path + ".training", message: "must be - or 1B to 9B, got " + shown(c[3]) });
    w.training = 0;
  }
  if (c[4] !== "None") {
    let bad = "";
    if (!isAbility(w.damageAbility)) bad = "must be None or an ability (" + abilities().join(", ") + ") with an optional +N/-N, got " + shown(c[4]);
    else if (!isInt(w.damageMod) || w.damageMod < -9 || w.damageMod > 9) bad = "modifier must be from -9 to +9, got " + shown(c[4]);
    if (bad !== "") {
      problems.push({ path: path + ".damage", message: bad });
      w.damageAbility = "";
      w.damageMod = 0;
    }
  }
  const parts = c[5] === "-" ? [] : c[5].split(",");
  for (let i = 0; i < parts.length; i++) checkQuality(parts[i].trim(), path + ".qualities", problems);
  return w;
}

/** The row with this id in a list of rows, or "" (ids are the text up to the first "|"). */
export function rowById(rows: string[], id: string): string {
  const head = id + "|";
  for (let i = 0; i < rows.length; i++) if (rows[i].substring(0, head.length) === head) return rows[i];
  return "";
}

/** The first three fields of a row (a weapon's id, name and specialty), without reading the rest. */
export function rowHead(row: string): string[] {
  const a = row.indexOf("|");
  const b = row.indexOf("|", a + 1);
  const c = row.indexOf("|", b + 1);
  return [row.slice(0, a), row.slice(a + 1, b), c < 0 ? row.slice(b + 1) : row.slice(b + 1, c)];
}

/** A trusted armor row by id (validated packs and sheets), or null. */
export function armorById(pack: SifrpPack, id: string): Armor | null {
  const row = rowById(listOf(pack, "armor"), id);
  return row === "" ? null : armorRow(row);
}

/** What starts each weapon row in a sent pack's text (rules/line-pack.ts: stored as is when every row is printable ASCII). */
const SENT_ROW = "\nweapons" + US;

/**
 * Calls f with each weapon row of the pack in order until f returns true: a text a row at a time
 * (the built-in text, "\n" before each row, in flash; a sent pack's, SENT_ROW before each, its
 * rows consecutive lines), else its list (the desktop's pack; a sent one whose rows are JSON).
 * Lines are walked, not searched: a text searched from here and from weaponById made textIndex a
 * function held by every entry that reads weapons (~25 JsVars on a Bangle.js 1, measured). One
 * loop that breaks: a bare `return` ending a function from inside a loop is a syntax error on
 * Espruino.
 */
export function eachWeaponRow(pack: SifrpPack, f: (row: string) => boolean | void): void {
  const t = pack.weaponText ? pack.weaponText() : pack.lines !== undefined ? pack.lines : "";
  const head = pack.weaponText ? "\n" : SENT_ROW;
  let at = t === "" ? -1 : 0;
  while (at >= 0 && t.substring(at, at + head.length) !== head) at = t.indexOf("\n", at + 1);
  const rows = at < 0 ? listOf(pack, "weapons") : [];
  for (let i = 0; rows.length > 0 ? i < rows.length : at >= 0; i++) {
    let row = rows[i];
    if (rows.length === 0) {
      const end = t.indexOf("\n", at + 1);
      row = t.substring(at + head.length, end < 0 ? t.length : end);
      at = end >= 0 && t.substring(end, end + head.length) === head ? end : -1;
    }
    if (f(row)) break;
  }
}

/** A weapon read from its row (weaponById), and where: the text its rows are read from (null: a list), the row's place there, its text. */
interface ReadWeapon {
  src: (() => string) | string | null;
  marks: string[];
  at: number;
  row: string;
  w: Weapon;
}

/**
 * The weapons read last, the newest first. A check asks for the same few weapons again and again
 * (its choices, the conditions of its inputs, its set-up): 1-2 ms each in the interpreter, most
 * of an attack's odds. An entry holds while the pack reads its rows from the same text (which
 * never changes), or has the same row at the same place of its list, and has the same
 * Marksmanship specialties: a list is compared row by row, never held (a pack sent as JSON is
 * parsed afresh at each read, and each list kept here was its 58 rows in RAM). Made at the first
 * read (nothing built at load); at most READ_KEEP (a character's weapons).
 */
let read: ReadWeapon[] | null = null;
const READ_KEEP = 4;

function sameList(a: string[], b: string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A trusted weapon row by id, or null. */
export function weaponById(pack: SifrpPack, id: string): Weapon | null {
  // the text the rows are read from (the built-in one's reader, a sent pack's: neither changes), else a list
  const src = pack.weaponText ? pack.weaponText : pack.lines !== undefined ? pack.lines : null;
  const rows = src === null ? pack.weapons : null;
  const marks = listOf(pack, "marksmanship");
  if (read === null) read = [];
  for (let i = 0; i < read.length; i++) {
    const e = read[i];
    if (e.w.id === id && e.src === src && (rows === null || rows[e.at] === e.row) && sameList(e.marks, marks)) return e.w;
  }
  let at = -1;
  let row = "";
  if (src !== null) {
    // one search of the text, the row's head before the id
    const t = typeof src === "string" ? src : src();
    const head = typeof src === "string" ? SENT_ROW : "\n";
    at = textIndex(t, head + id + "|");
    if (at >= 0) {
      const end = t.indexOf("\n", at + 1);
      row = t.substring(at + head.length, end < 0 ? t.length : end);
    }
  }
  if (at < 0 && !pack.weaponText) {
    // a list: the desktop's pack, or a sent one whose rows are JSON
    const r = rows !== null ? rows : listOf(pack, "weapons");
    const head = id + "|";
    for (let i = 0; i < r.length && at < 0; i++) if (r[i].substring(0, head.length) === head) at = i;
    if (at >= 0) row = r[at];
  }
  if (at < 0) return null;
  const w = weaponRow(row, marks);
  read.unshift({ src: src, marks: marks, at: at, row: row, w: w });
  if (read.length > READ_KEEP) read.pop();
  return w;
}

/** The quality of a weapon by name, or null. */
export function quality(w: Weapon, name: string): Quality | null {
  for (let i = 0; i < w.qualities.length; i++) if (w.qualities[i].name === name) return w.qualities[i];
  return null;
}

/** A rated quality's value (Defensive +2 is 2), 0 when the weapon lacks it. */
export function rating(w: Weapon, name: string): number {
  const q = quality(w, name);
  return q === null ? 0 : q.value;
}
