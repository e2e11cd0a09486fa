/**
 * The SIFRP character sheet: fields, validation (one Problem per bad field, naming it), a blank
 * sheet, and the short description for the guarded Inspect screen.
 */
import { shown } from "../../format/shown";
import { isInt } from "../../math/exact";
import { checkEnvelope, checkFields } from "../../rules/fields";
import { FieldSpec, Problem } from "../../rules/types";
import { isList } from "../../validate";
import { abilities, isAbility, MAX_BONUS, MAX_RANK, MIN_RANK } from "./abilities";
import { health } from "./derived";
import { armorById, weaponById, rating } from "./tables/rows";
import { SifrpPack, SifrpSheet, SifrpStatus } from "./types";
import { sheetBulk, sheetDefense, sheetMovement } from "./sheet-stats";

export const STATUSES: SifrpStatus[] = ["entangled", "grabbed", "grabbing", "helpless", "unguarded"];
export const SIZES = ["small", "normal", "large"];
export const MAX_WEAPONS = 12;

function sheetFields(): FieldSpec[] {
  const out: FieldSpec[] = [];
  const names = abilities();
  for (let i = 0; i < names.length; i++) {
    out.push({ path: "abilities." + names[i], label: names[i], kind: "int", min: MIN_RANK, max: MAX_RANK, group: "Abilities" });
  }
  return out.concat([
    { path: "armor", label: "Armor", kind: "text", maxLength: 20, group: "Gear" },
    { path: "weapons", label: "Weapons", kind: "list", max: MAX_WEAPONS, group: "Gear" },
    { path: "guard", label: "Guard weapon", kind: "text", maxLength: 20, group: "Gear" },
    { path: "size", label: "Size", kind: "text", maxLength: 6, group: "Body" },
    { path: "damage", label: "Damage taken", kind: "int", min: 0, max: 3 * MAX_RANK, group: "Body" },
    { path: "status", label: "Status", kind: "list", max: STATUSES.length, group: "Body" },
  ]);
}

// pure: the device's modules import this file for describe and STATUSES, not for the field list
export const FIELDS: FieldSpec[] = /*#__PURE__*/ sheetFields();

function has(list: string[], s: string): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === s) return true;
  return false;
}

function isMap(v: unknown): v is { [k: string]: unknown } {
  return typeof v === "object" && v !== null && !isList(v);
}

function checkAbilities(s: { [k: string]: unknown }, problems: Problem[]): void {
  if (!isMap(s.abilities)) {
    problems.push({ path: "abilities", message: "Abilities must be an object of ranks by ability name" });
    return;
  }
  // abilities beyond the text's combat ones (Will, Persuasion...) are allowed for plain tests
  const a = s.abilities;
  for (const k in a) {
    if (isAbility(k) || !Object.prototype.hasOwnProperty.call(a, k)) continue;
    const v = a[k];
    if (k.length < 1 || k.length > 16) problems.push({ path: "abilities." + k, message: "ability names are 1 to 16 characters" });
    else if (!isInt(v) || v < MIN_RANK || v > MAX_RANK) problems.push({ path: "abilities." + k, message: k + " must be a whole number from " + MIN_RANK + " to " + MAX_RANK + ", got " + shown(v) });
  }
}

function checkSpecialties(s: { [k: string]: unknown }, problems: Problem[]): void {
  if (!isMap(s.specialties)) {
    problems.push({ path: "specialties", message: "Specialties must be an object: ability -> {specialty: bonus dice}" });
    return;
  }
  const sp = s.specialties;
  const ab = isMap(s.abilities) ? s.abilities : {};
  for (const k in sp) {
    if (!Object.prototype.hasOwnProperty.call(sp, k)) continue;
    if (!Object.prototype.hasOwnProperty.call(ab, k)) {
      problems.push({ path: "specialties." + k, message: "specialties must sit under an ability of the sheet, and there is no ability " + shown(k) });
      continue;
    }
    const m = sp[k];
    if (!isMap(m)) {
      problems.push({ path: "specialties." + k, message: "must be an object of bonus dice by specialty name" });
      continue;
    }
    for (const n in m) {
      if (!Object.prototype.hasOwnProperty.call(m, n)) continue;
      const v = m[n];
      const path = "specialties." + k + "." + n;
      if (n.length < 1 || n.length > 16) problems.push({ path: path, message: "specialty names are 1 to 16 characters" });
      else if (!isInt(v) || v < 0 || v > MAX_BONUS) problems.push({ path: path, message: n + " must be a whole number of bonus dice from 0 to " + MAX_BONUS + ", got " + shown(v) });
    }
  }
}

