/**
 * Group work (s-ifni.txt, end of "Modifiers"): several characters work on one project. Each
 * rolls the same stat (with their own skill of the chosen name, if they have it, and their own
 * wound and armor penalties) against one TN; each success is one person's minimal effort, and
 * the quality is the mean degree (SIFNI.groupWork). Party members only: Anyone has no sheet
 * to work with, and the GM can roll unnamed helpers as single skill checks.
 * The odds give the exact distribution of the number of successes.
 */
import { lazySpec } from "../../../rules/lazy-spec";
import { engineError } from "../../../errors";
import { formatHundredths } from "../../../format/number";
import { list } from "../../../rules/inputs";
import { CheckImpl, Choice, InputContext, Inputs, Odds, OddsLine, Outcome } from "../../../rules/types";
import { RandomGenerator } from "../../../random/generator";
import { groupWork } from "../../../sifni/group";
import { oddsVsTn } from "../../../sifni/odds";
import { check } from "../../../sifni/resolve";
import { RollSetup } from "../../../sifni/roll";
import { armorPenalty, woundPenalty } from "../penalties";
import { statShort } from "../stats";
import { LINE, fit, fitHead, int } from "../text";
import { findSkill, skillsUnder } from "../totals";
import { ModifierRow, SifniPack, SifniSheet } from "../types";
import { NONE, Side, Spec, modifierChoices, sideOf, statChoices } from "./side";
import { degreeText } from "./skill";
import { tnInputs, tnOf } from "./tn";

type Ctx = InputContext<SifniSheet, SifniPack>;

function workersOf(c: Ctx): SifniSheet[] {
  const ids = list(c.inputs, "workers");
  const out: SifniSheet[] = [];
  for (let i = 0; i < c.party.length; i++) if (ids.indexOf(c.party[i].id) >= 0) out.push(c.party[i]);
  return out;
}

function addName(names: string[], name: string): void {
  if (names.indexOf(name) < 0) names.push(name);
}

/** Names of the chosen workers' skills under the chosen stat. */
function skillNames(c: Ctx): string[] {
  const names: string[] = [];
  const w = workersOf(c);
  for (let i = 0; i < w.length; i++) {
    const s = skillsUnder(w[i], String(c.inputs.stat));
    for (let j = 0; j < s.length; j++) addName(names, s[j].name);
  }
  return names;
}

/** Names of the specialties the chosen workers have under the chosen skill. */
function specialtyNames(c: Ctx): string[] {
  const names: string[] = [];
  const w = workersOf(c);
  for (let i = 0; i < w.length; i++) {
    const s = findSkill(w[i], String(c.inputs.stat), String(c.inputs.skill));
    if (s) for (let j = 0; j < s.specialties.length; j++) addName(names, s.specialties[j].name);
  }
  return names;
}

function namedChoices(none: string, names: string[]): Choice[] {
  const out: Choice[] = [{ id: NONE, label: none }];
  for (let i = 0; i < names.length; i++) out.push({ id: names[i], label: names[i] });
  return out;
}

function keep(m: ModifierRow): boolean {
  return m.tn === undefined;
}

function anyWorker(c: Ctx, has: (s: SifniSheet) => boolean): boolean {
  const w = workersOf(c);
  for (let i = 0; i < w.length; i++) if (has(w[i])) return true;
  return false;
}

/** built when the check is set up (rules/lazy-spec.ts) */
function inputSpecs(): Spec[] {
  const workers: Spec[] = [
    {
      id: "workers",
      label: "Workers",
      kind: "choices",
      choices: function (c) {
        const out: Choice[] = [];
        for (let i = 0; i < c.party.length; i++) if (c.party[i].condition !== "dead") out.push({ id: c.party[i].id, label: c.party[i].name });
        return out;
      },
    },
    {
      id: "stat",
      label: "Stat",
      kind: "choice",
      choices: function () {
        return statChoices(null);
      },
    },
    {
      id: "skill",
      label: "Skill",
      kind: "choice",
      initial: NONE,
      choices: function (c) {
        return namedChoices("(no skill)", skillNames(c));
      },
      when: function (c) {
        return skillNames(c).length > 0;
      },
    },
    {
      id: "spec",
      label: "Specialty",
      kind: "choice",
      initial: NONE,
      choices: function (c) {
        return namedChoices("(no specialty)", specialtyNames(c));
      },
      when: function (c) {
        return c.inputs.skill !== undefined && c.inputs.skill !== NONE && specialtyNames(c).length > 0;
      },
    },
    {
      id: "half",
      label: "Half credit",
      kind: "flag",
      initial: false,
      when: function (c) {
        return c.inputs.skill !== undefined && c.inputs.skill !== NONE;
      },
    },
    {
      id: "mods",
      label: "Modifiers",
      kind: "choices",
      initial: "",
      choices: function (c) {
        return modifierChoices(c.pack, keep);
      },
    },
    {
      id: "noWound",
      label: "Waive wound penalty",
      kind: "flag",
      initial: false,
      when: function (c) {
        return anyWorker(c, function (s) {
          return woundPenalty(s).n !== 0;
        });
      },
    },
    {
      id: "noArmor",
      label: "Waive armor penalty",
      kind: "flag",
      initial: false,
      when: function (c) {
        return anyWorker(c, function (s) {
          return armorPenalty(s, c.pack).n !== 0;
        });
      },
    },
  ];
  return workers.concat(tnInputs(false, function () { return false; }, false));
}

