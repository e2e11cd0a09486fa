/**
 * Check "grab" (s-ifni.txt, "Wrestling"): "To establish a hold, the attacker may use the same
 * options as above, substituting Wrestling skill for Melee Attack. The defender may use either
 * MeleeDefense or Wrestling skills to determine their TN. If a hit is scored, nothing happens
 * until the next round, at which time, the two are considered to be entangled." The attack is
 * Wrestling + Grab with the melee strategies; no weapon modifier, no damage. A hold calls for
 * the next round's "wrestle" check.
 */
import { Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { SheetRef, list, str } from "../checks/context";
import { FS } from "../data/codes";
import { exchangeOdds, resolveAttack } from "./attack";
import { WeaponText } from "./fighter";
import { MeleeAttack, meleeAttack, plain } from "./melee";
import { attackLines, attackSummary } from "./outcome";
import { ATTACKER, DEFENDER, attackerSide, defenderSide } from "./read";

/**
 * The grab's own "weapon": no fractions, no damage; both arms (hands 2) for a wound's penalty.
 * Made when asked for: a constant array would be held with the file (~20 JsVars on the device).
 */
export function grabWeapon(): WeaponText {
  return "grab|Grab|b|||1|0|2|".split("|").join(FS);
}

function build(inputs: Inputs, party: SheetRef[], pack: string): { m: MeleeAttack; a: string; d: string; ids: string[] } {
  const a = attackerSide(inputs, party, pack, ATTACKER, "Attacker");
  a.weapon = grabWeapon();
  a.stat = "Wrestling";
  a.skillName = "Grab";
  const d = defenderSide(inputs, party, DEFENDER, "Defender");
  d.wrestling = str(inputs, "resist") === "wrestling";
  const m = meleeAttack(a, d, plain(list(inputs, "modifiers")), pack);
  m.setup.noDamage = true;
  return { m: m, a: a.fighter.name, d: d.fighter.name, ids: [a.fighter.id, d.fighter.id] };
}

export function resolveGrab(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const b = build(inputs, party, pack);
  const r = resolveAttack(rng, b.m.setup);
  const hold = r.result === "hit";
  const lines = attackLines(b.a, b.d, r, b.m.attack, b.m.defense, "No opening");
  if (hold) lines.splice(1, 0, "Hold: entangled next round");
  return {
    check: "grab",
    table: hold ? "GRABBED" : r.result === "deadlock" ? "DEADLOCK" : r.result === "miss" ? "MISS" : "NO OPENING",
    degree: "",
    lines: lines,
    summary: hold ? b.a + " grabs " + b.d : attackSummary(b.a, b.d, r, "no opening"),
    effects: [],
    followUps: hold ? [{ label: "Wrestle: " + b.a + " and " + b.d, check: "wrestle", inputs: { aWho: b.ids[0], bWho: b.ids[1] } }] : [],
  };
}

export function grabOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  const o = exchangeOdds(build(inputs, party, pack).m.setup);
  return {
    check: "grab",
    lines: [
      { id: "hold", label: "hold", p: o.hit },
      { id: "deadlock", label: "deadlock", p: o.deadlock },
      { id: "miss", label: "miss", p: o.miss },
    ],
  };
}
