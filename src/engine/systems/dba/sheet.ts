/**
 * The Dodge-Block-Armor character sheet: its fields, validation (one Problem per bad field),
 * a blank sheet, the Inspect lines and the injury effect.
 */
import { engineError } from "../../errors";
import { shown } from "../../format/shown";
import { isInt } from "../../math/exact";
import { checkEnvelope, checkFields } from "../../rules/fields";
import { Effect, FieldSpec, Problem } from "../../rules/types";
import { isList } from "../../validate";
import { injuryPenalty, isDead } from "./injuries";
import { rangeIndex, sizeOf, tacticOf } from "./lookup";
import { DbaPack, DbaSheet } from "./types";
import { listOf } from "../../rules/line-pack";

/** Most stat points a sheet holds (a rifle's Accuracy of 30 or 40 is "reasonable"). */
export const MAX_STAT = 200;
/** Most points a weapon adds to or takes from a stat. */
export const MAX_WEAPON_MOD = 99;
export const MAX_INJURIES = 99;
export const MAX_TACTIC_LEVEL = 20;
export const MAX_WEAPONS = 8;
export const MAX_TACTICS = 12;
const MAX_WEAPON_NAME = 16;

function stat(key: string, label: string): FieldSpec {
  return { path: "stats." + key, label: label, kind: "int", min: 0, max: MAX_STAT, group: "Stats" };
}

export const FIELDS: FieldSpec[] = [
  { path: "size", label: "Body size", kind: "text", maxLength: 12 },
  stat("quickness", "Quickness"),
  stat("force", "Attack Force"),
  stat("accuracy", "Accuracy"),
  stat("dodge", "Dodge"),
  stat("block", "Block"),
  stat("blockForce", "Block Force"),
  stat("coverage", "Armor Coverage"),
  stat("armorForce", "Armor Force"),
  stat("move", "Move"),
  { path: "injuries", label: "Injuries", kind: "int", min: 0, max: MAX_INJURIES },
  { path: "tactics", label: "Tactics", kind: "list", max: MAX_TACTICS },
  { path: "weapons", label: "Weapons", kind: "list", max: MAX_WEAPONS },
  { path: "notes", label: "Notes", kind: "text", maxLength: 200, optional: true },
];

type Obj = { [key: string]: unknown };

/** Weapon ids go into round inputs ("rogue:dagger:knight"): the sheet id alphabet. */
function isIdText(s: unknown): boolean {
  if (typeof s !== "string" || s.length < 1 || s.length > 12) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return false;
  }
  return true;
}

function optionalInt(w: Obj, key: string, path: string, lo: number, hi: number, problems: Problem[]): void {
  const v = w[key];
  if (v === undefined) return;
  if (!isInt(v) || v < lo || v > hi) problems.push({ path: path + key, message: "must be a whole number from " + lo + " to " + hi + ", got " + shown(v) });
}

function optionalFlag(w: Obj, key: string, path: string, problems: Problem[]): void {
  const v = w[key];
  if (v !== undefined && typeof v !== "boolean") problems.push({ path: path + key, message: "must be true or false, got " + shown(v) });
}

function checkWeapon(w: unknown, i: number, seen: string[], pack: DbaPack, problems: Problem[]): void {
  const path = "weapons." + i + ".";
  if (typeof w !== "object" || w === null || isList(w)) {
    problems.push({ path: "weapons." + i, message: "a weapon must be an object" });
    return;
  }
  const o = w as Obj;
  if (!isIdText(o.id)) problems.push({ path: path + "id", message: "must be 1 to 12 characters of a-z, 0-9 and -, got " + shown(o.id) });
  else if (seen.indexOf(o.id as string) >= 0) problems.push({ path: path + "id", message: "repeats the weapon id \"" + o.id + "\"" });
  else seen.push(o.id as string);
  if (typeof o.name !== "string" || o.name.length < 1 || o.name.length > MAX_WEAPON_NAME) {
    problems.push({ path: path + "name", message: "must be text of 1 to " + MAX_WEAPON_NAME + " characters, got " + shown(o.name) });
  }
  optionalFlag(o, "ranged", path, problems);
  if (o.ranged === true) {
    if (o.reach !== undefined) problems.push({ path: path + "reach", message: "a ranged weapon has no melee range; remove it" });
    if (o.halfSword === true) problems.push({ path: path + "halfSword", message: "Half-sword Thrust needs a longsword, not a ranged weapon" });
  } else if (typeof o.reach !== "string" || rangeIndex(pack, o.reach) < 0) {
    const known: string[] = [];
    const ranges = listOf(pack, "ranges");
    for (let j = 0; j < ranges.length; j++) known.push(ranges[j].id);
    problems.push({ path: path + "reach", message: "must be a melee range (" + known.join(", ") + "), or set \"ranged\": true; got " + shown(o.reach) });
  }
  optionalInt(o, "quickness", path, -MAX_WEAPON_MOD, MAX_WEAPON_MOD, problems);
  optionalInt(o, "force", path, -MAX_WEAPON_MOD, MAX_WEAPON_MOD, problems);
  optionalInt(o, "accuracy", path, -MAX_WEAPON_MOD, MAX_WEAPON_MOD, problems);
  optionalInt(o, "antiBlock", path, -MAX_WEAPON_MOD, MAX_WEAPON_MOD, problems);
  if (!isInt(o.injuries) || o.injuries < 0 || o.injuries > MAX_INJURIES) {
    problems.push({ path: path + "injuries", message: "must be the injuries it deals, 0 to " + MAX_INJURIES + ", got " + shown(o.injuries) });
  }
  optionalFlag(o, "halfSword", path, problems);
  optionalFlag(o, "area", path, problems);
  optionalFlag(o, "diffuse", path, problems);
}

