/**
 * The attack check: dodge, then block, then armor. Each stage the attacker must win; a
 * contested stage rolls one md10 against the difficulty B - A. The exact odds multiply the
 * stages' passing faces out of 10 (the md10s are independent), as counts out of 1000.
 */
import { md10 } from "../../random/dice";
import { RandomGenerator } from "../../random/generator";
import { CheckImpl, Effect, Inputs, Odds, Outcome } from "../../rules/types";
import { attackInput } from "./attack-inputs";
import { indexedSpec } from "../../rules/lazy-spec";
import { sizeOf } from "./lookup";
import { AttackPlan, planAttack } from "./plan";
import { MD10_FACES, StagePlan, stageFaces } from "./stage";
import { DbaPack, DbaSheet } from "./types";

/** A stage as rolled; md10, total and pass are null when the attack stopped before it. */
export interface StageRoll {
  id: string;
  attacker: number;
  defender: number;
  /** B - A: the md10 must be at least this */
  difficulty: number;
  auto: string;
  note: string;
  md10: number | null;
  /** A + md10, which must reach B */
  total: number | null;
  pass: boolean | null;
}

export interface AttackOutcome extends Outcome {
  /** "hit", or the stage that stopped the attack: "dodge", "block", "armor" */
  result: string;
  stages: StageRoll[];
  /** injuries dealt (0 unless the attack hit) */
  injuries: number;
}

export interface AttackOdds extends Odds {
  stages: StagePlan[];
  /** exact counts of the 1000 md10 triples ending at each stage (hit, dodge, block, armor) */
  counts: { [result: string]: number };
}

const STAGE_NAMES: { [id: string]: string } = { dodge: "Dodge", block: "Block", armor: "Armor" };
const AUTO_TEXT: { [auto: string]: string } = {
  force: "too forceful",
  waived: "waived",
  area: "area attack",
  diffuse: "diffuse attack",
};
const RESULT_TABLE: { [result: string]: string } = { hit: "HIT", dodge: "DODGED", block: "BLOCKED", armor: "ARMOR HOLDS" };
const RESULT_TEXT: { [result: string]: string } = { hit: "hit", dodge: "dodged", block: "blocked", armor: "stopped by armor" };

function signed(n: number): string {
  return n < 0 ? String(n) : "+" + n;
}

function injuriesText(n: number): string {
  return n + (n === 1 ? " injury" : " injuries");
}

function stageLine(s: StageRoll): string {
  const head = STAGE_NAMES[s.id] + " " + s.attacker + "v" + s.defender + (s.note === "pierced" ? "*" : "");
  if (s.auto !== "") return STAGE_NAMES[s.id] + ": " + AUTO_TEXT[s.auto];
  if (s.md10 === null) return head + ": -";
  return head + ": " + signed(s.md10) + (s.pass ? " ok" : " STOP");
}

/**
 * The phase-4 interruptions this attack causes: making a dodge stops the defender's stationary
 * slow actions; making a block or being injured also stops spells, notching and advancing.
 */
function interruptLines(rolls: StageRoll[], hit: boolean): string[] {
  if (hit || rolls[1].md10 !== null) return ["Stops: still acts,", "spells, bow, advance"];
  if (rolls[0].md10 !== null) return ["Stops: still acts"];
  return [];
}

function effectOf(plan: AttackPlan, pack: DbaPack): Effect[] {
  const d = plan.defender;
  if (d === null || plan.deals === 0) return [];
  const size = sizeOf(pack, d.size);
  const now = d.injuries + plan.deals;
  return [
    {
      character: d.id,
      kind: "injury",
      // short: the device shows it after "Apply: " on one row
      text: d.name + " +" + plan.deals + " inj, " + now + "/" + size.deathAt + (now >= size.deathAt ? " dead" : ""),
      data: { count: plan.deals },
    },
  ];
}

export function resolveAttack(inputs: Inputs, party: DbaSheet[], pack: DbaPack, rng: RandomGenerator): AttackOutcome {
  const plan = planAttack(inputs, party, pack);
  const rolls: StageRoll[] = [];
  let result = "hit";
  for (let i = 0; i < plan.stages.length; i++) {
    const s = plan.stages[i];
    const r: StageRoll = {
      id: s.id,
      attacker: s.attacker,
      defender: s.defender,
      difficulty: s.defender - s.attacker,
      auto: s.auto,
      note: s.note,
      md10: null,
      total: null,
      pass: null,
    };
    if (result === "hit") {
      if (s.auto !== "") r.pass = true;
      else {
        const m = md10(rng);
        r.md10 = m;
        r.total = s.attacker + m;
        r.pass = m >= r.difficulty;
      }
      if (!r.pass) result = s.id;
    }
    rolls.push(r);
  }
  const hit = result === "hit";
  const lines: string[] = [plan.attackerName + " > " + plan.defenderName];
  for (let i = 0; i < plan.notes.length; i++) lines.push(plan.notes[i]);
  for (let i = 0; i < rolls.length; i++) lines.push(stageLine(rolls[i]));
  if (rolls[2].note === "pierced") lines.push("* pierced: body minimum");
  lines.push(hit ? "HIT: " + injuriesText(plan.deals) : RESULT_TEXT[result].toUpperCase());
  const stops = interruptLines(rolls, hit);
  for (let i = 0; i < stops.length; i++) lines.push(stops[i]);
  const effects = hit ? effectOf(plan, pack) : [];
  for (let i = 0; i < effects.length; i++) lines.push(effects[i].text);
  return {
    check: "attack",
    table: RESULT_TABLE[result],
    degree: hit ? injuriesText(plan.deals).toUpperCase() : "",
    lines: lines,
    summary: plan.attackerName + " vs " + plan.defenderName + ": " + RESULT_TEXT[result] + (hit ? ", " + injuriesText(plan.deals) : ""),
    effects: effects,
    followUps: [],
    result: result,
    stages: rolls,
    injuries: hit ? plan.deals : 0,
  };
}

export function attackOdds(inputs: Inputs, party: DbaSheet[], pack: DbaPack): AttackOdds {
  const plan = planAttack(inputs, party, pack);
  const c0 = stageFaces(plan.stages[0]);
  const c1 = stageFaces(plan.stages[1]);
  const c2 = stageFaces(plan.stages[2]);
  const F = MD10_FACES;
  const all = F * F * F;
  // the attack ends at the first stage it loses; the dice of later stages are free
  const counts = {
    hit: c0 * c1 * c2,
    dodge: (F - c0) * F * F,
    block: c0 * (F - c1) * F,
    armor: c0 * c1 * (F - c2),
  };
  return {
    check: "attack",
    lines: [
      { id: "hit", label: "Hit", p: counts.hit / all },
      { id: "dodge", label: "Dodged", p: counts.dodge / all },
      { id: "block", label: "Blocked", p: counts.block / all },
      { id: "armor", label: "Stopped by armor", p: counts.armor / all },
    ],
    stages: plan.stages,
    counts: counts,
  };
}

export const ATTACK: CheckImpl<DbaSheet, DbaPack> = {
  spec: indexedSpec("attack", "Attack", attackInput, "combat"),
  resolve: resolveAttack,
  odds: attackOdds,
};
