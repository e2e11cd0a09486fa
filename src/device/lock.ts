/**
 * The GM lock: a 6-digit code kept in "sifni.lock". While it is on, the app locks the
 * Bluetooth console at every start and again whenever a connection ends (E.setPassword,
 * E.lockConsole: the console then takes nothing but the code), and pairing asks for the same
 * code as a passkey (NRF.setSecurity, which also makes the firmware encrypt its UART service).
 *
 * Firmware facts this follows (src/jsinteractive.c, jswrap_espruino.c): the password lives in
 * RAM only, so load() and a restart forget it; the locked state itself survives load(), so the
 * code is set again at each start; and nothing but the code typed on the console unlocks it,
 * so removing the lock restarts the device (E.reboot) to open the console.
 */
import { Flash } from "./flash";
import { CODE_LENGTH, LOCK_FILE, footprint, isCode } from "./protocol";

export class GmLock {
  f: Flash;
  /** the code, "" when the lock is off */
  code: string;
  watching: boolean;

  constructor(f: Flash) {
    this.f = f;
    const c = f.read(LOCK_FILE);
    this.code = isCode(c) ? (c as string) : "";
    this.watching = false;
  }

  /** At start: when the lock is on, the console is locked and pairing asks for the code. */
  start(): void {
    if (this.code !== "") this.engage();
  }

  engage(): void {
    const self = this;
    if (E.setPassword && E.lockConsole) {
      E.setPassword(this.code);
      E.lockConsole();
    }
    NRF.setSecurity({ passkey: this.code, mitm: true, display: true });
    if (this.watching) return;
    this.watching = true;
    // a GM who unlocked the console to upload leaves it locked behind them
    NRF.on("disconnect", function () {
      if (self.code !== "" && E.lockConsole) E.lockConsole();
    });
  }

  /** Sets or changes the code; false, with nothing changed, when Storage has no room for it. */
  set(code: string): boolean {
    if (!isCode(code)) return false;
    // a rewrite erases the old file before it looks for room: look first
    if (this.f.getFree() < footprint(CODE_LENGTH) * 2) return false;
    this.f.write(LOCK_FILE, code);
    if (this.f.read(LOCK_FILE) !== code) return false;
    this.code = code;
    this.engage();
    return true;
  }

  /** Removes the lock; the device restarts `afterMs` later (only that unlocks the console). */
  remove(afterMs: number): boolean {
    this.f.erase(LOCK_FILE);
    if (this.f.read(LOCK_FILE) !== undefined) return false;
    this.code = "";
    if (E.setPassword) E.setPassword();
    setTimeout(function () {
      E.reboot();
    }, afterMs);
    return true;
  }
}
