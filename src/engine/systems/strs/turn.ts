/**
 * Check "turn": the start of a character's turn, when (and only when) the dice allocation may
 * change. The pool is 4 plus surges, halved when Weakened; Panicked keeps at least 2 dice on
 * defense. A Stunned character skips the turn instead. Armor Pierce and the human shield end.
 */
import { flag, num } from "../../rules/inputs";
import { Effect, Inputs, Outcome } from "../../rules/types";
import { StrsCheck } from "./check";
import { Spec, flagInput, isAnyone, numberInput, refuse, sheetOf, whoInput } from "./common";
import { hasStatus, poolOf } from "./sheet";
import { StrsPack, StrsSheet } from "./types";
import { indexedSpec } from "../../rules/lazy-spec";
import { listOf } from "../../rules/line-pack";

/** Input i of the check. */
function turnInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Whose turn");
    case 1:
      return numberInput("surge", "Surge dice", 0, 3, 0, isAnyone("who"));
    case 2:
      return flagInput("weakened", "Weakened", isAnyone("who"));
    case 3:
      return flagInput("panicked", "Panicked", isAnyone("who"));
    case 4:
      return numberInput("atk", "Attack dice", 0, 7, 2);
  }
  return undefined;
}

interface TurnPlan {
  name: string;
  pool: number;
  atk: number;
  def: number;
  stunned: boolean;
  sheet: StrsSheet | undefined;
}

/** The allocation asked for, checked against the pool and Panicked; refusals name the input. */
export function turnPlan(inputs: Inputs, party: StrsSheet[], pack: StrsPack): TurnPlan {
  const s = sheetOf(party, inputs, "who");
  let pool: number;
  let panicked: boolean;
  if (s) {
    pool = poolOf(s, pack);
    panicked = hasStatus(s, "panicked");
  } else {
    const p = pack.pool + num(inputs, "surge");
    pool = flag(inputs, "weakened") ? (p - (p & 1)) / 2 : p;
    panicked = flag(inputs, "panicked");
  }
  const atk = num(inputs, "atk");
  if (atk > pool) throw refuse("atk", "must be at most the pool of " + pool + " dice, got " + atk);
  const def = pool - atk;
  if (pool - atk > pack.maxDice) throw refuse("atk", "leaves " + def + " dice on defense, at most " + pack.maxDice);
  if (panicked && def < pack.panicDefense && atk > 0) {
    throw refuse("atk", "Panicked: at least " + pack.panicDefense + " dice on defense, so at most " + (pool > pack.panicDefense ? pool - pack.panicDefense : 0) + " on attack");
  }
  return { name: s ? s.name : "Anyone", pool: pool, atk: atk, def: def, stunned: s !== undefined && hasStatus(s, "stunned"), sheet: s };
}

function narrative(pack: StrsPack, atk: number, def: number): string[] {
  const allocations = listOf(pack, "allocations");
  for (let i = 0; i < allocations.length; i++) {
    const a = allocations[i];
    if (a.atk === atk && a.def === def) return ["Melee: " + a.melee, "Ranged: " + a.ranged];
  }
  return [];
}

function resolveTurn(inputs: Inputs, party: StrsSheet[], pack: StrsPack): Outcome {
  const t = turnPlan(inputs, party, pack);
  const effects: Effect[] = [];
  if (t.stunned && t.sheet) {
    effects.push({ character: t.sheet.id, kind: "skip", text: t.name + ": skips this turn (stunned)", data: {} });
    return {
      check: "turn", table: "STUNNED", degree: "skips a turn", lines: [t.name + " is stunned:", "skips this turn"],
      summary: t.name + " stunned, skips the turn", effects: effects, followUps: [],
    };
  }
  const alloc = t.atk + "/" + t.def;
  if (t.sheet) effects.push({ character: t.sheet.id, kind: "allocate", text: t.name + ": dice " + alloc, data: { atk: t.atk, def: t.def } });
  return {
    check: "turn",
    table: "DICE " + alloc,
    degree: "",
    lines: [t.name + ": " + alloc + " of " + t.pool + " dice"].concat(narrative(pack, t.atk, t.def)),
    summary: t.name + " allocates " + alloc,
    effects: effects,
    followUps: [],
  };
}

export const turn: StrsCheck = {
  spec: indexedSpec("turn", "Start of turn", turnInput),
  resolve: function (inputs, party, pack) {
    return resolveTurn(inputs, party, pack);
  },
  odds: function (inputs, party, pack) {
    const t = turnPlan(inputs, party, pack);
    return { check: "turn", lines: [{ id: t.stunned ? "skip" : "allocate", label: t.stunned ? "Skips the turn" : "Dice " + t.atk + "/" + t.def, p: 1 }] };
  },
};
