/**
 * What attacks and landed blows share: the weapon, the target and its state, rolling the
 * location and damage, and the exact distribution of the target's condition after one blow.
 */
import { die, rollPool } from "../../../random/dice";
import { RandomGenerator } from "../../../random/generator";
import { num, str } from "../../../rules/inputs";
import { lineRow, listOf } from "../../../rules/line-pack";
import { Choice, Effect, FollowUp, Inputs } from "../../../rules/types";
import { Blow, Condition, DamageDice, Defender, applyHarm, blowOf, conditionOf, damageDice, damageOutcomes, damageWays, strengthRow, CONDITION_TEXT } from "../harm";
import { int } from "../lines";
import { LocationRow, TftPack, TftSheet, WeaponRow } from "../types";
import { ANYONE, Ctx, Spec, chosenSheet, currentSt, isAnyone, rawFlag, rawAttr, rawNumber, sheetOf, whoInput } from "../who";

export const UNARMED = "unarmed";

/**
 * The row found last, of which pack: an attack's inputs ask for the chosen weapon about ten
 * times (the conditions of its questions), each a scan of the pack's list, and on the device
 * each read of a built-in table makes the whole table (~320 JsVars of a Bangle.js 1's 2,584 for
 * TFT-hack's 14 weapons). A pack is not changed in place (the home tools make a new one for each
 * edit, the device parses a sent one anew), so the same pack and id give the same row.
 */
let lastRow: WeaponRow | null = null;
let lastPack: TftPack | null = null;

/** Weapon row i of a pack, undefined past the last: the built-in pack and a sent one make that row alone. */
function weaponAt(pack: TftPack, i: number): WeaponRow | undefined {
  return pack.weapon ? pack.weapon(i) : pack.lines !== undefined ? (lineRow(pack.lines, "weapons", i) as WeaponRow | undefined) : pack.weapons[i];
}

/** The pack row of a weapon id, null for unarmed (or an unknown id, which inputs refuse). */
export function weaponOf(pack: TftPack, id: string): WeaponRow | null {
  // no pack weapon is "unarmed" (pack-check.ts): nothing to look for
  if (id === UNARMED || id === "") return null;
  if (lastRow !== null && lastPack === pack && lastRow.id === id) return lastRow;
  for (let i = 0, w = weaponAt(pack, 0); w !== undefined; w = weaponAt(pack, ++i)) {
    if (w.id !== id) continue;
    lastPack = pack;
    return (lastRow = w);
  }
  return null;
}

function chosenWeapon(c: Ctx): WeaponRow | null {
  return weaponOf(c.pack, str(c.inputs, "weapon"));
}

function isUnarmed(c: Ctx): boolean {
  return str(c.inputs, "weapon") === UNARMED;
}

/** The weapon input: unarmed, then the attacker's weapons (or every pack weapon for Anyone). */
export function weaponInput(): Spec {
  return {
    id: "weapon",
    label: "Weapon",
    kind: "choice",
    choices: function (c: Ctx, id?: string): Choice[] {
      const out: Choice[] = [];
      if (id === undefined || id === UNARMED) out.push({ id: UNARMED, label: "unarmed" });
      const s = chosenSheet(c, "who");
      // one weapon asked for (is it still offered?): its row alone, not the pack's list
      let w = id === undefined ? weaponAt(c.pack, 0) : weaponOf(c.pack, id);
      for (let i = 0; w; w = id === undefined ? weaponAt(c.pack, ++i) : null) {
        if (s === null || s.weapons.indexOf(w.id) >= 0) out.push({ id: w.id, label: w.name, group: w.kind });
      }
      return out;
    },
  };
}

/** Attacker's ST, asked for Anyone's unarmed blows (their chance to deal hits). */
export function attackerStInput(): Spec {
  return {
    id: "st",
    label: "Attacker ST",
    kind: "number",
    min: -40,
    max: 60,
    when: function (c: Ctx): boolean {
      return isAnyone(c.inputs, "who") && isUnarmed(c);
    },
  };
}

/** Two hands on a large weapon (2d keep higher) and, for hand weapons, the hand adjustment. */
export function handsInput(): Spec {
  return {
    id: "hands",
    label: "Held in",
    kind: "choice",
    initial: "two",
    choices: function (): Choice[] {
      return [
        { id: "two", label: "two hands" },
        { id: "main", label: "dominant hand only" },
        { id: "off", label: "off hand only" },
      ];
    },
    when: function (c: Ctx): boolean {
      const w = chosenWeapon(c);
      return w !== null && (w.kind === "hand" || w.size === "large");
    },
  };
}

/** In hand-to-hand: a close weapon keeps the higher of 2d there, the lower elsewhere. */
export function hthInput(): Spec {
  return {
    id: "hth",
    label: "In hand-to-hand",
    kind: "flag",
    initial: false,
    when: function (c: Ctx): boolean {
      const w = chosenWeapon(c);
      return w !== null && w.size === "close";
    },
  };
}

