/**
 * Button pins and setWatch, as src/jswrap_io.c describes them: a watch on a built-in button
 * defaults to the rising edge with 25 ms of debounce, fires once unless `repeat` is set, and
 * calls back with {state, time, lastTime} (seconds). A press is clean (no bounce), so debounce
 * only delays the callback; the callback still reports the time of the edge.
 */
import { toBool, toFloat, toInt } from "./convert";
import type { Clock } from "./clock";
import type { AppRealm } from "./realm";

/** A board pin as the app sees it (BTN1...). */
export interface PinObject {
  read(): boolean;
  toString(): string;
}

interface Watch {
  id: number;
  pin: string;
  fn: unknown;
  repeat: boolean;
  /** 1 rising, -1 falling, 0 both */
  edge: number;
  debounceMs: number;
}

export interface PinHost {
  clock: Clock;
  realm(): AppRealm;
  /** runs an app callback (errors are reported, not thrown) */
  call(fn: unknown, args: unknown[]): void;
  print(line: string): void;
}

const DEFAULT_BUTTON_DEBOUNCE_MS = 25;

export class PinBank {
  readonly pins: { [name: string]: PinObject } = {};
  private state: { [name: string]: boolean } = {};
  private lastChange: { [name: string]: number } = {};
  private watches: Watch[] = [];
  private nextId = 1;
  private readonly names = new Map<PinObject, string>();

  constructor(
    buttons: string[],
    private readonly host: PinHost,
  ) {
    // a shared prototype, as Espruino's Pin class has
    const proto = {
      read(this: PinObject): boolean {
        return bank.read(this);
      },
      toString(this: PinObject): string {
        return bank.names.get(this) ?? "";
      },
    };
    const bank = this;
    for (const b of buttons) {
      const pin = Object.create(proto) as PinObject;
      this.pins[b] = pin;
      this.names.set(pin, b);
      this.state[b] = false;
      this.lastChange[b] = 0;
    }
  }

  nameOf(pin: unknown): string | undefined {
    return this.names.get(pin as PinObject);
  }

  read(pin: unknown): boolean {
    const name = this.nameOf(pin);
    return name === undefined ? false : this.state[name];
  }

  isPressed(name: string): boolean {
    return this.state[name] === true;
  }

  /** setWatch(fn, pin, options) */
  setWatch(fn: unknown, pin: unknown, options: unknown): number | undefined {
    const name = this.nameOf(pin);
    if (name === undefined) {
      // jsError: printed on the console, nothing thrown
      this.host.print("ERROR: Invalid pin!");
      return undefined;
    }
    let repeat = false;
    let edge = 1;
    let debounceMs = DEFAULT_BUTTON_DEBOUNCE_MS;
    if (typeof options === "object" && options !== null) {
      const o = options as { [k: string]: unknown };
      if (o.repeat !== undefined) repeat = toBool(o.repeat);
      if (o.debounce !== undefined) {
        const d = toFloat(o.debounce);
        debounceMs = Number.isNaN(d) || d < 0 ? 0 : d;
      }
      if (o.edge !== undefined) {
        if (typeof o.edge === "number" || typeof o.edge === "boolean") {
          const i = toInt(o.edge);
          edge = i > 0 ? 1 : i < 0 ? -1 : 0;
        } else if (o.edge === "rising") edge = 1;
        else if (o.edge === "falling") edge = -1;
        else if (o.edge === "both") edge = 0;
        else this.host.realm().fail("'edge' in setWatch should be 1, -1, 0, 'rising', 'falling' or 'both'", "TypeError");
      }
    } else repeat = toBool(options);
    if (typeof fn !== "function" && typeof fn !== "string") this.host.realm().fail("Function or String not supplied!");
    const id = this.nextId++;
    this.watches.push({ id, pin: name, fn, repeat, edge, debounceMs });
    return id;
  }

  /** clearWatch(id) / clearWatch() */
  clearWatch(args: unknown[]): void {
    if (args.length === 0) {
      this.watches = [];
      return;
    }
    if (args[0] === undefined) this.host.realm().fail("clearWatch(undefined) not allowed. Use clearWatch() instead");
    const id = toInt(args[0]);
    this.watches = this.watches.filter((w) => w.id !== id);
  }

  /** Forgets every watch (the app is unloaded). */
  reset(): void {
    this.watches = [];
    this.nextId = 1;
  }

  watchCount(): number {
    return this.watches.length;
  }

  /**
   * The pin changes state now. With `deliver` false the change is swallowed (a press that only
   * wakes a locked Bangle.js): the pin reads the new state but no watch fires.
   */
  change(name: string, state: boolean, deliver: boolean): void {
    if (this.state[name] === state) return;
    const now = this.host.clock.now;
    const lastTime = this.lastChange[name];
    this.state[name] = state;
    this.lastChange[name] = now;
    if (!deliver) return;
    for (const w of this.watches.slice()) {
      if (w.pin !== name) continue;
      if (w.edge === 1 && !state) continue;
      if (w.edge === -1 && state) continue;
      const fire = (): void => {
        if (!this.watches.includes(w)) return;
        // a debounced edge only counts if the pin is still in that state
        if (this.state[name] !== state) return;
        if (!w.repeat) this.watches = this.watches.filter((x) => x !== w);
        const event = this.host.realm().toApp({ state, time: now / 1000, lastTime: lastTime / 1000 });
        this.host.call(w.fn, [event]);
      };
      if (w.debounceMs > 0) this.host.clock.add(w.debounceMs, 0, fire, true);
      else fire();
    }
  }
}