function checkGear(s: { [k: string]: unknown }, pack: SifrpPack, problems: Problem[]): void {
  if (typeof s.armor === "string" && armorById(pack, s.armor) === null) {
    problems.push({ path: "armor", message: "no armor " + shown(s.armor) + " in the rules pack" });
  }
  const carried: string[] = [];
  if (isList(s.weapons)) {
    for (let i = 0; i < s.weapons.length; i++) {
      const id = s.weapons[i];
      if (typeof id !== "string" || weaponById(pack, id) === null) problems.push({ path: "weapons[" + i + "]", message: "no weapon " + shown(id) + " in the rules pack" });
      else carried.push(id);
    }
  }
  if (typeof s.guard === "string" && s.guard !== "") {
    const w = weaponById(pack, s.guard);
    if (!has(carried, s.guard)) problems.push({ path: "guard", message: "the guard weapon must be one of the sheet's weapons, got " + shown(s.guard) });
    else if (w !== null && rating(w, "Defensive") === 0) problems.push({ path: "guard", message: w.name + " is not a Defensive weapon" });
  }
}

function checkBody(s: { [k: string]: unknown }, problems: Problem[]): void {
  if (typeof s.size === "string" && !has(SIZES, s.size)) problems.push({ path: "size", message: "Size must be small, normal or large, got " + shown(s.size) });
  if (isList(s.status)) {
    for (let i = 0; i < s.status.length; i++) {
      const v = s.status[i];
      if (typeof v !== "string" || !has(STATUSES, v)) problems.push({ path: "status[" + i + "]", message: "must be one of " + STATUSES.join(", ") + ", got " + shown(v) });
      for (let j = 0; j < i; j++) if (s.status[j] === v) problems.push({ path: "status[" + i + "]", message: "repeats " + shown(v) });
    }
  }
  const ab = isMap(s.abilities) ? s.abilities : {};
  const e = ab.Endurance;
  if (isInt(s.damage) && isInt(e) && s.damage > health(e)) {
    problems.push({ path: "damage", message: "Damage taken " + s.damage + " is more than Health " + health(e) + " (Endurance x 3)" });
  }
}

export function validateSheet(sheet: unknown, pack: SifrpPack): Problem[] {
  const problems: Problem[] = [];
  if (!checkEnvelope(sheet, "sifrp", problems)) return problems;
  checkFields(sheet, FIELDS, problems);
  const s = sheet as { [k: string]: unknown };
  checkAbilities(s, problems);
  checkSpecialties(s, problems);
  checkGear(s, pack, problems);
  checkBody(s, problems);
  return problems;
}

/** Every ability at 2 (a SIFRP character's starting rank), no gear beyond clothing and fists. */
export function blankSheet(id: string, name: string): SifrpSheet {
  const ranks: { [a: string]: number } = {};
  const names = abilities();
  for (let i = 0; i < names.length; i++) ranks[names[i]] = 2;
  return { system: "sifrp", id: id, name: name, abilities: ranks, specialties: {}, armor: "clothing", weapons: ["fist"], guard: "", size: "normal", damage: 0, status: [] };
}

/** "CD 8  Health 12/12", "Move 3  Sprint 13", "AR 10  Bulk 4", "Full Plate", weapons, status. */
export function describe(sheet: SifrpSheet, pack: SifrpPack): string[] {
  const hp = health(sheet.abilities.Endurance);
  const armor = armorById(pack, sheet.armor);
  const m = sheetMovement(sheet, pack);
  const out = [
    sheet.name,
    "CD " + sheetDefense(sheet, pack, false) + "  Health " + (hp - sheet.damage) + "/" + hp,
    "Move " + m.move + "  Sprint " + m.sprint,
    "AR " + (armor === null ? 0 : armor.rating) + "  Bulk " + sheetBulk(sheet, pack),
  ];
  if (armor !== null) out.push(armor.name);
  for (let i = 0; i < sheet.weapons.length; i++) {
    const w = weaponById(pack, sheet.weapons[i]);
    if (w !== null) out.push(w.name + (sheet.weapons[i] === sheet.guard ? " (guard)" : ""));
  }
  if (sheet.status.length > 0) out.push(sheet.status.join(", "));
  return out;
}
