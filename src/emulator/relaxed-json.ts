/**
 * JSON the way Espruino's Storage writes and reads it (src/jswrap_storage.c, src/jswrap_json.c):
 * - writeJSON drops the quotes of keys that are identifiers or integers ({name:"Bran",1:2}),
 *   escapes strings compactly ("\x7F", "\0"), writes non-finite numbers as null, leaves out
 *   functions and undefined values in objects, writes undefined array items as null and
 *   functions in arrays as `undefined`, honours toJSON, and writes typed arrays as arrays;
 * - readJSON parses that "liberal" form: unquoted keys, either quote, JavaScript escapes,
 *   trailing commas, comments; the text after the first value is ignored, as on the device.
 * The output is not strict JSON: JSON.parse refuses it, which is the point of emulating it.
 */

const ID = /^[A-Za-z_][A-Za-z0-9_]*$/;
const INTEGERISH = /^(0|[1-9]\d*)$/;

function escapeChar(ch: number, next: number): string {
  switch (ch) {
    case 10:
      return "\\n";
    case 9:
      return "\\t";
    case 8:
      return "\\b";
    case 11:
      return "\\v";
    case 12:
      return "\\f";
    case 13:
      return "\\r";
    case 92:
      return "\\\\";
    case 34:
      return '\\"';
  }
  // \0..\7 when the next character cannot be read as part of an octal escape
  if (ch < 8 && (next < 48 || next > 55)) return "\\" + ch;
  if (ch < 32 || ch >= 127) {
    if (ch > 255) return "\\u" + ch.toString(16).toUpperCase().padStart(4, "0");
    return "\\x" + ch.toString(16).toUpperCase().padStart(2, "0");
  }
  return String.fromCharCode(ch);
}

/** A string as Espruino's %q prints it. */
export function quoteRelaxed(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) out += escapeChar(s.charCodeAt(i), i + 1 < s.length ? s.charCodeAt(i + 1) : 0);
  return out + '"';
}

function isTypedArrayLike(v: object): v is ArrayLike<number> {
  return ArrayBuffer.isView(v) && !(Object.prototype.toString.call(v) === "[object DataView]");
}

/** Storage.writeJSON's text for a value. */
export function writeRelaxed(value: unknown, seen: object[] = []): string {
  if (value === undefined || value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "string") return quoteRelaxed(value);
  if (typeof value === "function") return "undefined";
  if (typeof value !== "object") return "null";
  if (seen.indexOf(value) >= 0) return " ... ";
  seen.push(value);
  try {
    if (Object.prototype.toString.call(value) === "[object ArrayBuffer]") return "[" + Array.from(new Uint8Array(value as ArrayBuffer)).join(",") + "]";
    if (isTypedArrayLike(value)) return "[" + Array.from(value, (n) => writeRelaxed(n, seen)).join(",") + "]";
    if (Array.isArray(value)) {
      const parts: string[] = [];
      for (let i = 0; i < value.length; i++) parts.push(i in value ? writeRelaxed(value[i], seen) : "null");
      return "[" + parts.join(",") + "]";
    }
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") return writeRelaxed(toJSON.call(value, ""), seen);
    const parts: string[] = [];
    for (const key of Object.keys(value)) {
      const desc = Object.getOwnPropertyDescriptor(value, key);
      if (!desc || desc.get || desc.set) continue;
      const item = desc.value;
      if (item === undefined || typeof item === "function") continue;
      const name = INTEGERISH.test(key) || (key.length < 63 && ID.test(key)) ? key : quoteRelaxed(key);
      parts.push(name + ":" + writeRelaxed(item, seen));
    }
    return "{" + parts.join(",") + "}";
  } finally {
    seen.pop();
  }
}

/** A parse failure, worded like the device's exceptions. */
export class RelaxedJsonError extends Error {}

type Token = { kind: "str" | "int" | "float" | "id" | "punct" | "eof"; text: string; value?: string | number };

class Lexer {
  private i = 0;
  tok: Token = { kind: "eof", text: "EOF" };
  constructor(private readonly s: string) {
    this.next();
  }

