/**
 * An S-Ifni character sheet in its device form (docs/runtime.md, "The sheet"), read without
 * building it: a field at a time, from the text as stored.
 *
 *   S2 FS id FS name FS concept FS stats FS skills FS disadvantages FS armor FS weapons FS
 *   wounds FS condition FS notes FS crc
 *
 * - stats: 25 level codes in the order of STATS;
 * - skills: items of parts; the first part is the stat's index (one of CODES), the level code
 *   and the name, each further part a specialty's level code and name;
 * - disadvantages, armor ids and weapon ids: items; a weapon held in the left hand is its id,
 *   US and "l" (combat/location.ts, armsOf);
 * - wounds: items "band US dr US location" (dr in hundredths);
 * - condition: "", "u" (unconscious) or "d" (dead);
 * - crc: CRC-32 of everything before it, 8 hex digits.
 * The home tools write it (src/home/sifni/compile.ts) from a sheet they have validated whole;
 * the device checks what arrives with sheetProblem.
 */
import { MAX_EXACT } from "../../math/exact";
import { CODES, Crc, FS, RS, US, codeWidth, levelAt, seal, sealed } from "./codes";
import { packRow } from "./pack";
import { isSheetId } from "../../rules/sheet-id";

export const SHEET_TAG = "S2";
export const F_ID = 1;
export const F_NAME = 2;
export const F_CONCEPT = 3;
export const F_STATS = 4;
export const F_SKILLS = 5;
export const F_DISADVANTAGES = 6;
export const F_ARMOR = 7;
export const F_WEAPONS = 8;
export const F_WOUNDS = 9;
export const F_CONDITION = 10;
export const F_NOTES = 11;
const FIELD_COUNT = 13;

/** The 25 stats in their five groups of five, in the text's order. */
export const STATS =
  "MeleeAttack MeleeDefense RangedAttack RangedDefense Wrestling Agility Dexterity Endurance Resistance Strength " +
  "Craftwork Knowledge Language Logic Science Awareness Nature Stealth Talent Will Appearance Perception Personality Presence Scene";
export const STAT_GROUPS = "Active Physical Mental Spirit Social";

/**
 * A sheet: its stored text, read a field at a time. On the device the text is read from flash
 * (a JsVar or two); split into its fields it held ~30-40 JsVars a fighter while a check ran.
 */
export type Sheet = string;

/** Field k of a sheet. */
export function field(s: Sheet, k: number): string {
  let at = 0;
  for (let i = 0; i < k; i++) at = s.indexOf(FS, at) + 1;
  const end = s.indexOf(FS, at);
  return s.substring(at, end < 0 ? s.length : end);
}

/** Every field of a sheet's text at once, where most are read (Inspect, a sheet checked, written). */
export function fields(text: string): string[] {
  return text.split(FS);
}

export function statNames(): string[] {
  return STATS.split(" ");
}

/** The index of a stat by name, -1 when it is not one. */
export function statIndex(name: string): number {
  return statNames().indexOf(name);
}

/** A stat's level by index (0..24). */
export function statAt(s: Sheet, i: number): number {
  const t = field(s, F_STATS);
  let at = 0;
  for (let k = 0; k < i; k++) at += codeWidth(t, at);
  return levelAt(t, at);
}

export function stat(s: Sheet, name: string): number {
  return statAt(s, statIndex(name));
}

/** Names compare without case and spaces: the skill "Longbow" goes with the weapon "Long Bow". */
export function same(a: string, b: string): boolean {
  return a.split(" ").join("").toLowerCase() === b.split(" ").join("").toLowerCase();
}

export interface SkillEntry {
  stat: number;
  name: string;
  level: number;
  /** the item's parts: [0] the skill, then one per specialty (level code + name) */
  parts: string[];
}

function items(field: string): string[] {
  return field === "" ? [] : field.split(RS);
}

/** The skills, in sheet order; with a stat index, only those under it. */
export function skills(s: Sheet, statIdx?: number): SkillEntry[] {
  const out: SkillEntry[] = [];
  const list = items(field(s, F_SKILLS));
  for (let i = 0; i < list.length; i++) {
    const parts = list[i].split(US);
    const head = parts[0];
    const st = CODES.indexOf(head.charAt(0));
    if (statIdx !== undefined && st !== statIdx) continue;
    out.push({ stat: st, name: head.substring(1 + codeWidth(head, 1)), level: levelAt(head, 1), parts: parts });
  }
  return out;
}

/** A skill's specialties as {name, level}. */
export function specialties(k: SkillEntry): { name: string; level: number }[] {
  const out: { name: string; level: number }[] = [];
  for (let i = 1; i < k.parts.length; i++) out.push({ name: k.parts[i].substring(codeWidth(k.parts[i], 0)), level: levelAt(k.parts[i], 0) });
  return out;
}

/** The skill under a stat whose name is like `name` (same), or null. */
export function findSkill(s: Sheet, statIdx: number, name: string): SkillEntry | null {
  const list = skills(s, statIdx);
  for (let i = 0; i < list.length; i++) if (same(list[i].name, name)) return list[i];
  return null;
}

