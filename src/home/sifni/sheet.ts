/**
 * The S-Ifni character sheet: its fields, validation and a blank sheet.
 * validateSheet runs the shared envelope and field checks (rules/fields.ts) first, then the
 * S-Ifni rules: the 25 stats and nothing else, skills under real stats, no duplicate names,
 * armor and weapons from the pack, well-formed wounds. Every problem names its field.
 */
import { shown } from "../../engine/format/shown";
import { checkEnvelope, checkFields } from "../../engine/rules/fields";
import { FieldSpec, Problem } from "../../engine/rules/types";
import { isList } from "../../engine/validate";
import { MAX_EXACT } from "../../engine/math/exact";
import { MAX_SKILL, MIN_SKILL } from "../../engine/sifni/skill";
import { notAStat, statIndex, statNames } from "./stats";
import { SifniPack, SifniSheet, STAT_GROUPS } from "./types";
import { intWhy, isObject, nonAscii, textWhy } from "./values";

/** Limits that keep a sheet small on the device and its lines on a 21-character screen. */
export const LIMITS = {
  concept: 16,
  notes: 400,
  skills: 40,
  specialties: 8,
  skillName: 16,
  disadvantages: 8,
  disadvantage: 32,
  armor: 4,
  weapons: 8,
  wounds: 16,
  location: 24,
};

/** The choice id of "Anyone" in checks; no sheet may use it. */
export const ANYONE = "anyone";

/**
 * The sheet's fields, for editors and checkFields; `name` comes first, for editors only (the
 * envelope checks it). Built on request: nothing is allocated when the bundle loads.
 */
export function sheetFields(): FieldSpec[] {
  const out: FieldSpec[] = [{ path: "name", label: "Name", kind: "text", maxLength: 24 }];
  out.push({ path: "concept", label: "Concept", kind: "text", maxLength: LIMITS.concept, optional: true });
  for (let g = 0; g < STAT_GROUPS.length; g++) {
    const s = STAT_GROUPS[g].stats;
    for (let i = 0; i < s.length; i++) {
      out.push({ path: "stats." + s[i], label: s[i], kind: "int", min: MIN_SKILL, max: MAX_SKILL, group: STAT_GROUPS[g].group });
    }
  }
  out.push({ path: "skills", label: "Skills", kind: "list", max: LIMITS.skills });
  out.push({ path: "disadvantages", label: "Disadvantages", kind: "list", max: LIMITS.disadvantages });
  out.push({ path: "armor", label: "Armor", kind: "list", max: LIMITS.armor });
  out.push({ path: "weapons", label: "Weapons", kind: "list", max: LIMITS.weapons });
  out.push({ path: "leftHand", label: "Left hand", kind: "list", max: LIMITS.weapons, optional: true });
  out.push({ path: "wounds", label: "Wounds", kind: "list", max: LIMITS.wounds });
  out.push({ path: "notes", label: "Notes", kind: "text", maxLength: LIMITS.notes });
  return out;
}

const KNOWN_KEYS = ["system", "id", "name", "concept", "stats", "skills", "disadvantages", "armor", "weapons", "leftHand", "wounds", "notes", "condition"];

type Obj = { [key: string]: unknown };

function add(problems: Problem[], path: string, why: string): void {
  if (why !== "") problems.push({ path: path, message: why });
}

/** Skill and specialty names; "-" stands for "none" in the checks' choices. */
function nameWhyOf(v: unknown): string {
  return v === "-" ? "'-' is reserved (it means \"none\" in the checks)" : textWhy(v, 1, LIMITS.skillName);
}

/** Case-insensitive: "Rapier" and "rapier" would read the same on the screen. */
function dupIndex(names: string[], name: string): number {
  const lower = name.toLowerCase();
  for (let i = 0; i < names.length; i++) if (names[i].toLowerCase() === lower) return i;
  return -1;
}

function checkStats(s: Obj, problems: Problem[]): void {
  if (!isObject(s.stats)) {
    problems.push({ path: "stats", message: s.stats === undefined ? "Stats are missing" : "Stats must be an object of the 25 stats" });
    return;
  }
  const stats = s.stats;
  const keys = Object.keys(stats);
  for (let i = 0; i < keys.length; i++) {
    if (statIndex(keys[i]) < 0) problems.push({ path: "stats." + keys[i], message: notAStat(keys[i]) });
  }
}

