/**
 * validatePack: one Problem per bad field of a TFT-hack pack, naming it by path
 * ("weapons.3.size"), so a bad upload is refused and the previous pack stays in use.
 */
import { shown } from "../../format/shown";
import { isInt } from "../../math/exact";
import { Problem } from "../../rules/types";
import { isList } from "../../validate";

type Obj = { [k: string]: unknown };

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !isList(v);
}

function int(o: Obj, key: string, path: string, lo: number, hi: number, problems: Problem[]): void {
  const v = o[key];
  if (!isInt(v) || v < lo || v > hi) {
    problems.push({ path: path + key, message: "must be an integer from " + lo + " to " + hi + ", got " + shown(v) });
  }
}

function bool(o: Obj, key: string, path: string, problems: Problem[]): void {
  if (typeof o[key] !== "boolean") problems.push({ path: path + key, message: "must be true or false, got " + shown(o[key]) });
}

function text(o: Obj, key: string, path: string, problems: Problem[]): void {
  const v = o[key];
  if (typeof v !== "string" || v.length < 1 || v.length > 24) {
    problems.push({ path: path + key, message: "must be text of 1 to 24 characters, got " + shown(v) });
  }
}

function oneOf(o: Obj, key: string, path: string, values: string[], problems: Problem[]): void {
  const v = o[key];
  for (let i = 0; i < values.length; i++) if (v === values[i]) return;
  problems.push({ path: path + key, message: "must be one of " + values.join(", ") + ", got " + shown(v) });
}

/** The object at pack[key], or a problem naming it. */
function section(pack: Obj, key: string, problems: Problem[]): Obj | null {
  const v = pack[key];
  if (isObj(v)) return v;
  problems.push({ path: key, message: "must be an object" });
  return null;
}

/** The rows of a table with unique ids, each an object; a problem per bad row. */
function rows(pack: Obj, key: string, min: number, max: number, problems: Problem[]): Obj[] {
  const v = pack[key];
  const out: Obj[] = [];
  if (!isList(v) || v.length < min || v.length > max) {
    problems.push({ path: key, message: "must be a list of " + min + " to " + max + " rows" });
    return out;
  }
  for (let i = 0; i < v.length; i++) {
    const r = v[i];
    if (!isObj(r)) {
      problems.push({ path: key + "." + i, message: "must be an object" });
      continue;
    }
    text(r, "id", key + "." + i + ".", problems);
    for (let j = 0; j < i; j++) {
      if (isObj(v[j]) && (v[j] as Obj).id === r.id) problems.push({ path: key + "." + i + ".id", message: "repeats id " + shown(r.id) });
    }
    out.push(r);
  }
  return out;
}

function ints(o: Obj | null, keys: string[], path: string, lo: number, hi: number, problems: Problem[]): void {
  if (o) for (let i = 0; i < keys.length; i++) int(o, keys[i], path, lo, hi, problems);
}

function checkLacks(pack: Obj, problems: Problem[]): void {
  const lacks = rows(pack, "lacks", 0, 20, problems);
  for (let i = 0; i < lacks.length; i++) {
    text(lacks[i], "label", "lacks." + i + ".", problems);
    int(lacks[i], "points", "lacks." + i + ".", 0, 100, problems);
  }
}

function checkStrength(pack: Obj, problems: Problem[]): void {
  // the three rows in this order: the text's weaker, equal, stronger
  const strength = rows(pack, "strength", 3, 3, problems);
  const order = ["weaker", "equal", "stronger"];
  for (let i = 0; i < strength.length; i++) {
    if (strength[i].id !== order[i]) problems.push({ path: "strength." + i + ".id", message: "must be " + shown(order[i]) });
    int(strength[i], "repulse", "strength." + i + ".", 0, 6, problems);
    int(strength[i], "draw", "strength." + i + ".", 0, 6, problems);
  }
}

function checkLocations(pack: Obj, problems: Problem[]): void {
  // one row per face of the location die
  const locs = rows(pack, "locations", 6, 6, problems);
  for (let i = 0; i < locs.length; i++) {
    const p = "locations." + i + ".";
    text(locs[i], "name", p, problems);
    bool(locs[i], "limb", p, problems);
    bool(locs[i], "head", p, problems);
    if (locs[i].limb === true && locs[i].head === true) problems.push({ path: p + "head", message: "a limb cannot be the head" });
  }
}

function checkArmor(pack: Obj, problems: Problem[]): void {
  const armor = rows(pack, "armor", 1, 20, problems);
  for (let i = 0; i < armor.length; i++) {
    const p = "armor." + i + ".";
    text(armor[i], "name", p, problems);
    bool(armor[i], "armored", p, problems);
    bool(armor[i], "cutProof", p, problems);
    bool(armor[i], "rigid", p, problems);
    if (armor[i].armored === false && (armor[i].cutProof === true || armor[i].rigid === true)) {
      problems.push({ path: p + "armored", message: "must be true for cut-proof or rigid armor" });
    }
  }
}

function checkWeapons(pack: Obj, problems: Problem[]): void {
  const weapons = rows(pack, "weapons", 1, 40, problems);
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i];
    const p = "weapons." + i + ".";
    if (w.id === "unarmed") problems.push({ path: p + "id", message: "\"unarmed\" is built in, choose another id" });
    text(w, "name", p, problems);
    oneOf(w, "kind", p, ["hand", "ranged"], problems);
    bool(w, "edged", p, problems);
    bool(w, "pointed", p, problems);
    bool(w, "blunt", p, problems);
    oneOf(w, "size", p, ["normal", "large", "close"], problems);
    if (w.kind === "ranged") {
      int(w, "increment", p, 1, 1000, problems);
      int(w, "shots", p, 1, 20, problems);
    } else {
      int(w, "increment", p, 0, 0, problems);
      int(w, "shots", p, 1, 1, problems);
    }
  }
}

export function validatePack(pack: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!isObj(pack)) return [{ path: "", message: "a rules pack must be a JSON object" }];
  int(pack, "version", "", 1, 1000, problems);
  const dice = section(pack, "dice", problems);
  ints(dice, ["untrained", "skilled"], "dice.", 1, 6, problems);
  ints(dice, ["automatic"], "dice.", 0, 36, problems);
  const r = section(pack, "readiness", problems);
  ints(r, ["skill", "extraSkill", "increase", "attrBase", "perAttr", "ability"], "readiness.", 0, 100, problems);
  ints(r, ["perXp"], "readiness.", 1, 100, problems);
  ints(section(pack, "hand", problems), ["longer", "side", "behind", "set", "dominant", "off", "heavy", "burdened"], "hand.", -20, 20, problems);
  ints(section(pack, "ranged", problems), ["increment", "shot"], "ranged.", -20, 20, problems);
  ints(section(pack, "status", problems), ["confused", "inflamed"], "status.", -20, 20, problems);
  ints(section(pack, "harm", problems), ["cutProof", "rigid", "edged", "blunt"], "harm.", 0, 20, problems);
  checkLacks(pack, problems);
  checkStrength(pack, problems);
  checkLocations(pack, problems);
  checkArmor(pack, problems);
  checkWeapons(pack, problems);
  return problems;
}
