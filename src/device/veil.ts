/**
 * The GM lock's code as it is stored (LOCK_FILE): each byte XORed with the chip's serial number
 * (getSerial(), the nRF52's factory device id) and with 165, so that a read of the file shows
 * six bytes of noise, not the digits, and a Storage copied to another board does not give the
 * code. The app and the boot file need the code itself (E.setPassword, the passkey), so it is
 * veiled, not hashed: anyone who can run code on the device and knows this function can undo it.
 * It stops a casual read, not a determined one (docs/updates.md, "The GM lock").
 * XOR is its own inverse: the same call veils and unveils.
 */
export function veil(s: string): string {
  // "S-Ifni" makes the key at least 6 long where the firmware has no getSerial
  const k = (typeof getSerial === "function" ? getSerial() : "") + "S-Ifni";
  let o = "";
  for (let i = 0; i < s.length; i++) o += String.fromCharCode(s.charCodeAt(i) ^ k.charCodeAt(i) ^ 165);
  return o;
}
