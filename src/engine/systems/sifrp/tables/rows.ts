/**
 * Reading the pack's text rows (types.ts). Each reader pushes one Problem per bad field, naming
 * the row ("weapons[3]") and the column, and returns its best reading; the pack is validated
 * once at load (tables/pack.ts), so the roll path reads trusted rows.
 */
import { shown } from "../../../format/shown";
import { textIndex } from "../../../format/text-index";
import { isInt } from "../../../math/exact";
import { Problem } from "../../../rules/types";
import { abilities, isAbility } from "../abilities";
import { Armor, Quality, SifrpPack, Weapon } from "../types";

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
  const c = row.split("|");
  if (c.length !== count) problems.push({ path: path, message: "needs " + count + " columns separated by |, got " + c.length + ": " + shown(row) });
  for (let i = 0; i < c.length; i++) c[i] = c[i].trim();
  return c.length === count ? c : [];
}

function checkId(id: string, path: string, problems: Problem[]): void {
  if (!isId(id)) problems.push({ path: path + ".id", message: "must be 1 to " + MAX_ID + " characters of a-z, 0-9 and -, got " + shown(id) });
}

function checkName(name: string, path: string, problems: Problem[]): void {
  if (name.length < 1 || name.length > 24) problems.push({ path: path + ".name", message: "must be 1 to 24 characters, got " + shown(name) });
}

/** "full-plate|Full Plate|10|-6|3" */
export function readArmor(row: unknown, path: string, problems: Problem[]): Armor {
  const c = cells(row, 5, path, problems);
  if (c.length === 0) return { id: "", name: "", rating: 0, penalty: 0, bulk: 0 };
  checkId(c[0], path, problems);
  checkName(c[1], path, problems);
  const rating = signedInt(c[2]);
  const penalty = signedInt(c[3]);
  const bulk = signedInt(c[4]);
  if (!isInt(rating) || rating < 0 || rating > 30) problems.push({ path: path + ".rating", message: "Armor Rating must be a whole number from 0 to 30, got " + shown(c[2]) });
  if (!isInt(penalty) || penalty > 0 || penalty < -20) problems.push({ path: path + ".penalty", message: "Armor Penalty must be a whole number from -20 to 0, got " + shown(c[3]) });
  if (!isInt(bulk) || bulk < 0 || bulk > 20) problems.push({ path: path + ".bulk", message: "Bulk must be a whole number from 0 to 20, got " + shown(c[4]) });
  return { id: c[0], name: c[1], rating: rating, penalty: penalty, bulk: bulk };
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

/** "Bulk 1", "Defensive +2", "Reload (Greater)", "Fast" */
function readQuality(text: string, path: string, problems: Problem[]): Quality {
  // one set of variables for the whole function: Espruino does not hoist vars out of branches
  const open = text.indexOf("(");
  let name = text;
  let value = 0;
  let note = "";
  if (open > 0) {
    name = text.slice(0, open).trim();
    note = text.charAt(text.length - 1) === ")" ? text.slice(open + 1, text.length - 1).trim() : "";
    if (knownQuality(name) !== name + "()" || note === "") problems.push({ path: path, message: "unknown quality " + shown(text) });
    return { name: name, value: 0, note: note };
  }
  // the last space (lastIndexOf is missing on Espruino)
  let sp = -1;
  for (let i = 0; i < text.length; i++) if (text.charAt(i) === " ") sp = i;
  value = sp > 0 ? signedInt(text.slice(sp + 1)) : NaN;
  if (isInt(value)) {
    name = text.slice(0, sp).trim();
    if (knownQuality(name) !== name + "#") problems.push({ path: path, message: "unknown rated quality " + shown(text) });
    else if (value < 0 || value > 20) problems.push({ path: path, message: "rating must be from 0 to 20, got " + shown(text) });
    return { name: name, value: value, note: "" };
  }
  const q = knownQuality(text);
  if (q !== text) {
    problems.push({
      path: path,
      message: q === null ? "unknown quality " + shown(text) : shown(text) + " needs " + (q.charAt(q.length - 1) === "#" ? "a rating" : "a note in brackets"),
    });
  }
  return { name: text, value: 0, note: "" };
}

function includes(list: string[], s: string): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === s) return true;
  return false;
}

