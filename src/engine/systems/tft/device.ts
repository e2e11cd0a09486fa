/**
 * TFT-hack on the device (rules/legacy.ts): its check list, sheets and pack (the entry "d"),
 * Inspect and the effects ("de"); each check is an entry of its own (tools/build/device-modules.mjs).
 */
import { legacyEdits, legacySheets } from "../../rules/legacy";
import { applyEffect } from "./effects";
import { defaultPack } from "./pack";
import { validatePack } from "./pack-check";
import { describe, validateSheet } from "./sheet";

/** The system, and its checks as the device lists them: "id|label|menu" (a test compares them with the module's). */
export const TFT_DEVICE = {
  id: "tft",
  name: "TFT-hack",
  checks:
    "check|Attribute roll|roll\nopposed|Opposed roll|opposed\nattack|Attack|combat\ndamage|Landed blow|combat\nclose|Move into hand-to-hand|combat\n" +
    "conscious|Stay conscious|combat\nconfusion|Confusion (head blow)|combat\nbind|Bind wounds|combat\nrecovery|Recovery roll|combat\n" +
    "rest|Restore blood|combat\nmove|Movement|roll\nlearn|Learning time|roll\nexperience|Earn experience|roll",
};

export function tftSheets(crc: (s: string) => number) {
  return legacySheets({ id: TFT_DEVICE.id, name: TFT_DEVICE.name, checks: TFT_DEVICE.checks, validatePack: validatePack, validateSheet: validateSheet, builtin: defaultPack }, crc);
}

export function tftEdits() {
  return legacyEdits({ describe: describe, applyEffect: applyEffect });
}
