/**
 * validatePack: one Problem per bad field of an S-Ifni rules pack, named by its path
 * ("armor.3.penalty"). A pack is checked once, when it is loaded; the rolls then trust it.
 */
import { shown } from "../../engine/format/shown";
import { MAX_EXACT } from "../../engine/math/exact";
import { Problem } from "../../engine/rules/types";
import { isList } from "../../engine/validate";
import { MAX_ARMOR, MAX_RANGE, MAX_RELOAD } from "../../engine/sifni/data/pack";
import { MAX_SKILL, MIN_SKILL } from "../../engine/sifni/skill";
import { fractionWhy, idWhy, intWhy, isObject, textWhy } from "./values";

type Row = { [key: string]: unknown };

const DAMAGE_TYPES = ["blunt", "slash", "pierce"];
const SIZES = ["", "very small", "small", "long", "very long"];

function add(problems: Problem[], path: string, why: string): void {
  if (why !== "") problems.push({ path: path, message: why });
}

/** The rows of a table, or a problem when it is not a list of objects. */
function rowsOf(pack: Row, key: string, problems: Problem[], allowEmpty: boolean): Row[] {
  const v = pack[key];
  const out: Row[] = [];
  if (!isList(v)) {
    problems.push({ path: key, message: v === undefined ? "is missing" : "must be a list" });
    return out;
  }
  if (v.length === 0 && !allowEmpty) problems.push({ path: key, message: "must not be empty" });
  for (let i = 0; i < v.length; i++) {
    if (isObject(v[i])) out.push(v[i] as Row);
    else {
      problems.push({ path: key + "." + i, message: "must be an object" });
      out.push({});
    }
  }
  return out;
}

/** Checks row ids and that each is used once among `seen` (shared by melee and ranged). */
function checkId(r: Row, path: string, seen: string[], problems: Problem[]): void {
  const why = idWhy(r.id);
  if (why !== "") {
    add(problems, path + ".id", why);
    return;
  }
  const id = r.id as string;
  if (seen.indexOf(id) >= 0) problems.push({ path: path + ".id", message: "duplicate id '" + id + "'" });
  else seen.push(id);
}

function checkFlag(r: Row, key: string, path: string, problems: Problem[]): void {
  if (r[key] !== undefined && typeof r[key] !== "boolean") problems.push({ path: path + "." + key, message: "must be true or false, got " + shown(r[key]) });
}

/** "" (none), "x2" (armor times an integer 1..9) or a fraction of the armor from -1 to +1. */
function armorModWhy(v: unknown): string {
  if (typeof v === "string" && v.length === 2 && v.charAt(0) === "x") {
    const c = v.charCodeAt(1);
    if (c >= 49 && c <= 57) return "";
  }
  return fractionWhy(v, true, -1, 1) === "" ? "" : "must be \"\", \"x2\" (armor times 2 to 9) or a fraction of the armor like \"-1/2\", got " + shown(v);
}

/** A TN in hundredths as the GM reads it: 1300 is "TN 13", 1350 "TN 13.5" (integers only: the engine bundle runs on the device too). */
export function tnWords(h: number): string {
  const cents = h % 100;
  const frac = cents === 0 ? "" : "." + (cents % 10 === 0 ? String(cents / 10) : (cents < 10 ? "0" : "") + cents);
  return "TN " + Math.floor(h / 100) + frac + " (" + h + " hundredths)";
}

function checkLadder(pack: Row, problems: Problem[]): void {
  const steps = rowsOf(pack, "tnLadder", problems, false);
  let last = -1;
  for (let i = 0; i < steps.length; i++) {
    const p = "tnLadder." + i;
    const s = steps[i];
    const why = intWhy(s.tn, 0, MAX_EXACT);
    add(problems, p + ".tn", why);
    if (why === "") {
      if ((s.tn as number) <= last) problems.push({ path: p + ".tn", message: "must be above the step before it, " + tnWords(last) + ", got " + tnWords(s.tn as number) });
      last = s.tn as number;
    }
    add(problems, p + ".label", textWhy(s.label, 1, 100));
    if (s.short !== undefined) add(problems, p + ".short", textWhy(s.short, 1, 15));
  }
}