/** `base` is stat + skill level when both are known, to catch totals the engine cannot roll. */
function checkSpecialties(sk: Obj, p: string, base: number | null, problems: Problem[]): void {
  if (!isList(sk.specialties)) {
    problems.push({ path: p + ".specialties", message: sk.specialties === undefined ? "is missing (use [] for none)" : "must be a list" });
    return;
  }
  const list = sk.specialties;
  if (list.length > LIMITS.specialties) problems.push({ path: p + ".specialties", message: "has " + list.length + " entries, at most " + LIMITS.specialties });
  const names: string[] = [];
  for (let j = 0; j < list.length; j++) {
    const q = p + ".specialties." + j;
    const sp = list[j];
    if (!isObject(sp)) {
      problems.push({ path: q, message: "a specialty must be an object {name, level}" });
      continue;
    }
    const nameWhy = nameWhyOf(sp.name);
    add(problems, q + ".name", nameWhy);
    if (nameWhy === "") {
      const d = dupIndex(names, sp.name as string);
      if (d >= 0) problems.push({ path: q + ".name", message: "duplicate specialty '" + sp.name + "' (also specialty " + d + " of this skill)" });
      names.push(sp.name as string);
    }
    const levelWhy = intWhy(sp.level, MIN_SKILL, MAX_SKILL);
    add(problems, q + ".level", levelWhy);
    if (levelWhy === "" && base !== null && base + (sp.level as number) > MAX_SKILL) {
      problems.push({ path: q + ".level", message: "stat + skill + specialty is " + (base + (sp.level as number)) + ", above " + MAX_SKILL + ", the highest total the engine rolls" });
    }
  }
}

function checkSkills(s: Obj, problems: Problem[]): void {
  if (!isList(s.skills)) return; // checkFields has said so
  const stats = isObject(s.stats) ? s.stats : {};
  const seen: string[] = [];
  for (let i = 0; i < s.skills.length; i++) {
    const p = "skills." + i;
    const sk = s.skills[i];
    if (!isObject(sk)) {
      problems.push({ path: p, message: "a skill must be an object {stat, name, level, specialties}" });
      continue;
    }
    let statOk = false;
    if (typeof sk.stat !== "string") problems.push({ path: p + ".stat", message: "must name one of the 25 stats, got " + shown(sk.stat) });
    else if (statIndex(sk.stat) < 0) problems.push({ path: p + ".stat", message: notAStat(sk.stat) });
    else statOk = true;
    const nameWhy = nameWhyOf(sk.name);
    add(problems, p + ".name", nameWhy);
    if (nameWhy === "" && statOk) {
      // a name may return under another stat: the text lists Rapier under MeleeAttack and MeleeDefense
      const key = sk.stat + "." + sk.name;
      const d = dupIndex(seen, key);
      if (d >= 0) problems.push({ path: p + ".name", message: "duplicate skill '" + sk.name + "' under " + sk.stat + " (also skills." + d + ")" });
      seen.push(key);
    } else seen.push("");
    const levelWhy = intWhy(sk.level, MIN_SKILL, MAX_SKILL);
    add(problems, p + ".level", levelWhy);
    const stat = statOk && typeof stats[sk.stat as string] === "number" ? (stats[sk.stat as string] as number) : null;
    const base = stat !== null && levelWhy === "" ? stat + (sk.level as number) : null;
    if (base !== null && base > MAX_SKILL) {
      problems.push({ path: p + ".level", message: "stat + skill is " + base + ", above " + MAX_SKILL + ", the highest total the engine rolls" });
    }
    checkSpecialties(sk, p, base, problems);
  }
}

function checkTexts(s: Obj, key: string, max: number, problems: Problem[]): void {
  const v = s[key];
  if (!isList(v)) return;
  for (let i = 0; i < v.length; i++) add(problems, key + "." + i, textWhy(v[i], 1, max));
}

