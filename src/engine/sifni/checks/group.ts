/**
 * Group work (s-ifni.txt, end of "Modifiers"): "each active person would roll separately. Each
 * success would complete part of the project (equal to 1 person's minimal effort), while each
 * failure would be wasted time. Likewise, a higher degree of success will improve the quality":
 * the chosen party members (workers) roll one stat, each with their own skill and specialty of
 * the chosen names where they have them and their own sheet penalties, against one TN (no
 * retries); the quality is the mean degree (sifni/group.ts). The odds are the exact
 * distribution of the number of successes.
 */
import { engineError } from "../../errors";
import { Inputs, Odds, OddsLine, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { groupWork } from "../group";
import { oddsVsTn } from "../odds";
import { check } from "../resolve";
import { RollSetup } from "../roll";
import { findSkill, statIndex } from "../data/sheet";
import { NONE, SheetRef, list, str } from "./context";
import { degreeText, fmt, int, pair } from "./lines";
import { Side, sideOf } from "./side";
import { tnOf } from "./tn";

/** Each worker as a side: the shared choices, the skill and specialty only where the worker has them. */
function workerSides(given: Inputs, party: SheetRef[], pack: string): Side[] {
  const ids = list(given, "workers");
  if (ids.length === 0) throw engineError("INPUT", "choose at least one worker", "workers");
  const stat = str(given, "stat");
  const out: Side[] = [];
  for (let i = 0; i < party.length; i++) {
    if (ids.indexOf(party[i].id) < 0) continue;
    const k = str(given, "skill", NONE) === NONE ? null : findSkill(party[i].text, statIndex(stat), str(given, "skill"));
    const one: Inputs = { who: party[i].id, stat: stat, mods: str(given, "mods"), noWound: given.noWound === true, noArmor: given.noArmor === true };
    if (k) {
      one.skill = k.name;
      one.half = given.half === true;
      one.spec = str(given, "spec", NONE);
    }
    out.push(sideOf(one, "", party, pack));
  }
  return out;
}

function successesText(n: number): string {
  return n === 0 ? "NO SUCCESS" : int(n) + (n === 1 ? " SUCCESS" : " SUCCESSES");
}

const LETTER = { success: "S", deadlock: "D", failure: "F" };

export function resolveGroup(given: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const sides = workerSides(given, party, pack);
  const t = tnOf(given, pack, -1, "");
  const what = str(given, "stat") + (str(given, "skill", NONE) !== NONE ? "+" + str(given, "skill") : "");
  const lines: string[] = [pair("Group", what), pair("TN", fmt(t.tn))];
  const out: Outcome = { check: "group", table: "", degree: "", lines: lines, summary: "", effects: [], followUps: [] };
  const names: string[] = [];
  for (let i = 0; i < sides.length; i++) names.push(sides[i].name);
  const head = "Group of " + int(sides.length) + " (" + names.join(", ") + ") " + what + " vs TN " + fmt(t.tn) + ": ";
  if (sides[0].autoFail !== "") {
    lines.push(pair("Auto failure", sides[0].autoFail));
    out.table = "AUTO FAIL";
    out.summary = head + "AUTO FAIL (" + sides[0].autoFail + ")";
    return out;
  }
  // the same words again, to show each worker's roll beside groupWork's count
  const replay = rng.clone();
  const setups: RollSetup[] = [];
  for (let i = 0; i < sides.length; i++) setups.push(sides[i].setup);
  const g = groupWork(rng, setups, t.tn);
  for (let i = 0; i < sides.length; i++) {
    const c = check(replay, sides[i].setup, t.tn);
    lines.push(pair(sides[i].name, fmt(c.roll.value) + " " + LETTER[c.verdict]));
  }
  lines.push(pair("Succeed", int(g.successes) + " of " + int(sides.length)));
  out.table = successesText(g.successes);
  out.degree = degreeText(g.quality);
  if (out.degree !== "") lines.push(pair("Quality", out.degree));
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

export function groupOdds(given: Inputs, party: SheetRef[], pack: string): Odds {
  const sides = workerSides(given, party, pack);
  const t = tnOf(given, pack, -1, "");
  const p: number[] = [];
  for (let i = 0; i < sides.length; i++) p.push(sides[i].autoFail !== "" ? 0 : oddsVsTn(sides[i].setup, t.tn).success);
  const dist = successCounts(p);
  const lines: OddsLine[] = [];
  for (let k = 0; k < dist.length; k++) lines.push({ id: int(k), label: successesText(k).toLowerCase(), p: dist[k] });
  return { check: "group", lines: lines };
}
