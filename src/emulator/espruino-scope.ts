/**
 * What the Espruino interpreter's global scope lacks, shared by every realm the emulator runs
 * an app in (a Node vm context, a browser iframe): the built-ins the interpreter does not have
 * (ESPRUINO-FACTS.md #12, #29) are deleted, so a bundle that leans on one fails as it would on
 * the device. Platform-neutral: no Node or DOM API here.
 */

export const MISSING_GLOBALS = [
  "Map", "Set", "WeakMap", "WeakSet", "WeakRef", "FinalizationRegistry", "Symbol", "Reflect", "Proxy",
  "BigInt", "BigInt64Array", "BigUint64Array", "Intl", "globalThis", "structuredClone", "queueMicrotask",
  // absent even from Espruino's current sources (src/jswrap_*.c), so from every firmware a GM has
  "WebAssembly", "SharedArrayBuffer", "Atomics", "AggregateError", "RangeError", "EvalError", "URIError",
  "encodeURI", "decodeURI", "escape", "unescape",
];

export const MISSING_MEMBERS: Record<string, string[]> = {
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

/**
 * Source of a function to run inside the app's realm with `this` = its global object and the
 * two lists above. A "#tag" after a path only keeps keys distinct; "TypedArray" is the typed
 * arrays' shared parent.
 */
export const STRIP = `(function (globals, members) {
  for (var i = 0; i < globals.length; i++) delete this[globals[i]];
  for (var key in members) {
    var parts = key.split("#")[0].split("."), o = this;
    for (var j = 0; j < parts.length; j++) o = parts[j] === "TypedArray" ? Object.getPrototypeOf(Int8Array) : o[parts[j]];
    for (var k = 0; k < members[key].length; k++) delete o[members[key][k]];
  }
})`;

/**
 * The global names ECMAScript itself defines. A browser realm keeps these (less the missing ones
 * above) and loses everything the host added (window's DOM API, fetch, timers, console...).
 */
export const LANGUAGE_GLOBALS = [
  "globalThis", "Infinity", "NaN", "undefined", "eval", "isFinite", "isNaN", "parseFloat", "parseInt", "decodeURI",
  "decodeURIComponent", "encodeURI", "encodeURIComponent", "escape", "unescape", "AggregateError", "Array", "ArrayBuffer",
  "BigInt", "BigInt64Array", "BigUint64Array", "Boolean", "DataView", "Date", "Error", "EvalError", "FinalizationRegistry",
  "Float32Array", "Float64Array", "Function", "Int8Array", "Int16Array", "Int32Array", "Map", "Number", "Object", "Promise",
  "Proxy", "RangeError", "ReferenceError", "RegExp", "Set", "SharedArrayBuffer", "String", "Symbol", "SyntaxError",
  "TypeError", "Uint8Array", "Uint8ClampedArray", "Uint16Array", "Uint32Array", "URIError", "WeakMap", "WeakRef", "WeakSet",
  "Atomics", "JSON", "Math", "Reflect", "Intl",
];
