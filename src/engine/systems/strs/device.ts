/**
 * VDP STRS on the device (rules/legacy.ts): its check list, sheets and pack (the entry "d"),
 * Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyEdits, legacySheets } from "../../rules/legacy";
import { applyEffect } from "./effects";
import { PACK, validatePack } from "./pack";
import { describe, validateSheet } from "./sheet";

/** The system, and its checks as the device lists them: "id|label|menu" (a test compares them with the module's). */
export const STRS_DEVICE = {
  id: "strs",
  name: "VDP STRS",
  checks:
    "attack|Attack|combat\nexchange|Melee exchange|combat\nsequence|Sequence|combat\nturn|Start of turn|combat\nspend|Spend charge|combat\n" +
    "gain|Gain charge|combat\nrest|After the fight|combat\nsimple|Simple skill check|roll\nopposed|Opposed skill check|opposed\nextended|Extended skill check|roll",
};

export function strsSheets(crc: (s: string) => number) {
  return legacySheets({ id: STRS_DEVICE.id, name: STRS_DEVICE.name, checks: STRS_DEVICE.checks, validatePack: validatePack, validateSheet: validateSheet, builtin: () => PACK }, crc);
}

export function strsEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
