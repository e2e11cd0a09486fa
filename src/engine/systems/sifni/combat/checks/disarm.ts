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
import { lazySpec } from "../../../../rules/lazy-spec";
import { MAX_EXACT, floorDiv } from "../../../../math/exact";
import { RandomGenerator } from "../../../../random/generator";
import { str } from "../../../../rules/inputs";
import { CheckImpl, Inputs, Odds, Outcome } from "../../../../rules/types";
import { ratioOdds } from "../../../../sifni/ratio-odds";
import { SifniPack, SifniSheet } from "../../types";
import { resolveAttack } from "../attack";
import { Ctx, Spec, defenseFollowInputs, fractionInput, meleeWeaponInput, modifiersInput, parryInput, strategyInput, totalInput, whoInput } from "../inputs";
import { MeleeAttack, PLAIN, meleeAttack } from "../melee";
import { attackLines, attackSummary } from "../outcome";
import { attackerSide, circumstances, defenderSide } from "../read";
import { meleeList } from "../strategy";

/** built when the check is set up (rules/lazy-spec.ts) */
function inputSpecs(): Spec[] {
  const head: Spec[] = [
    whoInput("attacker", "Attacker"),
    strategyInput("via", "Disarm by", ["melee", "wrestling"], ["Melee attack", "Wrestling"], "melee"),
    strategyInput("stage", "Test", ["1", "2"], ["1: attack / grab", "2: disarm"], "1"),
    totalInput("attackSkill", "Attack total", "attacker", 0),
    {
      id: "weapon",
      label: "Weapon",
      kind: "choice",
      when: function (c: Ctx) {
        return c.inputs.via === "melee";
      },
      choices: function (c: Ctx) {
        const w = meleeWeaponInput("weapon", "Weapon", "attacker");
        return w.choices ? w.choices(c) : [];
      },
    },
    strategyInput("strategy", "Strategy", meleeList(false, false), meleeList(false, true), "offense"),
    fractionInput("attackMod", "Attack modifier"),
    whoInput("defender", "Defender"),
    totalInput("defenseSkill", "MeleeDefense", "defender", 0),
    parryInput("parry", "defender", false),
    strategyInput("defense", "Defense", meleeList(true, false), meleeList(true, true), "offense"),
  ];
  return head.concat(defenseFollowInputs("defender"), [
    fractionInput("defenseMod", "Defense modifier"),
    modifiersInput("modifiers"),
  ]);
}

const ATTACKER = ["attacker", "attackSkill", "weapon", "strategy", "attackMod"];
const DEFENDER = ["defender", "defenseSkill", "dodgeSkill", "parry", "defense", "declared", "extraRolls", "armor", "endurance", "defenseMod"];

function build(inputs: Inputs, party: SifniSheet[], pack: SifniPack): { m: MeleeAttack; a: string; d: string } {
  const a = attackerSide(inputs, party, pack, ATTACKER, "Attacker");
  const second = str(inputs, "stage") === "2";
  if (str(inputs, "via") === "wrestling") {
    a.stat = "Wrestling";
    a.skillName = second ? "Disarm" : "Grab";
    a.weapon = { id: "hands", name: a.skillName, type: "blunt", attack: "", defense: "", armorMod: "", hands: 1, size: "", notes: "" };
  } else a.specialty = "toDisarm";
  const d = defenderSide(inputs, party, DEFENDER, "Defender");
  d.specialty = "vsDisarm";
  const c = circumstances(inputs, pack, "");
  const m = meleeAttack(a, d, { modifiers: c.modifiers, size: "1", aim: 0, chosen: PLAIN.chosen, detail: false }, pack);
  m.setup.noDamage = true;
  return { m: m, a: a.fighter.name, d: d.fighter.name };
}

/** Where the weapon goes on a second-test success: 2 caught, 1 flung, 0 dropped. */
export function disarmDegree(attack: number, defense: number): number {
  // a defense of 0.00 is read as 0.005 (as in the DR): twice it is 0.01, 1.5 times 0.0075
  if (defense <= 0) return attack >= 2 ? 2 : attack >= 1 ? 1 : 0;
  const d = defense;
  // a > 2d and 2a > 3d, written so nothing passes 2^53
  const over = attack - d;
  if (over > d) return 2;
  return over > floorDiv(MAX_EXACT, 2) || 2 * over > d ? 1 : 0;
}
const PLACES = ["DROPPED", "FLUNG AWAY", "CAUGHT"];
const PLACE_TEXT = ["drops at their feet", "flies a few metres", "ends in the attacker's hands"];

export const DISARM: CheckImpl<SifniSheet, SifniPack> = {
  spec: lazySpec("disarm", "Disarm", inputSpecs),
  resolve: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
    const b = build(inputs, party, pack);
    const r = resolveAttack(rng, b.m.setup);
    const second = str(inputs, "stage") === "2";
    const lines = attackLines(b.a, b.d, r, b.m.attack, b.m.defense, "no opening");
    const ok = r.result === "hit" && r.attack !== null;
    if (!ok) {
      return {
        check: "disarm",
        table: r.result === "deadlock" ? "DEADLOCK" : second ? "KEEPS WEAPON" : r.result === "miss" ? "MISS" : "NO OPENING",
        degree: "",
        lines: lines,
        summary: attackSummary(b.a, b.d, r, "no opening"),
        effects: [],
        followUps: [],
      };
    }
    if (!second) {
      const next: Inputs = {};
      for (const k in inputs) if (Object.prototype.hasOwnProperty.call(inputs, k)) next[k] = inputs[k];
      next.stage = "2";
      lines.splice(2, 0, "first test won: now disarm");
      return {
        check: "disarm",
        table: "GOT A GRIP",
        degree: "",
        lines: lines,
        summary: b.a + " gets a grip on " + b.d + "'s weapon",
        effects: [],
        followUps: [{ label: "Disarm, second test", check: "disarm", inputs: next }],
      };
    }
    const deg = disarmDegree(r.attack ? r.attack.value : 0, r.tn);
    lines.splice(2, 0, "weapon " + PLACE_TEXT[deg]);
    return { check: "disarm", table: "DISARMED", degree: PLACES[deg], lines: lines, summary: b.a + " disarms " + b.d + ": the weapon " + PLACE_TEXT[deg], effects: [], followUps: [] };
  },
  odds: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
    const s = build(inputs, party, pack).m.setup;
    if (s.autoFail) return { check: "disarm", lines: [{ id: "fail", label: "fails", p: 1 }] };
    const second = str(inputs, "stage") === "2";
    const o = ratioOdds(s.attack, { rolls: s.defense.rolls, floor: s.defense.floor, shift: 0 }, second ? [1500, 2000] : []);
    if (!second) {
      return { check: "disarm", lines: [{ id: "grip", label: "grip", p: o.hit }, { id: "deadlock", label: "deadlock", p: o.deadlock }, { id: "fail", label: "fails", p: o.miss }] };
    }
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
  },
};
