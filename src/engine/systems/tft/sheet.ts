/**
 * The TFT-hack character sheet: fields, validation (one Problem per bad field, naming it),
 * a blank sheet and the guarded Inspect lines.
 */
import { shown } from "../../format/shown";
import { isInt } from "../../math/exact";
import { checkEnvelope, checkFields, getPath } from "../../rules/fields";
import { FieldSpec, Problem } from "../../rules/types";
import { isList } from "../../validate";
import { conditionOf, CONDITION_TEXT } from "./harm";
import { int } from "./lines";
import { learningDays, readiness, xpNeeded } from "./readiness";
import { TftPack, TftSheet } from "./types";
import { listOf } from "../../rules/line-pack";

export const STATUSES = ["unconscious", "confused", "inflamed", "infected"];

export const FIELDS: FieldSpec[] = [
  { path: "dx", label: "DX", kind: "int", min: 1, max: 40, group: "attributes" },
  { path: "st", label: "ST", kind: "int", min: 1, max: 40, group: "attributes" },
  { path: "wt", label: "WT", kind: "int", min: 1, max: 40, group: "attributes" },
  { path: "skills", label: "Skills", kind: "list", max: 30, group: "readiness" },
  { path: "abilities", label: "Abilities", kind: "list", max: 10, group: "readiness" },
  { path: "lacks", label: "Lacks", kind: "list", max: 10, group: "readiness" },
  { path: "armor", label: "Armor", kind: "text", maxLength: 24, group: "gear" },
  { path: "helmet", label: "Hard helmet (0/1)", kind: "int", min: 0, max: 1, group: "gear" },
  { path: "weapons", label: "Weapons", kind: "list", max: 10, group: "gear" },
  { path: "hits", label: "Hits taken", kind: "int", min: 0, max: 99, group: "condition" },
  { path: "fatigue", label: "Fatigue", kind: "int", min: 0, max: 99, group: "condition" },
  { path: "open", label: "Open-wound hits", kind: "int", min: 0, max: 99, group: "condition" },
  { path: "bound", label: "Binding bonus", kind: "int", min: 0, max: 36, group: "condition" },
  { path: "treated", label: "Splinted/cleaned (0/1)", kind: "int", min: 0, max: 1, group: "condition" },
  { path: "bloodLoss", label: "ST lost to blood", kind: "int", min: 0, max: 99, group: "condition" },
  { path: "failed", label: "Failed recoveries", kind: "int", min: 0, max: 99, group: "condition" },
  { path: "limbs", label: "Disabled limbs", kind: "list", max: 4, group: "condition" },
  { path: "status", label: "Status", kind: "list", max: 4, group: "condition" },
  { path: "notes", label: "Notes", kind: "text", maxLength: 200 },
];

function hasId(rows: { id: string }[], id: unknown): boolean {
  for (let i = 0; i < rows.length; i++) if (rows[i].id === id) return true;
  return false;
}

function idsText(rows: { id: string }[]): string {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i++) ids.push(rows[i].id);
  return ids.join(", ");
}

/** Each entry of a list of ids must be one of `rows`, once. */
function checkIds(sheet: unknown, path: string, rows: { id: string }[], problems: Problem[]): void {
  const v = getPath(sheet, path);
  if (!isList(v)) return;
  for (let i = 0; i < v.length; i++) {
    if (!hasId(rows, v[i])) problems.push({ path: path + "." + i, message: "has no " + shown(v[i]) + " (one of " + idsText(rows) + ")" });
    for (let j = 0; j < i; j++) if (v[j] === v[i]) problems.push({ path: path + "." + i, message: "repeats " + shown(v[i]) });
  }
}

function checkSkills(sheet: unknown, problems: Problem[]): void {
  const v = getPath(sheet, "skills");
  if (!isList(v)) return;
  for (let i = 0; i < v.length; i++) {
    const p = "skills." + i;
    const k = v[i] as { [key: string]: unknown };
    if (typeof k !== "object" || k === null || isList(k)) {
      problems.push({ path: p, message: "must be an object {name, attr, plus}" });
      continue;
    }
    const name = k.name;
    if (typeof name !== "string" || name.length < 1 || name.length > 16 || name.indexOf(",") >= 0) {
      problems.push({ path: p + ".name", message: "must be text of 1 to 16 characters without commas, got " + shown(name) });
    } else if (name === "DX" || name === "ST" || name === "WT") {
      problems.push({ path: p + ".name", message: "must not be an attribute's name, got " + shown(name) });
    }
    for (let j = 0; j < i; j++) {
      const o = v[j] as { name?: unknown } | null;
      if (o && o.name === name) problems.push({ path: p + ".name", message: "repeats skill " + shown(name) });
    }
    if (k.attr !== "DX" && k.attr !== "ST" && k.attr !== "WT") problems.push({ path: p + ".attr", message: "must be DX, ST or WT, got " + shown(k.attr) });
    if (!isInt(k.plus) || k.plus < 0 || k.plus > 20) problems.push({ path: p + ".plus", message: "must be an integer from 0 to 20, got " + shown(k.plus) });
    if (k.extra !== undefined && k.extra !== 0 && k.extra !== 1) problems.push({ path: p + ".extra", message: "must be 0 or 1, got " + shown(k.extra) });
    if (k.xp !== undefined && (!isInt(k.xp) || k.xp < 0 || k.xp > 100)) problems.push({ path: p + ".xp", message: "must be an integer from 0 to 100, got " + shown(k.xp) });
  }
}

