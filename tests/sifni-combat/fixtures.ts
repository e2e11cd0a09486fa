/**
 * Fixtures for the combat tests: pack rows transcribed from s-ifni.txt ("Weapons and Armor",
 * "Combat Modifiers"), a few sheets, and helpers that pick generator words for chosen rolls.
 */
import { expect } from "vitest";
import { EXCEPTIONAL_FROM, curve } from "../../src/engine/sifni/curve";
import { Effect, Inputs, Odds, Outcome } from "../../src/engine/rules/types";
import { sifni } from "../../src/home/sifni/module";
import { SifniPack, SifniSheet, STAT_GROUPS } from "../../src/home/sifni/types";
import { ScriptedRng } from "../helpers/scripted-rng";

export const PACK: SifniPack = {
  tnLadder: [],
  retryStep: 100,
  armor: [
    // "Plate Armor -5blunt -6slash -4pierce -1/4 action penalty"
    { id: "plate-armor", name: "Plate Armor", blunt: 5, slash: 6, pierce: 4, penalty: "-1/4" },
    // "Leather -1slash -1pierce -1/20 action penalty"
    { id: "leather", name: "Leather", blunt: 0, slash: 1, pierce: 1, penalty: "-1/20" },
    // "Padding -1blunt -1/20 action penalty"
    { id: "padding", name: "Padding", blunt: 1, slash: 0, pierce: 0, penalty: "-1/20" },
    // "Chain Mail -5slash -5pierce -1/8 action penalty"
    { id: "chain-mail", name: "Chain Mail", blunt: 0, slash: 5, pierce: 5, penalty: "-1/8" },
  ],
  melee: [
    // "Rapier P +1/5A +1/5D x2 armor"
    { id: "rapier", name: "Rapier", type: "pierce", attack: "+1/5", defense: "+1/5", armorMod: "x2", hands: 1, size: "", notes: "" },
    // "Saber S +1/5A +1/2 armor"
    { id: "saber", name: "Saber", type: "slash", attack: "+1/5", defense: "", armorMod: "+1/2", hands: 1, size: "", notes: "" },
    // "Warhammer P -1/5A -1/2 armor"
    { id: "warhammer", name: "Warhammer", type: "pierce", attack: "-1/5", defense: "", armorMod: "-1/2", hands: 1, size: "", notes: "" },
    // "Unarmed B -1/4A -1/3D -1pt damage, unarmed"
    { id: "unarmed", name: "Unarmed", type: "blunt", attack: "-1/4", defense: "-1/3", armorMod: "", hands: 1, size: "very small", notes: "-1pt damage, unarmed" },
    // "Sword S"
    { id: "sword", name: "Sword", type: "slash", attack: "", defense: "", armorMod: "", hands: 1, size: "", notes: "" },
    // "Shield B -1/2A +1/3D"
    { id: "shield", name: "Shield", type: "blunt", attack: "-1/2", defense: "+1/3", armorMod: "", hands: 1, size: "", notes: "" },
    // "Spear P +1/4A&D vs mounted charge, long, 2-hands"
    { id: "spear", name: "Spear", type: "pierce", attack: "", defense: "", armorMod: "", hands: 2, size: "long", notes: "+1/4A&D vs mounted charge" },
    // "Club B -1/5A"
    { id: "club", name: "Club", type: "blunt", attack: "-1/5", defense: "", armorMod: "", hands: 1, size: "", notes: "" },
  ],
  ranged: [
    // "Long Bow P +1/5A range 300m, reload 1sec, -1 each pt RA skill below 10"
    { id: "long-bow", name: "Long Bow", type: "pierce", attack: "+1/5", armorMod: "", range: 300, reload: 1, skillMin: 10, size: "", notes: "" },
    // "Short Bow P range 200m, reload 1sec, -1 each pt RA skill below 5"
    { id: "short-bow", name: "Short Bow", type: "pierce", attack: "", armorMod: "", range: 200, reload: 1, skillMin: 5, size: "", notes: "" },
    // "Crossbow P range 200m, reload 5sec"
    { id: "crossbow", name: "Crossbow", type: "pierce", attack: "", armorMod: "", range: 200, reload: 5, size: "", notes: "" },
    // "Thrown Knife P -1/4 A range 30m, very small"
    { id: "thrown-knife", name: "Thrown Knife", type: "pierce", attack: "-1/4", armorMod: "", range: 30, reload: 0, size: "very small", notes: "" },
    // "Blowgun P -1/5A x2 armor, range 30m, reload 1 sec"
    { id: "blowgun", name: "Blowgun", type: "pierce", attack: "-1/5", armorMod: "x2", range: 30, reload: 1, size: "", notes: "" },
  ],
  modifiers: [
    { id: "attacker-advantage", label: "Attacker Advantage", group: "Melee Combat", roll: "+1/6" },
    { id: "defender-prone", label: "Defender Prone / Held", group: "Melee Combat", roll: "+1/3" },
    { id: "attack-from-rear", label: "Attack from Rear", group: "Melee Combat", roll: "+1/6", onlyDodge: true },
    { id: "defender-advantage", label: "Defender Advantage", group: "Melee Combat", roll: "-1/6" },
    { id: "attacker-prone", label: "Attacker Prone / Held", group: "Melee Combat", roll: "-1/3" },
    { id: "defender-unaware", label: "Defender Unaware", group: "Melee Combat", tn: 300, noDefense: true },
    { id: "total-distraction", label: "Total Distraction", group: "Distractions", autoFail: true },
  ],
};

