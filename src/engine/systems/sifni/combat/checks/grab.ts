/**
 * Check "grab" (s-ifni.txt, "Wrestling"): "To establish a hold, the attacker may use the same
 * options as above, substituting Wrestling skill for Melee Attack. The defender may use either
 * MeleeDefense or Wrestling skills to determine their TN. If a hit is scored, nothing happens
 * until the next round, at which time, the two are considered to be entangled." The attack is
 * Wrestling + Grab with the melee strategies; no weapon modifier, no damage. A hold calls for
 * the next round's "wrestle" check.
 */
import { lazySpec } from "../../../../rules/lazy-spec";
import { RandomGenerator } from "../../../../random/generator";
import { str } from "../../../../rules/inputs";
import { CheckImpl, Inputs, Odds, Outcome } from "../../../../rules/types";
import { SifniPack, SifniSheet } from "../../types";
import { exchangeOdds, resolveAttack } from "../attack";
import { Ctx, Spec, defenseFollowInputs, fractionInput, modifiersInput, parryInput, strategyInput, totalInput, whoInput } from "../inputs";
import { MeleeAttack, PLAIN, meleeAttack } from "../melee";
import { attackLines, attackSummary } from "../outcome";
import { attackerSide, circumstances, defenderSide } from "../read";
import { BARE_HANDS } from "../sheet";
import { meleeList } from "../strategy";

/** built when the check is set up (rules/lazy-spec.ts) */
function inputSpecs(): Spec[] {
  const head: Spec[] = [
    whoInput("attacker", "Attacker"),
    totalInput("attackSkill", "Wrestling", "attacker", 0),
    strategyInput("strategy", "Strategy", meleeList(false, false), meleeList(false, true), "offense"),
    fractionInput("attackMod", "Attack modifier"),
    whoInput("defender", "Defender"),
    strategyInput("resist", "Resist with", ["melee", "wrestling"], ["MeleeDefense", "Wrestling"], "melee"),
    totalInput("defenseSkill", "Defense total", "defender", 0),
    {
      id: "parry",
      label: "Parry with",
      kind: "choice",
      initial: "carried",
      when: function (c: Ctx) {
        return c.inputs.resist === "melee";
      },
      choices: function (c: Ctx) {
        const p = parryInput("parry", "defender", false);
        return p.choices ? p.choices(c) : [];
      },
    },
    strategyInput("defense", "Defense", meleeList(true, false), meleeList(true, true), "offense"),
  ];
  return head.concat(defenseFollowInputs("defender"), [
    fractionInput("defenseMod", "Defense modifier"),
    modifiersInput("modifiers"),
  ]);
}

const ATTACKER = ["attacker", "attackSkill", "weapon", "strategy", "attackMod"];
const DEFENDER = ["defender", "defenseSkill", "dodgeSkill", "parry", "defense", "declared", "extraRolls", "armor", "endurance", "defenseMod"];

function build(inputs: Inputs, party: SifniSheet[], pack: SifniPack): { m: MeleeAttack; a: string; d: string; ids: string[] } {
  const a = attackerSide(inputs, party, pack, ATTACKER, "Attacker");
  a.weapon = { id: "grab", name: "Grab", type: BARE_HANDS.type, attack: "", defense: "", armorMod: "", hands: 1, size: "", notes: "" };
  a.stat = "Wrestling";
  const d = defenderSide(inputs, party, DEFENDER, "Defender");
  d.wrestling = str(inputs, "resist") === "wrestling";
  const c = circumstances(inputs, pack, "");
  const m = meleeAttack(a, d, { modifiers: c.modifiers, size: "1", aim: 0, chosen: PLAIN.chosen, detail: false }, pack);
  m.setup.noDamage = true;
  return { m: m, a: a.fighter.name, d: d.fighter.name, ids: [a.fighter.id, d.fighter.id] };
}

export const GRAB: CheckImpl<SifniSheet, SifniPack> = {
  spec: lazySpec("grab", "Grab (wrestling)", inputSpecs),
  resolve: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack, rng: RandomGenerator): Outcome {
    const b = build(inputs, party, pack);
    const r = resolveAttack(rng, b.m.setup);
    const hold = r.result === "hit";
    const lines = attackLines(b.a, b.d, r, b.m.attack, b.m.defense, "no opening");
    if (hold) lines.splice(2, 0, "hold: entangled next round");
    return {
      check: "grab",
      table: hold ? "GRABBED" : r.result === "deadlock" ? "DEADLOCK" : r.result === "miss" ? "MISS" : "NO OPENING",
      degree: "",
      lines: lines,
      summary: hold ? b.a + " grabs " + b.d : attackSummary(b.a, b.d, r, "no opening"),
      effects: [],
      followUps: hold ? [{ label: "Wrestle: " + b.a + " and " + b.d, check: "wrestle", inputs: { aWho: b.ids[0], bWho: b.ids[1] } }] : [],
    };
  },
  odds: function (inputs: Inputs, party: SifniSheet[], pack: SifniPack): Odds {
    const o = exchangeOdds(build(inputs, party, pack).m.setup);
    return {
      check: "grab",
      lines: [
        { id: "hold", label: "hold", p: o.hit },
        { id: "deadlock", label: "deadlock", p: o.deadlock },
        { id: "miss", label: "miss", p: o.miss },
      ],
    };
  },
};
