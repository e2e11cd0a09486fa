/**
 * What flash.sh sends, read and checked on the desktop before anything is sent, by the shipped
 * engine (dist/engine.js, the code the device runs): the rules pack (envelope, length, CRC,
 * tables, a known system, the board's size limit) and the sheets (each valid
 * for its rules: the pack sent along for its system, else the system's built-in pack). The
 * device checks everything again; this only saves a trip.
 */
import type { BoardProfile } from "../boards/profile";
import { InputFileError, readStrictJsonFile } from "../desktop/input-file";
import type { Engine } from "../desktop/load-engine";
import type { PackFile } from "../engine/pack/envelope";
import type { SheetBase } from "../engine/rules/types";
import { MAX_NAME, STAGED_PACK, maxUploadBytes, stagedSheetName } from "../device/protocol";
import type { StagedSheet } from "./send-check";
import type { UploadFile } from "./script";

export interface Checked<T> {
  value: T;
  /** "FILE: where: why", one per problem */
  problems: string[];
}

/** A file read as the CLI reads it (src/desktop/input-file.ts: a regular file up to 1 MiB, strict JSON). */
function readJson(file: string, problems: string[]): unknown {
  try {
    const strict = readStrictJsonFile(file);
    for (const p of strict.problems) problems.push(`${file}: ${p.path === "" ? "" : p.path + ": "}${p.message}`);
    return strict.problems.length > 0 ? undefined : strict.value;
  } catch (e) {
    problems.push(e instanceof InputFileError ? `${file}: ${e.message}` : `${file}: not valid JSON: ${(e as Error).message}`);
    return undefined;
  }
}

/** An engine error's message (the compilers into the device forms name the field). */
function messageOf(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/** The pack file checked; the text the device stores for it (storedPack) staged as sifni.s.pack. */
export function checkRules(E: Engine, board: BoardProfile, file: string): Checked<{ staged: UploadFile; pack: PackFile } | null> {
  const problems: string[] = [];
  const x = readJson(file, problems);
  if (x === undefined) return { value: null, problems };
  // every board's app lists every system; whether it is on the device, the device says
  const systems = E.SYSTEMS;
  const found = E.validatePackFile(x, E.SYSTEMS);
  for (const p of found) problems.push(`${file}: ${p.path === "" ? "" : p.path + ": "}${p.message}`);
  if (problems.length > 0) return { value: null, problems };
  const pack = x as PackFile;
  if (!systems.some((m) => m.id === pack.system)) {
    problems.push(`${file}: system: unknown rules system ${JSON.stringify(pack.system)} (there are ${systems.map((m) => m.id).join(", ")})`);
    return { value: null, problems };
  }
  let text: string;
  try {
    text = E.storedPack(pack);
  } catch (e) {
    problems.push(`${file}: ${messageOf(e)}`);
    return { value: null, problems };
  }
  const max = maxUploadBytes(board.memory.jsvars);
  if (text.length > max) problems.push(`${file}: too large for ${board.name}: ${text.length} bytes, it takes packs up to ${max}`);
  return { value: problems.length > 0 ? null : { staged: { name: STAGED_PACK, data: text }, pack }, problems };
}

/** A sheet or a list of sheets, each checked; staged as sifni.s.c.<system>.<id>, with the sheet it was made from. */
export function checkChars(E: Engine, board: BoardProfile, file: string, pack: PackFile | null): Checked<StagedSheet[]> {
  const problems: string[] = [];
  const x = readJson(file, problems);
  if (x === undefined) return { value: [], problems };
  const list = Array.isArray(x) ? x : [x];
  const systems = E.SYSTEMS;
  const max = maxUploadBytes(board.memory.jsvars);
  const out: StagedSheet[] = [];
  list.forEach((s, i) => {
    const where = `${file}: sheet ${i + 1}`;
    if (typeof s !== "object" || s === null || Array.isArray(s)) {
      problems.push(`${where}: must be a JSON object`);
      return;
    }
    const sheet = s as SheetBase;
    const m = systems.find((mod) => mod.id === sheet.system);
    if (!m) {
      problems.push(`${where}: system: unknown rules system ${JSON.stringify(sheet.system)} (there are ${systems.map((mod) => mod.id).join(", ")})`);
      return;
    }
    const found = m.validateSheet(sheet, pack && pack.system === m.id ? pack.body : m.pack);
    for (const p of found) problems.push(`${where} (${String(sheet.id)}): ${p.path}: ${p.message}`);
    if (found.length > 0) return;
    const name = stagedSheetName(sheet.system, sheet.id);
    if (name.length > MAX_NAME) problems.push(`${where} (${sheet.id}): its file name ${name} is longer than the ${MAX_NAME} characters Storage keeps`);
    else if (out.some((f) => f.name === name)) problems.push(`${where} (${sheet.id}): a second sheet with this id`);
    else {
      let data: string;
      try {
        data = E.storedSheet(sheet);
      } catch (e) {
        problems.push(`${where} (${sheet.id}): ${messageOf(e)}`);
        return;
      }
      if (data.length > max) problems.push(`${where} (${sheet.id}): too large for ${board.name}: ${data.length} bytes, it takes sheets up to ${max}`);
      else out.push({ name, data, sheet });
    }
  });
  return { value: out, problems };
}
