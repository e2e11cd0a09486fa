/**
 * S-Ifni on the device: the self-test, the checksum of the engine's standard run (the entry
 * "t" of S-Ifni's files, src/device/shelf.ts).
 */
import { selfTest } from "../selftest";

export function sifniSelfTest(): { selfTest: typeof selfTest } {
  return { selfTest: selfTest };
}
