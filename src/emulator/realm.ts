/**
 * The app's side of the realm boundary, whatever hosts it (a Node vm context: node-realm.ts; a
 * browser iframe: src/companion/device/frame-realm.ts). Values handed to the app are made in its
 * realm (so `instanceof Array` holds there and the stripped prototypes apply), errors thrown at
 * it are its own Error objects. Platform-neutral.
 */

export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface AppRealm {
  /** the app's global object */
  readonly global: { [name: string]: unknown };
  /** Throws an error of the app's realm (`type` names its constructor: Error, TypeError...). */
  fail(message: string, type?: string): never;
  /** A copy of a JSON-like value made in the app's realm. */
  toApp(value: unknown): unknown;
  /** Calls an app function (or evaluates a string of code at global scope, as setTimeout("...") does). */
  invoke(fn: unknown, self: unknown, args: unknown[]): Outcome;
  /** Runs a script (the app bundle, a console line) in the app's global scope. */
  evaluate(code: string, filename: string): Outcome;
}

/** "Error: message" for an error from either realm (or anything thrown). */
export function describeError(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const e = error as { name?: unknown; message?: unknown };
    return `${typeof e.name === "string" && e.name ? e.name : "Error"}: ${String(e.message)}`;
  }
  return String(error);
}

/** The stack of an error, if it has one. */
export function errorStack(error: unknown): string {
  const s = typeof error === "object" && error !== null ? (error as { stack?: unknown }).stack : undefined;
  return typeof s === "string" ? s : describeError(error);
}