/** The level of a specialty of a skill like `name`, 0 when absent. */
export function specialtyLevel(k: SkillEntry | null, name: string): number {
  if (!k || name === "") return 0;
  const sp = specialties(k);
  for (let i = 0; i < sp.length; i++) if (same(sp[i].name, name)) return sp[i].level;
  return 0;
}

export interface Wound {
  band: number;
  /** hundredths */
  dr: number;
  location: string;
}

export function wounds(s: Sheet): Wound[] {
  const out: Wound[] = [];
  const list = items(field(s, F_WOUNDS));
  for (let i = 0; i < list.length; i++) {
    const p = list[i].split(US);
    out.push({ band: parseInt(p[0], 10), dr: parseInt(p[1], 10), location: p[2] });
  }
  return out;
}

/** The armor ids the sheet wears, or the weapon ids it carries (without a weapon's hand mark). */
export function ids(s: Sheet, k: number): string[] {
  const out = items(field(s, k));
  for (let i = 0; i < out.length; i++) out[i] = out[i].split(US)[0];
  return out;
}

/** "", "unconscious" or "dead". */
export function condition(s: Sheet): string {
  const c = field(s, F_CONDITION);
  return c === "u" ? "unconscious" : c === "d" ? "dead" : "";
}

export function woundText(w: Wound): string {
  return w.band + US + w.dr + US + w.location;
}

/** The sheet with one field replaced, sealed again. */
export function withField(s: Sheet, k: number, value: string, crc: Crc): string {
  const f = fields(s).slice(0, FIELD_COUNT - 1);
  f[k] = value;
  return seal(f.join(FS), FS, crc);
}

export function withWounds(s: Sheet, list: Wound[], crc: Crc): string {
  const t: string[] = [];
  for (let i = 0; i < list.length; i++) t.push(woundText(list[i]));
  return withField(s, F_WOUNDS, t.join(RS), crc);
}

/** At most this many wounds on a sheet (the home validator's limit too). */
export const MAX_WOUNDS = 16;

/**
 * Why a stored sheet cannot be used, or "": its form, its CRC (a cut or changed file), the
 * levels, the wounds, the condition, and armor and weapons the pack has. The home tools
 * validate every field with reasons; this is what the device checks of what it holds.
 */
export function sheetProblem(text: string, crc: Crc, pack: string): string {
  if (typeof text !== "string") return "not text (" + typeof text + ")";
  const s = fields(text);
  if (s.length !== FIELD_COUNT || s[0] !== SHEET_TAG) return "not an S-Ifni sheet in the device form";
  if (!sealed(text, FS, crc)) return "its checksum does not match: cut short or changed";
  if (!isSheetId(s[F_ID]) || s[F_NAME] === "") return "no id or name";
  // the 25 stats, each readable, and nothing after them
  const t = s[F_STATS];
  let at = 0;
  for (let i = 0; i < 25; i++) {
    if (levelAt(t, at) < -10) return "stat " + statNames()[i] + " is unreadable";
    at += codeWidth(t, at);
  }
  if (at !== t.length) return "more than 25 stats";
  // each skill and its specialties as skills() and specialties() read them, one at a time: the
  // sheet's skills as objects would be held at once, when a check starts (the board's deepest point)
  const list = items(s[F_SKILLS]);
  for (let i = 0; i < list.length; i++) {
    const parts = list[i].split(US);
    const head = parts[0];
    const stat = CODES.indexOf(head.charAt(0));
    const name = head.substring(1 + codeWidth(head, 1));
    if (stat < 0 || stat > 24 || levelAt(head, 1) < -10 || name === "") return "skill " + (i + 1) + " is unreadable";
    for (let j = 1; j < parts.length; j++) {
      if (levelAt(parts[j], 0) < -10 || parts[j].substring(codeWidth(parts[j], 0)) === "") return "a specialty of " + name + " is unreadable";
    }
  }
  const w = wounds(text);
  if (w.length > MAX_WOUNDS) return "more than " + MAX_WOUNDS + " wounds";
  for (let i = 0; i < w.length; i++) {
    if (!(w[i].band >= 0 && w[i].band <= 5) || !(w[i].dr >= 0 && w[i].dr <= MAX_EXACT) || !w[i].location) return "wound " + (i + 1) + " is unreadable";
  }
  if (s[F_CONDITION] !== "" && s[F_CONDITION] !== "u" && s[F_CONDITION] !== "d") return "its condition is unreadable";
  const worn = ids(text, F_ARMOR);
  for (let i = 0; i < worn.length; i++) if (!packRow(pack, "A", worn[i])) return "armor '" + worn[i] + "' is not in the rules pack";
  const carried = items(s[F_WEAPONS]);
  for (let i = 0; i < carried.length; i++) {
    const p = carried[i].split(US);
    if (!packRow(pack, "W", p[0]) && !packRow(pack, "R", p[0])) return "weapon '" + p[0] + "' is not in the rules pack";
    if (p.length > 2 || (p.length === 2 && p[1] !== "l")) return "weapon " + (i + 1) + "'s hand is unreadable";
  }
  return "";
}
