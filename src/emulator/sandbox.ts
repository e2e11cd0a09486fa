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
  // V8 extras no Espruino build has
  "WebAssembly", "SharedArrayBuffer", "Atomics", "AggregateError",
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
};

const STRIP = `(function (globals, members) {
  for (var i = 0; i < globals.length; i++) delete this[globals[i]];
  for (var path in members) {
    var parts = path.split("."), o = this;
    for (var j = 0; j < parts.length; j++) o = o[parts[j]];
    for (var k = 0; k < members[path].length; k++) delete o[members[path][k]];
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
