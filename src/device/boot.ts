/**
 * The Bangles' boot file, sifni.0.boot.js (BOOT_FILE): the Bangle bootloader runs every
 * "*.boot.js" in Storage before whichever app starts (it concatenates them into ".boot0", numbered
 * files first, and rebuilds it when one changes), so with the GM lock on the console is locked
 * and pairing asks for the code after any restart, into any app, not only when S-Ifni runs.
 * The first of the boot files, so that another one throwing cannot skip it.
 *
 * It holds nothing once run: its scope is garbage after the one pass (the disconnection handler
 * is the firmware's own E.lockConsole, no closure of ours). What it does is lock.ts's engage;
 * the app does it again when it starts (the Pixl.js has no bootloader).
 * A start with the button held skips every boot file (Bangle.js: the recovery menu): the lock
 * stops a phone over Bluetooth, not the person holding the watch.
 */
import { LEGACY_LOCK_FILE, LOCK_FILE } from "./protocol";
import { veil } from "./veil";

const s = require("Storage");
const v = s.read(LOCK_FILE);
// a plain code of an earlier version: the app veils it when it next starts
const c = v === undefined ? s.read(LEGACY_LOCK_FILE) : veil(v);
// six digits (Espruino's regular expressions have no {n})
if (c !== undefined && /^\d\d\d\d\d\d$/.test(c)) {
  if (E.setPassword && E.lockConsole) {
    E.setPassword(c);
    E.lockConsole();
    NRF.on("disconnect", E.lockConsole);
  }
  NRF.setSecurity({ passkey: c, mitm: true, display: true });
  if (NRF.setWhitelist) NRF.setWhitelist(true);
}