function checkTexts(sheet: unknown, path: string, problems: Problem[]): void {
  const v = getPath(sheet, path);
  if (!isList(v)) return;
  for (let i = 0; i < v.length; i++) {
    const t = v[i];
    if (typeof t !== "string" || t.length < 1 || t.length > 24) problems.push({ path: path + "." + i, message: "must be text of 1 to 24 characters, got " + shown(t) });
  }
}

export function validateSheet(sheet: unknown, pack: TftPack): Problem[] {
  const problems: Problem[] = [];
  if (!checkEnvelope(sheet, "tft", problems)) return problems;
  checkFields(sheet, FIELDS, problems);
  checkSkills(sheet, problems);
  checkTexts(sheet, "abilities", problems);
  checkIds(sheet, "lacks", listOf(pack, "lacks"), problems);
  checkIds(sheet, "weapons", listOf(pack, "weapons"), problems);
  const limbs: { id: string }[] = [];
  const locations = listOf(pack, "locations");
  for (let i = 0; i < locations.length; i++) if (locations[i].limb) limbs.push(locations[i]);
  checkIds(sheet, "limbs", limbs, problems);
  const statuses: { id: string }[] = [];
  for (let i = 0; i < STATUSES.length; i++) statuses.push({ id: STATUSES[i] });
  checkIds(sheet, "status", statuses, problems);
  const armor = getPath(sheet, "armor");
  const armors = listOf(pack, "armor");
  if (typeof armor === "string" && !hasId(armors, armor)) problems.push({ path: "armor", message: "has no " + shown(armor) + " (one of " + idsText(armors) + ")" });
  const hits = getPath(sheet, "hits");
  const lost = getPath(sheet, "bloodLoss");
  if (isInt(hits) && isInt(lost) && lost > hits) problems.push({ path: "bloodLoss", message: "ST lost to blood (" + lost + ") cannot exceed hits taken (" + hits + ")" });
  return problems;
}

export function blankSheet(id: string, name: string): TftSheet {
  return {
    system: "tft",
    id: id,
    name: name,
    dx: 8,
    st: 8,
    wt: 8,
    skills: [],
    abilities: [],
    lacks: [],
    armor: "none",
    helmet: 0,
    weapons: [],
    hits: 0,
    fatigue: 0,
    open: 0,
    bound: 0,
    treated: 0,
    bloodLoss: 0,
    failed: 0,
    limbs: [],
    status: [],
    notes: "",
  };
}

/** Short lines for the guarded Inspect screen. */
export function describe(s: TftSheet, pack: TftPack): string[] {
  const cur = s.st - s.hits;
  const r = readiness(s, pack);
  const lines = [s.name, "DX " + s.dx + " ST " + int(cur) + "/" + s.st + " WT " + s.wt];
  lines.push("fatigue " + s.fatigue + ", " + CONDITION_TEXT[conditionOf(cur)]);
  if (s.status.length > 0) lines.push(s.status.join(", "));
  if (s.limbs.length > 0) lines.push("disabled: " + s.limbs.join(", "));
  if (s.open > 0 || s.bound > 0) lines.push("open " + s.open + (s.bound > 0 ? ", bound +" + s.bound : ""));
  if (s.bloodLoss > 0 || s.failed > 0) lines.push("blood -" + s.bloodLoss + ", failed " + s.failed);
  for (let i = 0; i < s.skills.length; i++) {
    const k = s.skills[i];
    lines.push(k.name + " " + k.attr + "+" + k.plus + (k.xp ? " xp " + k.xp : ""));
  }
  lines.push("readiness " + int(r) + ": " + learningDays(r, false) + " d, " + xpNeeded(r, pack) + " XP");
  lines.push("armor " + s.armor + (s.helmet === 1 ? ", helmet" : ""));
  return lines;
}
