/**
 * A rules pack of TFT-hack, SIFRP, Dodge-Block-Armor or VDP STRS as the device stores it when
 * sent (docs/runtime.md, "A sent pack of the other systems"): a line per table, a line per row
 * of each list, read from the stored string when a call reads that table, never parsed whole.
 *
 *   LP FS system FS version FS its tables' names, RS between
 *   key FS json                a table (a number, a text, an object, an empty list)
 *   key RS json                one row of a list, rows in order (objects, numbers, lists)
 *   key US text                one row of a list of strings (printable ASCII, kept as is)
 *   #crc                       CRC-32 of everything before "\n#", 8 hex digits
 *
 * The home tools compile it (home/line-pack.ts) from a pack they have validated; the device
 * checks what arrives with linePackProblem. Its tables are read as the built-in packs' are
 * (systems/<id>/pack.ts): the small ones held, each list made when read, or a row of it.
 */
import { textIndex } from "../format/text-index";
import { Crc, FS, RS, US, sealed } from "../sifni/data/codes";

export const LINE_TAG = "LP";

/** Where a table's line, or its first row, starts ("\n" key and its separator), or -1 without. */
function lineOf(t: string, key: string): number {
  const at = textIndex(t, "\n" + key + RS);
  const text = at < 0 ? textIndex(t, "\n" + key + US) : at;
  return text < 0 ? textIndex(t, "\n" + key + FS) : text;
}

/** The table or row whose line starts at `at` (its "\n"): after the key and its separator, JSON or (US) text. */
function valueAt(t: string, at: number, key: string): unknown {
  const text = t.substring(at + key.length + 2, t.indexOf("\n", at + 1));
  return t.charAt(at + key.length + 1) === US ? text : JSON.parse(text);
}

/** Row i of a list, undefined past its last: one search per row before it. */
export function lineRow(t: string, key: string, i: number): unknown {
  let at = lineOf(t, key);
  if (at < 0 || t.charAt(at + key.length + 1) === FS) return undefined;
  const head = t.substring(at, at + key.length + 2);
  for (let n = 0; n < i && at >= 0; n++) at = textIndex(t, head, at + 1);
  return at < 0 ? undefined : valueAt(t, at, key);
}

/**
 * A list of a pack, as the rules read every list: a built-in or JSON pack's own, a sent pack's
 * made from its text at each read, a row per line (US: text as it is; RS: JSON; an empty list is
 * a table line, FS, so none). One function with no helpers, the lines walked rather than
 * searched: every entry that reads a list carries it, and each function an entry holds costs
 * ~10 JsVars on a Bangle.js 1 (with its four helpers the built-in pack's deepest flows lost
 * 22-31). It replaces a getter per list on the body: held for as long as the pack was, those and
 * the function they shared were 57-87 JsVars (DBA's five lists 77).
 */
export function listOf<P extends { lines?: string }, K extends keyof P & string>(pack: P, key: K): P[K] {
  const t = pack.lines;
  if (t === undefined) return pack[key];
  const out: unknown[] = [];
  const n = key.length;
  for (let at = t.indexOf("\n"); at >= 0; ) {
    const end = t.indexOf("\n", at + 1);
    const sep = t.charAt(at + n + 1);
    if ((sep === US || sep === RS) && t.substring(at + 1, at + n + 1) === key) {
      const row = t.substring(at + n + 2, end);
      out.push(sep === US ? row : JSON.parse(row));
    }
    at = end;
  }
  return out as P[K];
}

/**
 * A pack's tables from its text (checked with linePackProblem), made once when it is taken up
 * and held, as a built-in pack is: each table on a line of its own parsed, and `lines`, the text,
 * from which its lists are read (listOf, lineRow; SIFRP's weapons by id).
 */
export function lineBody(t: string): { [table: string]: unknown } {
  const o: { [table: string]: unknown } = { lines: t };
  const names = t.substring(0, t.indexOf("\n")).split(FS)[3].split(RS);
  for (let i = 0; i < names.length; i++) {
    const key = names[i];
    const at = lineOf(t, key);
    if (at >= 0 && t.charAt(at + key.length + 1) === FS) o[key] = valueAt(t, at, key);
  }
  return o;
}

/** The version in a checked pack's header. */
export function lineVersion(t: string): number {
  return parseInt(t.substring(0, t.indexOf("\n")).split(FS)[2], 10);
}

/** A table's name as the header gives it: a letter, then letters and digits (a line's key ends at its first control character). */
function isName(n: string): boolean {
  for (let i = 0; i < n.length; i++) {
    const c = n.charCodeAt(i) | 32;
    if (!((c >= 97 && c <= 122) || (i > 0 && n.charCodeAt(i) >= 48 && n.charCodeAt(i) <= 57))) return false;
  }
  return n !== "";
}

/**
 * Why a stored pack cannot be used, or "": its form, its system, its CRC (cut short or changed)
 * and each line read, one at a time: a table of the header's, its JSON readable.
 */
export function linePackProblem(t: string, system: string, name: string, crc: Crc): string {
  const nl = t.indexOf("\n");
  const h = t.substring(0, nl < 0 ? t.length : nl).split(FS);
  if (h[0] !== LINE_TAG || h.length !== 4 || h[3] === "") return "not a rules pack in the device form";
  if (h[1] !== system) return "for rules system '" + h[1] + "', not " + name;
  if (String(parseInt(h[2], 10)) !== h[2]) return "its version is unreadable";
  const end = t.length - 10;
  if (end < nl || t.substring(end, end + 2) !== "\n#" || !sealed(t, "#", crc)) return "its checksum does not match: cut short or changed";
  const names = h[3].split(RS);
  for (let i = 0; i < names.length; i++) if (!isName(names[i])) return "table " + (i + 1) + " of its header is not named in letters and digits";
  let at = nl;
  for (let i = 2; at < end; i++) {
    const next = t.indexOf("\n", at + 1);
    const line = t.substring(at + 1, next);
    at = next;
    let k = 0;
    while (k < line.length && line.charCodeAt(k) > 31) k++;
    const sep = line.charAt(k);
    let ok = names.indexOf(line.substring(0, k)) >= 0 && (sep === FS || sep === RS || sep === US);
    try {
      if (ok && sep !== US) JSON.parse(line.substring(k + 1));
    } catch (e) {
      ok = false;
    }
    if (!ok) return "line " + i + " is unreadable";
  }
  return "";
}
