/**
 * The default TFT-hack rules pack: every number the text gives, as data. The weapon and armor
 * rows are examples carrying the traits the text names (edged, pointed, blunt, large, close,
 * ranged increments, multiple shots); a GM edits them like any pack table.
 */
import { madeWhole } from "../../rules/made-whole";
import { ArmorRow, LocationRow, TftPack, WeaponRow } from "./types";

function hand(id: string, name: string, edged: boolean, pointed: boolean, blunt: boolean, size: "normal" | "large" | "close"): WeaponRow {
  return { id: id, name: name, kind: "hand", edged: edged, pointed: pointed, blunt: blunt, size: size, increment: 0, shots: 1 };
}

function ranged(id: string, name: string, edged: boolean, blunt: boolean, increment: number, shots: number): WeaponRow {
  return { id: id, name: name, kind: "ranged", edged: edged, pointed: edged, blunt: blunt, size: "normal", increment: increment, shots: shots };
}

function armor(id: string, name: string, armored: boolean, cutProof: boolean, rigid: boolean): ArmorRow {
  return { id: id, name: name, armored: armored, cutProof: cutProof, rigid: rigid };
}

function location(id: string, name: string, limb: boolean, head: boolean): LocationRow {
  return { id: id, name: name, limb: limb, head: head };
}

/** Weapon row i of the default pack, undefined past the last: one row made, not the table. */
function defaultWeapon(i: number): WeaponRow | undefined {
  switch (i) {
    case 0:
      return hand("dagger", "dagger", true, true, false, "close");
    case 1:
      return hand("sword", "sword", true, true, false, "normal");
    case 2:
      return hand("axe", "axe", true, false, false, "normal");
    case 3:
      return hand("spear", "spear", true, true, false, "normal");
    case 4:
      return hand("mace", "mace", false, false, true, "normal");
    case 5:
      return hand("club", "club", false, false, true, "normal");
    case 6:
      return hand("greatsword", "greatsword", true, true, false, "large");
    case 7:
      return hand("halberd", "halberd", true, true, false, "large");
    case 8:
      return hand("maul", "maul", false, false, true, "large");
    case 9:
      return hand("staff", "staff", false, false, true, "large");
    case 10:
      return ranged("bow", "bow", true, false, 10, 1);
    case 11:
      return ranged("crossbow", "crossbow", true, false, 12, 1);
    case 12:
      return ranged("sling", "sling", false, true, 8, 1);
    case 13:
      return ranged("repeater", "repeating crossbow", true, false, 8, 3);
  }
  return undefined;
}

/**
 * The default pack: its numbers as values, each table a getter that makes it afresh when read.
 * The device holds this object as its built-in pack (tens of JsVars, where the tables made are
 * hundreds) and makes a table only while a call reads it; `defaultPack()` makes them all.
 */
export const TFT_TABLES: TftPack = {
  version: 1,
  get dice(): TftPack["dice"] {
    return { untrained: 4, skilled: 3, automatic: 4 };
  },
  get readiness(): TftPack["readiness"] {
    return { skill: 1, extraSkill: 2, increase: 1, attrBase: 8, perAttr: 2, ability: 3, perXp: 5 };
  },
  get lacks(): TftPack["lacks"] {
    return [
      { id: "language", label: "no local spoken language", points: 2 },
      { id: "writing", label: "cannot read writing", points: 2 },
      { id: "move", label: "cannot move over 1 space", points: 3 },
      { id: "hands", label: "cannot use two hands", points: 3 },
      { id: "senses", label: "no sense of surroundings", points: 3 },
      { id: "motion", label: "cannot detect movement", points: 3 },
    ];
  },
  get hand(): TftPack["hand"] {
    return { longer: 1, side: 2, behind: 4, set: 2, dominant: -1, off: -4, heavy: -2, burdened: -4 };
  },
  get ranged(): TftPack["ranged"] {
    return { increment: -1, shot: 1 };
  },
  get status(): TftPack["status"] {
    return { confused: -2, inflamed: -3 };
  },
  get strength(): TftPack["strength"] {
    return [
      { id: "weaker", repulse: 3, draw: 5 },
      { id: "equal", repulse: 2, draw: 4 },
      { id: "stronger", repulse: 1, draw: 3 },
    ];
  },
  get locations(): TftPack["locations"] {
    return [
      location("rleg", "right leg", true, false),
      location("lleg", "left leg", true, false),
      location("rarm", "right arm", true, false),
      location("larm", "left arm", true, false),
      location("torso", "torso", false, false),
      location("head", "head", false, true),
    ];
  },
  get armor(): TftPack["armor"] {
    return [
      armor("none", "none", false, false, false),
      armor("leather", "leather", true, false, false),
      armor("mail", "chainmail", true, true, false),
      armor("plate", "plate", true, true, true),
    ];
  },
  get weapons(): TftPack["weapons"] {
    const out: WeaponRow[] = [];
    for (let w = defaultWeapon(0); w !== undefined; w = defaultWeapon(out.length)) out.push(w);
    return out;
  },
  weapon: defaultWeapon,
  get harm(): TftPack["harm"] {
    return { cutProof: 2, rigid: 2, edged: 1, blunt: 1 };
  },
};

/** A fresh copy of the default pack, every table made (callers may keep and change it). */
export function defaultPack(): TftPack {
  return madeWhole(TFT_TABLES);
}
