/**
 * The STRS character sheet: fields, validation (one problem per bad field, naming it), a blank
 * sheet, the Inspect lines, and what the checks read from a sheet (pool, allocation, bonuses).
 */
import { shown } from "../../format/shown";
import { isInt } from "../../math/exact";
import { checkEnvelope, checkFields } from "../../rules/fields";
import { FieldSpec, Problem } from "../../rules/types";
import { isList } from "../../validate";
import { Armor, piercedBy } from "./armor";
import { koOfType } from "./pack";
import { StrsAttack, StrsPack, StrsSheet } from "./types";
import { listOf } from "../../rules/line-pack";

export const FIELDS: FieldSpec[] = [
  { path: "side", label: "Side (pc or npc)", kind: "text", group: "Who" },
  { path: "type", label: "Character type", kind: "text", maxLength: 12, group: "Who" },
  { path: "timing", label: "Timing", kind: "int", min: -10, max: 30, group: "Combat" },
  { path: "attacks", label: "Attacks", kind: "list", max: 8, group: "Combat" },
  { path: "defense", label: "Defense skill", kind: "int", min: -10, max: 30, group: "Combat" },
  { path: "shield", label: "Shield bonus", kind: "int", min: -10, max: 30, group: "Combat" },
  { path: "armor", label: "Armor bonus", kind: "int", min: -10, max: 30, group: "Combat" },
  { path: "threshold", label: "Threshold", kind: "int", min: 1, max: 99, group: "Combat" },
  { path: "armorThreshold", label: "Armor's Threshold", kind: "int", min: 0, max: 98, group: "Combat", optional: true },
  { path: "wounds", label: "Wounds", kind: "int", min: 0, max: 99, group: "State" },
  { path: "eased", label: "Wounds eased", kind: "int", min: 0, max: 99, group: "State" },
  { path: "charge", label: "Charge", kind: "int", min: 0, max: 999, group: "State" },
  { path: "attunement", label: "Attunement", kind: "int", min: 0, max: 999, group: "State" },
  { path: "surge", label: "Surge dice", kind: "int", min: 0, max: 9, group: "State" },
  { path: "atkDice", label: "Attack dice", kind: "int", min: 0, max: 7, group: "State", optional: true },
  { path: "defDice", label: "Defense dice", kind: "int", min: 0, max: 7, group: "State", optional: true },
  { path: "status", label: "Status effects", kind: "list", max: 8, group: "State" },
  { path: "skills", label: "Skills", kind: "list", max: 30, group: "Skills" },
  { path: "notes", label: "Notes", kind: "text", maxLength: 200, group: "Notes" },
];

type Obj = { [key: string]: unknown };

function isEntryId(v: unknown): boolean {
  if (typeof v !== "string" || v.length < 1 || v.length > 12) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return false;
  }
  return true;
}

function entryInt(e: Obj, key: string, lo: number, hi: number, path: string, problems: Problem[]): void {
  const v = e[key];
  if (!isInt(v) || v < lo || v > hi) problems.push({ path: path + key, message: "must be a whole number from " + lo + " to " + hi + ", got " + shown(v) });
}

/** A list of {id, name, ...} entries: objects, ids unique and file-name safe, names short. */
function checkEntries(list: unknown[], field: string, problems: Problem[], more: (e: Obj, path: string) => void): void {
  const seen: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    const path = field + "." + i + ".";
    if (typeof e !== "object" || e === null || isList(e)) {
      problems.push({ path: field + "." + i, message: "must be an object" });
      continue;
    }
    const o = e as Obj;
    if (!isEntryId(o.id)) problems.push({ path: path + "id", message: "must be 1 to 12 characters of a-z, 0-9 and -, got " + shown(o.id) });
    else if (seen.indexOf(o.id as string) >= 0) problems.push({ path: path + "id", message: "repeats \"" + o.id + "\"" });
    else seen.push(o.id as string);
    if (typeof o.name !== "string" || o.name.length < 1 || o.name.length > 16) {
      problems.push({ path: path + "name", message: "must be text of 1 to 16 characters, got " + shown(o.name) });
    }
    more(o, path);
  }
}

function hasId(rows: { id: string }[], id: unknown): boolean {
  for (let i = 0; i < rows.length; i++) if (rows[i].id === id) return true;
  return false;
}

function checkStatusList(list: unknown[], pack: StrsPack, problems: Problem[]): void {
  const seen: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    if (!hasId(listOf(pack, "statuses"), v)) problems.push({ path: "status." + i, message: "is not a status of the pack: " + shown(v) });
    else if (seen.indexOf(v as string) >= 0) problems.push({ path: "status." + i, message: "repeats \"" + v + "\"" });
    else seen.push(v as string);
  }
}

