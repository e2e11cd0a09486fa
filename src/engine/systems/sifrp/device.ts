/**
 * SIFRP on the device (rules/legacy.ts): its check list, sheets and pack (the entry "d"),
 * Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyEdits, legacySheets } from "../../rules/legacy";
import { applyEffect } from "./apply-effect";
import { describe, validateSheet } from "./sheet";
import { SIFRP_PACK, validatePack } from "./tables/pack";

/** The system, and its checks as the device lists them: "id|label|menu" (a test compares them with the module's). */
export const SIFRP_DEVICE = {
  id: "sifrp",
  name: "A Song of Ice and Fire RPG",
  checks: "test|Ability test|roll\nattack|Attack|combat\nescape|Escape entangling|combat\nbreak|Break a grab|opposed",
};

export function sifrpSheets(crc: (s: string) => number) {
  return legacySheets({ id: SIFRP_DEVICE.id, name: SIFRP_DEVICE.name, checks: SIFRP_DEVICE.checks, validatePack: validatePack, validateSheet: validateSheet, builtin: () => SIFRP_PACK }, crc);
}

export function sifrpEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
