/**
 * Checks a Dodge-Block-Armor rules pack before the module uses it: one Problem per bad field,
 * named by its path ("tactics.2.scale"). The module trusts a pack that passed.
 */
import { shown } from "../../../format/shown";
import { isInt } from "../../../math/exact";
import { Problem } from "../../../rules/types";
import { isList } from "../../../validate";
import { statKeys } from "../types";

type Obj = { [key: string]: unknown };

/** Ids the inputs use for "no tactic", "no weapon" and "range not given". */
export const RESERVED_IDS: string[] = ["none", "any"];

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !isList(v);
}

function has(list: string[], s: unknown): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === s) return true;
  return false;
}

function int(o: Obj, key: string, path: string, min: number, problems: Problem[]): number {
  const v = o[key];
  if (!isInt(v) || v < min) {
    problems.push({ path: path + key, message: "must be a whole number of at least " + min + ", got " + shown(v) });
    return min;
  }
  return v;
}

function text(o: Obj, key: string, path: string, problems: Problem[]): string {
  const v = o[key];
  if (typeof v !== "string" || v.length === 0) {
    problems.push({ path: path + key, message: "must be non-empty text, got " + shown(v) });
    return "";
  }
  return v;
}

/** A list of objects at o[key]; each element that is not an object is reported. */
function rows(o: Obj, key: string, problems: Problem[]): Obj[] {
  const v = o[key];
  const out: Obj[] = [];
  if (!isList(v) || v.length === 0) {
    problems.push({ path: key, message: "must be a non-empty list" });
    return out;
  }
  for (let i = 0; i < v.length; i++) {
    if (isObj(v[i])) out.push(v[i] as Obj);
    else problems.push({ path: key + "." + i, message: "must be an object" });
  }
  return out;
}

/** Each row's id: text, unique, not reserved. Returns the ids in order. */
function ids(list: Obj[], key: string, problems: Problem[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const id = text(list[i], "id", key + "." + i + ".", problems);
    if (has(out, id)) problems.push({ path: key + "." + i + ".id", message: "repeats the id \"" + id + "\"" });
    else if (has(RESERVED_IDS, id)) problems.push({ path: key + "." + i + ".id", message: "\"" + id + "\" is reserved" });
    out.push(id);
  }
  return out;
}

function checkSizes(p: Obj, problems: Problem[]): void {
  const list = rows(p, "sizes", problems);
  ids(list, "sizes", problems);
  for (let i = 0; i < list.length; i++) {
    const path = "sizes." + i + ".";
    text(list[i], "name", path, problems);
    int(list[i], "minCoverage", path, 0, problems);
    int(list[i], "deathAt", path, 1, problems);
    int(list[i], "injuryStep", path, 1, problems);
  }
}

function checkRanges(p: Obj, problems: Problem[]): string[] {
  const list = rows(p, "ranges", problems);
  const known = ids(list, "ranges", problems);
  let last = 0;
  for (let i = 0; i < list.length; i++) {
    const path = "ranges." + i + ".";
    text(list[i], "name", path, problems);
    const m = int(list[i], "metres", path, 1, problems);
    if (m <= last) problems.push({ path: path + "metres", message: "must be longer than the range before (" + last + " m), got " + m });
    last = m;
    const r = isList(list[i].reaches) ? (list[i].reaches as unknown[]) : [];
    if (r.length === 0) problems.push({ path: path + "reaches", message: "must be a non-empty list of range ids" });
    for (let j = 0; j < r.length; j++) {
      if (!has(known, r[j])) problems.push({ path: path + "reaches." + j, message: "is not a range id: " + shown(r[j]) });
    }
  }
  return known;
}

