/**
 * Check "attack": an attacker's FIGHT action (or both actions: two attacks on one target)
 * against a defender. Attack score = attack dice + skill + weapon - wounds; defense score
 * likewise; result = attack - defense: negative nothing, up to Threshold a glancing hit (the
 * attacker gains 1 charge), above k x Threshold k wounds (vdp-strs.txt, Damage resolution).
 */
import { RandomGenerator } from "../../random/generator";
import { Effect, FollowUp, Inputs, Odds, Outcome } from "../../rules/types";
import { AttackSetup, attackInput, attackSetup } from "./attack-setup";
import { attackOdds } from "./attack-odds";
import { AttackTurn, OneAttack, SideRoll, rollAttack } from "./attack-roll";
import { diceText, plural, sheetOf } from "./common";
import { signed } from "./sheet";
import { StrsCheck } from "./check";
import { StrsPack, StrsSheet } from "./types";
import { indexedSpec } from "../../rules/lazy-spec";

export const CLASS_IDS = ["none", "glancing", "w1", "w2", "w3", "w4"];
export const CLASS_LABELS = ["No hit", "Glancing hit", "1 wound", "2 wounds", "3 wounds", "4+ wounds"];

function sideLine(tag: string, r: SideRoll, sides: number): string {
  return tag + " " + diceText(r.dice, sides) + (r.bonus !== 0 ? " " + signed(r.bonus) : "") + (r.penalty > 0 ? " -" + r.penalty + "w" : "") + " =" + r.total;
}

function woundText(w: number): string {
  return w < 0 ? "no hit" : w === 0 ? "glancing" : plural(w, "wound", "wounds");
}

function attackLines(a: OneAttack, s: AttackSetup, tag: string): string[] {
  const out: string[] = [];
  if (a.coverRoll > 0 || a.avoided) out.push(tag + "cover " + (a.coverRoll > 0 ? "d6 " + a.coverRoll + ": " : "") + (a.avoided ? "avoided" : "hit"));
  if (a.atk === null || a.def === null) return out;
  out.push(sideLine("A", a.atk, s.sides));
  out.push(sideLine("D", a.def, s.sides));
  const thr = s.halved ? s.threshold + "/2" : String(s.threshold);
  out.push(tag + a.result + " vs Thr " + thr + ": " + woundText(a.wounds));
  if (a.shieldRoll > 0) out.push("shield d4 " + a.shieldRoll + (a.redirected ? ": takes it, " + woundText(a.shieldWounds) : ": misses it"));
  return out;
}

function tableOf(t: AttackTurn): string {
  if (t.outcome === "wounds") return t.wounds === 1 ? "1 WOUND" : t.wounds + " WOUNDS";
  if (t.outcome === "glancing") return "GLANCING HIT";
  for (let i = 0; i < t.attacks.length; i++) if (t.attacks[i].redirected) return "SHIELD HIT";
  return "NO HIT";
}

function resolveAttack(inputs: Inputs, party: StrsSheet[], pack: StrsPack, rng: RandomGenerator): Outcome {
  const s = attackSetup(inputs, party, pack);
  const t = rollAttack(rng, s);
  const atk = sheetOf(party, inputs, "attacker");
  const def = sheetOf(party, inputs, "defender");
  let lines: string[] = s.pierced ? [s.pierced] : [];
  for (let i = 0; i < t.attacks.length; i++) lines = lines.concat(attackLines(t.attacks[i], s, t.attacks.length > 1 ? "#" + (i + 1) + " " : ""));
  if (t.ko) lines.push(s.defName + " KO");
  const effects: Effect[] = [];
  const followUps: FollowUp[] = [];
  if (def && t.wounds > 0) {
    effects.push({ character: def.id, kind: "wound", text: def.name + ": " + plural(t.wounds, "wound", "wounds") + (t.ko ? " (KO)" : ""), data: { n: t.wounds } });
  }
  if (t.glancing > 0) {
    if (atk) effects.push({ character: atk.id, kind: "charge", text: atk.name + ": +" + t.glancing + " charge (glancing hit)", data: { n: t.glancing } });
    else lines.push("Attacker +" + t.glancing + " charge");
  }
  if (atk && t.wounds > 0) {
    followUps.push({ label: atk.name + " gives up the wounds: +" + t.wounds + " charge", check: "gain", inputs: { who: atk.id, amount: t.wounds } });
  }
  if (def && t.outcome === "none" && t.attacks.length > 0 && t.attacks[0].atk !== null) {
    followUps.push({ label: def.name + " gives up the defense: +1 charge", check: "gain", inputs: { who: def.id, amount: 1 } });
  }
  const first = t.attacks[0];
  return {
    check: "attack",
    table: tableOf(t),
    degree: t.ko ? "KO" : "",
    lines: lines,
    summary:
      s.atkName + " attacks " + s.defName + (first.atk && first.def ? ": " + first.atk.total + " vs " + first.def.total : ": avoided by cover") +
      (t.attacks.length > 1 ? " (2 attacks)" : "") + ", " + tableOf(t).toLowerCase() + (t.ko ? ", KO" : ""),
    effects: effects,
    followUps: followUps,
  };
}

export const attack: StrsCheck = {
  spec: indexedSpec("attack", "Attack", attackInput),
  resolve: resolveAttack,
  odds: function (inputs, party, pack): Odds {
    const p = attackOdds(attackSetup(inputs, party, pack));
    const lines = [];
    for (let i = 0; i < CLASS_IDS.length; i++) lines.push({ id: CLASS_IDS[i], label: CLASS_LABELS[i], p: p[i] });
    return { check: "attack", lines: lines };
  },
};
