/**
 * Outcome pieces shared by the combat checks: the table words, the GM's lines for an attack,
 * the wound effect and the Endurance follow-up, the odds lines of an exchange.
 */
import { wordAt } from "../../format/words";
import { Effect, FollowUp, InputValue, OddsLine } from "../../rules/types";
import { ANYONE, Fighter } from "../checks/context";
import { fmt, pair } from "../checks/lines";
import { AttackRoll, ExchangeOdds } from "./attack";
import { BAND_NAMES, BAND_TABLE, MAX_BAND, SIGNIFICANT } from "./damage";
import { RollDesc, descLines } from "./fighter";
import { SECTIONS, locationText } from "./location";

/** Appends items to a list (no Function.prototype.apply on the device). */
export function append<T>(into: T[], items: T[]): void {
  for (let i = 0; i < items.length; i++) into.push(items[i]);
}

/** The table view's words for an attack: the band of a hit, DEADLOCK, MISS, or NO OPENING / NO SHOT. */
export function tableOf(r: AttackRoll, held: string): string {
  if (r.result === "hit") return wordAt(BAND_TABLE, r.band);
  return r.result === "deadlock" ? "DEADLOCK" : r.result === "miss" ? "MISS" : held;
}

/** The hit section for the table view's second line ("RIGHT ARM"), "" otherwise. */
export function sectionOf(r: AttackRoll): string {
  return r.location ? wordAt(SECTIONS, r.location.section).toUpperCase() : "";
}

/** What happened, in words: "minor wound, right arm, 2/6 down", "missed", "deadlock". */
export function resultText(r: AttackRoll, held: string): string {
  if (r.result === "hit") return wordAt(BAND_NAMES, r.band) + (r.location ? ", " + locationText(r.location) : "");
  return r.result === "deadlock" ? "deadlock" : r.result === "miss" ? "missed" : held;
}

/** The GM's lines for one attack: who, the rolls, what happened, then what each roll was made of. */
export function attackLines(a: string, d: string, r: AttackRoll, attack: RollDesc, defense: RollDesc[], held: string): string[] {
  const out: string[] = [a + " on " + d];
  if (!r.attack) {
    out.push("Automatic failure");
    return out;
  }
  out.push(pair("Attack", fmt(r.attack.value)));
  let def = "";
  for (let i = 0; i < r.defense.length; i++) def += (i ? " " : "") + fmt(r.defense[i].value);
  if (r.defense.length > 1 || (r.defense.length === 1 && r.defense[0].value !== r.tn)) out.push(pair("Defense", def));
  out.push(pair(r.defense.length ? "TN" : "Base TN", fmt(r.tn)));
  if (r.result === "hit") {
    // a hit without a location did no damage (grab, disarm)
    if (r.location) {
      out.push(pair("DR", fmt(r.dr)));
      out.push(pair("Wound", wordAt(BAND_NAMES, r.band)));
      out.push(pair("Where", locationText(r.location)));
    } else out.push("Hit");
  } else if (r.result === "miss") out.push("Miss: under 3/4 of max");
  else if (r.result === "held") out.push(held + ": 3/4 of max or more");
  else out.push("Deadlock: nothing happens");
  descLines("Attack", attack, out);
  for (let i = 0; i < defense.length; i++) descLines(defense.length > 1 ? "Defense " + (i + 1) : "Defense", defense[i], out);
  return out;
}

export function attackSummary(a: string, d: string, r: AttackRoll, held: string): string {
  if (!r.attack) return a + " -> " + d + ": automatic failure";
  let t = a + " -> " + d + ": " + resultText(r, held) + " (" + fmt(r.attack.value) + " vs " + fmt(r.tn);
  if (r.result === "hit" && r.location) t += ", DR " + fmt(r.dr);
  return t + ")";
}

/** The wound a significant hit leaves on a character (none for anyone, none for a scratch). */
export function woundEffect(target: Fighter, r: AttackRoll): Effect[] {
  if (r.result !== "hit" || r.band < SIGNIFICANT || !target.sheet || !r.location) return [];
  return [
    {
      character: target.id,
      kind: "wound",
      text: target.name + ": " + wordAt(BAND_NAMES, r.band) + ", " + locationText(r.location),
      data: { dr: r.dr, band: r.band, location: locationText(r.location) },
    },
  ];
}

/** The Endurance test a significant wound calls for, with its inputs filled in. */
export function enduranceFollowUp(target: Fighter, endPlus10: number, r: AttackRoll): FollowUp[] {
  if (r.result !== "hit" || r.band < SIGNIFICANT || !r.location) return [];
  const inputs: { [k: string]: InputValue } = { character: target.id, dr: r.dr, section: wordAt(SECTIONS, r.location.section), down: r.location.down };
  if (target.id === ANYONE) {
    inputs.endurance = endPlus10 - 10;
    inputs.unconscious = false;
  }
  return [{ label: "Endurance: " + target.name, check: "endurance", inputs: inputs }];
}

/** Odds lines of one attack: each band, deadlock, miss (they sum to 1). */
export function exchangeLines(o: ExchangeOdds, prefix: string, who: string): OddsLine[] {
  const out: OddsLine[] = [];
  for (let j = 0; j <= MAX_BAND; j++) out.push({ id: prefix + "band-" + j, label: who + wordAt(BAND_NAMES, j), p: o.bands[j] });
  out.push({ id: prefix + "deadlock", label: who + "deadlock", p: o.deadlock });
  out.push({ id: prefix + "miss", label: who + "miss", p: o.miss });
  return out;
}
