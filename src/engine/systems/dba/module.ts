/**
 * Dodge-Block-Armor (dodge-block-armor.txt) as a rules module: an attack passes dodge, block
 * and armor, each an md10 against the difficulty B - A or a force override; injuries impair
 * physical stats; tactics, melee ranges, long-range accuracy; the five-phase round.
 * docs/rules-dba.md explains every reading of the text.
 */
import { checkTable } from "../../rules/compose";
import { RulesModule } from "../../rules/types";
import { ATTACK } from "./attack";
import { ROUND } from "./round";
import { applyEffect, blankSheet, describe, FIELDS, validateSheet } from "./sheet";
import { dbaPack } from "./tables/pack";
import { validatePack } from "./tables/validate-pack";
import { DbaPack, DbaSheet } from "./types";
import { DBA_DEVICE } from "./device";

const table = checkTable<DbaSheet, DbaPack>([ATTACK, ROUND]);

export const dba: RulesModule<DbaSheet, DbaPack> = {
  id: DBA_DEVICE.id,
  name: DBA_DEVICE.name,
  version: 1,
  pack: dbaPack(),
  validatePack: validatePack,
  fields: FIELDS,
  validateSheet: validateSheet,
  blankSheet: blankSheet,
  describe: describe,
  checks: table.checks,
  resolve: table.resolve,
  odds: table.odds,
  applyEffect: applyEffect,
};
