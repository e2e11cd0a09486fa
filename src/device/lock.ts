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
 *
 * The app keeps only what runs at start and on each disconnection (startLock); setting and
 * removing the code are the settings feature's (lockControl).
 */
import { LockControl } from "../ui-lcd/services";
import { Flash } from "./flash";
import { CODE_LENGTH, LOCK_FILE, footprint, isCode } from "./protocol";

/** The code, "" when the lock is off. */
export function lockCode(f: Flash): string {
  const c = f.read(LOCK_FILE);
  return isCode(c) ? (c as string) : "";
}

function engage(code: string): void {
  if (E.setPassword && E.lockConsole) {
    E.setPassword(code);
    E.lockConsole();
  }
  NRF.setSecurity({ passkey: code, mitm: true, display: true });
}

/** At start: when the lock is on, the console is locked and pairing asks for the code; each disconnection locks it again. */
export function startLock(f: Flash): void {
  const code = lockCode(f);
  if (code !== "") engage(code);
  NRF.on("disconnect", function () {
    if (E.lockConsole && lockCode(f) !== "") E.lockConsole();
  });
}

/** The lock as Settings changes it. */
export function lockControl(f: Flash): LockControl {
  return {
    isOn: function () {
      return lockCode(f) !== "";
    },
    matches: function (code) {
      const c = lockCode(f);
      return c !== "" && code === c;
    },
    set: function (code) {
      // false, with nothing changed, when Storage has no room for it
      if (!isCode(code) || f.getFree() < footprint(CODE_LENGTH) * 2) return false;
      f.write(LOCK_FILE, code);
      if (f.read(LOCK_FILE) !== code) return false;
      engage(code);
      return true;
    },
    remove: function () {
      f.erase(LOCK_FILE);
      if (f.read(LOCK_FILE) !== undefined) return false;
      if (E.setPassword) E.setPassword();
      // time enough to read the screen before the restart (only that unlocks the console)
      setTimeout(function () {
        E.reboot();
      }, 3000);
      return true;
    },
  };
}
