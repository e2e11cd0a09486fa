/**
 * The engine API: what the device bundle exposes as the global SIFNI and what the desktop
 * CLI, the emulator and the tests use. Pure: no globals, no I/O, deterministic for a seed.
 */
export { VERSION } from "./version";
export { isEngineError } from "./errors";
export { MAX_EXACT } from "./math/exact";
export { fraction, parseFraction, formatFraction } from "./math/fraction";
export { Sfc32, sfc32, sfc32FromState, MAX_SEED } from "./random/sfc32";
export { uniformInt, fraction32 } from "./random/uniform";
export { die, diceTotal, md10, rollPool, MAX_POOL, MAX_SIDES } from "./random/dice";
export { MIN_SKILL, MAX_SKILL, checkSkill } from "./sifni/skill";
export { curve, EXCEPTIONAL_FROM } from "./sifni/curve";
export { UNMODIFIED, factorOf, applyFactor, combineFactors } from "./sifni/modifiers";
export { setup, roll } from "./sifni/roll";
export { check, judge, opposed, verdictOf, degreeOf, checkTn } from "./sifni/resolve";
export { RETRY_TN_STEP, retryTn, retryUntilSuccess } from "./sifni/retry";
export { groupWork } from "./sifni/group";
export { atLeast, prepare, atLeastPrepared } from "./sifni/survival";
export { oddsVsTn, oddsPair } from "./sifni/odds";
export { ratioOdds } from "./sifni/ratio-odds";
export { digits, formatHundredths, formatPercent } from "./format/number";
export { selfTest, MAX_SELFTEST_COUNT, STANDARD_SELFTEST } from "./selftest";
export { SYSTEMS } from "./systems/index";
export {
  COMBAT_CHECKS, resolveMelee, BAND_NAMES, BAND_TABLE, drOf, bandOf, bandRatios, exchangeOdds, bandOdds, applyCombatEffect, armorFactor, SECTIONS, MELEE_STRATEGIES, RANGED_STRATEGIES,
} from "./systems/sifni/combat/index";
export { moduleById } from "./rules/registry";
export { completeInputs, requireInputs, choicesOf, findCharacter } from "./rules/inputs";
export { checkEnvelope, checkFields, getPath } from "./rules/fields";
export { canonicalJson } from "./pack/canonical";
export { crc32, hex8 } from "./pack/crc32";
export { PACK_FORMAT, makePack, validatePackFile, readPackText } from "./pack/envelope";
export type { PackFile } from "./pack/envelope";
export { packText, readStoredPack } from "./pack/stored";

export type { EngineError } from "./errors";
export type { Fraction } from "./math/fraction";
export type { RandomGenerator } from "./random/generator";
export type { DicePool } from "./random/dice";
export type { Factor } from "./sifni/modifiers";
export type { RollSetup, Roll } from "./sifni/roll";
export type { Check, Opposed, Verdict } from "./sifni/resolve";
export type { Retries } from "./sifni/retry";
export type { GroupWork } from "./sifni/group";
export type { OddsVsTn, OddsPair, Side } from "./sifni/odds";
export type { RatioOdds, Defense } from "./sifni/ratio-odds";
export type { AttackSetup, AttackRoll, ExchangeOdds, DefenseRolls, MeleeResult } from "./systems/sifni/combat/index";
export type {
  RulesModule, SheetBase, Problem, Inputs, InputValue, InputSpec, CheckSpec, Choice, Outcome, Effect, FollowUp, Odds, OddsLine, FieldSpec, CheckImpl,
} from "./rules/types";
export { encode as sifniEncode, decode as sifniDecode, compactStat as sifniCompactStat } from "./systems/sifni/compact";
export { report as sifniReport } from "./systems/sifni/describe";
export type { SifniSheet, SifniPack, Skill, Specialty, Wound, ArmorRow, MeleeWeaponRow, RangedWeaponRow, ModifierRow, LadderStep } from "./systems/sifni/types";
export type { SheetReport, TotalRow, RangedMinimum } from "./systems/sifni/describe";
export type { Measure } from "./systems/sifni/measured";
