/**
 * Code files the app evaluates from Storage: the rules systems' files (shelf.ts) and the
 * features (kit.ts). Each is the body of a function of `exports` (tools/build/espruino-output.mjs
 * espruinoFilePlugins): `new Function("exports", text)` makes it a function whose scope is the
 * global one (Espruino keeps the file's text as its code: a flash string, no copy), so each
 * function the file defines keeps a scope chain one deep; eval would run it in the caller's
 * scope, and every function of the file would keep the app's scopes too. Called with the exports
 * object to fill, and let go of when nothing holds its exports. A missing or broken file gives
 * the reason, never a crash.
 */
import { Flash } from "./flash";
import { REINSTALL } from "./protocol";
import { errorText } from "../ui-lcd/services";

export type Exports = { [name: string]: unknown };

/** A file's exports, or why it cannot be used. */
export function evaluate(f: Flash, name: string): Exports | string {
  const text = f.read(name);
  if (text === undefined) return "file " + name + " is missing" + REINSTALL;
  const exports: Exports = {};
  try {
    (new Function("exports", text) as (e: Exports) => void)(exports);
    return exports;
  } catch (e) {
    return "file " + name + " does not run: " + errorText(e) + REINSTALL;
  }
}