function checkLongRange(p: Obj, problems: Problem[]): void {
  const t = p.longRange;
  if (!isObj(t)) {
    problems.push({ path: "longRange", message: "must be an object" });
    return;
  }
  const base = int(t, "base", "longRange.", 0, problems);
  int(t, "closerPer", "longRange.", 1, problems);
  const list = rows(t, "farther", problems);
  let last = -1;
  for (let i = 0; i < list.length; i++) {
    const path = "longRange.farther." + i + ".";
    const from = int(list[i], "from", path, 0, problems);
    if (i === 0 && from !== base) problems.push({ path: path + "from", message: "must be the base distance " + base + ", got " + from });
    if (i > 0 && from <= last) problems.push({ path: path + "from", message: "must be farther than the band before (" + last + " m), got " + from });
    last = from;
    int(list[i], "per", path, 1, problems);
  }
}

function checkTactics(p: Obj, ranges: string[], problems: Problem[]): void {
  const list = rows(p, "tactics", problems);
  // one index for the inner loops, declared here: terser merges loop variables of sibling
  // branches into one var, which Espruino leaves undeclared when its branch did not run
  let j = 0;
  ids(list, "tactics", problems);
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    const path = "tactics." + i + ".";
    text(t, "name", path, problems);
    if (!has(["upTo", "level", "free"], t.scale)) {
      problems.push({ path: path + "scale", message: "must be \"upTo\", \"level\" or \"free\", got " + shown(t.scale) });
    }
    const e = t.effects;
    const keys = isObj(e) ? Object.keys(e) : [];
    if (!isObj(e)) problems.push({ path: path + "effects", message: "must be an object of stat: points" });
    for (j = 0; j < keys.length; j++) {
      const v = (e as Obj)[keys[j]];
      if (!has(statKeys(), keys[j])) problems.push({ path: path + "effects." + keys[j], message: "is not a stat (" + statKeys().join(", ") + ")" });
      else if (!isInt(v)) problems.push({ path: path + "effects." + keys[j], message: "must be a whole number, got " + shown(v) });
    }
    const w = t.waive;
    const waived = isList(w) ? w : [];
    if (w !== undefined && !isList(w)) problems.push({ path: path + "waive", message: "must be a list of \"dodge\" / \"block\"" });
    for (j = 0; j < waived.length; j++) {
      if (!has(["dodge", "block"], waived[j])) problems.push({ path: path + "waive." + j, message: "must be \"dodge\" or \"block\", got " + shown(waived[j]) });
    }
    if (t.reach !== undefined && !has(ranges, t.reach)) problems.push({ path: path + "reach", message: "is not a range id: " + shown(t.reach) });
    if (t.needs !== undefined && t.needs !== "halfSword") problems.push({ path: path + "needs", message: "must be \"halfSword\", got " + shown(t.needs) });
  }
}

function checkPhases(p: Obj, problems: Problem[]): void {
  const list = rows(p, "phases", problems);
  if (list.length > 0 && list.length !== 5) problems.push({ path: "phases", message: "must list the round's 5 phases, got " + list.length });
  for (let i = 0; i < list.length; i++) {
    const path = "phases." + i + ".";
    text(list[i], "label", path, problems);
    const l = list[i].lines;
    const lines = isList(l) ? l : [];
    if (!isList(l)) problems.push({ path: path + "lines", message: "must be a list of text lines" });
    for (let j = 0; j < lines.length; j++) {
      if (typeof lines[j] !== "string") problems.push({ path: path + "lines." + j, message: "must be text" });
    }
  }
}

export function validatePack(pack: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!isObj(pack)) return [{ path: "", message: "a rules pack must be a JSON object" }];
  const phys = isList(pack.physical) ? pack.physical : [];
  if (!isList(pack.physical)) problems.push({ path: "physical", message: "must be a list of stats" });
  for (let i = 0; i < phys.length; i++) {
    if (!has(statKeys(), phys[i])) problems.push({ path: "physical." + i, message: "is not a stat: " + shown(phys[i]) });
  }
  checkSizes(pack, problems);
  const ranges = checkRanges(pack, problems);
  int(pack, "rangePenalty", "", 0, problems);
  checkLongRange(pack, problems);
  checkTactics(pack, ranges, problems);
  checkPhases(pack, problems);
  return problems;
}
