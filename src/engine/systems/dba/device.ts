/**
 * Dodge-Block-Armor on the device (rules/legacy.ts): its check list, sheets and pack (the entry
 * "d"), Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyBuiltin, legacyEdits, legacySheets } from "../../rules/legacy";
import { applyEffect, describe } from "./sheet";
import { DBA_TABLES } from "./tables/pack";

/** The system, its checks as the device lists them ("id|label|menu") and the fields of its sheets (rules/legacy.ts LegacyParts; a test compares both with the module's). */
export const DBA_DEVICE = {
  id: "dba",
  name: "Dodge-Block-Armor",
  checks: "attack|Attack|combat\nround|Combat round|combat",
  shape: "size:s stats:o injuries:n tactics:a weapons:a",
};

export function dbaSheets(crc: (s: string) => number) {
  return legacySheets(DBA_DEVICE, crc);
}

/** The pack the rules carry (the entry "p": rules/legacy.ts legacyBuiltin). */
export function dbaBuiltin() {
  return legacyBuiltin(DBA_TABLES);
}

export function dbaEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
