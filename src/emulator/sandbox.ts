/**
 * A Node vm context shaped like the Espruino interpreter's global scope: the built-ins the
 * interpreter lacks (espruino-scope.ts) are removed, so a bundle that leans on one fails here as
 * it would on the device. The emulator adds the device APIs (g, Storage, E, ...) on top through
 * `globals`.
 */
import vm from "node:vm";
import { MISSING_GLOBALS, MISSING_MEMBERS, STRIP } from "./espruino-scope";

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
