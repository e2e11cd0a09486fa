/**
 * Code files the app evaluates from Storage: the rules systems' files (shelf.ts) and the
 * screens' features (kit.ts). Each is `(function(exports){...})` (tools/build/espruino-output.mjs):
 * evaluated here and let go of when nothing holds its exports. Espruino's eval (global.eval too)
 * runs in the caller's scope, so the file's functions keep evaluate's locals: few and small (the
 * file's text is a flash string, 3 JsVars). A missing or broken file gives the reason, never a crash.
 */
import { Flash } from "./flash";
import { REINSTALL } from "./protocol";

export type Exports = { default?: unknown };


export function messageOf(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/** A file's exports, or why it cannot be used. */
export function evaluate(f: Flash, name: string): Exports | string {
  const text = f.read(name);
  if (text === undefined) return "file " + name + " is missing" + REINSTALL;
  const exports: Exports = {};
  try {
    ((global.eval as (code: string) => unknown)(text) as (e: Exports) => void)(exports);
    return exports;
  } catch (e) {
    return "file " + name + " does not run: " + messageOf(e) + REINSTALL;
  }
}