/** Damage "None", "Athletics", "Agility-1", "Animal Handling+3" into the weapon. */
function readDamage(text: string, w: Weapon, path: string, problems: Problem[]): void {
  if (text === "None") return;
  let cut = text.length;
  for (let i = 0; i < text.length; i++) if (text.charAt(i) === "+" || text.charAt(i) === "-") cut = i;
  const ability = text.slice(0, cut).trim();
  const mod = cut === text.length ? 0 : signedInt(text.slice(cut));
  if (!isAbility(ability)) {
    problems.push({ path: path + ".damage", message: "must be None or an ability (" + abilities().join(", ") + ") with an optional +N/-N, got " + shown(text) });
  } else if (!isInt(mod) || mod < -9 || mod > 9) problems.push({ path: path + ".damage", message: "modifier must be from -9 to +9, got " + shown(text) });
  else {
    w.damageAbility = ability;
    w.damageMod = mod;
  }
}

/** Training "-" or "1B", "2B"... into the weapon. */
function readTraining(text: string, w: Weapon, path: string, problems: Problem[]): void {
  if (text === "-") return;
  const n = text.charAt(text.length - 1) === "B" ? signedInt(text.slice(0, text.length - 1)) : NaN;
  if (!isInt(n) || n < 1 || n > 9 || text.charAt(0) === "+") problems.push({ path: path + ".training", message: "must be - or 1B to 9B, got " + shown(text) });
  else w.training = n;
}

/** "longaxe|Longaxe|Axes|1B|Athletics+3|Bulk 1, Powerful, Reach, Two-handed, Vicious" */
export function readWeapon(row: unknown, marksmanship: string[], path: string, problems: Problem[]): Weapon {
  const w: Weapon = { id: "", name: "", specialty: "", ability: "Fighting", training: 0, damageAbility: "", damageMod: 0, qualities: [] };
  const c = cells(row, 6, path, problems);
  if (c.length === 0) return w;
  checkId(c[0], path, problems);
  checkName(c[1], path, problems);
  w.id = c[0];
  w.name = c[1];
  w.specialty = c[2];
  if (c[2].length < 1 || c[2].length > 16) problems.push({ path: path + ".specialty", message: "must be 1 to 16 characters, got " + shown(c[2]) });
  w.ability = includes(marksmanship, c[2]) ? "Marksmanship" : "Fighting";
  readTraining(c[3], w, path, problems);
  readDamage(c[4], w, path, problems);
  const parts = c[5] === "-" ? [] : c[5].split(",");
  for (let i = 0; i < parts.length; i++) w.qualities.push(readQuality(parts[i].trim(), path + ".qualities", problems));
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
  const row = rowById(pack.armor, id);
  return row === "" ? null : readArmor(row, "", []);
}

/** A weapon read from its row (weaponById), and where: the row list, its index there, its text. */
interface ReadWeapon {
  rows: string[];
  marks: string[];
  at: number;
  row: string;
  w: Weapon;
}

/**
 * The weapons read last, the newest first. A check asks for the same few weapons again and again
 * (its choices, the conditions of its inputs, its set-up): 1-2 ms each in the interpreter, most
 * of an attack's odds. An entry holds while the pack's list still has that text at that index.
 * Made at the first read (nothing built at load); at most READ_KEEP (a character's weapons).
 */
let read: ReadWeapon[] | null = null;
const READ_KEEP = 4;

/** A trusted weapon row by id, or null. */
export function weaponById(pack: SifrpPack, id: string): Weapon | null {
  const rows = pack.weapons;
  if (read === null) read = [];
  for (let i = 0; i < read.length; i++) {
    const e = read[i];
    if (e.rows === rows && e.marks === pack.marksmanship && e.w.id === id && rows[e.at] === e.row) return e.w;
  }
  const head = id + "|";
  for (let i = 0; i < rows.length; i++) {
    if (rows[i].substring(0, head.length) !== head) continue;
    const w = readWeapon(rows[i], pack.marksmanship, "", []);
    read.unshift({ rows: rows, marks: pack.marksmanship, at: i, row: rows[i], w: w });
    if (read.length > READ_KEEP) read.pop();
    return w;
  }
  return null;
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
