/**
 * The combat round as a guided sequence: one check, "round", whose phase input steps 1 to 5
 * and whose follow-ups carry what was declared to the next phase. Phase 4 orders the declared
 * attacks by decreasing Quickness (ties: declared first) and offers each as an attack check
 * with its inputs filled in; phase 5 resolves slow actions in the order declared, then the
 * next round begins. Without sheets each phase still shows what the GM does.
 *
 * The first input names the fighters: the device loads whole sheets only for characters an
 * input names, so the later lists (slow actions, attacks, tactics) offer the fighters only.
 * Declared order is the order of the ids in an input.
 */
import { engineError } from "../../errors";
import { list, num } from "../../rules/inputs";
import { CheckImpl, Choice, FollowUp, InputContext, InputSpec, Inputs, Outcome } from "../../rules/types";
import { indexedSpec } from "../../rules/lazy-spec";
import { weaponOf } from "./attack-inputs";
import { isWhole, wholeSheet } from "./party";
import { injuredStats } from "./injuries";
import { phaseAt, tacticAt, tacticOf } from "./lookup";
import { planAttack } from "./plan";
import { DbaPack, DbaSheet, DbaWeapon } from "./types";

type Ctx = InputContext<DbaSheet, DbaPack>;

export const PHASES = 5;

function partyChoices(c: Ctx): Choice[] {
  const out: Choice[] = [];
  for (let i = 0; i < c.party.length; i++) out.push({ id: c.party[i].id, label: c.party[i].name });
  return out;
}

/** The fighters' whole sheets, in party order. */
function fighters(c: Ctx): DbaSheet[] {
  const ids = list(c.inputs, "fighters");
  const out: DbaSheet[] = [];
  for (let i = 0; i < c.party.length; i++) if (ids.indexOf(c.party[i].id) >= 0 && isWhole(c.party[i])) out.push(c.party[i]);
  return out;
}

function fighterChoices(c: Ctx, id?: string): Choice[] {
  const f = fighters(c);
  const out: Choice[] = [];
  for (let i = 0; i < f.length; i++) if (id === undefined || id === f[i].id) out.push({ id: f[i].id, label: f[i].name });
  return out;
}

/** "rogue:dagger:knight": each fighter's weapon against each other fighter; with `id`, that one alone or none. */
function attackChoices(c: Ctx, id?: string): Choice[] {
  const f = fighters(c);
  // the parts of the id asked for, null when none is
  const want = id === undefined ? null : id.split(":");
  const out: Choice[] = [];
  for (let i = 0; i < f.length; i++) {
    const a = f[i];
    if (want !== null && want[0] !== a.id) continue;
    for (let j = 0; j < a.weapons.length; j++) {
      if (want !== null && want[1] !== a.weapons[j].id) continue;
      for (let k = 0; k < f.length; k++) {
        const d = f[k];
        if (k === i || (want !== null && (want[2] !== d.id || want.length !== 3))) continue;
        out.push({ id: a.id + ":" + a.weapons[j].id + ":" + d.id, label: a.name + ">" + d.name + " " + a.weapons[j].name, group: a.name });
      }
    }
  }
  return out;
}

/**
 * "rogue:caution:2": each tactic a character may use at each amount it may choose; with `id`,
 * that one alone or none. The pack's rows are read one at a time (tacticAt), not made whole.
 */
function tacticChoices(c: Ctx, id?: string): Choice[] {
  const f = fighters(c);
  const want = id === undefined ? null : id.split(":");
  const out: Choice[] = [];
  for (let i = 0; i < f.length; i++) {
    const s = f[i];
    if (want !== null && (want[0] !== s.id || want.length !== 3)) continue;
    for (let j = 0, row = tacticAt(c.pack, 0); row !== undefined; row = tacticAt(c.pack, ++j)) {
      if (want !== null && want[1] !== row.id) continue;
      if (row.scale === "free") {
        if (want === null || want[2] === "0") out.push({ id: s.id + ":" + row.id + ":0", label: s.name + ": " + row.name, group: s.name });
        continue;
      }
      let level = 0;
      for (let k = 0; k < s.tactics.length; k++) if (s.tactics[k].id === row.id) level = s.tactics[k].level;
      const from = row.scale === "level" ? level : 1;
      for (let n = from; n <= level && n > 0; n++) {
        if (want === null || want[2] === String(n)) out.push({ id: s.id + ":" + row.id + ":" + n, label: s.name + ": " + row.name + " " + n, group: s.name });
      }
    }
  }
  return out;
}