function checkModifiers(pack: Row, problems: Problem[]): void {
  const rows = rowsOf(pack, "modifiers", problems, true);
  const seen: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const p = "modifiers." + i;
    const r = rows[i];
    checkId(r, p, seen, problems);
    add(problems, p + ".label", textWhy(r.label, 1, 24));
    add(problems, p + ".group", textWhy(r.group, 1, 16));
    if (r.roll !== undefined) add(problems, p + ".roll", fractionWhy(r.roll, false, -1, 1));
    if (r.tn !== undefined) add(problems, p + ".tn", intWhy(r.tn, 0, MAX_EXACT));
    checkFlag(r, "autoFail", p, problems);
    checkFlag(r, "noDefense", p, problems);
    checkFlag(r, "onlyDodge", p, problems);
    if (r.roll === undefined && r.tn === undefined && r.autoFail !== true) {
      problems.push({ path: p, message: "does nothing: give it a roll fraction, a tn or autoFail" });
    }
  }
}

function checkArmor(pack: Row, problems: Problem[]): void {
  const rows = rowsOf(pack, "armor", problems, true);
  const seen: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const p = "armor." + i;
    const r = rows[i];
    checkId(r, p, seen, problems);
    add(problems, p + ".name", textWhy(r.name, 1, 24));
    for (let k = 0; k < DAMAGE_TYPES.length; k++) add(problems, p + "." + DAMAGE_TYPES[k], intWhy(r[DAMAGE_TYPES[k]], 0, MAX_ARMOR));
    add(problems, p + ".penalty", fractionWhy(r.penalty, false, -1, 0));
  }
}

function checkWeaponCommon(r: Row, p: string, seen: string[], problems: Problem[]): void {
  checkId(r, p, seen, problems);
  add(problems, p + ".name", textWhy(r.name, 1, 24));
  if (DAMAGE_TYPES.indexOf(r.type as string) < 0) problems.push({ path: p + ".type", message: "must be blunt, slash or pierce, got " + shown(r.type) });
  add(problems, p + ".attack", fractionWhy(r.attack, true, -1, 1));
  add(problems, p + ".armorMod", armorModWhy(r.armorMod));
  if (SIZES.indexOf(r.size as string) < 0) problems.push({ path: p + ".size", message: "must be \"\", \"very small\", \"small\", \"long\" or \"very long\", got " + shown(r.size) });
  add(problems, p + ".notes", textWhy(r.notes, 0, 60));
}

function checkMelee(pack: Row, seen: string[], problems: Problem[]): void {
  const melee = rowsOf(pack, "melee", problems, true);
  for (let i = 0; i < melee.length; i++) {
    const p = "melee." + i;
    const r = melee[i];
    checkWeaponCommon(r, p, seen, problems);
    add(problems, p + ".defense", fractionWhy(r.defense, true, -1, 1));
    if (r.hands !== 1 && r.hands !== 2) problems.push({ path: p + ".hands", message: "must be 1 or 2, got " + shown(r.hands) });
  }
}

function checkRanged(pack: Row, seen: string[], problems: Problem[]): void {
  const ranged = rowsOf(pack, "ranged", problems, true);
  for (let i = 0; i < ranged.length; i++) {
    const p = "ranged." + i;
    const w = ranged[i];
    checkWeaponCommon(w, p, seen, problems);
    add(problems, p + ".range", intWhy(w.range, 1, MAX_RANGE));
    add(problems, p + ".reload", intWhy(w.reload, 0, MAX_RELOAD));
    if (w.skillMin !== undefined) add(problems, p + ".skillMin", intWhy(w.skillMin, MIN_SKILL, MAX_SKILL));
  }
}

export function validatePack(pack: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!isObject(pack)) {
    problems.push({ path: "", message: "an S-Ifni rules pack must be a JSON object" });
    return problems;
  }
  checkLadder(pack, problems);
  checkModifiers(pack, problems);
  checkArmor(pack, problems);
  // melee and ranged ids share one list: a sheet's weapons name rows of either table
  const weaponIds: string[] = [];
  checkMelee(pack, weaponIds, problems);
  checkRanged(pack, weaponIds, problems);
  add(problems, "retryStep", intWhy(pack.retryStep, 0, 10000));
  return problems;
}
