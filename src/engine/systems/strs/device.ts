/**
 * VDP STRS on the device (rules/legacy.ts): its check list and sheets (the entry "d"), a sent pack's decoder ("dp"),
 * Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyBuiltin, legacyEdits, legacyPack, legacySheets } from "../../rules/legacy";
import { applyEffect } from "./effects";
import { STRS_TABLES } from "./pack";
import { describe } from "./sheet";

/** The system, its checks as the device lists them ("id|label|menu") and the fields of its sheets (rules/legacy.ts LegacyParts; a test compares both with the module's). */
export const STRS_DEVICE = {
  id: "strs",
  name: "VDP STRS",
  checks:
    "attack|Attack|combat\nexchange|Melee exchange|combat\nsequence|Sequence|combat\nturn|Start of turn|combat\nspend|Spend charge|combat\n" +
    "gain|Gain charge|combat\nrest|After the fight|combat\nsimple|Simple skill check|roll\nopposed|Opposed skill check|opposed\nextended|Extended skill check|roll",
  shape: "side:s type:s timing:n attacks:a defense:n shield:n armor:n threshold:n wounds:n eased:n charge:n attunement:n surge:n status:a skills:a notes:s",
};

export function strsSheets() {
  return legacySheets(STRS_DEVICE);
}

/** A sent pack's decoder (the entry "dp"). */
export function strsPack(crc: (s: string) => number) {
  return legacyPack(STRS_DEVICE, crc);
}

/** The pack the rules carry (the entry "p": rules/legacy.ts legacyBuiltin). */
export function strsBuiltin() {
  return legacyBuiltin(STRS_TABLES);
}

export function strsEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
