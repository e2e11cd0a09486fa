/**
 * TFT-hack (tft-hack.txt) as a rules module: DX / ST / WT rolled under with 4d (3d with a
 * skill), opposed rolls, attacks with location, armor and damage, consciousness, confusion,
 * binding, recovery, readiness and movement. docs/rules-tft.md explains every reading.
 */
import { checkTable } from "../../rules/compose";
import { RulesModule } from "../../rules/types";
import { attack } from "./checks/attack";
import { bind } from "./checks/bind";
import { check } from "./checks/check";
import { close } from "./checks/close";
import { damage } from "./checks/damage";
import { confusion, conscious } from "./checks/dazed";
import { experience, learn, move, rest } from "./checks/learn";
import { opposed } from "./checks/opposed";
import { recovery } from "./checks/recovery";
import { applyEffect } from "./effects";
import { defaultPack } from "./pack";
import { validatePack } from "./pack-check";
import { FIELDS, blankSheet, describe, validateSheet } from "./sheet";
import { TftPack, TftSheet } from "./types";
import { TFT_DEVICE } from "./device";

const table = checkTable<TftSheet, TftPack>([check, opposed, attack, damage, close, conscious, confusion, bind, recovery, rest, move, learn, experience], {
  opposed: "opposed",
  attack: "combat",
  damage: "combat",
  close: "combat",
  conscious: "combat",
  confusion: "combat",
  bind: "combat",
  recovery: "combat",
  rest: "combat",
});

export const tft: RulesModule<TftSheet, TftPack> = {
  id: TFT_DEVICE.id,
  name: TFT_DEVICE.name,
  version: 1,
  pack: defaultPack(),
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
