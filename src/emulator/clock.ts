/**
 * The emulator's virtual clock and timer list. Time moves only when the emulator advances it
 * (tests and scripted runs are deterministic; the interactive terminal advances it with real
 * time). Timers run in time order, equal times in the order they were set, as Espruino does.
 */

export interface Timer {
  id: number;
  /** due time, ms of the virtual clock */
  at: number;
  /** repeat period in ms (setInterval), or 0 */
  interval: number;
  run: () => void;
  /** set by the emulator itself (debounce, buzz promises): clearTimeout() leaves these alone */
  internal: boolean;
}

/** Espruino's shortest timer period (TIMER_MIN_INTERVAL, src/jsinteractive.h), in ms. */
export const MIN_INTERVAL_MS = 0.1;

export class Clock {
  /** virtual time, ms since 1970 */
  now: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start: number) {
    this.now = start;
  }

  add(delay: number, interval: number, run: () => void, internal = false): number {
    const id = this.nextId++;
    this.timers.push({ id, at: this.now + delay, interval, run, internal });
    return id;
  }

  has(id: number): boolean {
    return this.timers.some((t) => t.id === id && !t.internal);
  }

  remove(id: number): void {
    this.timers = this.timers.filter((t) => t.id !== id || t.internal);
  }

  /** Drops every timer the app set (clearTimeout() without arguments); internal ones stay. */
  removeAppTimers(): void {
    this.timers = this.timers.filter((t) => t.internal);
  }

  /** Drops every timer (the app is being unloaded). */
  removeAll(): void {
    this.timers = [];
  }

  change(id: number, interval: number): void {
    const t = this.timers.find((x) => x.id === id && !x.internal);
    if (t) {
      t.interval = interval;
      t.at = this.now + interval;
    }
  }

  /** The earliest timer due at or before `until`, or undefined. */
  nextDue(until: number): Timer | undefined {
    let best: Timer | undefined;
    for (const t of this.timers) if (t.at <= until && (!best || t.at < best.at || (t.at === best.at && t.id < best.id))) best = t;
    return best;
  }

  /** Moves a due timer on: repeats are rescheduled, one-shots removed. */
  consume(t: Timer): void {
    if (t.interval > 0) t.at += t.interval;
    else this.timers = this.timers.filter((x) => x !== t);
  }

  /** How many timers the app has pending. */
  appTimerCount(): number {
    return this.timers.filter((t) => !t.internal).length;
  }
}