function fromPhase(n: number): (c: Ctx) => boolean {
  return function (c) {
    return num(c.inputs, "phase") >= n;
  };
}

interface Declared {
  attacker: DbaSheet;
  weapon: DbaWeapon;
  defender: DbaSheet;
  /** position in the order declared */
  index: number;
  quickness: number;
  inputs: Inputs;
}

interface TacticUse {
  character: string;
  tactic: string;
  amount: number;
}

function readTactics(inputs: Inputs): TacticUse[] {
  const l = list(inputs, "tactics");
  const out: TacticUse[] = [];
  for (let i = 0; i < l.length; i++) {
    const p = l[i].split(":");
    for (let j = 0; j < out.length; j++) {
      if (out[j].character === p[0]) throw engineError("INPUT", "input 'tactics': only one tactic per round, " + p[0] + " has two", "tactics");
    }
    out.push({ character: p[0], tactic: p[1], amount: Number(p[2]) });
  }
  return out;
}

function tacticFor(uses: TacticUse[], id: string): TacticUse | null {
  for (let i = 0; i < uses.length; i++) if (uses[i].character === id) return uses[i];
  return null;
}

/** The range class the defender holds: Half-sword Thrust's, its declared melee weapon's, else its first melee weapon's. */
function heldReach(d: DbaSheet, declared: string[], tactic: TacticUse | null, pack: DbaPack): string {
  const row = tactic ? tacticOf(pack, tactic.tactic) : null;
  if (row && row.reach) return row.reach;
  for (let i = 0; i < declared.length; i++) {
    const p = declared[i].split(":");
    const w = p[0] === d.id ? weaponOf(d, p[1]) : null;
    if (w && !w.ranged && w.reach) return w.reach;
  }
  for (let i = 0; i < d.weapons.length; i++) if (!d.weapons[i].ranged && d.weapons[i].reach) return d.weapons[i].reach as string;
  return "none";
}

function readAttacks(inputs: Inputs, party: DbaSheet[], pack: DbaPack): Declared[] {
  const l = list(inputs, "attacks");
  const uses = readTactics(inputs);
  const out: Declared[] = [];
  for (let i = 0; i < l.length; i++) {
    const p = l[i].split(":");
    for (let j = 0; j < out.length; j++) {
      if (out[j].attacker.id === p[0]) throw engineError("INPUT", "input 'attacks': one attack per character a round, " + p[0] + " has two", "attacks");
    }
    const a = wholeSheet(party, p[0]);
    const d = wholeSheet(party, p[2]);
    const at = tacticFor(uses, a.id);
    const dt = tacticFor(uses, d.id);
    const ai: Inputs = { attacker: a.id, weapon: p[1], defender: d.id, dreach: heldReach(d, l, dt, pack), tactic: at ? at.tactic : "none", dtactic: dt ? dt.tactic : "none" };
    if (at) ai.amount = at.amount;
    if (dt) ai.damount = dt.amount;
    const w = weaponOf(a, p[1]);
    if (w === null) throw engineError("INPUT", "input 'attacks': " + a.name + " has no weapon '" + p[1] + "'", "attacks");
    const row = at ? tacticOf(pack, at.tactic) : null;
    if (row && row.needs === "halfSword" && w.halfSword !== true) {
      throw engineError("INPUT", "input 'tactics': " + row.name + " needs a longsword with mailed gauntlets, " + a.name + " attacks with " + w.name, "tactics");
    }
    // the attack's own Quickness after injuries, weapon, tactic and the shorter-weapon penalty
    const full: Inputs = { at: "any", distance: 10, amount: 0, damount: 0 };
    const keys = Object.keys(ai);
    for (let k = 0; k < keys.length; k++) full[keys[k]] = ai[keys[k]];
    const q = planAttack(full, party, pack).stages[0].attacker;
    out.push({ attacker: a, weapon: w, defender: d, index: i, quickness: q, inputs: ai });
  }
  return out;
}

/** Decreasing Quickness, then the order declared (an insertion sort: Espruino's sort is not stable). */
function byQuickness(attacks: Declared[]): Declared[] {
  const out: Declared[] = [];
  for (let i = 0; i < attacks.length; i++) {
    let j = out.length;
    while (j > 0 && (out[j - 1].quickness < attacks[i].quickness || (out[j - 1].quickness === attacks[i].quickness && out[j - 1].index > attacks[i].index))) j--;
    out.splice(j, 0, attacks[i]);
  }
  return out;
}