export function validateSheet(sheet: unknown, pack: StrsPack): Problem[] {
  const problems: Problem[] = [];
  if (!checkEnvelope(sheet, "strs", problems)) return problems;
  checkFields(sheet, FIELDS, problems);
  const s = sheet as Obj;
  if (typeof s.side === "string" && s.side !== "pc" && s.side !== "npc") {
    problems.push({ path: "side", message: "must be \"pc\" or \"npc\", got " + shown(s.side) });
  }
  if (typeof s.type === "string" && !hasId(listOf(pack, "types"), s.type)) {
    problems.push({ path: "type", message: "is not a character type of the pack: " + shown(s.type) });
  }
  if (isList(s.attacks)) {
    if (s.attacks.length === 0) problems.push({ path: "attacks", message: "Attacks needs at least one entry (an unarmed attack: skill -1, weapon 0)" });
    checkEntries(s.attacks, "attacks", problems, function (e, path) {
      entryInt(e, "skill", -10, 30, path, problems);
      entryInt(e, "weapon", -10, 30, path, problems);
      if (typeof e.ranged !== "boolean") problems.push({ path: path + "ranged", message: "must be true or false, got " + shown(e.ranged) });
      if (e.pierce !== undefined) entryInt(e, "pierce", 0, 99, path, problems);
    });
  }
  if (isList(s.skills)) {
    checkEntries(s.skills, "skills", problems, function (e, path) {
      entryInt(e, "bonus", -10, 30, path, problems);
    });
  }
  if (isList(s.status)) checkStatusList(s.status, pack, problems);
  if (isInt(s.armorThreshold) && isInt(s.threshold) && s.armorThreshold >= s.threshold) {
    problems.push({ path: "armorThreshold", message: "must be less than the Threshold it is part of (" + s.threshold + "), got " + s.armorThreshold });
  }
  if ((s.atkDice === undefined) !== (s.defDice === undefined)) {
    problems.push({ path: s.atkDice === undefined ? "atkDice" : "defDice", message: "an allocation needs both Attack dice and Defense dice, or neither" });
  } else if (isInt(s.atkDice) && isInt(s.defDice) && (s.atkDice > pack.maxDice || s.defDice > pack.maxDice)) {
    problems.push({ path: s.atkDice > pack.maxDice ? "atkDice" : "defDice", message: "must be at most " + pack.maxDice + " dice a side" });
  }
  return problems;
}

export function blankSheet(id: string, name: string): StrsSheet {
  return {
    system: "strs",
    id: id,
    name: name,
    side: "pc",
    type: "trained",
    timing: 0,
    attacks: [{ id: "unarmed", name: "Unarmed", skill: -1, weapon: 0, ranged: false }],
    defense: -1,
    shield: 0,
    armor: 0,
    threshold: 3,
    wounds: 0,
    eased: 0,
    charge: 0,
    attunement: 0,
    surge: 0,
    status: [],
    skills: [],
    notes: "",
  };
}

export function signed(n: number): string {
  return n > 0 ? "+" + n : String(n);
}

export function hasStatus(s: StrsSheet, id: string): boolean {
  return s.status.indexOf(id) >= 0;
}

/** Wounds that count against rolls and toward KO: those taken, less those eased for the fight. */
export function effectiveWounds(s: StrsSheet): number {
  return s.wounds > s.eased ? s.wounds - s.eased : 0;
}

/** Effective wounds after n more (eased wounds absorb new ones first only while they exceed the taken). */
export function effectiveAfter(s: StrsSheet, n: number): number {
  const w = s.wounds + n;
  return w > s.eased ? w - s.eased : 0;
}

export function koOf(s: StrsSheet, pack: StrsPack): number {
  return koOfType(pack, s.type);
}

/** Dice this character may allocate now: the pool plus surges, halved (down) when Weakened. */
export function poolOf(s: StrsSheet, pack: StrsPack): number {
  const p = pack.pool + s.surge;
  return hasStatus(s, "weakened") ? (p - (p & 1)) / 2 : p;
}

/**
 * The allocation in force: the one declared at the start of the character's last turn, or
 * before any turn the default (2/2 of a pool of 4, scaled to a smaller or larger pool), with
 * Panicked's minimum on defense.
 */
export function allocationOf(s: StrsSheet, pack: StrsPack): { atk: number; def: number } {
  if (s.atkDice !== undefined && s.defDice !== undefined) return { atk: s.atkDice, def: s.defDice };
  const p = poolOf(s, pack);
  let atk = Math.floor((p * pack.defaultAttack) / pack.pool);
  if (hasStatus(s, "panicked") && p - atk < pack.panicDefense) atk = p > pack.panicDefense ? p - pack.panicDefense : 0;
  return { atk: atk, def: p - atk };
}

/** The armor in force: its bonus on defense and its part of the Threshold, negated while pierced. */
export function armorOf(s: StrsSheet): Armor {
  return piercedBy({ def: s.armor, thr: s.armorThreshold || 0 }, hasStatus(s, "pierced") ? Infinity : 0);
}

/** The defense bonus without the armor's: skill + shield. */
export function guardOf(s: StrsSheet): number {
  return s.defense + s.shield;
}

/** The Threshold without the armor's part. */
export function bareThreshold(s: StrsSheet): number {
  return s.threshold - (s.armorThreshold || 0);
}

/** The weapon's armor piercing, in points. */
export function pierceOf(w: StrsAttack): number {
  return w.pierce || 0;
}

export function describe(s: StrsSheet, pack: StrsPack): string[] {
  const a = allocationOf(s, pack);
  const lines = [
    s.name + " (" + s.side.toUpperCase() + ", KO at " + koOf(s, pack) + ")",
    "Timing " + s.timing + "  Thr " + s.threshold + (s.armorThreshold ? " (ar " + s.armorThreshold + ")" : ""),
    "Def " + signed(s.defense) + " sh " + signed(s.shield) + " ar " + signed(s.armor),
    "Wounds " + s.wounds + (s.eased > 0 ? " (" + s.eased + " eased)" : ""),
    "Charge " + s.charge + "/" + s.attunement + (s.surge > 0 ? " surge " + s.surge : ""),
    "Dice " + a.atk + "/" + a.def + (s.atkDice === undefined ? " (default)" : ""),
  ];
  for (let i = 0; i < s.attacks.length; i++) {
    const at = s.attacks[i];
    lines.push(at.name + " " + signed(at.skill) + signed(at.weapon) + (at.ranged ? " ranged" : "") + (at.pierce ? " AP " + at.pierce : ""));
  }
  if (s.status.length > 0) lines.push("Status: " + s.status.join(", "));
  for (let i = 0; i < s.skills.length; i++) lines.push(s.skills[i].name + " " + signed(s.skills[i].bonus));
  return lines;
}