/** Input j of the target's six: a party member or Anyone's ST, hits, fatigue, armor and helmet. */
export function targetInput(j: number): Spec | undefined {
  switch (j) {
    case 0:
      return whoInput("target", "Target");
    case 1:
      return rawAttr("tst", "Target ST", "target", 1, 60);
    case 2:
      return rawNumber("thits", "Target hits taken", "target", 0, 99, 0);
    case 3:
      return rawNumber("tfat", "Target fatigue", "target", 0, 99, 0);
    case 4:
      return {
        id: "tarmor",
        label: "Target armor",
        kind: "choice",
        initial: "none",
        choices: function (c: Ctx): Choice[] {
          const out: Choice[] = [];
          const armor = listOf(c.pack, "armor");
          for (let i = 0; i < armor.length; i++) out.push({ id: armor[i].id, label: armor[i].name });
          return out;
        },
        when: function (c: Ctx): boolean {
          return isAnyone(c.inputs, "target");
        },
      };
    case 5:
      return rawFlag("thelm", "Target hard helmet", "target", false);
  }
  return undefined;
}

/** The target's name, sheet (null for Anyone) and defense. */
export interface TargetState {
  name: string;
  sheet: TftSheet | null;
  defender: Defender;
}

function armorRow(pack: TftPack, id: string) {
  const armor = listOf(pack, "armor");
  for (let i = 0; i < armor.length; i++) if (armor[i].id === id) return armor[i];
  return armor[0];
}

export function targetOf(inputs: Inputs, party: TftSheet[], pack: TftPack): TargetState {
  const s = sheetOf(inputs, party, "target");
  if (s) {
    return { name: s.name, sheet: s, defender: { body: { st: s.st, hits: s.hits, fatigue: s.fatigue }, armor: armorRow(pack, s.armor), helmet: s.helmet === 1 } };
  }
  return {
    name: "target",
    sheet: null,
    defender: {
      body: { st: num(inputs, "tst"), hits: num(inputs, "thits"), fatigue: num(inputs, "tfat") },
      armor: armorRow(pack, str(inputs, "tarmor")),
      helmet: inputs.thelm === true,
    },
  };
}

/** The attacker's current ST, for the unarmed chance (Anyone: the "st" input). */
export function attackerSt(inputs: Inputs, party: TftSheet[]): number {
  const s = sheetOf(inputs, party, "who");
  return s ? currentSt(s) : num(inputs, "st");
}

/** How the blow is dealt: weapon, dice reading, unarmed chance of hits (in 6). */
export interface BlowSetup {
  weapon: WeaponRow | null;
  dice: DamageDice;
  /** unarmed only: the d6 at or under this deals hits, otherwise fatigue */
  unarmedHits: number;
}

export function blowSetup(inputs: Inputs, party: TftSheet[], pack: TftPack, t: TargetState): BlowSetup {
  const w = weaponOf(pack, str(inputs, "weapon"));
  const mode = damageDice(w, str(inputs, "hands") !== "main" && str(inputs, "hands") !== "off", inputs.hth === true);
  // the attacker's chance to repulse the target, were the target moving in
  const chance = w === null ? strengthRow(pack, t.defender.body.st - t.defender.body.hits, attackerSt(inputs, party)).repulse : 0;
  return { weapon: w, dice: mode, unarmedHits: chance };
}

/** The blow's result after location and damage, and the target after it. */
export interface Landed {
  location: number;
  damage: number[];
  kept: number;
  unarmedDie: number;
  blow: Blow;
  after: { st: number; hits: number; fatigue: number };
  condition: Condition;
}

/** Rolls the damage (and the unarmed die) for a blow landing on location index `loc`. */
export function land(rng: RandomGenerator, pack: TftPack, b: BlowSetup, t: TargetState, loc: number): Landed {
  let faces: number[];
  let kept: number;
  if (b.dice === "1d") {
    kept = die(rng, 6);
    faces = [kept];
  } else {
    const p = rollPool(rng, 2, 6, 1, b.dice === "low");
    faces = p.faces;
    kept = p.total;
  }
  const unarmedDie = b.weapon === null ? die(rng, 6) : 0;
  const blow = blowOf(pack, t.defender, b.weapon, listOf(pack, "locations")[loc], kept, unarmedDie > 0 && unarmedDie <= b.unarmedHits, true);
  const after = applyHarm(t.defender.body, blow.hits, blow.fatigue);
  return { location: loc, damage: faces, kept: kept, unarmedDie: unarmedDie, blow: blow, after: after, condition: conditionOf(after.st - after.hits) };
}

/** Counts of the target's condition after a blow on each uncovered location (`covered`: ids). */
export interface ConditionWays {
  fit: number;
  disabled: number;
  mortal: number;
  slain: number;
  /** a covered location: the blow does not land */
  covered: number;
  /** all outcomes counted */
  total: number;
}

