/**
 * Check "disarm" (s-ifni.txt, "Disarming"): "This action requires a successful Melee Attack
 * (or Wrestling Grab), followed by a second test of Melee Attack (or Wrestling Disarm) to
 * complete the action. Depending on the degree of success, the weapon could be thrown
 * further, or even end up in your character's hands."
 *
 * Two tests, each an attack against the defender's defense rolls (the melee strategies apply)
 * with no damage: MeleeAttack + the weapon's skill + its toDisarm specialty, or Wrestling +
 * Grab then Wrestling + Disarm, against MeleeDefense + the parrying weapon's skill + its
 * vsDisarm specialty. The first success calls for the second test. The second test's degree
 * (attack / defense) places the weapon: more than twice, in the attacker's hands; more than
 * 1.5 times, flung a few metres; otherwise dropped at the defender's feet.
 */
import { MAX_EXACT, floorDiv } from "../../math/exact";
import { Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { ratioOdds } from "../ratio-odds";
import { SheetRef, list, str } from "../checks/context";
import { resolveAttack } from "./attack";
import { grabWeapon } from "./grab";
import { MeleeAttack, meleeAttack, plain } from "./melee";
import { attackLines, attackSummary } from "./outcome";
import { ATTACKER, DEFENDER, attackerSide, defenderSide } from "./read";

function build(inputs: Inputs, party: SheetRef[], pack: string): { m: MeleeAttack; a: string; d: string } {
  const a = attackerSide(inputs, party, pack, ATTACKER, "Attacker");
  const second = str(inputs, "stage") === "2";
  if (str(inputs, "via") === "wrestling") {
    a.stat = "Wrestling";
    a.skillName = second ? "Disarm" : "Grab";
    a.weapon = grabWeapon();
  } else a.specialty = "toDisarm";
  const d = defenderSide(inputs, party, DEFENDER, "Defender");
  d.specialty = "vsDisarm";
  const m = meleeAttack(a, d, plain(list(inputs, "modifiers")), pack);
  m.setup.noDamage = true;
  return { m: m, a: a.fighter.name, d: d.fighter.name };
}

/** Where the weapon goes on a second-test success: 2 caught, 1 flung, 0 dropped. */
export function disarmDegree(attack: number, defense: number): number {
  // a defense of 0.00 is read as 0.005 (as in the DR): twice it is 0.01, 1.5 times 0.0075
  if (defense <= 0) return attack >= 2 ? 2 : attack >= 1 ? 1 : 0;
  // a > 2d and 2a > 3d, written so nothing passes 2^53
  const over = attack - defense;
  if (over > defense) return 2;
  return over > floorDiv(MAX_EXACT, 2) || 2 * over > defense ? 1 : 0;
}

/** Where the weapon goes, by degree, as the table view and the lines say it (split when read: tables as text). */
const PLACES = "DROPPED|FLUNG AWAY|CAUGHT";
const PLACE_TEXT = "drops at their feet|flies a few metres|ends in the attacker's hands";

export function resolveDisarm(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const b = build(inputs, party, pack);
  const r = resolveAttack(rng, b.m.setup);
  const second = str(inputs, "stage") === "2";
  const lines = attackLines(b.a, b.d, r, b.m.attack, b.m.defense, "No opening");
  const out: Outcome = { check: "disarm", table: "", degree: "", lines: lines, summary: attackSummary(b.a, b.d, r, "no opening"), effects: [], followUps: [] };
  if (r.result !== "hit" || !r.attack) {
    out.table = r.result === "deadlock" ? "DEADLOCK" : second ? "KEEPS WEAPON" : r.result === "miss" ? "MISS" : "NO OPENING";
    return out;
  }
  if (!second) {
    const next: Inputs = {};
    for (const k in inputs) if (Object.prototype.hasOwnProperty.call(inputs, k)) next[k] = inputs[k];
    next.stage = "2";
    lines.splice(1, 0, "First test won: now disarm");
    out.table = "GOT A GRIP";
    out.summary = b.a + " gets a grip on " + b.d + "'s weapon";
    out.followUps.push({ label: "Disarm, second test", check: "disarm", inputs: next });
    return out;
  }
  const deg = disarmDegree(r.attack.value, r.tn);
  const place = PLACE_TEXT.split("|")[deg];
  lines.splice(1, 0, "The weapon " + place);
  out.table = "DISARMED";
  out.degree = PLACES.split("|")[deg];
  out.summary = b.a + " disarms " + b.d + ": the weapon " + place;
  return out;
}

export function disarmOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  const s = build(inputs, party, pack).m.setup;
  if (s.autoFail) return { check: "disarm", lines: [{ id: "fail", label: "fails", p: 1 }] };
  const second = str(inputs, "stage") === "2";
  const o = ratioOdds(s.attack, { rolls: s.defense.rolls, floor: s.defense.floor, shift: 0 }, second ? [1500, 2000] : []);
  if (!second) return { check: "disarm", lines: [{ id: "grip", label: "grip", p: o.hit }, { id: "deadlock", label: "deadlock", p: o.deadlock }, { id: "fail", label: "fails", p: o.miss }] };
  const flung = o.above[0] < o.hit ? o.above[0] : o.hit;
  const caught = o.above[1] < flung ? o.above[1] : flung;
  return {
    check: "disarm",
    lines: [
      { id: "dropped", label: "dropped", p: o.hit - flung },
      { id: "flung", label: "flung away", p: flung - caught },
      { id: "caught", label: "caught", p: caught },
      { id: "deadlock", label: "deadlock", p: o.deadlock },
      { id: "fail", label: "keeps weapon", p: o.miss },
    ],
  };
}
