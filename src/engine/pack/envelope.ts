/**
 * The rules pack file: a versioned envelope around a system's tables.
 *   {"format":1, "system":"sifni", "version":3, "length":N, "crc32":"8 hex", "body":{...tables}}
 * `length` and `crc32` are of the canonical text of `body` (canonical.ts), so a pack cut
 * short, with a byte changed, or edited by hand without rebuilding is refused before any of it
 * is used. The body is then checked by its own module (validatePack).
 */
import { shown } from "../format/shown";
import { isInt } from "../math/exact";
import { moduleById } from "../rules/registry";
import { Problem, RulesModule } from "../rules/types";

/** What a pack's checks need of a rules module: its id and its tables' validator. */
export type PackRules = Pick<RulesModule, "id" | "validatePack">;
import { isList } from "../validate";
import { canonicalJson } from "./canonical";
import { crc32, hex8 } from "./crc32";

export const PACK_FORMAT = 1;

export interface PackFile {
  format: number;
  system: string;
  version: number;
  length: number;
  crc32: string;
  body: unknown;
}

/** A pack around a body; throws an engine error naming the field when the body cannot be canonical. */
export function makePack(system: string, version: number, body: unknown, crc?: (text: string) => number): PackFile {
  const text = canonicalJson(body);
  return { format: PACK_FORMAT, system: system, version: version, length: text.length, crc32: hex8((crc || crc32)(text)), body: body };
}

function errorText(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/**
 * Every problem with a parsed pack file, each naming its field: the envelope, then the length
 * and CRC of the body, then the module's own checks of the tables. `crc` lets the device use
 * its native CRC-32; `bodyText` is the body's canonical text when the caller already has it.
 */
export function validatePackFile(x: unknown, modules: PackRules[], crc?: (text: string) => number, bodyText?: string): Problem[] {
  const p: Problem[] = [];
  if (typeof x !== "object" || x === null || isList(x)) return [{ path: "", message: "a rules pack must be a JSON object" }];
  const f = x as { [k: string]: unknown };
  if (f.format !== PACK_FORMAT) p.push({ path: "format", message: "must be " + PACK_FORMAT + ", got " + shown(f.format) });
  const m = typeof f.system === "string" ? moduleById(modules, f.system) : undefined;
  if (!m) p.push({ path: "system", message: "unknown rules system " + shown(f.system) });
  if (!isInt(f.version) || f.version < 1) p.push({ path: "version", message: "must be a whole number from 1, got " + shown(f.version) });
  if (f.body === undefined) p.push({ path: "body", message: "the tables are missing" });
  if (p.length > 0) return p;
  // bodyText: the body's text as stored (stored.ts), checked as it is instead of rebuilt
  let text = bodyText === undefined ? "" : bodyText;
  if (bodyText === undefined) {
    try {
      text = canonicalJson(f.body);
    } catch (e) {
      return [{ path: "body", message: errorText(e) }];
    }
  }
  if (f.length !== text.length) {
    p.push({ path: "length", message: "says " + shown(f.length) + " but the body is " + text.length + " characters: cut short or edited" });
  }
  const sum = hex8((crc || crc32)(text));
  if (f.crc32 !== sum) p.push({ path: "crc32", message: "says " + shown(f.crc32) + " but the body's is " + sum + ": damaged or edited" });
  if (p.length > 0) return p;
  const q = (m as PackRules).validatePack(f.body);
  for (let i = 0; i < q.length; i++) p.push({ path: "body." + q[i].path, message: q[i].message });
  return p;
}

/** Parses pack text: the pack, or the problems (a parse failure is one problem). */
export function readPackText(text: string, modules: PackRules[], crc?: (text: string) => number): { pack: PackFile | null; problems: Problem[] } {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch (e) {
    return { pack: null, problems: [{ path: "", message: "not valid JSON (" + text.length + " characters): " + errorText(e) }] };
  }
  const problems = validatePackFile(x, modules, crc);
  return { pack: problems.length === 0 ? (x as PackFile) : null, problems: problems };
}
