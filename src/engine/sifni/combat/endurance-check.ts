/**
 * Check "endurance": the Endurance tests for wounds (endurance.ts). With a DR given, one test
 * for that wound (what an attack's follow-up asks); without one (-1), one test per significant
 * wound on the character's sheet, in the sheet's order (the test each round). Anyone has no
 * sheet: its test needs the DR.
 */
import { wordAt, wordIndex } from "../../format/words";
import { engineError } from "../../errors";
import { Effect, Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { setup } from "../roll";
import { condition, wounds } from "../data/sheet";
import { Fighter, SheetRef, fighter, flag, num, str } from "../checks/context";
import { fmt, int, pair } from "../checks/lines";
import { BAND_NAMES, SIGNIFICANT } from "./damage";
import { EnduranceRoll, enduranceOdds, enduranceTest } from "./endurance";
import { clampSkill, totalOf } from "./fighter";
import { Location, SECTIONS, enduranceTn, parseLocation } from "./location";

interface Test {
  dr: number;
  location: Location;
  label: string;
}

interface Plan {
  who: Fighter;
  skill: number;
  before: string;
  tests: Test[];
}

function plan(inputs: Inputs, party: SheetRef[]): Plan {
  const who = fighter(party, inputs, "character", "Anyone");
  const s = who.sheet;
  const before = s ? condition(s) : flag(inputs, "unconscious") ? "unconscious" : "";
  if (before === "dead") throw engineError("CONDITION", who.name + " is dead", who.id);
  const skill = s ? totalOf(s, "Endurance", "vsDamage") : clampSkill(num(inputs, "endurance"));
  const tests: Test[] = [];
  const dr = num(inputs, "dr", -1);
  if (dr >= 0) {
    const section = wordIndex(SECTIONS, str(inputs, "section"));
    const l: Location = { section: section < 0 ? 2 : section, down: num(inputs, "down", 3), across: 0 };
    tests.push({ dr: dr, location: l, label: wordAt(SECTIONS, l.section) });
  } else if (s) {
    const w = wounds(s);
    for (let i = 0; i < w.length; i++) {
      if (w[i].band >= SIGNIFICANT) tests.push({ dr: w[i].dr, location: parseLocation(w[i].location), label: wordAt(BAND_NAMES, w[i].band) + ", " + w[i].location });
    }
  } else throw engineError("INPUT", "give the DR of the wound to test (Anyone has no sheet to read it from)", "dr");
  return { who: who, skill: skill, before: before, tests: tests };
}

const TABLE: { [c: string]: string } = { "": "HOLDS ON", unconscious: "UNCONSCIOUS", dead: "DEAD" };

function testLines(t: Test, r: EnduranceRoll, out: string[]): void {
  out.push(t.label);
  out.push(pair("DR", fmt(t.dr)));
  out.push(pair("TN", fmt(r.tn)));
  out.push(pair("Roll", fmt(r.first.value) + (r.second ? ", " + fmt(r.second.value) : "")));
  out.push(r.after === "dead" ? "Dead" : r.after === "unconscious" ? "Falls unconscious" : "Holds on");
}

export function resolveEndurance(inputs: Inputs, party: SheetRef[], _pack: string, rng: RandomGenerator): Outcome {
  const p = plan(inputs, party);
  const s = setup(p.skill);
  const lines: string[] = [p.who.name, pair("Endurance", int(p.skill))];
  let state = p.before;
  for (let i = 0; i < p.tests.length && state !== "dead"; i++) {
    const t = p.tests[i];
    const r = enduranceTest(rng, s, enduranceTn(t.dr, t.location), state);
    testLines(t, r, lines);
    state = r.after;
  }
  if (p.tests.length === 0) lines.push("No significant wounds");
  const effects: Effect[] = [];
  if (state !== p.before && p.who.sheet) {
    effects.push({ character: p.who.id, kind: "condition", text: p.who.name + (state === "dead" ? " dies" : " falls unconscious"), data: { condition: state } });
  }
  const summary = p.who.name + ": " + (p.tests.length === 0 ? "no wounds to test" : state === "" ? "holds on" : state);
  return { check: "endurance", table: p.tests.length === 0 ? "NO WOUNDS" : TABLE[state], degree: "", lines: lines, summary: summary, effects: effects, followUps: [] };
}

export function enduranceCheckOdds(inputs: Inputs, party: SheetRef[]): Odds {
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
}
