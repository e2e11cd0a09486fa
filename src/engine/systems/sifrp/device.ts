/**
 * SIFRP on the device (rules/legacy.ts): its check list and sheets (the entry "d"), a sent pack's decoder ("dp"),
 * Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyBuiltin, legacyEdits, legacyPack, legacySheets } from "../../rules/legacy";
import { applyEffect } from "./apply-effect";
import { describe } from "./sheet";
import { SIFRP_TABLES } from "./tables/pack";

/** The system, its checks as the device lists them ("id|label|menu") and the fields of its sheets (rules/legacy.ts LegacyParts; a test compares both with the module's). */
export const SIFRP_DEVICE = {
  id: "sifrp",
  name: "A Song of Ice and Fire RPG",
  checks: "test|Ability test|roll\nattack|Attack|combat\nescape|Escape entangling|combat\nbreak|Break a grab|opposed",
  shape: "abilities:o specialties:o armor:s weapons:a guard:s size:s damage:n status:a",
};

export function sifrpSheets() {
  return legacySheets(SIFRP_DEVICE);
}

/** A sent pack's decoder (the entry "dp"). */
export function sifrpPack(crc: (s: string) => number) {
  return legacyPack(SIFRP_DEVICE, crc);
}

/** The pack the rules carry (the entry "p": rules/legacy.ts legacyBuiltin). */
export function sifrpBuiltin() {
  return legacyBuiltin(SIFRP_TABLES);
}

export function sifrpEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
