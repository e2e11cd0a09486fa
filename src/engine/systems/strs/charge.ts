/**
 * Charge: check "spend" releases charge on an action of the cost table (1 when no hostile is
 * put in harm's way, 2 when one is, 3 to take someone out); check "gain" adds charge for a
 * success given up (a wound not inflicted, a defense let through). A glancing hit's automatic
 * point comes with the attack itself. Restrictions are shown, not enforced: they are narrative.
 */
import { num, str } from "../../rules/inputs";
import { Choice, Effect, Inputs, Odds, Outcome } from "../../rules/types";
import { StrsCheck } from "./check";
import { Ctx, Spec, isAnyone, numberInput, sheetOf, whoInput } from "./common";
import { ChargeRow, StrsPack, StrsSheet } from "./types";
import { indexedSpec } from "../../rules/lazy-spec";
import { GROUP, LONG_LIST } from "../../rules/device";
import { lineRow } from "../../rules/line-pack";

/** Charge row i of a pack, undefined past the last: the built-in pack and a sent one make that row alone. */
function chargeAt(pack: StrsPack, i: number): ChargeRow | undefined {
  return pack.chargeRow ? pack.chargeRow(i) : pack.lines !== undefined ? (lineRow(pack.lines, "charge", i) as ChargeRow | undefined) : pack.charge[i];
}

function rowOf(pack: StrsPack, id: string): ChargeRow {
  for (let i = 0, r = chargeAt(pack, 0); r !== undefined; r = chargeAt(pack, ++i)) if (r.id === id) return r;
  return chargeAt(pack, 0) as ChargeRow;
}

/**
 * The actions of the cost table, grouped by cost; with `id`, that one alone or none; with GROUP,
 * one choice per cost, with GROUP + a cost's group that cost's actions (DeviceRules.choices).
 */
function actionChoices(c: Ctx, id?: string): Choice[] {
  const out: Choice[] = [];
  const group = id !== undefined && id.charAt(0) === GROUP ? id.substring(1) : null;
  let i = 0;
  for (let r = chargeAt(c.pack, 0); r !== undefined; r = chargeAt(c.pack, ++i)) {
    const g = "Cost " + r.cost;
    if (group === "") {
      let seen = false;
      for (let j = 0; j < out.length; j++) seen = seen || out[j].label === g;
      if (!seen) out.push({ id: GROUP + g, label: g });
    } else if (group === null ? id === undefined || id === r.id : group === g) out.push({ id: r.id, label: r.name + " (" + r.cost + ")", group: g });
  }
  // a short table is listed whole
  return group === "" && i <= LONG_LIST ? [] : out;
}

/** Input i of "spend". */
function spendInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Who spends");
    case 1:
      return numberInput("held", "Charge held", 0, 999, 0, isAnyone("who"));
    case 2:
      return {
        id: "action",
        label: "Action",
        kind: "choice",
        choices: actionChoices,
      };
    case 3: {
      const w = whoInput("target", "Target", "who");
      w.when = function (c: Ctx): boolean {
        return rowOf(c.pack, str(c.inputs, "action")).target !== "";
      };
      return w;
    }
  }
  return undefined;
}

/** The sheet effect a charge row's self/target text asks for ("" for none). */
function effectOf(who: StrsSheet, what: string, row: ChargeRow): Effect | null {
  if (what === "surge") return { character: who.id, kind: "surge", text: who.name + ": +1 die next allocation", data: { n: 1 } };
  if (what === "eased") return { character: who.id, kind: "eased", text: who.name + ": a wound eased for the fight", data: { n: 1 } };
  const colon = what.indexOf(":");
  if (colon < 0) return null;
  const on = what.slice(0, colon) === "status";
  const status = what.slice(colon + 1);
  return { character: who.id, kind: "status", text: who.name + ": " + (on ? "" : "no longer ") + status + " (" + row.name + ")", data: { status: status, on: on } };
}

function spendPlan(inputs: Inputs, party: StrsSheet[], pack: StrsPack): { row: ChargeRow; held: number; ok: boolean } {
  const s = sheetOf(party, inputs, "who");
  const row = rowOf(pack, str(inputs, "action"));
  const held = s ? s.charge : num(inputs, "held");
  return { row: row, held: held, ok: held >= row.cost };
}

function resolveSpend(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Outcome {
  const s = sheetOf(party, inputs, "who");
  const t = sheetOf(party, inputs, "target");
  const p = spendPlan(inputs, party, pack);
  const name = s ? s.name : "Anyone";
  const lines = [p.row.name + ": cost " + p.row.cost + ", held " + p.held, p.row.effect, "Only: " + p.row.restriction];
  if (!p.ok) {
    return {
      check: "spend", table: "NOT ENOUGH CHARGE", degree: "", lines: lines,
      summary: name + " lacks charge for " + p.row.name, effects: [], followUps: [],
    };
  }
  const effects: Effect[] = [];
  if (s) {
    effects.push({ character: s.id, kind: "charge", text: s.name + ": -" + p.row.cost + " charge (" + p.row.name + ")", data: { n: -p.row.cost } });
    const e = effectOf(s, p.row.self, p.row);
    if (e) effects.push(e);
  }
  if (t) {
    const e = effectOf(t, p.row.target, p.row);
    if (e) effects.push(e);
  }
  lines.push("Charge left " + (p.held - p.row.cost));
  return {
    check: "spend", table: p.row.name.toUpperCase(), degree: "", lines: lines,
    summary: name + " spends " + p.row.cost + " charge: " + p.row.name, effects: effects, followUps: [],
  };
}

export const spend: StrsCheck = {
  spec: indexedSpec("spend", "Spend charge", spendInput),
  resolve: function (inputs, party, pack) {
    return resolveSpend(inputs, party, pack);
  },
  odds: function (inputs, party, pack): Odds {
    const ok = spendPlan(inputs, party, pack).ok ? 1 : 0;
    return { check: "spend", lines: [{ id: "done", label: "Released", p: ok }, { id: "short", label: "Not enough charge", p: 1 - ok }] };
  },
};

/** Input i of "gain". */
function gainInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Who gains");
    case 1:
      return numberInput("held", "Charge held", 0, 999, 0, isAnyone("who"));
    case 2:
      return numberInput("amount", "Successes given up", 1, 20, 1);
  }
  return undefined;
}

function resolveGain(inputs: Inputs, party: StrsSheet[]): Outcome {
  const s = sheetOf(party, inputs, "who");
  const n = num(inputs, "amount");
  const held = s ? s.charge : num(inputs, "held");
  const name = s ? s.name : "Anyone";
  const effects: Effect[] = [];
  if (s) effects.push({ character: s.id, kind: "charge", text: s.name + ": +" + n + " charge", data: { n: n } });
  return {
    check: "gain", table: "CHARGE GAINED", degree: "", lines: [name + ": +" + n + " charge", "Charge " + held + " -> " + (held + n)],
    summary: name + " gains " + n + " charge", effects: effects, followUps: [],
  };
}

export const gain: StrsCheck = {
  spec: indexedSpec("gain", "Gain charge", gainInput),
  resolve: function (inputs, party) {
    return resolveGain(inputs, party);
  },
  odds: function (): Odds {
    return { check: "gain", lines: [{ id: "done", label: "Gained", p: 1 }] };
  },
};