/** Ids from a pack table; worn or carried twice is a slip too. */
function checkIds(s: Obj, key: string, tables: { id: string }[][], what: string, problems: Problem[]): void {
  const v = s[key];
  if (!isList(v)) return;
  for (let i = 0; i < v.length; i++) {
    const id = v[i];
    let found = false;
    for (let t = 0; t < tables.length; t++) for (let j = 0; j < tables[t].length; j++) if (tables[t][j].id === id) found = true;
    if (!found) problems.push({ path: key + "." + i, message: "no " + what + " '" + String(id) + "' in the rules pack" });
    else if (v.indexOf(id) < i) problems.push({ path: key + "." + i, message: "'" + id + "' is listed twice" });
  }
}

/** Weapons held in the left hand: carried one-handed melee weapons, each once ("2-hands" and ranged weapons use both arms). */
function checkLeftHand(s: Obj, pack: SifniPack, problems: Problem[]): void {
  const v = s.leftHand;
  if (!isList(v)) return;
  const carried = isList(s.weapons) ? s.weapons : [];
  for (let i = 0; i < v.length; i++) {
    const p = "leftHand." + i;
    const melee = pack.melee.find((w) => w.id === v[i]);
    const ranged = pack.ranged.find((w) => w.id === v[i]);
    if (carried.indexOf(v[i]) < 0) problems.push({ path: p, message: "'" + String(v[i]) + "' is not among the weapons carried" });
    else if (ranged && !melee) problems.push({ path: p, message: ranged.name + " is a ranged weapon: a shot uses both arms" });
    else if (melee && melee.hands === 2) problems.push({ path: p, message: melee.name + ' is "2-hands": it uses both arms' });
    else if (v.indexOf(v[i]) < i) problems.push({ path: p, message: "'" + String(v[i]) + "' is listed twice" });
  }
}

function checkWounds(s: Obj, problems: Problem[]): void {
  const v = s.wounds;
  if (!isList(v)) return;
  for (let i = 0; i < v.length; i++) {
    const p = "wounds." + i;
    const w = v[i];
    if (!isObject(w)) {
      problems.push({ path: p, message: "a wound must be an object {dr, band, location}" });
      continue;
    }
    add(problems, p + ".dr", intWhy(w.dr, 0, MAX_EXACT));
    add(problems, p + ".band", intWhy(w.band, 0, 5));
    add(problems, p + ".location", textWhy(w.location, 1, LIMITS.location));
  }
}

export function validateSheet(sheet: unknown, pack: SifniPack): Problem[] {
  const problems: Problem[] = [];
  if (!checkEnvelope(sheet, "sifni", problems)) return problems;
  const s = sheet as Obj;
  if (s.id === ANYONE) problems.push({ path: "id", message: "'" + ANYONE + "' is reserved for rolls without a sheet" });
  const keys = Object.keys(s);
  for (let i = 0; i < keys.length; i++) {
    if (KNOWN_KEYS.indexOf(keys[i]) < 0) problems.push({ path: keys[i], message: "unknown field '" + keys[i] + "'" });
  }
  // the envelope has checked the name's length, checkFields the others'; here only their characters
  checkFields(sheet, sheetFields().slice(1), problems);
  const texts = ["name", "concept", "notes"];
  for (let i = 0; i < texts.length; i++) {
    const v = s[texts[i]];
    if (typeof v === "string" && nonAscii(v) >= 0) problems.push({ path: texts[i], message: textWhy(v, 0, v.length) });
  }
  checkStats(s, problems);
  checkSkills(s, problems);
  checkTexts(s, "disadvantages", LIMITS.disadvantage, problems);
  checkIds(s, "armor", [pack.armor], "armor", problems);
  checkIds(s, "weapons", [pack.melee, pack.ranged], "weapon", problems);
  checkLeftHand(s, pack, problems);
  checkWounds(s, problems);
  if (s.condition !== undefined && s.condition !== "unconscious" && s.condition !== "dead") {
    problems.push({ path: "condition", message: "must be \"unconscious\" or \"dead\" (or absent), got " + shown(s.condition) });
  }
  return problems;
}

/** A new character: every stat 0 ("an unskilled, untrained human"), nothing else. */
export function blankSheet(id: string, name: string): SifniSheet {
  const stats: { [stat: string]: number } = {};
  const names = statNames();
  for (let i = 0; i < names.length; i++) stats[names[i]] = 0;
  return { system: "sifni", id: id, name: name, stats: stats, skills: [], disadvantages: [], armor: [], weapons: [], wounds: [], notes: "" };
}
