/**
 * The console password of the emulated device (E.setPassword, E.lockConsole), with the
 * firmware's lifetimes (src/jsinteractive.c, src/jswrap_espruino.c): the password is a variable
 * of the interpreter's hidden root, so load(), reset() and a restart forget it; the locked state
 * is a status flag kept over load() and reset() (JSIS_SOFTINIT_MASK) and cleared only when the
 * chip restarts (power, E.reboot). A locked console takes nothing but the password: each line
 * typed is compared with it, up to 20 characters.
 */

/** Characters a locked console keeps of a line (jsiHandleConsoleChar). */
export const PASSWORD_INPUT_MAX = 20;

export class ConsoleLock {
  password: string | undefined = undefined;
  locked = false;

  /** E.setPassword(p): a string, or undefined to remove it. */
  setPassword(p: string | undefined): void {
    this.password = p;
  }

  /** E.lockConsole(): locks only when a password is set. */
  lock(): void {
    if (this.password !== undefined) this.locked = true;
  }

  /** A line typed while locked: unlocks on the password (true), else stays locked. */
  tryLine(line: string): boolean {
    if (this.password !== undefined && line === this.password) this.locked = false;
    return !this.locked;
  }

  /** load() / reset(): the interpreter's variables go, the status flags stay. */
  softReset(): void {
    this.password = undefined;
  }

  /** The chip restarts: nothing is kept. */
  powerOff(): void {
    this.password = undefined;
    this.locked = false;
  }
}

const locks = new WeakMap<object, ConsoleLock>();

/** The console lock of an emulated device (one per emulator, created on first use). */
export function consoleLockOf(machine: object): ConsoleLock {
  let l = locks.get(machine);
  if (!l) {
    l = new ConsoleLock();
    locks.set(machine, l);
  }
  return l;
}
