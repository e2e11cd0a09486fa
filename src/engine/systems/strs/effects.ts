/**
 * Effects the checks ask for, written onto a copy of a sheet when the GM confirms them:
 * wound {n}, charge {n} (a change, never below 0), surge {n}, eased {n},
 * status {status, on}, allocate {atk, def} (consumes surges, ends Armor Pierce and the human
 * shield, which last until the character's next turn), rest {days} (after the fight).
 */
import { engineError } from "../../errors";
import { isInt } from "../../math/exact";
import { Effect } from "../../rules/types";
import { StrsPack, StrsSheet } from "./types";
import { listOf } from "../../rules/line-pack";

function copy(s: StrsSheet): StrsSheet {
  return JSON.parse(JSON.stringify(s)) as StrsSheet;
}

function intData(e: Effect, key: string): number {
  const v = e.data[key];
  if (!isInt(v)) throw engineError("EFFECT", "effect '" + e.kind + "' needs a whole number '" + key + "', got " + String(v), v);
  return v;
}

function atLeast0(v: number): number {
  return v < 0 ? 0 : v;
}

function setStatus(s: StrsSheet, id: string, on: boolean): void {
  const i = s.status.indexOf(id);
  if (on && i < 0) s.status.push(id);
  if (!on && i >= 0) s.status.splice(i, 1);
}

export function applyEffect(sheet: StrsSheet, effect: Effect, pack: StrsPack): StrsSheet {
  const s = copy(sheet);
  switch (effect.kind) {
    case "wound":
      s.wounds = atLeast0(s.wounds + intData(effect, "n"));
      break;
    case "charge":
      s.charge = atLeast0(s.charge + intData(effect, "n"));
      break;
    case "surge":
      s.surge = atLeast0(s.surge + intData(effect, "n"));
      break;
    case "eased":
      s.eased = atLeast0(s.eased + intData(effect, "n"));
      break;
    case "status": {
      const id = effect.data.status;
      let known = false;
      const statuses = listOf(pack, "statuses");
      for (let i = 0; i < statuses.length; i++) if (statuses[i].id === id) known = true;
      if (typeof id !== "string" || !known) throw engineError("EFFECT", "effect 'status' names no status of the pack: " + String(id), id);
      setStatus(s, id, effect.data.on !== false);
      break;
    }
    case "allocate":
      s.atkDice = intData(effect, "atk");
      s.defDice = intData(effect, "def");
      s.surge = 0;
      setStatus(s, "pierced", false);
      setStatus(s, "shielded", false);
      break;
    case "skip":
      setStatus(s, "stunned", false);
      setStatus(s, "pierced", false);
      setStatus(s, "shielded", false);
      break;
    case "rest": {
      const days = intData(effect, "days");
      const kept = s.charge < s.attunement ? s.charge : s.attunement;
      s.charge = atLeast0(kept - days);
      s.eased = 0;
      s.surge = 0;
      delete s.atkDice;
      delete s.defDice;
      setStatus(s, "stunned", false);
      setStatus(s, "pierced", false);
      setStatus(s, "shielded", false);
      if (days > 0) setStatus(s, "fatigued", false);
      break;
    }
    default:
      throw engineError("EFFECT", "no effect '" + effect.kind + "' in STRS", effect.kind);
  }
  return s;
}
