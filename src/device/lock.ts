/**
 * The GM lock: a 6-digit code kept veiled in LOCK_FILE (veil.ts). While it is on, the console is
 * locked at every start and again whenever a connection ends (E.setPassword, E.lockConsole: the
 * console then takes nothing but the code), pairing asks for the same code as a passkey
 * (NRF.setSecurity, which also makes the firmware encrypt its UART service), and only devices
 * that bonded connect (NRF.setWhitelist, where the firmware has it). On the Bangles the boot file
 * (boot.ts) does the same before any app; this is for the Pixl.js, which has no bootloader, and
 * for a Bangle whose boot file has not run yet.
 *
 * Firmware facts this follows (src/jsinteractive.c, jswrap_espruino.c): the password lives in
 * RAM only, so load() and a restart forget it; the locked state itself survives load(), so the
 * code is set again at each start; and nothing but the code typed on the console unlocks it,
 * so removing the lock restarts the device (E.reboot) to open the console.
 *
 * The app keeps only what runs at start and on each disconnection (startLock); setting and
 * removing the code are the settings feature's (lockControl), which also slows wrong codes down.
 */
import { LockControl } from "../ui-lcd/services";
import { Flash } from "./flash";
import { CODE_LENGTH, LEGACY_LOCK_FILE, LOCK_FILE, LOCK_TRIES, footprint, isCode } from "./protocol";
import { veil } from "./veil";

/** The code, "" when the lock is off (a plain code an earlier version stored still counts). */
export function lockCode(f: Flash): string {
  const v = f.read(LOCK_FILE);
  const c = v === undefined ? f.read(LEGACY_LOCK_FILE) : veil(v);
  return isCode(c) ? (c as string) : "";
}

function engage(code: string): void {
  if (E.setPassword && E.lockConsole) {
    E.setPassword(code);
    E.lockConsole();
  }
  NRF.setSecurity({ passkey: code, mitm: true, display: true });
  if (NRF.setWhitelist) NRF.setWhitelist(true);
}

/** At start: when the lock is on, the console is locked and pairing asks for the code; each disconnection locks it again. */
export function startLock(f: Flash): void {
  // a code an earlier version kept in plain digits: veiled, and the plain file erased once the
  // veiled one reads back as the same code (a full Storage keeps the plain one, still working)
  const old = f.read(LEGACY_LOCK_FILE);
  if (old !== undefined && (!isCode(old) || (f.write(LOCK_FILE, veil(old)) && lockCode(f) === old))) f.erase(LEGACY_LOCK_FILE);
  const code = lockCode(f);
  if (code !== "") engage(code);
  NRF.on("disconnect", function () {
    if (E.lockConsole && lockCode(f) !== "") E.lockConsole();
  });
}

/** Wrong codes in a row so far (LOCK_TRIES), kept over restarts. */
function wrongCodes(f: Flash): number {
  const n = Number(f.read(LOCK_TRIES));
  return n > 0 ? n : 0;
}

/** Seconds before the next try after `n` wrong codes: 0, then 1, 2, 4 ... doubling, at most 4096. */
function delayAfter(n: number): number {
  // masked: Espruino does not mask a shift count itself (the gate's shift-count rule)
  return n > 0 ? 1 << (Math.min(n - 1, 12) & 31) : 0;
}

/**
 * The lock as Settings changes it. A wrong current code doubles the wait before the next try;
 * the count is kept in LOCK_TRIES, so a restart does not reset it, and the wait runs in this
 * session's time (getTime at each try, from the last wrong code, or from Settings opening after
 * a restart): setting the clock forward between restarts does not shorten it. The right code
 * clears the count.
 */
export function lockControl(f: Flash, t: { lk?: number }): LockControl {
  // when the next try is taken: kept in `t` (the kit) while Settings is open, as the feature's
  // code is made again for each key
  if (t.lk === undefined) t.lk = getTime() + delayAfter(wrongCodes(f));
  return {
    isOn: function () {
      return lockCode(f) !== "";
    },
    wait: function () {
      return Math.max(0, Math.ceil((t.lk as number) - getTime()));
    },
    matches: function (code) {
      const c = lockCode(f);
      if (c === "" || getTime() < (t.lk as number)) return false;
      if (code === c) {
        f.erase(LOCK_TRIES);
        return true;
      }
      const n = wrongCodes(f) + 1;
      f.write(LOCK_TRIES, "" + n);
      t.lk = getTime() + delayAfter(n);
      return false;
    },
    set: function (code) {
      // false, with nothing changed, when Storage has no room for it
      if (!isCode(code) || f.getFree() < footprint(CODE_LENGTH) * 2) return false;
      f.write(LOCK_FILE, veil(code));
      if (lockCode(f) !== code) return false;
      f.erase(LEGACY_LOCK_FILE);
      engage(code);
      return true;
    },
    remove: function () {
      f.erase(LOCK_FILE);
      f.erase(LEGACY_LOCK_FILE);
      f.erase(LOCK_TRIES);
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
