/**
 * The canonical text of a rules pack body: JSON with object keys sorted, no spaces, ASCII
 * only, integers only. It is the same string on Node and on Espruino (whose JSON.stringify
 * keeps insertion order and prints fractions with 12 digits), so a CRC over it checks a pack
 * wherever it is read. Non-integer numbers and non-ASCII text are refused with their path.
 */
import { engineError } from "../errors";
import { isInt } from "../math/exact";
import { isList } from "../validate";

function quoteText(s: string, path: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 126) throw engineError("PACK_TEXT", path + ": text must be ASCII, found character " + c, s);
    if (c === 34) out += '\\"';
    else if (c === 92) out += "\\\\";
    else if (c < 32) out += c === 10 ? "\\n" : c === 9 ? "\\t" : " ";
    else out += s.charAt(i);
  }
  return out + '"';
}

function sortedKeys(o: { [k: string]: unknown }): string[] {
  const keys = Object.keys(o);
  // insertion sort with a plain comparison: stable, and tiny tables need nothing faster
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      j--;
    }
    keys[j + 1] = k;
  }
  return keys;
}

export function canonicalJson(v: unknown, path?: string): string {
  const at = path || "body";
  if (v === null) return "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "number") {
    if (!isInt(v)) throw engineError("PACK_NUMBER", at + ": numbers in a pack must be whole, got " + String(v), v);
    return String(v);
  }
  if (typeof v === "string") return quoteText(v, at);
  if (isList(v)) {
    let out = "[";
    for (let i = 0; i < v.length; i++) out += (i > 0 ? "," : "") + canonicalJson(v[i], at + "." + i);
    return out + "]";
  }
  if (typeof v === "object") {
    const o = v as { [k: string]: unknown };
    const keys = sortedKeys(o);
    let out = "{";
    let first = true;
    for (let i = 0; i < keys.length; i++) {
      if (o[keys[i]] === undefined) continue;
      out += (first ? "" : ",") + quoteText(keys[i], at) + ":" + canonicalJson(o[keys[i]], at + "." + keys[i]);
      first = false;
    }
    return out + "}";
  }
  throw engineError("PACK_VALUE", at + ": not a JSON value (" + typeof v + ")", v);
}
