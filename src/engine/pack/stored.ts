/**
 * A rules pack as the device keeps it: the canonical text of the whole pack file (keys sorted,
 * no spaces), so it starts with `{"body":`, the body's canonical text is the next `length`
 * characters, and `,"crc32":"` follows. The device checks the CRC on those characters as they
 * are, with the firmware's native E.CRC32, instead of rebuilding them: rebuilding 8 KB of text
 * character by character takes seconds on an nRF52. flash.sh and the companion page send packs
 * in this form (packText); a pack in another layout is still read, by rebuilding its text.
 */
import { isInt } from "../math/exact";
import { Problem } from "../rules/types";
import { canonicalJson } from "./canonical";
import { PackFile, PackRules, readPackText, validatePackFile } from "./envelope";

const HEAD = '{"body":';
const AFTER_BODY = ',"crc32":"';

/** The envelope after the body, in canonical order (crc32, format, length, system, version). */
function tail(p: PackFile): string {
  return ',"crc32":' + canonicalJson(p.crc32) + ',"format":' + p.format + ',"length":' + p.length + ',"system":' + canonicalJson(p.system) + ',"version":' + p.version + "}";
}

/** The text the device stores for a pack: canonicalJson of the whole file. */
export function packText(p: PackFile): string {
  return HEAD + canonicalJson(p.body) + tail(p);
}

export interface StoredPack {
  pack: PackFile | null;
  problems: Problem[];
  /** the stored form of the pack (packText), "" when it has problems */
  text: string;
}

function messageOf(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/**
 * Reads pack text: every problem by field, as readPackText, but a pack in the stored form has
 * its body checked in place (length and CRC of the characters after `{"body":`).
 */
export function readStoredPack(text: string, modules: PackRules[], crc?: (text: string) => number): StoredPack {
  if (text.substring(0, HEAD.length) !== HEAD) {
    const r = readPackText(text, modules, crc);
    return { pack: r.pack, problems: r.problems, text: r.pack ? packText(r.pack) : "" };
  }
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch (e) {
    return { pack: null, problems: [{ path: "", message: "not valid JSON (" + text.length + " characters): " + messageOf(e) }], text: "" };
  }
  const len = typeof x === "object" && x !== null ? (x as { length?: unknown }).length : undefined;
  let body: string | undefined = undefined;
  if (isInt(len) && len >= 0 && text.substring(HEAD.length + len, HEAD.length + len + AFTER_BODY.length) === AFTER_BODY) {
    body = text.substring(HEAD.length, HEAD.length + len);
  }
  // without the stored layout the body is rebuilt, and a wrong length is reported as such
  const problems = validatePackFile(x, modules, crc, body);
  if (problems.length > 0) return { pack: null, problems: problems, text: "" };
  const p = x as PackFile;
  if (body === undefined) return { pack: p, problems: problems, text: packText(p) };
  // already stored form: keep the text as it is (on the device it stays in flash, not RAM)
  const t = tail(p);
  const same = text.length === HEAD.length + body.length + t.length && text.substring(text.length - t.length) === t;
  return { pack: p, problems: problems, text: same ? text : HEAD + body + t };
}
