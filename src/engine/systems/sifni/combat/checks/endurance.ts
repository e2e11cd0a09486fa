/**
 * Check "endurance": the Endurance tests for wounds. With a DR given, one test for that wound
 * (what an attack's follow-up asks); without one (-1), one test per significant wound on the
 * character's sheet, in the sheet's order (the test each round).
 */
import { lazySpec } from "../../../../rules/lazy-spec";
import { engineError } from "../../../../errors";
import { RandomGenerator } from "../../../../random/generator";
import { num, str, flag } from "../../../../rules/inputs";
import { CheckImpl, Effect, Inputs, Odds, Outcome } from "../../../../rules/types";
import { setup } from "../../../../sifni/roll";
import { SifniPack, SifniSheet } from "../../types";
import { BAND_NAMES, SIGNIFICANT } from "../damage";
import { Condition, EnduranceRoll, enduranceOdds, enduranceTest } from "../endurance";
import { Fighter, fighter, fmt } from "../fighter";
import { Ctx, Spec, hundredthsInput, isAnyone, totalInput, whoInput } from "../inputs";
import { Location, SECTIONS, enduranceTn, parseLocation } from "../location";
import { clampSkill } from "../melee";
import { statTotal } from "../sheet";

/** built when the check is set up (rules/lazy-spec.ts) */
function inputSpecs(): Spec[] {
  return [
    whoInput("character", "Character"),
    totalInput("endurance", "Endurance", "character", 0),
    hundredthsInput("dr", "DR (-1: wounds)", -1, -1),
    {
      id: "section",
      label: "Wound section",
      kind: "choice",
      initial: "torso",
      when: function (c: Ctx) {
        return c.inputs.dr !== -1;
      },
      choices: function () {
        const out = [];
        for (let i = 0; i < SECTIONS.length; i++) out.push({ id: SECTIONS[i], label: SECTIONS[i] });
        return out;
      },
    },
    { id: "down", label: "Sixth from top", kind: "number", min: 1, max: 6, initial: 3, when: function (c: Ctx) { return c.inputs.dr !== -1; } },
    { id: "unconscious", label: "Unconscious now", kind: "flag", initial: false, when: function (c: Ctx) { return isAnyone(c, "character"); } },
  ];
}

interface Test {
  dr: number;
  location: Location;
  label: string;
}

interface Plan {
  who: Fighter;
  skill: number;
  before: Condition;
  tests: Test[];
}

function plan(inputs: Inputs, party: SifniSheet[]): Plan {
  const who = fighter(party, inputs, "character", "Anyone");
  const s = who.sheet;
  const before: Condition = s ? (s.condition ? s.condition : "") : flag(inputs, "unconscious") ? "unconscious" : "";
  if (before === "dead") throw engineError("CONDITION", who.name + " is dead", who.id);
  const skill = s ? statTotal(s, "Endurance", "vsDamage") : clampSkill(num(inputs, "endurance"));
  const tests: Test[] = [];
  const dr = num(inputs, "dr", -1);
  if (dr >= 0) {
    const section = SECTIONS.indexOf(str(inputs, "section"));
    const l: Location = { section: section < 0 ? 2 : section, down: num(inputs, "down", 3), across: 0 };
    tests.push({ dr: dr, location: l, label: SECTIONS[l.section] });
  } else if (s) {
    for (let i = 0; i < s.wounds.length; i++) {
      const w = s.wounds[i];
      if (w.band >= SIGNIFICANT) tests.push({ dr: w.dr, location: parseLocation(w.location), label: BAND_NAMES[w.band] + ", " + w.location });
    }
  } else throw engineError("INPUT", "input 'dr' must be given (0 or more) for anyone", "dr");
  return { who: who, skill: skill, before: before, tests: tests };
}

const TABLE: { [c: string]: string } = { "": "HOLDS ON", unconscious: "UNCONSCIOUS", dead: "DEAD" };

function testLine(t: Test, r: EnduranceRoll): string {
  let line = "DR " + fmt(t.dr) + " TN " + fmt(r.tn) + ": " + fmt(r.first.value);
  if (r.second) line += ", " + fmt(r.second.value);
  return line + (r.after === "dead" ? " dead" : r.after === "unconscious" ? " out" : " ok");
}

export const ENDURANCE: CheckImpl<SifniSheet, SifniPack> = {
  spec: lazySpec("endurance", "Endurance test", inputSpecs),
  resolve: function (inputs: Inputs, party: SifniSheet[], _pack: SifniPack, rng: RandomGenerator): Outcome {
    const p = plan(inputs, party);
    const s = setup(p.skill);
    const lines: string[] = [p.who.name + " Endurance " + p.skill];
    let state = p.before;
    for (let i = 0; i < p.tests.length && state !== "dead"; i++) {
      const t = p.tests[i];
      const r = enduranceTest(rng, s, enduranceTn(t.dr, t.location), state);
      lines.push(t.label);
      lines.push(testLine(t, r));
      state = r.after;
    }
    if (p.tests.length === 0) lines.push("no significant wounds");
    const effects: Effect[] = [];
    if (state !== p.before && p.who.sheet) {
      effects.push({
        character: p.who.id,
        kind: "condition",
        text: p.who.name + (state === "dead" ? " dies" : " falls unconscious"),
        data: { condition: state },
      });
    }
    const summary = p.who.name + ": " + (p.tests.length === 0 ? "no wounds to test" : state === "" ? "holds on" : state);
    return { check: "endurance", table: p.tests.length === 0 ? "NO WOUNDS" : TABLE[state], degree: "", lines: lines, summary: summary, effects: effects, followUps: [] };
  },
  odds: function (inputs: Inputs, party: SifniSheet[]): Odds {
    const p = plan(inputs, party);
    const tns: number[] = [];
    for (let i = 0; i < p.tests.length; i++) tns.push(enduranceTn(p.tests[i].dr, p.tests[i].location));
    const o = enduranceOdds(setup(p.skill), tns, p.before);
    return {
      check: "endurance",
      lines: [
        { id: "up", label: "holds on", p: o[0] },
        { id: "unconscious", label: "unconscious", p: o[1] },
        { id: "dead", label: "dead", p: o[2] },
      ],
    };
  },
};