/**
 * Exact counts over location die x damage dice (x the unarmed die). Locations of one kind
 * (the four limbs, the torso, the head) treat a blow alike, so each kind is worked out once
 * and weighted by how many of its faces are uncovered (`fixedLoc` >= 0: that face only).
 */
export function conditionWays(pack: TftPack, b: BlowSetup, t: TargetState, covered: string[], fixedLoc: number): ConditionWays {
  const w: ConditionWays = { fit: 0, disabled: 0, mortal: 0, slain: 0, covered: 0, total: 0 };
  const per = damageOutcomes(b.dice) * (b.weapon === null ? 6 : 1);
  // faces landing on each kind: 0 limb, 1 head, 2 other; and one row of each kind
  const faces = [0, 0, 0];
  const rows: LocationRow[] = [];
  const locations = listOf(pack, "locations");
  for (let loc = 0; loc < 6; loc++) {
    if (fixedLoc >= 0 && loc !== fixedLoc) continue;
    const row = locations[loc];
    w.total += per;
    let cover = false;
    for (let i = 0; i < covered.length; i++) if (covered[i] === row.id) cover = true;
    if (cover) {
      w.covered += per;
      continue;
    }
    const sort = row.limb ? 0 : row.head ? 1 : 2;
    faces[sort]++;
    rows[sort] = row;
  }
  for (let kind = 0; kind < 3; kind++) {
    if (faces[kind] === 0) continue;
    for (let v = 1; v <= 6; v++) {
      const ways = damageWays(b.dice, v) * faces[kind];
      for (let branch = 0; branch < (b.weapon === null ? 2 : 1); branch++) {
        // unarmed: branch 0 deals hits (chance in 6), branch 1 fatigue (the rest)
        const k = b.weapon === null ? (branch === 0 ? b.unarmedHits : 6 - b.unarmedHits) : 1;
        if (k === 0) continue;
        const blow = blowOf(pack, t.defender, b.weapon, rows[kind], v, b.weapon !== null || branch === 0, false);
        const after = applyHarm(t.defender.body, blow.hits, blow.fatigue);
        w[conditionOf(after.st - after.hits)] += ways * k;
      }
    }
  }
  return w;
}

/** The GM's lines for a landed blow. */
export function landedLines(pack: TftPack, b: BlowSetup, t: TargetState, l: Landed): string[] {
  const loc = listOf(pack, "locations")[l.location];
  const lines: string[] = [];
  lines.push("loc " + (l.location + 1) + " " + loc.name);
  let dmg = b.dice === "1d" ? "dmg " + l.kept : "dmg 2d " + l.damage.join(",") + " keep " + (b.dice === "high" ? "high " : "low ") + l.kept;
  if (b.weapon === null) dmg += "; d6 " + l.unarmedDie + (l.unarmedDie <= b.unarmedHits ? " hits" : " fatigue");
  lines.push(dmg);
  if (l.blow.notes.length > 0) lines.push(l.blow.notes.join(", "));
  lines.push("= " + l.blow.hits + " hits, " + l.blow.fatigue + " fatigue");
  const cur = l.after.st - l.after.hits;
  lines.push(t.name + ": ST " + int(cur) + "/" + l.after.st + " fat " + l.after.fatigue + (l.condition === "fit" ? "" : " " + CONDITION_TEXT[l.condition]));
  return lines;
}

/** The harm effect on a target character, and the rolls the blow calls for. */
export function landedEffects(pack: TftPack, t: TargetState, l: Landed): { effects: Effect[]; followUps: FollowUp[] } {
  const effects: Effect[] = [];
  const followUps: FollowUp[] = [];
  const who = t.sheet ? t.sheet.id : ANYONE;
  const loc = listOf(pack, "locations")[l.location];
  if (t.sheet) {
    const b = l.blow;
    effects.push({
      character: t.sheet.id,
      kind: "harm",
      text: t.sheet.name + ": " + b.hits + " hits, " + b.fatigue + " fatigue" + (b.limb ? ", " + loc.name + " disabled" : ""),
      data: { hits: b.hits, fatigue: b.fatigue, open: b.open, limb: b.limb },
    });
  }
  if (l.condition !== "slain") {
    const cur = l.after.st - l.after.hits;
    if (l.after.fatigue > cur) followUps.push({ label: "Stay conscious", check: "conscious", inputs: t.sheet ? { who: who } : { who: who, st: cur } });
    if (loc.head) followUps.push({ label: "Confusion", check: "confusion", inputs: t.sheet ? { who: who } : { who: who, st: cur } });
  }
  return { effects: effects, followUps: followUps };
}

/** Table words for the condition a blow leaves. */
export function conditionTable(c: Condition): string {
  return c === "fit" ? "HIT" : c === "disabled" ? "DISABLED" : c === "mortal" ? "MORTAL WOUND" : "SLAIN";
}

