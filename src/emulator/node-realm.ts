/**
 * The app's realm in a Node vm context (sandbox.ts). Every call into the app goes through a
 * one-line script so that promise callbacks run right after it, as they would before the device
 * goes back to idle; a call that runs too long is stopped as hung.
 */
import vm from "node:vm";
import type { AppRealm, Outcome } from "./realm";
import { createSandbox } from "./sandbox";

/** How long one call into the app may run before it counts as hung (the device would hang). */
const CALL_TIMEOUT_MS = 10000;

interface Trampoline {
  fn: unknown;
  self: unknown;
  args: unknown[];
  run(): unknown;
}

export class NodeRealm implements AppRealm {
  readonly ctx: vm.Context;
  readonly global: { [name: string]: unknown };
  private readonly callScript = new vm.Script("__emulator.run()", { filename: "emulator" });
  private readonly trampoline: Trampoline;
  private readonly copy: (json: string) => unknown;

  constructor(ctx: vm.Context) {
    this.ctx = ctx;
    this.global = vm.runInContext("this", ctx) as { [name: string]: unknown };
    this.trampoline = {
      fn: undefined,
      self: undefined,
      args: [],
      run(): unknown {
        const { fn, self, args } = this;
        this.fn = this.self = undefined;
        this.args = [];
        return (fn as (...a: unknown[]) => unknown).apply(self, args);
      },
    };
    Object.defineProperty(this.global, "__emulator", { value: this.trampoline, enumerable: false });
    this.copy = vm.runInContext("(function (s) { return JSON.parse(s); })", ctx) as (json: string) => unknown;
  }

  /** Throws an error of the app's realm (`type` names its constructor: Error, TypeError...). */
  fail(message: string, type = "Error"): never {
    const Ctor = this.global[type] as new (m: string) => unknown;
    throw new Ctor(message);
  }

  /** A copy of a JSON-like value made in the app's realm. */
  toApp(value: unknown): unknown {
    if (value === undefined) return undefined;
    return this.copy(JSON.stringify(value));
  }

  /** Calls an app function (or evaluates a string of code at global scope, as setTimeout("...") does). */
  invoke(fn: unknown, self: unknown, args: unknown[]): Outcome {
    try {
      if (typeof fn === "string") return { ok: true, value: vm.runInContext(fn, this.ctx, { filename: "callback", timeout: CALL_TIMEOUT_MS }) };
      this.trampoline.fn = fn;
      this.trampoline.self = self;
      this.trampoline.args = args;
      return { ok: true, value: this.callScript.runInContext(this.ctx, { timeout: CALL_TIMEOUT_MS }) };
    } catch (error) {
      return { ok: false, error };
    }
  }

  /** Runs a script (the app bundle) in the app's global scope. */
  evaluate(code: string, filename: string): Outcome {
    try {
      return { ok: true, value: vm.runInContext(code, this.ctx, { filename, timeout: CALL_TIMEOUT_MS }) };
    } catch (error) {
      return { ok: false, error };
    }
  }
}

/** A fresh Espruino-shaped vm context for an app to run in. */
export function newNodeRealm(): NodeRealm {
  return new NodeRealm(createSandbox(undefined, { microtaskMode: "afterEvaluate" }));
}
