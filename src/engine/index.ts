/**
 * The engine's API: the code that decides outcomes, shared by the device and the desktop.
 * Pure: no globals, no I/O, deterministic for a seed. The desktop's bundle (dist/engine.js,
 * the global SIFNI) is src/home/index.ts: this and the home modules.
 */
import { BAND_NAMES as BANDS, BAND_TABLE as BANDS_TABLE } from "./sifni/combat/damage";
import { AIMS as AIM_WORDS, SECTIONS as SECTION_WORDS } from "./sifni/combat/location";
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
export { MAX_STEPS, pushChance } from "./sifni/checks/contest";
export { digits, formatChance, formatHundredths, formatPercent } from "./format/number";
export { selfTest, MAX_SELFTEST_COUNT, STANDARD_SELFTEST } from "./selftest";
export { drOf, bandOf, bandRatios } from "./sifni/combat/damage";
export { exchangeOdds, bandOdds, resolveAttack } from "./sifni/combat/attack";
export { resolveMelee } from "./sifni/combat/melee-check";
export { woundSteps, worstSteps, enduranceTn, locationText } from "./sifni/combat/location";
/** The bands' names and table words, the sections and the aims as lists (the device reads them as words, format/words.ts). */
export const BAND_NAMES = BANDS.split("|");
export const BAND_TABLE = BANDS_TABLE.split("|");
export const SECTIONS = SECTION_WORDS.split("|");
export const AIMS = AIM_WORDS.split("|");
export { strategy, strategyChoices } from "./sifni/combat/strategy";
export { sifniRules } from "./sifni/rules";
export { checkList as sifniCheckList, questionsOf as sifniQuestions } from "./sifni/questions";
export { question } from "./rules/questions";
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
export type { AttackSetup, AttackRoll, ExchangeOdds, DefenseRolls } from "./sifni/combat/attack";
export type { MeleeResult } from "./sifni/combat/melee-check";
export type { DeviceRules } from "./rules/device";
export type { SheetRef } from "./sifni/checks/context";
export type {
  RulesModule, SheetBase, Problem, Inputs, InputValue, InputSpec, CheckSpec, Choice, Outcome, Effect, FollowUp, Odds, OddsLine, FieldSpec, CheckImpl,
} from "./rules/types";

