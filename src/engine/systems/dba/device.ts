/**
 * Dodge-Block-Armor on the device (rules/legacy.ts): its check list, sheets and pack (the entry
 * "d"), Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyEdits, legacySheets } from "../../rules/legacy";
import { applyEffect, describe, validateSheet } from "./sheet";
import { DBA_PACK } from "./tables/pack";
import { validatePack } from "./tables/validate-pack";

/** The system, and its checks as the device lists them: "id|label|menu" (a test compares them with the module's). */
export const DBA_DEVICE = {
  id: "dba",
  name: "Dodge-Block-Armor",
  checks: "attack|Attack|combat\nround|Combat round|combat",
};

export function dbaSheets(crc: (s: string) => number) {
  return legacySheets({ id: DBA_DEVICE.id, name: DBA_DEVICE.name, checks: DBA_DEVICE.checks, validatePack: validatePack, validateSheet: validateSheet, builtin: () => DBA_PACK }, crc);
}

export function dbaEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
