/**
 * TFT-hack on the device (rules/legacy.ts): its check list and sheets (the entry "d"), a sent pack's decoder ("dp"),
 * Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyBuiltin, legacyEdits, legacyPack, legacySheets } from "../../rules/legacy";
import { applyEffect } from "./effects";
import { TFT_TABLES } from "./pack";
import { describe } from "./sheet";

/** The system, its checks as the device lists them ("id|label|menu") and the fields of its sheets (rules/legacy.ts LegacyParts; a test compares both with the module's). */
export const TFT_DEVICE = {
  id: "tft",
  name: "TFT-hack",
  checks:
    "check|Attribute roll|roll\nopposed|Opposed roll|opposed\nattack|Attack|combat\ndamage|Landed blow|combat\nclose|Move into hand-to-hand|combat\n" +
    "conscious|Stay conscious|combat\nconfusion|Confusion (head blow)|combat\nbind|Bind wounds|combat\nrecovery|Recovery roll|combat\n" +
    "rest|Restore blood|combat\nmove|Movement|roll\nlearn|Learning time|roll\nexperience|Earn experience|roll",
  shape: "dx:n st:n wt:n skills:a abilities:a lacks:a armor:s helmet:n weapons:a hits:n fatigue:n open:n bound:n treated:n bloodLoss:n failed:n limbs:a status:a notes:s",
};

export function tftSheets() {
  return legacySheets(TFT_DEVICE);
}

/** A sent pack's decoder (the entry "dp"). */
export function tftPack(crc: (s: string) => number) {
  return legacyPack(TFT_DEVICE, crc);
}

/** The pack the rules carry (the entry "p": rules/legacy.ts legacyBuiltin). */
export function tftBuiltin() {
  return legacyBuiltin(TFT_TABLES);
}

export function tftEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
