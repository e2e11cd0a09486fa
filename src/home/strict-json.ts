/**
 * The strict reading of JSON a user hands the desktop or the companion page (sheets, packs, a
 * pack's tables, a value typed into a field). JSON.parse accepts three things that turn into
 * silent mistakes here, and this refuses them, naming the dotted path of each ("0.stats.Strength",
 * as the validators name fields):
 * - a key given twice in one object (JSON.parse keeps the last one without a word);
 * - the keys __proto__, constructor and prototype, wherever they are: JSON.parse makes an own
 *   "__proto__" property, which becomes an object's prototype as soon as it is copied by
 *   assignment (a pack folder's table, a path set in the page);
 * - numbers beyond a double (1e400 becomes Infinity, which JSON.stringify and every message
 *   then write as null).
 * JSON.parse still decides the syntax (its SyntaxError is thrown as it is, so each reader keeps
 * its own wording) and builds the value; a scan of the text's tokens, which sees keys before any
 * object is built, finds the rest. No I/O here: the page and the desktop read files their own way.
 */

export interface JsonProblem {
  /** dotted path of the key or value ("" for the whole text) */
  path: string;
  message: string;
}

export interface StrictJson {
  /** the parsed value; undefined when there are problems */
  value: unknown;
  problems: JsonProblem[];
}

/** Names that reach an object's prototype: never a field, a table or a path step. */
export const REFUSED_KEYS = ["__proto__", "constructor", "prototype"];

/** A 1 MiB file of duplicate keys would give a line per key: the first ones say enough. */
const MAX_PROBLEMS = 20;

export function isRefusedKey(key: string): boolean {
  return REFUSED_KEYS.indexOf(key) >= 0;
}

/** `what`: "key", or what else the name is ("table name" for a pack folder's file). */
export function refusedKeyMessage(key: string, what?: string): string {
  return "the " + (what || "key") + " " + JSON.stringify(key) + " is refused: " + REFUSED_KEYS.join(", ") + " are never names here (they would reach an object's prototype)";
}

function join(path: string, step: string): string {
  return path === "" ? step : path + "." + step;
}

interface Frame {
  path: string;
  /** an object's keys seen so far ("k" + key, so no key can collide with the map's own names) */
  keys: { [k: string]: boolean } | null;
  /** an array's index of the value being read */
  index: number;
  /** in an object: the next string is a key */
  wantKey: boolean;
  key: string;
}

function isNumberChar(c: string): boolean {
  return (c >= "0" && c <= "9") || c === "-" || c === "+" || c === "." || c === "e" || c === "E";
}

/** The problems of a text JSON.parse accepted: one pass over its tokens, no recursion (any depth). */
function scan(text: string): JsonProblem[] {
  const problems: JsonProblem[] = [];
  const stack: Frame[] = [];
  const add = (path: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ path: path, message: message });
    else if (problems.length === MAX_PROBLEMS) problems.push({ path: "", message: "more problems not listed" });
  };
  const valuePath = (): string => {
    const top = stack[stack.length - 1];
    if (!top) return "";
    return top.keys ? join(top.path, top.key) : join(top.path, String(top.index));
  };
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    const top = stack[stack.length - 1];
    if (c === "{" || c === "[") {
      stack.push({ path: valuePath(), keys: c === "{" ? {} : null, index: 0, wantKey: c === "{", key: "" });
      i++;
    } else if (c === "}" || c === "]") {
      stack.pop();
      i++;
    } else if (c === ",") {
      if (top.keys) top.wantKey = true;
      else top.index++;
      i++;
    } else if (c === '"') {
      let j = i + 1;
      while (text.charAt(j) !== '"') j += text.charAt(j) === "\\" ? 2 : 1;
      if (top && top.keys && top.wantKey) {
        // the key as JSON.parse decodes it, so "\u005f_proto__" is caught too
        const key = JSON.parse(text.substring(i, j + 1)) as string;
        const path = join(top.path, key);
        if (isRefusedKey(key)) add(path, refusedKeyMessage(key));
        else if (top.keys["k" + key]) add(path, "the key " + JSON.stringify(key) + " is given twice in one object (JSON would keep only the last)");
        top.keys["k" + key] = true;
        top.key = key;
        top.wantKey = false;
      }
      i = j + 1;
    } else if (c === "-" || (c >= "0" && c <= "9")) {
      let j = i + 1;
      while (j < text.length && isNumberChar(text.charAt(j))) j++;
      const literal = text.substring(i, j);
      if (!isFinite(Number(literal))) add(valuePath(), literal + " is not a finite number (too large for a double)");
      i = j;
    } else i++;
  }
  return problems;
}

/**
 * Parses a user's JSON text. Throws JSON.parse's SyntaxError for text that is not JSON; otherwise
 * the value, or every refused key, duplicate key and overflowing number (the value then undefined).
 */
export function parseStrictJson(text: string): StrictJson {
  const value = JSON.parse(text) as unknown;
  const problems = scan(text);
  return { value: problems.length === 0 ? value : undefined, problems: problems };
}
