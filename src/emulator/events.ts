/**
 * Espruino's event methods (on, removeListener, emit...) for the emulated Bangle, E and NRF
 * objects. Listeners run in the order they were added; the emulator emits device events
 * through `emitFromDevice`, the app may emit its own with `emit`.
 */

export type Caller = (fn: unknown, args: unknown[]) => void;

export class Emitter {
  private listeners: { [event: string]: unknown[] } = {};

  constructor(private readonly call: Caller) {}

  /** The methods to put on the app-visible object. */
  methods(): { [name: string]: unknown } {
    const self = this;
    return {
      on(event: unknown, fn: unknown): void {
        self.add(String(event), fn, false);
      },
      addListener(event: unknown, fn: unknown): void {
        self.add(String(event), fn, false);
      },
      prependListener(event: unknown, fn: unknown): void {
        self.add(String(event), fn, true);
      },
      removeListener(event: unknown, fn: unknown): void {
        const list = self.listeners[String(event)];
        if (!list) return;
        const i = list.indexOf(fn);
        if (i >= 0) list.splice(i, 1);
      },
      removeAllListeners(event?: unknown): void {
        if (event === undefined) self.listeners = {};
        else delete self.listeners[String(event)];
      },
      emit(event: unknown, ...args: unknown[]): void {
        self.emitFromDevice(String(event), args);
      },
    };
  }

  private add(event: string, fn: unknown, first: boolean): void {
    if (typeof fn !== "function") return;
    const list = (this.listeners[event] = this.listeners[event] || []);
    if (first) list.unshift(fn);
    else list.push(fn);
  }

  count(event: string): number {
    return (this.listeners[event] || []).length;
  }

  emitFromDevice(event: string, args: unknown[]): void {
    for (const fn of (this.listeners[event] || []).slice()) this.call(fn, args);
  }

  clear(): void {
    this.listeners = {};
  }
}