function checkTactic(t: unknown, i: number, seen: string[], pack: DbaPack, problems: Problem[]): void {
  const path = "tactics." + i + ".";
  if (typeof t !== "object" || t === null || isList(t)) {
    problems.push({ path: "tactics." + i, message: "a tactic must be an object {id, level}" });
    return;
  }
  const o = t as Obj;
  const row = typeof o.id === "string" ? tacticOf(pack, o.id) : null;
  if (row === null) {
    const known: string[] = [];
    const tactics = listOf(pack, "tactics");
    for (let j = 0; j < tactics.length; j++) if (tactics[j].scale !== "free") known.push(tactics[j].id);
    problems.push({ path: path + "id", message: "must be a tactic of the pack (" + known.join(", ") + "), got " + shown(o.id) });
  } else if (row.scale === "free") {
    problems.push({ path: path + "id", message: row.name + " needs no learning: every character may choose it" });
  } else if (seen.indexOf(row.id) >= 0) problems.push({ path: path + "id", message: "repeats the tactic \"" + row.id + "\"" });
  else seen.push(row.id);
  if (!isInt(o.level) || o.level < 1 || o.level > MAX_TACTIC_LEVEL) {
    problems.push({ path: path + "level", message: "must be a whole number from 1 to " + MAX_TACTIC_LEVEL + ", got " + shown(o.level) });
  }
}

export function validateSheet(sheet: unknown, pack: DbaPack): Problem[] {
  const problems: Problem[] = [];
  if (!checkEnvelope(sheet, "dba", problems)) return problems;
  checkFields(sheet, FIELDS, problems);
  const s = sheet as Obj;
  if (typeof s.stats !== "object" || s.stats === null || isList(s.stats)) problems.push({ path: "stats", message: "must be an object of stats" });
  const sizes: string[] = [];
  const rows = listOf(pack, "sizes");
  for (let i = 0; i < rows.length; i++) sizes.push(rows[i].id);
  if (typeof s.size === "string" && sizes.indexOf(s.size) < 0) {
    problems.push({ path: "size", message: "must be a body size (" + sizes.join(", ") + "), got " + shown(s.size) });
  }
  const weapons = isList(s.weapons) ? s.weapons : [];
  const tactics = isList(s.tactics) ? s.tactics : [];
  const weaponIds: string[] = [];
  const tacticIds: string[] = [];
  for (let i = 0; i < weapons.length; i++) checkWeapon(weapons[i], i, weaponIds, pack, problems);
  for (let i = 0; i < tactics.length; i++) checkTactic(tactics[i], i, tacticIds, pack, problems);
  return problems;
}

/** A healthy average human with the text's "typical human fighter" numbers and no weapon. */
export function blankSheet(id: string, name: string): DbaSheet {
  return {
    system: "dba",
    id: id,
    name: name,
    size: "human",
    stats: { quickness: 10, force: 10, accuracy: 10, dodge: 6, block: 12, blockForce: 15, coverage: 5, armorForce: 13, move: 6 },
    injuries: 0,
    tactics: [],
    weapons: [],
  };
}

function signed(n: number): string {
  return n < 0 ? String(n) : "+" + n;
}

/** Short lines for the guarded Inspect screen. */
export function describe(sheet: DbaSheet, pack: DbaPack): string[] {
  const st = sheet.stats;
  const size = sizeOf(pack, sheet.size);
  const pen = injuryPenalty(sheet, pack);
  const out: string[] = [
    sheet.name + " (" + size.name + ")",
    "Qk " + st.quickness + " Fo " + st.force + " Ac " + st.accuracy,
    "Dg " + st.dodge + " Bl " + st.block + " BF " + st.blockForce,
    "Cov " + st.coverage + " AF " + st.armorForce + " Mv " + st.move,
    "Inj " + sheet.injuries + "/" + size.deathAt + (isDead(sheet, pack) ? " DEAD" : pen > 0 ? " (-" + pen + " phys)" : ""),
  ];
  for (let i = 0; i < sheet.weapons.length; i++) {
    const w = sheet.weapons[i];
    out.push(w.name + ": " + (w.ranged ? "ranged" : w.reach) + ", " + w.injuries + " inj");
  }
  for (let i = 0; i < sheet.tactics.length; i++) {
    const row = tacticOf(pack, sheet.tactics[i].id);
    out.push((row ? row.name : sheet.tactics[i].id) + " " + sheet.tactics[i].level);
  }
  if (pen > 0 && !isDead(sheet, pack)) out.push("Physical stats " + signed(-pen));
  return out;
}

/**
 * The sheet after an effect. Kind "injury" adds data.count injuries (a negative count heals,
 * never below 0). A new object; the sheet given is not changed.
 */
export function applyEffect(sheet: DbaSheet, effect: Effect, pack: DbaPack): DbaSheet {
  if (effect.kind !== "injury") throw engineError("EFFECT", "Dodge-Block-Armor has no effect '" + effect.kind + "' (only 'injury')", effect.kind);
  const n = effect.data.count;
  if (!isInt(n) || n < -MAX_INJURIES || n > MAX_INJURIES) {
    throw engineError("EFFECT", "an injury effect needs a whole count from " + -MAX_INJURIES + " to " + MAX_INJURIES + ", got " + String(n), n);
  }
  sizeOf(pack, sheet.size);
  let total = sheet.injuries + n;
  if (total < 0) total = 0;
  if (total > MAX_INJURIES) total = MAX_INJURIES;
  const out = {} as DbaSheet;
  const keys = Object.keys(sheet);
  for (let i = 0; i < keys.length; i++) (out as unknown as Obj)[keys[i]] = (sheet as unknown as Obj)[keys[i]];
  out.injuries = total;
  return out;
}
