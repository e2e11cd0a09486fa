/**
 * The default Dodge-Block-Armor rules pack: the text's tables as data. Where the text is
 * silent (a small body's death threshold) the value is a choice, explained in docs/rules-dba.md.
 */
import { madeWhole } from "../../../rules/made-whole";
import { DbaPack, PhaseRow, TacticRow } from "../types";

/** Tactic row i of the default pack, undefined past the last: one row made, not the table. */
function defaultTactic(i: number): TacticRow | undefined {
  switch (i) {
    case 0:
      return { id: "caution", name: "Caution", scale: "upTo", effects: { quickness: -1, dodge: 1, block: 1 } };
    case 1:
      return { id: "lunge", name: "Lunge", scale: "upTo", effects: { quickness: 1, dodge: -1, block: -1 } };
    case 2:
      return { id: "careful", name: "Careful Strike", scale: "upTo", effects: { quickness: -1, accuracy: 1 } };
    case 3:
      return { id: "fast", name: "Fast Strike", scale: "upTo", effects: { quickness: 1, accuracy: -1 } };
    case 4:
      return { id: "brutal", name: "Brutal Strike", scale: "upTo", effects: { quickness: -1, force: 1 } };
    case 5:
      return { id: "halfsword", name: "Half-sword Thrust", scale: "level", effects: { force: 1, accuracy: 1 }, reach: "knife", needs: "halfSword" };
    // "A player may choose not to dodge and/or block ... This must be chosen as a Tactic."
    case 6:
      return { id: "nododge", name: "No dodge", scale: "free", effects: {}, waive: ["dodge"] };
    case 7:
      return { id: "noblock", name: "No block", scale: "free", effects: {}, waive: ["block"] };
    case 8:
      return { id: "nodefense", name: "No dodge or block", scale: "free", effects: {}, waive: ["dodge", "block"] };
  }
  return undefined;
}

/**
 * Phase row i of the default pack (0 to 4), undefined past the last: one phase made, not the
 * five, and its lines only when read (a phase's result names the next phase by its label).
 */
function defaultPhase(i: number): PhaseRow | undefined {
  switch (i) {
    case 0:
      return {
        label: "Slow actions",
        get lines(): string[] {
          return [
            "Declare slow actions:",
            "run up to Move metres,",
            "back up half of Move,",
            "notch a bow, cast a",
            "brief spell. They end",
            "in phase 5 and can be",
            "interrupted before.",
          ];
        },
      };
    case 1:
      return {
        label: "Declare attacks",
        get lines(): string[] {
          return [
            "Melee, or a bow notched",
            "in an earlier round.",
            "Target in reach now or",
            "by planned movement.",
          ];
        },
      };
    case 2:
      return {
        label: "Tactics",
        get lines(): string[] {
          return ["One tactic each.", "Not dodging or not", "blocking is a tactic."];
        },
      };
    case 3:
      return {
        label: "Attacks resolve",
        get lines(): string[] {
          return [
            "Highest Quickness first,",
            "ties: declared first.",
            "Dodge, block, injury:",
            "stop stationary acts.",
            "Block, injury: stop",
            "spells, notching and",
            "advancing on the foe.",
            "Target stopped before",
            "coming in reach: that",
            "attack is canceled.",
          ];
        },
      };
    case 4:
      return {
        label: "Slow actions resolve",
        get lines(): string[] {
          return ["In the order declared,", "unless interrupted.", "Still fighting:", "next round."];
        },
      };
  }
  return undefined;
}

/**
 * The default pack: its numbers as values, each table a getter that makes it afresh when read.
 * The device holds this object as its built-in pack (tens of JsVars, where the tables made are
 * hundreds) and makes a table only while a call reads it; `dbaPack()` makes them all.
 */
export const DBA_TABLES: DbaPack = {
  // "quickness, attack force, block, dodge, attack force, block force, accuracy, and move"
  get physical(): DbaPack["physical"] {
    return ["quickness", "force", "accuracy", "dodge", "block", "blockForce", "move"];
  },
  get sizes(): DbaPack["sizes"] {
    return [
      // minimum armor coverage from the text's table; death and step as for a human (text silent)
      { id: "small", name: "Small (child)", minCoverage: 7, deathAt: 5, injuryStep: 1 },
      // "If you are a human with 5 injuries, you are dead."
      { id: "human", name: "Average human", minCoverage: 5, deathAt: 5, injuryStep: 1 },
      // the Giant: "10 injuries before death, and it takes 2 injuries to impair his physical stats"
      { id: "ogre", name: "Ogre-sized", minCoverage: 3, deathAt: 10, injuryStep: 2 },
    ];
  },
  get ranges(): DbaPack["ranges"] {
    return [
      { id: "knife", name: "Knife", metres: 1, reaches: ["knife", "sword"] },
      { id: "sword", name: "Sword", metres: 2, reaches: ["knife", "sword", "halberd"] },
      { id: "halberd", name: "Halberd", metres: 3, reaches: ["sword", "halberd", "pike"] },
      { id: "pike", name: "Pike", metres: 4, reaches: ["halberd", "pike"] },
    ];
  },
  rangePenalty: 2,
  // +1 per metre closer than 10; -1 per 2 m to 20 (-5), per 4 m to 40 (-10), per 8 m beyond
  get longRange(): DbaPack["longRange"] {
    return {
      base: 10,
      closerPer: 1,
      farther: [
        { from: 10, per: 2 },
        { from: 20, per: 4 },
        { from: 40, per: 8 },
      ],
    };
  },
  get tactics(): DbaPack["tactics"] {
    const out: TacticRow[] = [];
    for (let t = defaultTactic(0); t !== undefined; t = defaultTactic(out.length)) out.push(t);
    return out;
  },
  tactic: defaultTactic,
  get phases(): DbaPack["phases"] {
    const out: PhaseRow[] = [];
    // plain rows: Espruino's JSON.stringify leaves a getter out, so a row's lines are read here
    for (let p = defaultPhase(0); p !== undefined; p = defaultPhase(out.length)) out.push({ label: p.label, lines: p.lines });
    return out;
  },
  phase: defaultPhase,
};

/**
 * A fresh copy of the default pack, every table made (callers may keep and change it): data
 * only, as a pack read from JSON is.
 */
export function dbaPack(): DbaPack {
  return JSON.parse(JSON.stringify(madeWhole(DBA_TABLES))) as DbaPack;
}
