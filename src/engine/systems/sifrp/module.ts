/**
 * A Song of Ice and Fire RPG combat (sifrp-combat.txt) as a rules module: ability tests of
 * keep-highest d6 pools with degrees, attacks against Combat Defense with every weapon of
 * Table 9-3, escaping an Entangling weapon and breaking a grab. docs/rules-sifrp.md says how the
 * text is read.
 *
 * Besides the RulesModule members, the module offers the test's parts to the desktop CLI, which
 * reports the dice it rolled (`sifni roll --system sifrp --json`).
 */
import { checkTable } from "../../rules/compose";
import { RulesModule } from "../../rules/types";
import { applyEffect } from "./apply-effect";
import { attack } from "./checks/attack";
import { breakFree } from "./checks/break-free";
import { escape } from "./checks/escape";
import { test, testSetup } from "./checks/test";
import { afterTraining, degreesOf, poolOf } from "./pool";
import { combatDefense, damageOf, health, movement, runYards } from "./derived";
import { keepHighestCounts } from "./keep-highest";
import { FIELDS, blankSheet, describe, validateSheet } from "./sheet";
import { SIFRP_PACK, validatePack } from "./tables/pack";
import { testOdds } from "./test-odds";
import { rollTest } from "./test-roll";
import { SifrpPack, SifrpSheet } from "./types";
import { SIFRP_DEVICE } from "./device";

const table = checkTable<SifrpSheet, SifrpPack>([test, attack, escape, breakFree]);

/**
 * The mechanics on their own, for the CLI and for tests of the shipped bundle. Listing them here
 * also keeps the minifier from inlining them into their single caller (inlined bodies leave
 * their vars declared after use, which Espruino does not hoist).
 */
export interface SifrpParts {
  poolOf: typeof poolOf;
  afterTraining: typeof afterTraining;
  degreesOf: typeof degreesOf;
  keepHighestCounts: typeof keepHighestCounts;
  rollTest: typeof rollTest;
  testOdds: typeof testOdds;
  testSetup: typeof testSetup;
  combatDefense: typeof combatDefense;
  health: typeof health;
  movement: typeof movement;
  runYards: typeof runYards;
  damageOf: typeof damageOf;
}

export const sifrp: RulesModule<SifrpSheet, SifrpPack> & { parts: SifrpParts } = {
  id: SIFRP_DEVICE.id,
  name: SIFRP_DEVICE.name,
  version: 1,
  pack: SIFRP_PACK,
  validatePack: validatePack,
  fields: FIELDS,
  validateSheet: validateSheet,
  blankSheet: blankSheet,
  describe: describe,
  checks: table.checks,
  resolve: table.resolve,
  odds: table.odds,
  applyEffect: applyEffect,
  parts: {
    poolOf: poolOf,
    afterTraining: afterTraining,
    degreesOf: degreesOf,
    keepHighestCounts: keepHighestCounts,
    rollTest: rollTest,
    testOdds: testOdds,
    testSetup: testSetup,
    combatDefense: combatDefense,
    health: health,
    movement: movement,
    runYards: runYards,
    damageOf: damageOf,
  },
};
