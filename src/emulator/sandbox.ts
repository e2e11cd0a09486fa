/**
 * A Node vm context shaped like the Espruino interpreter's global scope: the built-ins the
 * interpreter lacks (ESPRUINO-FACTS.md #12, #29) are removed, so a bundle that leans on one
 * fails here as it would on the device. The emulator adds the device APIs (g, Storage, E, ...)
 * on top through `globals`.
 */
import vm from "node:vm";

const MISSING_GLOBALS = [
  "Map", "Set", "WeakMap", "WeakSet", "WeakRef", "FinalizationRegistry", "Symbol", "Reflect", "Proxy",
  "BigInt", "BigInt64Array", "BigUint64Array", "Intl", "globalThis", "structuredClone", "queueMicrotask",
  // absent even from Espruino's current sources (src/jswrap_*.c), so from every firmware a GM has
  "WebAssembly", "SharedArrayBuffer", "Atomics", "AggregateError", "RangeError", "EvalError", "URIError",
  "encodeURI", "decodeURI", "escape", "unescape",
];

const MISSING_MEMBERS: Record<string, string[]> = {
  Math: ["imul", "trunc", "hypot", "cbrt", "log2", "log10", "clz32", "fround", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "expm1", "log1p"],
  Array: ["from", "of"],
  Object: ["freeze", "isFrozen", "seal", "isSealed", "preventExtensions", "is", "fromEntries", "getOwnPropertySymbols"],
  Number: ["isInteger", "isFinite", "isNaN", "isSafeInteger", "MAX_SAFE_INTEGER", "MIN_SAFE_INTEGER", "EPSILON"],
  Date: ["UTC"],
  "Array.prototype": ["reduceRight", "lastIndexOf", "flat", "flatMap", "keys", "entries", "at", "findLast", "findLastIndex", "copyWithin"],
  "String.prototype": ["codePointAt", "localeCompare", "normalize", "at", "search", "trimStart", "trimEnd", "replaceAll", "matchAll"],
  "Number.prototype": ["toPrecision", "toExponential", "toLocaleString"],
  "Date.prototype": ["toLocaleString", "toLocaleDateString", "toLocaleTimeString", "toDateString"],
  // also absent from Espruino's current sources (jswrap_promise.c, jswrap_string.c, jswrap_array.c,
  // jswrap_arraybuffer.c, jswrap_date.c, jswrap_number.c, jswrap_object.c)
  Promise: ["race", "any", "allSettled"],
  "Promise.prototype": ["finally"],
  String: ["fromCodePoint", "raw"],
  "Array.prototype#more": ["values", "toReversed", "toSorted", "toSpliced", "with"],
  "Number#more": ["parseFloat", "parseInt"],
  "Object#more": ["hasOwn", "isExtensible", "groupBy"],
  ArrayBuffer: ["isView"],
  "ArrayBuffer.prototype": ["slice"],
  "TypedArray.prototype": ["lastIndexOf", "reduceRight", "copyWithin", "entries", "keys", "values", "at", "findLast", "findLastIndex", "toReversed", "toSorted", "with"],
  "Date.prototype#more": ["setUTCFullYear", "setUTCMonth", "setUTCDate", "setUTCHours", "setUTCMinutes", "setUTCSeconds", "setUTCMilliseconds", "toTimeString"],
};

// a "#tag" after a path only keeps keys distinct; "TypedArray" is the typed arrays' shared parent
const STRIP = `(function (globals, members) {
  for (var i = 0; i < globals.length; i++) delete this[globals[i]];
  for (var key in members) {
    var parts = key.split("#")[0].split("."), o = this;
    for (var j = 0; j < parts.length; j++) o = parts[j] === "TypedArray" ? Object.getPrototypeOf(Int8Array) : o[parts[j]];
    for (var k = 0; k < members[key].length; k++) delete o[members[key][k]];
  }
})`;

/**
 * A fresh Espruino-shaped context, with `globals` (device APIs, print, ...) added. The emulator
 * passes microtaskMode "afterEvaluate" so that promise callbacks run right after each call into
 * the app, before the emulated device goes idle.
 */
export function createSandbox(globals?: Record<string, unknown>, options?: { microtaskMode?: "afterEvaluate" }): vm.Context {
  const ctx = vm.createContext({}, options);
  const strip = vm.runInContext(STRIP, ctx) as (this: unknown, g: string[], m: Record<string, string[]>) => void;
  strip.call(vm.runInContext("this", ctx), MISSING_GLOBALS, MISSING_MEMBERS);
  if (globals) for (const k of Object.keys(globals)) ctx[k] = globals[k];
  return ctx;
}

/** Runs a script (a built bundle) in the context, naming the file in stack traces. */
export function runInSandbox(ctx: vm.Context, code: string, filename: string): unknown {
  return vm.runInContext(code, ctx, { filename });
}
