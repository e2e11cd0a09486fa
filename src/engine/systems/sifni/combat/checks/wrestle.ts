/**
 * Check "wrestle": one round of two fighters entangled in a hold (wrestling.ts).
 * Generator words: A's roll, B's roll, then the location dice of any damage.
 */
import { lazySpec } from "../../../../rules/lazy-spec";
import { Fraction } from "../../../../math/fraction";
import { RandomGenerator } from "../../../../random/generator";
import { num, str } from "../../../../rules/inputs";
import { CheckImpl, Effect, FollowUp, Inputs, Odds, OddsLine, Outcome } from "../../../../rules/types";
import { roll } from "../../../../sifni/roll";
import { SifniPack, SifniSheet } from "../../types";
import { AttackRoll, bandOdds } from "../attack";
import { BAND_NAMES, BAND_TABLE, MAX_BAND, bandOf, drOf } from "../damage";
import { Fighter, RollDesc, desc, descText, fighter, fmt, mustAct, setupOf } from "../fighter";
import { Spec, armorInput, enduranceInput, fractionInput, strategyInput, totalInput, whoInput } from "../inputs";
import { rollLocation } from "../location";
import { armorAgainst, armorOf, clampSkill, endPlus10, PLAIN } from "../melee";
import { append, enduranceFollowUp, woundEffect } from "../outcome";
import { BARE_HANDS, addFraction, armorPenalties, statTotal, unarmedRow, woundPenalty, wornArmor } from "../sheet";
import { ACTIONS, ACTION_LABELS, ACTION_SKILLS, actionWord, frees, hurts } from "../wrestling";

function side(p: string, label: string): Spec[] {
  return [
    whoInput(p + "Who", label),
    totalInput(p + "Skill", "Wrestling", p + "Who", 0),
    strategyInput(p + "Action", "Action", ACTIONS, ACTION_LABELS, "hold"),
    fractionInput(p + "Mod", "Modifier"),
    armorInput(p + "Armor", p + "Who"),
    enduranceInput(p + "Endurance", p + "Who"),
  ];
}

/** built when the check is set up (rules/lazy-spec.ts) */
function inputSpecs(): Spec[] {
  return side("a", "Fighter A").concat(side("b", "Fighter B"));
}

interface Wrestler {
  fighter: Fighter;
  action: string;
  roll: RollDesc;
  /** armor hundredths against Unarmed damage, and Endurance + 10 */
  armor: number;
  endPlus10: number;
}

function wrestler(inputs: Inputs, party: SifniSheet[], pack: SifniPack, p: string): Wrestler {
  const f = fighter(party, inputs, p + "Who", p === "a" ? "A" : "B");
  mustAct(f);
  const action = str(inputs, p + "Action");
  const mods: Fraction[] = [];
  addFraction(str(inputs, p + "Mod"), mods);
  const s = f.sheet;
  if (s) {
    armorPenalties(wornArmor(s, pack), mods);
    woundPenalty(s.wounds, "", mods);
  }
  const skill = s ? statTotal(s, "Wrestling", ACTION_SKILLS[ACTIONS.indexOf(action)]) : clampSkill(num(inputs, p + "Skill"));
  const bare = unarmedRow(pack) || BARE_HANDS;
  return {
    fighter: f,
    action: action,
    roll: desc(skill, mods),
    armor: armorAgainst(armorOf(f, str(inputs, p + "Armor"), pack), bare),
    endPlus10: endPlus10(f, num(inputs, p + "Endurance")),
  };
}

export const WRESTLE: CheckImpl<SifniSheet, SifniPack> = {
  spec: lazySpec("wrestle", "Wrestle (in a hold)", inputSpecs),
  resolve: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
    const a = wrestler(inputs, party, pack, "a");
    const b = wrestler(inputs, party, pack, "b");
    const an = a.fighter.name;
    const bn = b.fighter.name;
    const again: FollowUp = { label: "Wrestle on: " + an + " and " + bn, check: "wrestle", inputs: { aWho: a.fighter.id, bWho: b.fighter.id } };
    if (a.action === "escape" && b.action === "escape") {
      return { check: "wrestle", table: "BOTH LET GO", degree: "", lines: ["both escape: no roll"], summary: an + " and " + bn + " let go", effects: [], followUps: [] };
    }
    const ra = roll(rng, setupOf(a.roll));
    const rb = roll(rng, setupOf(b.roll));
    const lines = [an + " " + fmt(ra.value) + " " + a.action, bn + " " + fmt(rb.value) + " " + b.action];
    if (ra.value === rb.value) {
      lines.push("deadlock: still entangled");
      return { check: "wrestle", table: "DEADLOCK", degree: "", lines: lines, summary: an + " and " + bn + ": deadlock", effects: [], followUps: [again] };
    }
    const win = ra.value > rb.value ? a : b;
    const lose = win === a ? b : a;
    const wv = ra.value > rb.value ? ra.value : rb.value;
    const lv = ra.value > rb.value ? rb.value : ra.value;
    const effects: Effect[] = [];
    const followUps: FollowUp[] = [];
    let degree = "";
    let what = win.fighter.name + " " + actionWord(win.action).toLowerCase();
    if (hurts(win.action)) {
      const dr = drOf(wv, lv, lose.armor);
      const r: AttackRoll = { attack: win === a ? ra : rb, defense: [win === a ? rb : ra], tn: lv, result: "hit", dr: dr, band: bandOf(dr, lose.endPlus10), location: null };
      r.location = rollLocation(rng, 0, PLAIN.chosen, false);
      lines.push("DR " + fmt(dr) + " " + BAND_NAMES[r.band]);
      degree = BAND_TABLE[r.band];
      what += ": " + BAND_NAMES[r.band];
      append(effects, woundEffect(lose.fighter, r));
      append(followUps, enduranceFollowUp(lose.fighter, lose.endPlus10, r));
    }
    if (frees(win.action)) lines.push("out of the hold");
    else followUps.push(again);
    lines.push("rolls " + descText(a.roll) + " / " + descText(b.roll));
    const name = win.fighter.name.length > 12 ? win.fighter.name.substring(0, 12) : win.fighter.name;
    return { check: "wrestle", table: name.toUpperCase() + " " + actionWord(win.action), degree: degree, lines: lines, summary: what, effects: effects, followUps: followUps };
  },
  odds: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
    const a = wrestler(inputs, party, pack, "a");
    const b = wrestler(inputs, party, pack, "b");
    if (a.action === "escape" && b.action === "escape") return { check: "wrestle", lines: [{ id: "let-go", label: "both let go", p: 1 }] };
    const lines: OddsLine[] = [];
    const sides = [a, b];
    const ids = ["a", "b"];
    let deadlock = 0;
    for (let i = 0; i < 2; i++) {
      const w = sides[i];
      const l = sides[1 - i];
      // the winner's damage meets the loser's armor and Endurance
      const o = bandOdds(setupOf(w.roll), { rolls: [setupOf(l.roll)], floor: 0, shift: 0 }, l.armor, l.endPlus10);
      deadlock = o.deadlock;
      const word = w.fighter.name + " " + actionWord(w.action).toLowerCase();
      if (!hurts(w.action)) lines.push({ id: ids[i] + "-wins", label: word, p: o.hit });
      else for (let j = 0; j <= MAX_BAND; j++) lines.push({ id: ids[i] + "-band-" + j, label: word + ": " + BAND_NAMES[j], p: o.bands[j] });
    }
    lines.push({ id: "deadlock", label: "deadlock", p: deadlock });
    return { check: "wrestle", lines: lines };
  },
};
