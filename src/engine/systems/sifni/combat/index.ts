/**
 * S-Ifni combat (s-ifni.txt, "Combat Rules"): the checks the module lists, and the pieces the
 * CLI and other checks use. docs/rules-sifni-combat.md explains every choice.
 */
import { CheckImpl } from "../../../rules/types";
import { SifniPack, SifniSheet } from "../types";
import { COVER } from "./checks/cover";
import { DISARM } from "./checks/disarm";
import { ENDURANCE } from "./checks/endurance";
import { GRAB } from "./checks/grab";
import { MELEE } from "./checks/melee";
export { resolveMelee } from "./checks/melee";
export type { MeleeResult } from "./checks/melee";
import { RANGED } from "./checks/ranged";
import { ROUND } from "./checks/round";
import { WRESTLE } from "./checks/wrestle";

export const COMBAT_CHECKS: CheckImpl<SifniSheet, SifniPack>[] = [MELEE, ROUND, RANGED, COVER, GRAB, WRESTLE, DISARM, ENDURANCE];

export { BAND_NAMES, BAND_TABLE, bandOf, bandRatios, drOf, armorFactor, damageBonus } from "./damage";
export { exchangeOdds, bandOdds, resolveAttack } from "./attack";
export { applyCombatEffect } from "./effects";
export { SECTIONS, AIMS, AIM_PENALTY, woundSteps, worstWoundSteps, enduranceTn, parseLocation, locationText } from "./location";
export { MELEE_STRATEGIES, RANGED_STRATEGIES } from "./strategy";
export { rangeSteps, rangeLimit, afterMinimum, baseTn } from "./ranged";
export type { AttackSetup, AttackRoll, ExchangeOdds, DefenseRolls } from "./attack";
export type { Location } from "./location";
