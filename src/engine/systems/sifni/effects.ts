/**
 * Effects an outcome asks the GM to confirm, written onto a sheet (a new object; the given
 * sheet is not changed). Kinds and their data:
 * - "wound": {dr: hundredths, band: 0..5, location: text}, as the attack check produces them;
 * - "clearWounds": {} clears every wound, {index: n} only wounds[n] (healing is the GM's call);
 * - "condition": {condition: "unconscious" | "dead" | "clear"}.
 * Bad data is refused with an engine error (code EFFECT) naming the field.
 */
import { engineError } from "../../errors";
import { shown } from "../../format/shown";
import { MAX_EXACT } from "../../math/exact";
import { Effect } from "../../rules/types";
import { LIMITS } from "./sheet";
import { SifniPack, SifniSheet, Wound } from "./types";
import { intWhy, textWhy } from "./values";

function refuse(effect: Effect, field: string, why: string): never {
  throw engineError("EFFECT", "effect '" + effect.kind + "' data." + field + " " + why, effect);
}

function copy(sheet: SifniSheet): SifniSheet {
  const out: SifniSheet = {
    system: sheet.system,
    id: sheet.id,
    name: sheet.name,
    stats: sheet.stats,
    skills: sheet.skills,
    disadvantages: sheet.disadvantages,
    armor: sheet.armor,
    weapons: sheet.weapons,
    wounds: sheet.wounds.slice(),
    notes: sheet.notes,
  };
  if (sheet.concept !== undefined) out.concept = sheet.concept;
  if (sheet.condition !== undefined) out.condition = sheet.condition;
  return out;
}

function woundOf(effect: Effect): Wound {
  const d = effect.data;
  let why = intWhy(d.dr, 0, MAX_EXACT);
  if (why !== "") refuse(effect, "dr", why);
  why = intWhy(d.band, 0, 5);
  if (why !== "") refuse(effect, "band", why);
  why = textWhy(d.location, 1, LIMITS.location);
  if (why !== "") refuse(effect, "location", why);
  return { dr: d.dr as number, band: d.band as number, location: d.location as string };
}

/** The pack is part of the interface; no S-Ifni effect needs its tables. */
export function applyEffect(sheet: SifniSheet, effect: Effect, _pack: SifniPack): SifniSheet {
  if (effect.character !== sheet.id) {
    throw engineError("EFFECT", "effect for '" + effect.character + "' applied to the sheet of '" + sheet.id + "'", effect);
  }
  const out = copy(sheet);
  if (effect.kind === "wound") {
    if (out.wounds.length >= LIMITS.wounds) refuse(effect, "dr", "cannot be written: " + sheet.name + " already has " + LIMITS.wounds + " wounds (clear some)");
    out.wounds.push(woundOf(effect));
  } else if (effect.kind === "clearWounds") {
    const i = effect.data.index;
    if (i === undefined) out.wounds = [];
    else {
      const why = intWhy(i, 0, out.wounds.length - 1);
      if (why !== "") refuse(effect, "index", why);
      out.wounds.splice(i as number, 1);
    }
  } else if (effect.kind === "condition") {
    const c = effect.data.condition;
    if (c === "clear") delete out.condition;
    else if (c === "unconscious" || c === "dead") out.condition = c;
    else refuse(effect, "condition", "must be \"unconscious\", \"dead\" or \"clear\", got " + shown(c));
  } else {
    throw engineError("EFFECT", "no effect '" + effect.kind + "' in S-Ifni (wound, clearWounds, condition)", effect);
  }
  return out;
}
