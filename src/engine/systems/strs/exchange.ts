/**
 * Check "exchange": two characters in melee each take a FIGHT action against the other. The
 * better Timing has its attack resolved first, so its wounds count against the other's roll
 * and a KO stops the other's attack; at equal Timing both are simultaneous and wounds are
 * calculated at the same time (vdp-strs.txt, end of Damage resolution).
 */
import { flag, num, str } from "../../rules/inputs";
import { Choice, Effect, Inputs, Odds, OddsLine, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { AttackSetup } from "./attack-setup";
import { OneAttack, rollAttack } from "./attack-roll";
import { CLASS_LABELS } from "./attack";
import { StrsCheck } from "./check";
import { ANYONE, Ctx, DIE_INPUT, Spec, checkDice, diceText, flagInput, isAnyone, isSheet, numberInput, plural, refuse, sheetIn, sheetOf, typeInput, whoInput } from "./common";
import { diceSumCounts } from "../../math/dice-sums";
import { cumulative, woundClasses } from "./dice";
import { dieRow, koOfType } from "./pack";
import { Armor, piercedBy, piercedText } from "./armor";
import { allocationOf, armorOf, bareThreshold, effectiveWounds, guardOf, hasStatus, koOf, pierceOf, signed } from "./sheet";
import { StrsPack, StrsSheet } from "./types";
import { indexedSpec } from "../../rules/lazy-spec";

/** One side of the exchange, from a sheet or raw numbers. */
interface Fighter {
  id: string;
  name: string;
  timing: number;
  atkDice: number;
  defDice: number;
  atkBonus: number;
  /** the defense bonus and Threshold: without the armor from fighterOf, with what the other's weapon left of it after exchangeOf */
  defBonus: number;
  taken: number;
  eased: number;
  threshold: number;
  halved: boolean;
  ko: number;
  /** the weapon's armor piercing, the armor in force, and what the other's piercing negated of it ("" none) */
  pierce: number;
  armor: Armor;
  pierced: string;
}

/** The armor piercing of side p's attack: its weapon's, or the Anyone input. */
function pierceIn(c: Ctx, p: string): number {
  const s = sheetIn(c.party, str(c.inputs, p));
  if (!s) return num(c.inputs, p + "-pierce");
  for (let i = 0; i < s.attacks.length; i++) if (s.attacks[i].id === str(c.inputs, p + "-weapon")) return pierceOf(s.attacks[i]);
  return pierceOf(s.attacks[0]);
}

/** An Anyone side's armor is asked only when the other side's attack can pierce it. */
function askArmor(p: string, other: string): (c: Ctx) => boolean {
  return function (c: Ctx): boolean {
    return str(c.inputs, p) === ANYONE && pierceIn(c, other) > 0;
  };
}

/** Input j of a side's two armor inputs (`other`: the side whose attack would pierce it). */
function armorInput(p: string, label: string, other: string, j: number): Spec {
  return j === 0
    ? numberInput(p + "-armor-def", label + " armor's defense bonus", -20, 40, 0, askArmor(p, other))
    : numberInput(p + "-armor-thr", label + " armor's Threshold", 0, 98, 0, askArmor(p, other));
}

/** Input j of a side's twelve ("a", "b": the other side's `not` it cannot be). */
function sideInput(p: string, label: string, not: string, j: number): Spec | undefined {
  const anyone = isAnyone(p);
  switch (j) {
    case 0:
      return whoInput(p, label, not);
    case 1:
      return {
        id: p + "-weapon",
        label: label + " attacks with",
        kind: "choice",
        when: isSheet(p),
        choices: function (c: Ctx): Choice[] {
          const out: Choice[] = [];
          const s = sheetIn(c.party, str(c.inputs, p));
          if (s) for (let i = 0; i < s.attacks.length; i++) if (!s.attacks[i].ranged) out.push({ id: s.attacks[i].id, label: s.attacks[i].name });
          return out;
        },
      };
    case 2:
      return numberInput(p + "-timing", label + " Timing", -10, 30, 0, anyone);
    case 3:
      return numberInput(p + "-atk-bonus", label + " attack bonus", -20, 40, 0, anyone);
    case 4:
      return numberInput(p + "-pierce", label + " armor piercing", 0, 99, 0, anyone);
    case 5:
      return numberInput(p + "-def-bonus", label + " defense bonus", -20, 40, 0, anyone);
    case 6:
      return numberInput(p + "-wounds", label + " wounds", 0, 20, 0, anyone);
    case 7:
      return numberInput(p + "-atk-dice", label + " attack dice", 0, 7, 2, anyone);
    case 8:
      return numberInput(p + "-def-dice", label + " defense dice", 0, 7, 2, anyone);
    case 9:
      return numberInput(p + "-threshold", label + " Threshold", 1, 99, undefined, anyone);
    case 10:
      return flagInput(p + "-entangled", label + " Entangled", anyone);
    case 11:
      return typeInput(p + "-type", label + " type (KO)", anyone);
  }
  return undefined;
}

/**
 * Input i of the check: side A's twelve, side B's, then each side's armor (whether it is asked
 * depends on the other side's weapon, so it comes after both), the die.
 */
function exchangeInput(i: number): Spec | undefined {
  if (i < 12) return sideInput("a", "A", "", i);
  if (i < 24) return sideInput("b", "B", "a", i - 12);
  if (i < 26) return armorInput("a", "A", "b", i - 24);
  if (i < 28) return armorInput("b", "B", "a", i - 26);
  return i === 28 ? DIE_INPUT : undefined;
}

function fighterOf(p: string, inputs: Inputs, party: StrsSheet[], pack: StrsPack): Fighter {
  const s = sheetOf(party, inputs, p);
  if (s) {
    if (hasStatus(s, "stunned")) throw refuse(p, s.name + " is Stunned and skips this turn");
    if (effectiveWounds(s) >= koOf(s, pack)) throw refuse(p, s.name + " is KO");
    let w = s.attacks[0];
    for (let i = 0; i < s.attacks.length; i++) if (s.attacks[i].id === str(inputs, p + "-weapon")) w = s.attacks[i];
    const a = allocationOf(s, pack);
    return {
      id: s.id, name: s.name, timing: s.timing, atkDice: a.atk, defDice: a.def, atkBonus: w.skill + w.weapon, defBonus: guardOf(s),
      taken: s.wounds, eased: s.eased, threshold: bareThreshold(s), halved: hasStatus(s, "entangled"), ko: koOf(s, pack),
      pierce: pierceOf(w), armor: armorOf(s), pierced: "",
    };
  }
  const taken = num(inputs, p + "-wounds");
  const ko = koOfType(pack, str(inputs, p + "-type"));
  if (taken >= ko) throw refuse(p + "-wounds", "reaches the KO of that type (" + ko + "): a KO character does not fight");
  const armor = { def: num(inputs, p + "-armor-def"), thr: num(inputs, p + "-armor-thr") };
  const threshold = num(inputs, p + "-threshold", 1);
  if (armor.thr >= threshold) throw refuse(p + "-armor-thr", "must be less than the Threshold it is part of (" + threshold + ")");
  return {
    id: "", name: p.toUpperCase(), timing: num(inputs, p + "-timing"), atkDice: num(inputs, p + "-atk-dice"), defDice: num(inputs, p + "-def-dice"),
    atkBonus: num(inputs, p + "-atk-bonus"), defBonus: num(inputs, p + "-def-bonus") - armor.def, taken: taken, eased: 0,
    threshold: threshold - armor.thr, halved: flag(inputs, p + "-entangled"), ko: ko,
    pierce: num(inputs, p + "-pierce"), armor: armor, pierced: "",
  };
}

/** y as x's weapon meets it: y's armor, less what x's piercing negates, added to y's defense and Threshold. */
function meets(x: Fighter, y: Fighter): void {
  const left = piercedBy(y.armor, x.pierce);
  y.defBonus += left.def;
  y.threshold += left.thr;
  y.pierced = piercedText(y.armor, left);
}

function after(f: Fighter, n: number): number {
  const w = f.taken + n;
  return w > f.eased ? w - f.eased : 0;
}

/** x attacks y, x having taken `hurt` wounds earlier in the exchange. */
function setupOf(x: Fighter, y: Fighter, hurt: number, sides: number, penalty: number): AttackSetup {
  return {
    sides: sides, penalty: penalty, atkName: x.name, defName: y.name, atkDice: x.atkDice, defDice: y.defDice,
    atkBonus: x.atkBonus, atkWounds: after(x, hurt), defBonus: y.defBonus, defTaken: y.taken, defEased: y.eased,
    threshold: y.threshold, pierced: y.pierced, halved: y.halved, ko: y.ko, attacks: 1, cover: "none", avoid: 0, shieldQuarters: 0, shieldThreshold: 1,
  };
}

interface Exchange {
  a: Fighter;
  b: Fighter;
  sides: number;
  penalty: number;
}

function exchangeOf(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Exchange {
  const a = fighterOf("a", inputs, party, pack);
  const b = fighterOf("b", inputs, party, pack);
  meets(a, b);
  meets(b, a);
  checkDice(pack, "a-atk-dice", a.atkDice);
  checkDice(pack, "a-def-dice", a.defDice);
  checkDice(pack, "b-atk-dice", b.atkDice);
  checkDice(pack, "b-def-dice", b.defDice);
  const die = dieRow(pack, Number(str(inputs, "die")));
  return { a: a, b: b, sides: die.sides, penalty: die.woundPenalty };
}

/** Class probabilities [nothing, glancing, 1, 2, 3, 4+] of x's attack on y, and y's exact wounds 0..stop-1, stop+. */
function strike(x: Fighter, y: Fighter, hurt: number, e: Exchange, stop: number): { classes: number[]; exact: Float64Array } {
  const cA = diceSumCounts(x.atkDice, e.sides);
  const cumD = cumulative(diceSumCounts(y.defDice, e.sides));
  const shift = x.atkBonus - after(x, hurt) * e.penalty - (y.defBonus - after(y, 0) * e.penalty);
  // exact wounds up to `stop` (KO of y) and at least 4 for the class lines
  const size = (stop > 4 ? stop : 4) + 2;
  const c = new Float64Array(size);
  woundClasses(c, cA, cumD, shift, y.threshold, y.halved);
  let total = 0;
  for (let i = 0; i < size; i++) total += c[i];
  const classes = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < size; i++) classes[i < 5 ? i : 5] += c[i] / total;
  const exact = new Float64Array(stop + 1);
  // exact[w]: w wounds (w = 0 counts nothing and glancing), exact[stop]: stop or more
  for (let i = 0; i < size; i++) {
    const w = i <= 1 ? 0 : i - 1;
    exact[w < stop ? w : stop] += c[i] / total;
  }
  return { classes: classes, exact: exact };
}

/** Wounds on y that knock y out: y's effective wounds reach its KO. */
function koAt(y: Fighter): number {
  const need = y.ko + y.eased - y.taken;
  return need > 0 ? need : 0;
}

function lines(prefix: string, who: string, p: number[], out: number): OddsLine[] {
  const ids = ["none", "glancing", "w1", "w2", "w3", "w4"];
  const res: OddsLine[] = [];
  for (let i = 0; i < 6; i++) res.push({ id: prefix + "-" + ids[i], label: who + " hits: " + CLASS_LABELS[i], p: p[i] });
  res.push({ id: prefix + "-out", label: who + " KO before striking", p: out });
  return res;
}

function oddsExchange(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Odds {
  const e = exchangeOf(inputs, party, pack);
  const first = e.a.timing > e.b.timing ? e.a : e.b.timing > e.a.timing ? e.b : null;
  let pa: number[];
  let pb: number[];
  let outA = 0;
  let outB = 0;
  if (first === null) {
    pa = strike(e.a, e.b, 0, e, 1).classes;
    pb = strike(e.b, e.a, 0, e, 1).classes;
  } else {
    const second = first === e.a ? e.b : e.a;
    const stop = koAt(second);
    const f = strike(first, second, 0, e, stop);
    const q = [0, 0, 0, 0, 0, 0];
    const out = f.exact[stop];
    for (let w = 0; w < stop; w++) {
      if (f.exact[w] === 0) continue;
      const r = strike(second, first, w, e, 1).classes;
      for (let i = 0; i < 6; i++) q[i] += f.exact[w] * r[i];
    }
    if (first === e.a) {
      pa = f.classes;
      pb = q;
      outB = out;
    } else {
      pb = f.classes;
      pa = q;
      outA = out;
    }
  }
  return { check: "exchange", lines: lines("a", e.a.name, pa, outA).concat(lines("b", e.b.name, pb, outB)) };
}

function strikeLine(x: Fighter, a: OneAttack, sides: number): string {
  if (!a.atk || !a.def) return x.name + ": no roll";
  const net = a.atk.bonus - a.atk.penalty;
  return x.name + " " + diceText(a.atk.dice, sides) + (net !== 0 ? " " + signed(net) : "") + " =" + a.atk.total + " vs " + a.def.total +
    ": " + (a.wounds < 0 ? "no hit" : a.wounds === 0 ? "glancing" : plural(a.wounds, "wound", "wounds"));
}

function resolveExchange(inputs: Inputs, party: StrsSheet[], pack: StrsPack, rng: RandomGenerator): Outcome {
  const e = exchangeOf(inputs, party, pack);
  const simultaneous = e.a.timing === e.b.timing;
  const first = e.b.timing > e.a.timing ? e.b : e.a;
  const second = first === e.a ? e.b : e.a;
  const t1 = rollAttack(rng, setupOf(first, second, 0, e.sides, e.penalty));
  const hurt = simultaneous ? 0 : t1.wounds;
  const down = !simultaneous && t1.ko;
  const t2 = down ? null : rollAttack(rng, setupOf(second, first, hurt, e.sides, e.penalty));
  const w = [t1.wounds, t2 ? t2.wounds : 0];
  const g = [t1.glancing, t2 ? t2.glancing : 0];
  const who = [first, second];
  const target = [second, first];
  const out: string[] = [simultaneous ? "Simultaneous (Timing " + e.a.timing + ")" : first.name + " first (Timing " + first.timing + ")"];
  for (let i = 0; i < 2; i++) if (target[i].pierced) out.push(target[i].name + ": " + target[i].pierced);
  out.push(strikeLine(first, t1.attacks[0], e.sides));
  out.push(t2 ? strikeLine(second, t2.attacks[0], e.sides) : second.name + " KO before striking");
  const effects: Effect[] = [];
  const parts: string[] = [];
  for (let i = 0; i < 2; i++) {
    const ko = after(target[i], w[i]) >= target[i].ko;
    if (w[i] > 0) {
      parts.push(target[i].name + " " + plural(w[i], "wound", "wounds") + (ko ? " KO" : ""));
      if (target[i].id !== "") {
        effects.push({ character: target[i].id, kind: "wound", text: target[i].name + ": " + plural(w[i], "wound", "wounds") + (ko ? " (KO)" : ""), data: { n: w[i] } });
      }
    }
    if (g[i] > 0) {
      if (who[i].id !== "") effects.push({ character: who[i].id, kind: "charge", text: who[i].name + ": +1 charge (glancing hit)", data: { n: g[i] } });
      else out.push(who[i].name + " +1 charge (glancing)");
    }
  }
  const table = parts.length === 0 ? "NO WOUNDS" : parts.length === 2 ? "BOTH WOUNDED" : (w[0] > 0 ? second : first).name.toUpperCase() + " WOUNDED";
  return {
    check: "exchange",
    table: table,
    degree: "",
    lines: out,
    summary: "Melee " + e.a.name + " / " + e.b.name + ": " + (parts.length ? parts.join(", ") : "no wounds"),
    effects: effects,
    followUps: [],
  };
}

export const exchange: StrsCheck = {
  spec: indexedSpec("exchange", "Melee exchange", exchangeInput),
  resolve: resolveExchange,
  odds: oddsExchange,
};