/** A sheet with every stat at 0 except those given. */
export function sheet(id: string, name: string, stats: { [k: string]: number }, more?: Partial<SifniSheet>): SifniSheet {
  const all: { [k: string]: number } = {};
  for (const g of STAT_GROUPS) for (const s of g.stats) all[s] = 0;
  Object.assign(all, stats);
  return { system: "sifni", id, name, stats: all, skills: [], disadvantages: [], armor: [], weapons: [], wounds: [], notes: "", ...more };
}

/** The generator word whose roll for `skill` is exactly `h` hundredths (normal branch). */
export function wordFor(skill: number, h: number): number {
  // on the normal branch the curve falls as the word rises: binary search the first word <= h
  let lo = 0;
  let hi = EXCEPTIONAL_FROM - 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (curve(skill, mid) > h) lo = mid + 1;
    else hi = mid;
  }
  if (curve(skill, lo) !== h) throw new Error(`skill ${skill} cannot roll exactly ${h}`);
  return lo;
}

/** The word that makes a d6 show `face` (uniformInt keeps w mod 6 below its limit). */
export function face(f: number): number {
  return f - 1;
}

/** A check of the S-Ifni module (the device's own code, on the compiled sheets and pack) with chosen words. */
export function run(id: string, inputs: Inputs, words: number[], party: SifniSheet[] = [], pack: SifniPack = PACK): Outcome & { used: number } {
  const rng = new ScriptedRng(words);
  const out = sifni.resolve(id, inputs, party, pack, rng);
  expect(rng.used).toBe(words.length);
  return { ...out, used: rng.used };
}

export function odds(id: string, inputs: Inputs, party: SifniSheet[] = [], pack: SifniPack = PACK): Odds {
  return sifni.odds(id, inputs, party, pack);
}

/** An effect confirmed on a sheet, as the desktop writes it (the device's code on the compiled sheet). */
export function applyEffect(s: SifniSheet, e: Effect, pack: SifniPack = PACK): SifniSheet {
  return sifni.applyEffect(s, e, pack);
}

/** The value of the result line labelled `label` ("label<TAB>value"): the first one, or an error. */
export function value(o: Outcome, label: string): string {
  const l = o.lines.find((x) => x.startsWith(label + "\t"));
  if (l === undefined) throw new Error("no line '" + label + "' in " + JSON.stringify(o.lines));
  return l.substring(label.length + 1);
}

export function line(o: Odds, id: string): number {
  const l = o.lines.find((x) => x.id === id);
  if (!l) throw new Error("no odds line " + id);
  return l.p;
}
