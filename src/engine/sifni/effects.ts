/**
 * Effects an outcome asks the GM to confirm, written onto a sheet in its device form (a new
 * text; the CRC is sealed again). Kinds and their data:
 * - "wound": {dr: hundredths, band: 0..5, location: text}, as the attack checks produce them;
 * - "clearWounds": {} clears every wound, {index: n} only the n-th (healing is the GM's call);
 * - "condition": {condition: "unconscious" | "dead" | "clear"}.
 * Bad data is refused with an engine error (code EFFECT) naming the field.
 */
import { engineError } from "../errors";
import { isInt, MAX_EXACT } from "../math/exact";
import { Effect } from "../rules/types";
import { Crc } from "./data/codes";
import { F_CONDITION, F_ID, MAX_WOUNDS, Sheet, field, withField, withWounds, wounds } from "./data/sheet";

function refuse(effect: Effect, field: string, why: string): never {
  throw engineError("EFFECT", "effect '" + effect.kind + "' data." + field + " " + why, effect);
}

export function applyEffect(s: Sheet, effect: Effect, crc: Crc): string {
  const id = field(s, F_ID);
  if (effect.character !== id) throw engineError("EFFECT", "effect for '" + effect.character + "' applied to the sheet of '" + id + "'", effect);
  const d = effect.data;
  const list = wounds(s);
  if (effect.kind === "wound") {
    if (!isInt(d.dr) || d.dr < 0 || d.dr > MAX_EXACT) refuse(effect, "dr", "must be a whole number of hundredths from 0");
    if (!isInt(d.band) || d.band < 0 || d.band > 5) refuse(effect, "band", "must be a whole number from 0 to 5");
    if (typeof d.location !== "string" || d.location === "") refuse(effect, "location", "must be a text");
    if (list.length >= MAX_WOUNDS) refuse(effect, "dr", "cannot be written: " + MAX_WOUNDS + " wounds already (clear some)");
    list.push({ band: d.band as number, dr: d.dr as number, location: d.location as string });
    return withWounds(s, list, crc);
  }
  if (effect.kind === "clearWounds") {
    const i = d.index;
    if (i === undefined) return withWounds(s, [], crc);
    if (!isInt(i) || i < 0 || i >= list.length) refuse(effect, "index", "must be the number of a wound, from 0 to " + (list.length - 1));
    list.splice(i as number, 1);
    return withWounds(s, list, crc);
  }
  if (effect.kind === "condition") {
    const c = d.condition;
    if (c !== "clear" && c !== "unconscious" && c !== "dead") refuse(effect, "condition", "must be \"unconscious\", \"dead\" or \"clear\"");
    return withField(s, F_CONDITION, c === "unconscious" ? "u" : c === "dead" ? "d" : "", crc);
  }
  throw engineError("EFFECT", "no effect '" + effect.kind + "' in S-Ifni (wound, clearWounds, condition)", effect);
}
