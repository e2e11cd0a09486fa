/**
 * Dodge-Block-Armor on the device (rules/legacy.ts): its check list and sheets (the entry "d"),
 * a sent pack's decoder ("dp"), Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyBuiltin, legacyEdits, legacyPack, legacySheets } from "../../rules/legacy";
import { applyEffect, describe } from "./sheet";
import { DBA_TABLES } from "./tables/pack";

/** The system, its checks as the device lists them ("id|label|menu") and the fields of its sheets (rules/legacy.ts LegacyParts; a test compares both with the module's). */
export const DBA_DEVICE = {
  id: "dba",
  name: "Dodge-Block-Armor",
  checks: "attack|Attack|combat\nround|Combat round|combat",
  shape: "size:s stats:o injuries:n tactics:a weapons:a",
};

export function dbaSheets() {
  return legacySheets(DBA_DEVICE);
}

/** A sent pack's decoder (the entry "dp"). */
export function dbaPack(crc: (s: string) => number) {
  return legacyPack(DBA_DEVICE, crc);
}

/** The pack the rules carry (the entry "p": rules/legacy.ts legacyBuiltin). */
export function dbaBuiltin() {
  return legacyBuiltin(DBA_TABLES);
}

export function dbaEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
