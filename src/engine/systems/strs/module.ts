/**
 * VDP STRS (vdp-strs.txt) as a rules module: attacks and melee exchanges with exact odds,
 * sequence, the start of a turn (dice allocation), charge spent and gained, the end of a fight,
 * and simple, opposed and extended skill checks. docs/rules-strs.md explains every reading.
 */
import { RandomGenerator } from "../../random/generator";
import { checkTable } from "../../rules/compose";
import { requireInputs } from "../../rules/inputs";
import { Inputs, RulesModule } from "../../rules/types";
import { attack } from "./attack";
import { AttackTurn, rollAttack } from "./attack-roll";
import { AttackSetup, attackSetup } from "./attack-setup";
import { gain, spend } from "./charge";
import { applyEffect } from "./effects";
import { exchange } from "./exchange";
import { extended } from "./extended";
import { opposed } from "./opposed";
import { strsPack, validatePack } from "./pack";
import { rest } from "./rest";
import { sequence } from "./sequence";
import { FIELDS, blankSheet, describe, validateSheet } from "./sheet";
import { simple } from "./simple";
import { turn } from "./turn";
import { StrsPack, StrsSheet } from "./types";
import { STRS_DEVICE } from "./device";

/** The module, plus the attack as a structured record (the CLI's roll shows the dice). */
export interface StrsModule extends RulesModule<StrsSheet, StrsPack> {
  attackRoll(inputs: Inputs, party: StrsSheet[], pack: StrsPack, rng: RandomGenerator): { setup: AttackSetup; turn: AttackTurn };
}

const table = checkTable<StrsSheet, StrsPack>([attack, exchange, sequence, turn, spend, gain, rest, simple, opposed, extended], {
  attack: "combat",
  exchange: "combat",
  sequence: "combat",
  turn: "combat",
  spend: "combat",
  gain: "combat",
  rest: "combat",
  opposed: "opposed",
});

export const strs: StrsModule = {
  id: STRS_DEVICE.id,
  name: STRS_DEVICE.name,
  version: 1,
  pack: strsPack(),
  validatePack: validatePack,
  fields: FIELDS,
  validateSheet: validateSheet,
  blankSheet: blankSheet,
  describe: describe,
  checks: table.checks,
  resolve: table.resolve,
  odds: table.odds,
  applyEffect: applyEffect,
  attackRoll: function (inputs, party, pack, rng) {
    const setup = attackSetup(requireInputs(attack.spec, inputs, party, pack), party, pack);
    return { setup: setup, turn: rollAttack(rng, setup) };
  },
};