function carry(inputs: Inputs, phase: number): Inputs {
  const out: Inputs = { phase: phase, fighters: list(inputs, "fighters").join(",") };
  if (phase === 1) return out;
  out.slow = list(inputs, "slow").join(",");
  if (phase >= 3) out.attacks = list(inputs, "attacks").join(",");
  if (phase >= 4) out.tactics = list(inputs, "tactics").join(",");
  return out;
}

export function resolveRound(inputs: Inputs, party: DbaSheet[], pack: DbaPack): Outcome {
  const phase = num(inputs, "phase");
  const row = phaseAt(pack, phase - 1);
  const lines: string[] = ["Phase " + phase + "/" + PHASES + ": " + row.label];
  const text = row.lines;
  for (let i = 0; i < text.length; i++) lines.push(text[i]);
  const slow = list(inputs, "slow");
  const followUps: FollowUp[] = [];
  if (phase === 1) {
    for (let i = 0; i < slow.length; i++) {
      const s = wholeSheet(party, slow[i]);
      const move = injuredStats(s, pack).move;
      const m = move > 0 ? move : 0;
      lines.push(s.name + ": run " + m + " m, back " + (m - (m % 2)) / 2 + " m");
    }
  } else if (phase === 2) {
    const l = list(inputs, "attacks");
    for (let i = 0; i < l.length; i++) {
      const p = l[i].split(":");
      const a = wholeSheet(party, p[0]);
      const w = weaponOf(a, p[1]);
      lines.push(a.name + ">" + wholeSheet(party, p[2]).name + ": " + (w ? w.name + (w.ranged ? " (ranged)" : " (" + w.reach + ")") : p[1]));
    }
  } else if (phase === 3) {
    const uses = readTactics(inputs);
    for (let i = 0; i < uses.length; i++) {
      const t = tacticOf(pack, uses[i].tactic);
      const name = wholeSheet(party, uses[i].character).name;
      if (t) lines.push(name + ": " + t.name + (t.scale === "free" ? "" : " " + uses[i].amount));
    }
  } else if (phase === 4) {
    const order = byQuickness(readAttacks(inputs, party, pack));
    for (let i = 0; i < order.length; i++) {
      const o = order[i];
      lines.push(i + 1 + ". " + o.attacker.name + ">" + o.defender.name + " Qk " + o.quickness);
      followUps.push({ label: o.attacker.name + " attacks " + o.defender.name, check: "attack", inputs: o.inputs });
    }
    if (order.length === 0) followUps.push({ label: "Attack (Anyone)", check: "attack", inputs: {} });
  } else {
    for (let i = 0; i < slow.length; i++) lines.push(i + 1 + ". " + wholeSheet(party, slow[i]).name);
  }
  const next = phase === PHASES ? 1 : phase + 1;
  followUps.push({
    label: phase === PHASES ? "Next round" : "Phase " + next + ": " + phaseAt(pack, next - 1).label,
    check: "round",
    inputs: carry(inputs, next),
  });
  return {
    check: "round",
    table: "PHASE " + phase,
    degree: "",
    lines: lines,
    summary: "Round phase " + phase + ": " + row.label,
    effects: [],
    followUps: followUps,
  };
}

/** Input i of the round, made when asked (nothing built at load: indexedSpec). */
function roundInput(i: number): InputSpec<DbaSheet, DbaPack> | undefined {
  switch (i) {
    case 0:
      return { id: "phase", label: "Phase", kind: "number", min: 1, max: PHASES, initial: 1 };
    case 1:
      return { id: "fighters", label: "Fighters", kind: "choices", choices: partyChoices };
    // asked in their phase, and a round may have none of them (no slow action, attack or tactic)
    case 2:
      return { id: "slow", label: "Slow actions by", kind: "choices", initial: "", ask: true, choices: fighterChoices };
    case 3:
      return { id: "attacks", label: "Attacks declared", kind: "choices", initial: "", ask: true, choices: attackChoices, when: fromPhase(2) };
    case 4:
      return { id: "tactics", label: "Tactics", kind: "choices", initial: "", ask: true, choices: tacticChoices, when: fromPhase(3) };
  }
  return undefined;
}

export const ROUND: CheckImpl<DbaSheet, DbaPack> = {
  spec: indexedSpec("round", "Combat round", roundInput, "combat"),
  resolve: function (inputs, party, pack) {
    return resolveRound(inputs, party, pack);
  },
  odds: function (inputs, _party, pack) {
    const phase = num(inputs, "phase");
    return { check: "round", lines: [{ id: "phase" + phase, label: "Phase " + phase + ": " + phaseAt(pack, phase - 1).label, p: 1 }] };
  },
};