/** Each worker as a side: the shared choices, with the skill and specialty only where the worker has them. */
function workerSides(given: Inputs, party: SifniSheet[], pack: SifniPack): Side[] {
  const ids = list(given, "workers");
  if (ids.length === 0) throw engineError("INPUT", "input 'workers' needs at least one character", "");
  const stat = String(given.stat);
  const out: Side[] = [];
  for (let i = 0; i < ids.length; i++) {
    let sheet: SifniSheet | null = null;
    for (let j = 0; j < party.length; j++) if (party[j].id === ids[i]) sheet = party[j];
    const skill = sheet && typeof given.skill === "string" ? findSkill(sheet, stat, given.skill) : null;
    const one: Inputs = { who: ids[i], stat: stat, mods: given.mods, noWound: given.noWound === true, noArmor: given.noArmor === true };
    if (skill) {
      one.skill = skill.name;
      one.half = given.half === true;
      if (typeof given.spec === "string") one.spec = given.spec;
    }
    out.push(sideOf(one, "", party, pack));
  }
  return out;
}

function setupsOf(sides: Side[]): RollSetup[] {
  const out: RollSetup[] = [];
  for (let i = 0; i < sides.length; i++) out.push(sides[i].setup);
  return out;
}

function what(given: Inputs): string {
  const skill = typeof given.skill === "string" && given.skill !== NONE ? "+" + given.skill : "";
  const spec = skill && typeof given.spec === "string" && given.spec !== NONE ? "+" + given.spec : "";
  return statShort(String(given.stat)) + skill + spec + (skill && given.half === true ? " half" : "");
}

function successesText(n: number): string {
  return n === 0 ? "NO SUCCESS" : int(n) + (n === 1 ? " SUCCESS" : " SUCCESSES");
}

const LETTER = { success: "S", deadlock: "D", failure: "F" };

function resolve(given: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
  const sides = workerSides(given, party, pack);
  const t = tnOf(given, pack, -1, "");
  const lines: string[] = [fit("Group " + what(given), LINE), fit("TN " + formatHundredths(t.tn), LINE)];
  const out: Outcome = { check: "group", table: "", degree: "", lines: lines, summary: "", effects: [], followUps: [] };
  const names: string[] = [];
  for (let i = 0; i < sides.length; i++) names.push(sides[i].name);
  const head = "Group of " + int(sides.length) + " (" + names.join(", ") + ") " + what(given) + " vs TN " + formatHundredths(t.tn) + ": ";
  if (sides[0].autoFail !== "") {
    lines.push("Auto failure:");
    lines.push(fit(" " + sides[0].autoFail, LINE));
    out.table = "AUTO FAIL";
    out.summary = head + "AUTO FAIL (" + sides[0].autoFail + ")";
    return out;
  }
  // the same words again, to show each worker's roll next to groupWork's count
  const replay = rng.clone();
  const g = groupWork(rng, setupsOf(sides), t.tn);
  for (let i = 0; i < sides.length; i++) {
    const c = check(replay, sides[i].setup, t.tn);
    lines.push(fitHead(sides[i].name, " " + int(sides[i].total) + " " + formatHundredths(c.roll.value) + " " + LETTER[c.verdict], LINE));
  }
  lines.push(int(g.successes) + " of " + int(sides.length) + " succeed");
  out.table = successesText(g.successes);
  out.degree = degreeText(g.quality);
  if (out.degree !== "") lines.push("Quality " + out.degree);
  out.summary = head + int(g.successes) + " succeed, " + int(g.deadlocks) + " deadlock, " + int(g.failures) + " fail" + (out.degree ? ", quality " + out.degree : "");
  return out;
}

/** P(exactly k successes), k = 0..n, for independent workers with success chances p. */
export function successCounts(p: number[]): number[] {
  const dist: number[] = [1];
  for (let i = 0; i < p.length; i++) {
    dist.push(0);
    for (let k = dist.length - 1; k >= 0; k--) dist[k] = dist[k] * (1 - p[i]) + (k > 0 ? dist[k - 1] * p[i] : 0);
  }
  return dist;
}

function odds(given: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
  const sides = workerSides(given, party, pack);
  const t = tnOf(given, pack, -1, "");
  const p: number[] = [];
  for (let i = 0; i < sides.length; i++) p.push(sides[i].autoFail !== "" ? 0 : oddsVsTn(sides[i].setup, t.tn).success);
  const dist = successCounts(p);
  const lines: OddsLine[] = [];
  for (let k = 0; k < dist.length; k++) lines.push({ id: int(k), label: successesText(k).toLowerCase(), p: dist[k] });
  return { check: "group", lines: lines };
}

export const groupCheck: CheckImpl<SifniSheet, SifniPack> = {
  spec: lazySpec("group", "Group work", inputSpecs),
  resolve: resolve,
  odds: odds,
};