  private skipSpace(): void {
    for (;;) {
      const c = this.s[this.i];
      if (c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\v" || c === "\f") this.i++;
      else if (c === "/" && this.s[this.i + 1] === "/") while (this.i < this.s.length && this.s[this.i] !== "\n") this.i++;
      else if (c === "/" && this.s[this.i + 1] === "*") {
        const end = this.s.indexOf("*/", this.i + 2);
        this.i = end < 0 ? this.s.length : end + 2;
      } else return;
    }
  }

  next(): void {
    this.skipSpace();
    const s = this.s;
    const start = this.i;
    if (this.i >= s.length) {
      this.tok = { kind: "eof", text: "EOF" };
      return;
    }
    const c = s[this.i];
    if (c === '"' || c === "'" || c === "`") {
      this.tok = { kind: "str", text: "string", value: this.readString(c) };
      return;
    }
    if (/[0-9.]/.test(c) && (c !== "." || /[0-9]/.test(s[this.i + 1] ?? ""))) {
      const m = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|\d*\.?\d+(?:[eE][+-]?\d+)?\.?\d*)/.exec(s.substring(this.i));
      const text = m ? m[0] : c;
      this.i += text.length;
      const isFloat = /[.eE]/.test(text) && !/^0[xX]/.test(text);
      this.tok = { kind: isFloat ? "float" : "int", text, value: Number(text) };
      return;
    }
    if (/[A-Za-z_$]/.test(c)) {
      while (this.i < s.length && /[A-Za-z0-9_$]/.test(s[this.i])) this.i++;
      const text = s.substring(start, this.i);
      this.tok = { kind: "id", text, value: text };
      return;
    }
    this.i++;
    this.tok = { kind: "punct", text: c };
  }

  private readString(quote: string): string {
    const s = this.s;
    let out = "";
    this.i++;
    for (;;) {
      if (this.i >= s.length) throw new RelaxedJsonError("Unterminated string");
      const c = s[this.i++];
      if (c === quote) return out;
      if (c !== "\\") {
        out += c;
        continue;
      }
      const e = s[this.i++];
      switch (e) {
        case "n":
          out += "\n";
          break;
        case "t":
          out += "\t";
          break;
        case "r":
          out += "\r";
          break;
        case "b":
          out += "\b";
          break;
        case "f":
          out += "\f";
          break;
        case "v":
          out += "\v";
          break;
        case "x":
          out += String.fromCharCode(parseInt(s.substring(this.i, this.i + 2), 16));
          this.i += 2;
          break;
        case "u":
          out += String.fromCharCode(parseInt(s.substring(this.i, this.i + 4), 16));
          this.i += 4;
          break;
        default:
          if (e !== undefined && /[0-7]/.test(e)) {
            // octal escape, up to three digits
            let digits = e;
            while (digits.length < 3 && /[0-7]/.test(s[this.i] ?? "")) digits += s[this.i++];
            out += String.fromCharCode(parseInt(digits, 8) & 255);
          } else out += e ?? "";
      }
    }
  }
}

function isPunct(lex: Lexer, punct: string): boolean {
  const t: Token = lex.tok;
  return t.kind === "punct" && t.text === punct;
}

function expect(lex: Lexer, punct: string): void {
  if (lex.tok.kind !== "punct" || lex.tok.text !== punct) throw new RelaxedJsonError(`Got ${lex.tok.text} expected ${punct}`);
  lex.next();
}

function parseValue(lex: Lexer): unknown {
  const t = lex.tok;
  if (t.kind === "id" && (t.text === "true" || t.text === "false" || t.text === "null")) {
    lex.next();
    return t.text === "null" ? null : t.text === "true";
  }
  if (t.kind === "punct" && t.text === "-") {
    lex.next();
    const n = lex.tok;
    if (n.kind !== "int" && n.kind !== "float") throw new RelaxedJsonError(`Expecting a number after -, got ${n.text}`);
    lex.next();
    return -(n.value as number);
  }
  if (t.kind === "int" || t.kind === "float" || t.kind === "str") {
    lex.next();
    return t.value;
  }
  if (t.kind === "punct" && t.text === "[") {
    lex.next();
    const arr: unknown[] = [];
    while (!isPunct(lex, "]")) {
      arr.push(parseValue(lex));
      if (!isPunct(lex, "]")) expect(lex, ",");
    }
    lex.next();
    return arr;
  }
  if (t.kind === "punct" && t.text === "{") {
    lex.next();
    const obj: { [k: string]: unknown } = {};
    while (lex.tok.kind === "str" || lex.tok.kind === "int" || lex.tok.kind === "id") {
      const key = String(lex.tok.kind === "id" ? lex.tok.text : lex.tok.value);
      lex.next();
      expect(lex, ":");
      obj[key] = parseValue(lex);
      if (!isPunct(lex, "}")) expect(lex, ",");
    }
    expect(lex, "}");
    return obj;
  }
  throw new RelaxedJsonError(`Expecting valid value, got ${t.kind === "eof" ? "EOF" : t.text}`);
}

/** Storage.readJSON's parse: the first value in the text. */
export function parseRelaxed(text: string): unknown {
  return parseValue(new Lexer(text));
}
