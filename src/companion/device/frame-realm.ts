/**
 * The app's realm in the browser: a hidden same-origin iframe, its window stripped to what the
 * Espruino interpreter has. Everything the host added to the window (the DOM API, fetch, timers,
 * console, storage...) is deleted from it and its prototypes, the ECMAScript built-ins Espruino
 * lacks go as in Node (espruino-scope.ts), and the few names a window cannot lose (window,
 * document, location, top) are hidden behind a `with` scope that throws ReferenceError for them.
 * The emulator then adds the device's globals (g, E, Storage...).
 *
 * Differences from the Node realm (node-realm.ts): promise callbacks run after the page's current
 * task rather than right after each call into the app, and a hung call cannot be stopped.
 */
import { LANGUAGE_GLOBALS, MISSING_GLOBALS, MISSING_MEMBERS, STRIP } from "../../emulator/espruino-scope";
import type { AppRealm, Outcome } from "../../emulator/realm";

type Win = Window & { [name: string]: unknown };

/** Name of the scope object in the frame (non-enumerable). */
const SCOPE = "__espruinoScope";

/** Deletes every configurable host name from the window and the prototypes it inherits from. */
function stripHost(win: Win): void {
  const keep = new Set(LANGUAGE_GLOBALS);
  const objectProto = (win.Object as ObjectConstructor).prototype;
  let o: object | null = win;
  while (o && o !== objectProto) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (keep.has(name)) continue;
      const d = Object.getOwnPropertyDescriptor(o, name);
      if (d && d.configurable) delete (o as { [k: string]: unknown })[name];
    }
    o = Object.getPrototypeOf(o);
  }
}

/** Names still visible on the window that Espruino does not have (the unforgeable ones). */
function leftovers(win: Win): string[] {
  const keep = new Set(LANGUAGE_GLOBALS);
  const out: string[] = [];
  const objectProto = (win.Object as ObjectConstructor).prototype;
  let o: object | null = win;
  while (o && o !== objectProto) {
    for (const name of Object.getOwnPropertyNames(o)) if (!keep.has(name) && out.indexOf(name) < 0) out.push(name);
    o = Object.getPrototypeOf(o);
  }
  return out;
}

export class FrameRealm implements AppRealm {
  readonly global: { [name: string]: unknown };
  private readonly win: Win;
  private readonly frame: HTMLIFrameElement;

  /** A fresh realm in a new hidden iframe inside `host`. */
  constructor(host: HTMLElement) {
    this.frame = document.createElement("iframe");
    this.frame.setAttribute("aria-hidden", "true");
    this.frame.tabIndex = -1;
    this.frame.style.display = "none";
    host.appendChild(this.frame);
    const win = this.frame.contentWindow as Win | null;
    if (!win) throw new Error("the browser gave the device no frame to run in");
    this.win = win;
    const evalIn = win.eval as (code: string) => unknown;
    const hidden = leftovers(win);
    stripHost(win);
    const strip = evalIn(STRIP) as (this: unknown, g: string[], m: Record<string, string[]>) => void;
    strip.call(win, MISSING_GLOBALS, MISSING_MEMBERS);
    // what could not be deleted reads as undefined on Espruino: a ReferenceError, through `with`
    const blocked = leftovers(win).filter((n) => hidden.indexOf(n) >= 0);
    const makeScope = evalIn(
      "(function (names) { var scope = Object.create(null); names.forEach(function (n) { Object.defineProperty(scope, n, { get: function () { throw new ReferenceError(n + ' is not defined'); } }); }); return scope; })",
    ) as (names: string[]) => object;
    Object.defineProperty(win, SCOPE, { value: makeScope(blocked), enumerable: false });
    this.global = win;
  }

  /** Removes the frame (the device was powered off or replaced). */
  dispose(): void {
    this.frame.remove();
  }

  fail(message: string, type = "Error"): never {
    const Ctor = this.global[type] as new (m: string) => unknown;
    throw new Ctor(message);
  }

  toApp(value: unknown): unknown {
    if (value === undefined) return undefined;
    return (this.win.JSON as JSON).parse(JSON.stringify(value));
  }

  invoke(fn: unknown, self: unknown, args: unknown[]): Outcome {
    try {
      if (typeof fn === "string") return this.evaluate(fn, "callback");
      return { ok: true, value: (fn as (...a: unknown[]) => unknown).apply(self, args) };
    } catch (error) {
      return { ok: false, error };
    }
  }

  /**
   * Global code, as a script: top-level `var` and function declarations become globals. The
   * `with` scope only hides the window's unforgeable names.
   */
  evaluate(code: string, filename: string): Outcome {
    try {
      const evalIn = this.win.eval as (code: string) => unknown;
      return { ok: true, value: evalIn("with (" + SCOPE + ") {\n" + code + "\n}\n//# sourceURL=" + filename) };
    } catch (error) {
      return { ok: false, error };
    }
  }
}
