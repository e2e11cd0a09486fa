/**
 * Check "wrestle": one round of two fighters entangled in a hold (s-ifni.txt, "Wrestling"):
 * "both sides usually only have 3 options: Hold, Escape, or Throw. All of these require a test
 * of Wrestling vs Wrestling for a success. A Hold action attempts to use Wrestling skill (versus
 * Escape or Hold) to cause damage and also, if successful, prevents a Throw. A successful Escape
 * action (versus Hold) allows the character to exit the entanglement. A Throw action, if
 * successful (versus Hold) and not countered by an opposing Hold, exits the entanglement while
 * also causing damage. Note that any damage caused in Wrestling uses the "Unarmed" weapon stats."
 *
 * Read as one opposed Wrestling roll per round (each side adds the skill named after its
 * action: Hold, Escape, Throw): the higher roll's action happens, a tie is a deadlock. Hold:
 * damage, still entangled. Escape: out, no damage. Throw: damage and out. Both choosing
 * Escape: they let go without a roll. Damage is a DR of the winner's roll against the loser's,
 * with the Unarmed row's damage type, armor factor and damage bonus. Generator words: A's roll,
 * B's roll, then the location dice of any damage. A wound's penalty reads both arms (a hold).
 */
import { wordAt } from "../../format/words";
import { Effect, FollowUp, Inputs, Odds, OddsLine, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { roll } from "../roll";
import { Fighter, SheetRef, fighter, mustAct, num, str } from "../checks/context";
import { fmt, pair, shout } from "../checks/lines";
import { addMod, mods, sheetPenalties } from "../checks/mods";
import { AttackRoll, bandOdds } from "./attack";
import { BAND_NAMES, BAND_TABLE, MAX_BAND, bandOf, drOf } from "./damage";
import { RollDesc, armorAgainst, armorRows, clampSkill, desc, descLines, endPlus10, setupOf, totalOf, unarmedRow } from "./fighter";
import { BOTH_ARMS, rollLocation } from "./location";
import { plain } from "./melee";
import { append, enduranceFollowUp, woundEffect } from "./outcome";

export const ACTIONS = ["hold", "escape", "throw"];
/** the skill each action adds, and what the table view says when it wins */
const SKILLS = ["Hold", "Escape", "Throw"];
const WORDS = ["HOLDS", "ESCAPES", "THROWS"];

interface Wrestler {
  f: Fighter;
  /** index into ACTIONS */
  action: number;
  roll: RollDesc;
  /** armor hundredths against Unarmed damage, and Endurance + 10 */
  armor: number;
  endPlus10: number;
}

function wrestler(inputs: Inputs, party: SheetRef[], pack: string, p: string): Wrestler {
  const f = fighter(party, inputs, p + "Who", p === "a" ? "A" : "B");
  mustAct(f, true);
  const found = ACTIONS.indexOf(str(inputs, p + "Action", "hold"));
  const action = found < 0 ? 0 : found;
  const m = mods();
  addMod(m, "GM", str(inputs, p + "Mod"));
  if (f.sheet) sheetPenalties(m, f.sheet, pack, BOTH_ARMS, false, false);
  const skill = f.sheet ? totalOf(f.sheet, "Wrestling", SKILLS[action]) : clampSkill(num(inputs, p + "Skill"));
  const bare = unarmedRow(pack);
  return {
    f: f,
    action: action,
    roll: desc(skill, m),
    armor: armorAgainst(armorRows(f, str(inputs, p + "Armor", "none"), pack), bare[2], bare[5], bare[6]),
    endPlus10: endPlus10(f, num(inputs, p + "Endurance")),
  };
}

export function resolveWrestle(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const a = wrestler(inputs, party, pack, "a");
  const b = wrestler(inputs, party, pack, "b");
  const an = a.f.name;
  const bn = b.f.name;
  const again: FollowUp = { label: "Wrestle on: " + an + " and " + bn, check: "wrestle", inputs: { aWho: a.f.id, bWho: b.f.id } };
  if (a.action === 1 && b.action === 1) {
    return { check: "wrestle", table: "BOTH LET GO", degree: "", lines: ["Both escape: no roll"], summary: an + " and " + bn + " let go", effects: [], followUps: [] };
  }
  const ra = roll(rng, setupOf(a.roll));
  const rb = roll(rng, setupOf(b.roll));
  const lines = [pair(an + " " + ACTIONS[a.action], fmt(ra.value)), pair(bn + " " + ACTIONS[b.action], fmt(rb.value))];
  if (ra.value === rb.value) {
    lines.push("Deadlock: still entangled");
    return { check: "wrestle", table: "DEADLOCK", degree: "", lines: lines, summary: an + " and " + bn + ": deadlock", effects: [], followUps: [again] };
  }
  const win = ra.value > rb.value ? a : b;
  const lose = win === a ? b : a;
  const wv = ra.value > rb.value ? ra.value : rb.value;
  const lv = ra.value > rb.value ? rb.value : ra.value;
  const effects: Effect[] = [];
  const followUps: FollowUp[] = [];
  let degree = "";
  let what = win.f.name + " " + WORDS[win.action].toLowerCase();
  if (win.action !== 1) {
    // Hold and Throw do damage
    const dr = drOf(wv, lv, lose.armor);
    const r: AttackRoll = { attack: win === a ? ra : rb, defense: [win === a ? rb : ra], tn: lv, result: "hit", dr: dr, band: bandOf(dr, lose.endPlus10), location: null };
    r.location = rollLocation(rng, 0, plain([]).chosen, false);
    lines.push(pair("DR", fmt(dr)));
    lines.push(pair("Wound", wordAt(BAND_NAMES, r.band)));
    degree = wordAt(BAND_TABLE, r.band);
    what += ": " + wordAt(BAND_NAMES, r.band);
    append(effects, woundEffect(lose.f, r));
    append(followUps, enduranceFollowUp(lose.f, lose.endPlus10, r));
  }
  // Escape and Throw end the hold
  if (win.action !== 0) lines.push("Out of the hold");
  else followUps.push(again);
  descLines(an, a.roll, lines);
  descLines(bn, b.roll, lines);
  return { check: "wrestle", table: shout(win.f.name, 12) + " " + WORDS[win.action], degree: degree, lines: lines, summary: what, effects: effects, followUps: followUps };
}

export function wrestleOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  const a = wrestler(inputs, party, pack, "a");
  const b = wrestler(inputs, party, pack, "b");
  if (a.action === 1 && b.action === 1) return { check: "wrestle", lines: [{ id: "let-go", label: "both let go", p: 1 }] };
  const lines: OddsLine[] = [];
  const sides = [a, b];
  const ids = ["a", "b"];
  let deadlock = 0;
  let left = 1;
  for (let i = 0; i < 2; i++) {
    const w = sides[i];
    const l = sides[1 - i];
    // the winner's damage meets the loser's armor and Endurance
    const o = bandOdds(setupOf(w.roll), { rolls: [setupOf(l.roll)], floor: 0, shift: 0 }, l.armor, l.endPlus10);
    deadlock = o.deadlock;
    // the second side's win is what the first's and the deadlock leave: its lines are scaled to it
    // (each side's hit is its own sum, a few parts in a million apart)
    const k = i === 0 || o.hit <= 0 ? 1 : (left - deadlock) / o.hit;
    left -= o.hit;
    const word = w.f.name + " " + WORDS[w.action].toLowerCase();
    if (w.action === 1) lines.push({ id: ids[i] + "-wins", label: word, p: o.hit * k });
    else for (let j = 0; j <= MAX_BAND; j++) lines.push({ id: ids[i] + "-band-" + j, label: word + ": " + wordAt(BAND_NAMES, j), p: o.bands[j] * k });
  }
  lines.push({ id: "deadlock", label: "deadlock", p: deadlock });
  return { check: "wrestle", lines: lines };
}
