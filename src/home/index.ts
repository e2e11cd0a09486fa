/**
 * The desktop's engine API (dist/engine.js, the global SIFNI): the shared engine (src/engine,
 * the code the device runs) and the home modules (validation, descriptions, the compilers into
 * the device forms). The CLI, the companion page and the tests use it; it never ships.
 */
export * from "../engine/index";
export { SYSTEMS } from "./systems";
// the build writes each legacy check's questions into its device file from these (tools/build/device-modules.mjs)
export { legacyRules } from "../engine/rules/legacy";
export { encodeSheet as sifniEncode, decodeSheet as sifniDecode, compilePack as sifniCompilePack, armorFactorText, damageBonus } from "./sifni/compile";
export { partyRefs as sifniPartyRefs, packText as sifniPackText } from "./sifni/module";
export { asciiJson, storedPack, storedSheet } from "./stored";
export { report as sifniReport } from "./sifni/describe";
export type { SifniSheet, SifniPack, Skill, Specialty, Wound, ArmorRow, MeleeWeaponRow, RangedWeaponRow, ModifierRow, LadderStep } from "./sifni/types";
export type { SheetReport, TotalRow, RangedMinimum } from "./sifni/describe";
export type { Measure } from "./sifni/measured";
