/**
 * The S-Ifni rules module: the default pack, the sheet, and the checks the GM rolls. Combat
 * checks (attack, damage) join the list in checks/index.ts.
 */
import { checkTable } from "../../rules/compose";
import { RulesModule } from "../../rules/types";
import { SIFNI_CHECKS } from "./checks/index";
import { describe } from "./describe";
import { applyEffect } from "./effects";
import { defaultPack } from "./pack";
import { validatePack } from "./pack-validate";
import { blankSheet, sheetFields, validateSheet } from "./sheet";
import { SifniPack, SifniSheet } from "./types";

const table = checkTable<SifniSheet, SifniPack>(SIFNI_CHECKS, {
  opposed: "opposed",
  melee: "combat",
  round: "combat",
  ranged: "combat",
  cover: "combat",
  grab: "combat",
  wrestle: "combat",
  disarm: "combat",
  endurance: "combat",
});

/**
 * `pack` and `fields` are built on each read (about a thousand variables for the pack on the
 * device): read them once and keep the result.
 */
export const sifni: RulesModule<SifniSheet, SifniPack> = {
  id: "sifni",
  name: "S-Ifni",
  version: 1,
  get pack(): SifniPack {
    return defaultPack();
  },
  validatePack: validatePack,
  get fields() {
    return sheetFields();
  },
  validateSheet: validateSheet,
  blankSheet: blankSheet,
  describe: describe,
  checks: table.checks,
  resolve: table.resolve,
  odds: table.odds,
  applyEffect: applyEffect,
};
