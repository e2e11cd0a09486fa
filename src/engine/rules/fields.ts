/**
 * Sheet checks driven by FieldSpec, plus the common envelope (system, id, name). A module's
 * validateSheet runs these first, then its own rules; every problem names the field.
 */
import { shown } from "../format/shown";
import { isInt } from "../math/exact";
import { isList } from "../validate";
import { MAX_ID, isSheetId } from "./sheet-id";
import { FieldSpec, Problem } from "./types";

export { MAX_ID };
export const MAX_NAME = 24;

/** Reads a dotted path ("stats.Strength") from an object; undefined when any step is missing. */
export function getPath(o: unknown, path: string): unknown {
  const parts = path.split(".");
  let v = o;
  for (let i = 0; i < parts.length; i++) {
    if (typeof v !== "object" || v === null) return undefined;
    v = (v as { [k: string]: unknown })[parts[i]];
  }
  return v;
}

/** The envelope: an object of this system with a valid id and name. */
export function checkEnvelope(sheet: unknown, system: string, problems: Problem[]): boolean {
  if (typeof sheet !== "object" || sheet === null || isList(sheet)) {
    problems.push({ path: "", message: "a character sheet must be a JSON object" });
    return false;
  }
  const s = sheet as { [k: string]: unknown };
  if (s.system !== system) problems.push({ path: "system", message: "must be \"" + system + "\", got " + shown(s.system) });
  if (typeof s.id !== "string" || !isSheetId(s.id)) {
    problems.push({ path: "id", message: "must be 1 to " + MAX_ID + " characters of a-z, 0-9 and -, got " + shown(s.id) });
  }
  if (typeof s.name !== "string" || s.name.length < 1 || s.name.length > MAX_NAME) {
    problems.push({ path: "name", message: "must be text of 1 to " + MAX_NAME + " characters, got " + shown(s.name) });
  }
  return true;
}

/** Each field present (unless optional) with the right kind and within its range. */
export function checkFields(sheet: unknown, fields: FieldSpec[], problems: Problem[]): void {
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    const v = getPath(sheet, f.path);
    if (v === undefined) {
      if (!f.optional) problems.push({ path: f.path, message: f.label + " is missing" });
      continue;
    }
    if (f.kind === "int") {
      if (!isInt(v)) problems.push({ path: f.path, message: f.label + " must be a whole number, got " + shown(v) });
      else if (f.min !== undefined && v < f.min) problems.push({ path: f.path, message: f.label + " must be at least " + f.min + ", got " + v });
      else if (f.max !== undefined && v > f.max) problems.push({ path: f.path, message: f.label + " must be at most " + f.max + ", got " + v });
    } else if (f.kind === "text") {
      if (typeof v !== "string") problems.push({ path: f.path, message: f.label + " must be text, got " + shown(v) });
      else if (f.maxLength !== undefined && v.length > f.maxLength) {
        problems.push({ path: f.path, message: f.label + " is too long: " + v.length + " characters, at most " + f.maxLength });
      }
    } else if (!isList(v)) problems.push({ path: f.path, message: f.label + " must be a list" });
    else if (f.max !== undefined && v.length > f.max) problems.push({ path: f.path, message: f.label + " has " + v.length + " entries, at most " + f.max });
  }
}
