/**
 * "Who rolls": every check asks for a party member or "Anyone" (*), and without a sheet asks
 * for the raw numbers instead. Attribute and skill targets come from the sheet with the
 * statuses' adjustments (confused: DX and WT -2; inflamed: DX -3 on all rolls).
 */
import { findCharacter, num, str } from "../../rules/inputs";
import { ANYONE, whoInput as anyWho } from "../../rules/anyone";
import { Choice, InputContext, InputSpec, Inputs } from "../../rules/types";
import { Attr, TftPack, TftSheet, TftSkill } from "./types";

export type Ctx = InputContext<TftSheet, TftPack>;
export type Spec = InputSpec<TftSheet, TftPack>;

export { ANYONE };

export function whoInput(id: string, label: string): Spec {
  return anyWho<TftSheet, TftPack>(id, label);
}


/** Adjusted attributes range over this in inputs (a DX of 6 with -8 of adjustments is -2). */
export const MIN_ATTR = -40;
export const MAX_ATTR = 60;
/** Where an attribute asked for Anyone starts on the device (heroes start with 8 to 12). */
const TYPICAL_ATTR = 10;


/** True when the input `who` names Anyone (raw numbers are asked). */
export function isAnyone(inputs: Inputs, who: string): boolean {
  return str(inputs, who) === ANYONE;
}

/** A number asked only for Anyone. */
export function rawNumber(id: string, label: string, who: string, min: number, max: number, initial?: number): Spec {
  const s: Spec = {
    id: id,
    label: label,
    kind: "number",
    min: min,
    max: max,
    when: function (c: Ctx): boolean {
      return isAnyone(c.inputs, who);
    },
  };
  if (initial !== undefined) s.initial = initial;
  return s;
}

/** An attribute (or ST, DX) asked only for Anyone: the device's editor starts at 10, a usual value. */
export function rawAttr(id: string, label: string, who: string, min: number, max: number): Spec {
  const s = rawNumber(id, label, who, min, max);
  s.typical = TYPICAL_ATTR;
  return s;
}

/** A flag asked only for Anyone. */
export function rawFlag(id: string, label: string, who: string, initial: boolean): Spec {
  return {
    id: id,
    label: label,
    kind: "flag",
    initial: initial,
    when: function (c: Ctx): boolean {
      return isAnyone(c.inputs, who);
    },
  };
}

/** The sheet chosen in `who`, or null for Anyone. */
export function sheetOf(inputs: Inputs, party: TftSheet[], who: string): TftSheet | null {
  return isAnyone(inputs, who) ? null : findCharacter(party, str(inputs, who));
}

/**
 * The sheet `who` names while inputs are being completed, or null (Anyone, or a bad id that
 * completeInputs has already reported): choices and conditions must not throw.
 */
export function chosenSheet(c: Ctx, who: string): TftSheet | null {
  const id = str(c.inputs, who);
  for (let i = 0; i < c.party.length; i++) if (c.party[i].id === id) return c.party[i];
  return null;
}

export function currentSt(s: TftSheet): number {
  return s.st - s.hits;
}

export function hasStatus(s: TftSheet, status: string): boolean {
  for (let i = 0; i < s.status.length; i++) if (s.status[i] === status) return true;
  return false;
}

/** An attribute as rolled: ST is current ST; DX and WT carry the statuses' adjustments. */
export function attrValue(s: TftSheet, attr: Attr, pack: TftPack): number {
  if (attr === "ST") return currentSt(s);
  let v = attr === "DX" ? s.dx : s.wt;
  if (hasStatus(s, "confused")) v += pack.status.confused;
  if (attr === "DX" && hasStatus(s, "inflamed")) v += pack.status.inflamed;
  return v;
}

export function findSkill(s: TftSheet, name: string): TftSkill | null {
  for (let i = 0; i < s.skills.length; i++) if (s.skills[i].name === name) return s.skills[i];
  return null;
}

/** What a side rolls: its dice and the total it must not exceed. */
export interface Target {
  dice: number;
  target: number;
  /** "DX", "ST", "WT" or the skill's name */
  stat: string;
}

/** The choice of attribute or skill for a sheet; `only` limits skills to one attribute. */
export function statChoices(s: TftSheet, only?: Attr): Choice[] {
  const out: Choice[] = [];
  const attrs: Attr[] = ["DX", "ST", "WT"];
  for (let i = 0; i < attrs.length; i++) if (!only || only === attrs[i]) out.push({ id: attrs[i], label: attrs[i], group: "attributes" });
  for (let i = 0; i < s.skills.length; i++) {
    const k = s.skills[i];
    if (!only || only === k.attr) out.push({ id: k.name, label: k.name + " (" + k.attr + ")", group: "skills" });
  }
  return out;
}

/** A sheet's attribute (4d) or skill (3d, attribute + increases). */
export function statTarget(s: TftSheet, stat: string, pack: TftPack): Target {
  if (stat === "DX" || stat === "ST" || stat === "WT") return { dice: pack.dice.untrained, target: attrValue(s, stat, pack), stat: stat };
  const k = findSkill(s, stat) as TftSkill;
  return { dice: pack.dice.skilled, target: attrValue(s, k.attr, pack) + k.plus, stat: stat };
}

/** The stat choice input of a side, asked when it is a character. */
export function statInput(id: string, who: string, only?: Attr): Spec {
  return {
    id: id,
    label: only ? only + " or skill" : "Attribute or skill",
    kind: "choice",
    initial: only || "DX",
    choices: function (c: Ctx): Choice[] {
      const s = chosenSheet(c, who);
      return s ? statChoices(s, only) : [];
    },
    when: function (c: Ctx): boolean {
      return chosenSheet(c, who) !== null;
    },
  };
}

/** The side's dice and target: raw numbers for Anyone, the sheet's stat otherwise. */
export function sideTarget(
  inputs: Inputs,
  party: TftSheet[],
  pack: TftPack,
  ids: { who: string; attr: string; dice: string; stat: string; adj: string }
): Target {
  const s = sheetOf(inputs, party, ids.who);
  const adj = num(inputs, ids.adj);
  if (!s) return { dice: num(inputs, ids.dice), target: num(inputs, ids.attr) + adj, stat: "attr" };
  const t = statTarget(s, str(inputs, ids.stat), pack);
  return { dice: t.dice, target: t.target + adj, stat: t.stat };
}

/** The side's name for the GM's lines. */
export function nameOf(inputs: Inputs, party: TftSheet[], who: string, otherwise: string): string {
  const s = sheetOf(inputs, party, who);
  return s ? s.name : otherwise;
}
