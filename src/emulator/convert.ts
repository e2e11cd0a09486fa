/**
 * Argument conversions as the Espruino interpreter does them for native functions
 * (jsvGetInteger, jsvGetFloat, jsvGetBool in src/jsvar.c): an "int" parameter given undefined is
 * 0, a float is truncated toward zero, "12" is 12; a "float" parameter given undefined is NaN.
 */

function isArrayLike(v: unknown): v is { length: number; [i: number]: unknown } {
  return typeof v === "object" && v !== null && typeof (v as { length?: unknown }).length === "number";
}

/** jsvGetInteger: the integer value of an argument. */
export function toInt(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "number") return Number.isFinite(v) ? Math.trunc(v) : 0;
  if (typeof v === "string") {
    const t = v.trim();
    if (/^[+-]?(0x[0-9a-f]+|0b[01]+|0o[0-7]+|\d+(\.\d*)?)$/i.test(t)) {
      const sign = t[0] === "-" ? -1 : 1;
      const body = t.replace(/^[+-]/, "");
      const n = /^0[xbo]/i.test(body) ? Number(body) : Math.trunc(parseFloat(body));
      return sign * n;
    }
    return 0;
  }
  if (isArrayLike(v)) {
    if (v.length === 0) return 0;
    if (v.length === 1) return toInt(v[0]);
  }
  return 0;
}

/** jsvGetFloat: the numeric value of an argument; NaN for undefined and objects. */
export function toFloat(v: unknown): number {
  if (v === undefined || v === null) return NaN;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "number") return v;
  if (typeof v === "string") return v === "" ? 0 : Number(v);
  if (isArrayLike(v)) {
    if (v.length === 0) return 0;
    if (v.length === 1) return toFloat(v[0]);
  }
  return NaN;
}

/** jsvGetBool: truthiness. */
export function toBool(v: unknown): boolean {
  return !!v;
}

/** The text of a value as drawString and Storage see it (integers print the same as on the device). */
export function toText(v: unknown): string {
  return typeof v === "string" ? v : String(v);
}
