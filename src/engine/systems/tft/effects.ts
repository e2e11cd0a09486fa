/**
 * applyEffect: a new sheet with an outcome's effect written on it (the given one is not
 * changed). Kinds: harm, slay, status, bound, recover, bleed, blood, xp.
 * Full ST ends the injury: every two failed recovery rolls cost 1 DX for good, and the open
 * wounds, binding, splints and inflammation are done with.
 */
import { engineError } from "../../errors";
import { Effect } from "../../rules/types";
import { applyHarm } from "./harm";
import { TftSheet, TftSkill } from "./types";

function copy(s: TftSheet): TftSheet {
  const skills: TftSkill[] = [];
  for (let i = 0; i < s.skills.length; i++) {
    const k = s.skills[i];
    const c: TftSkill = { name: k.name, attr: k.attr, plus: k.plus };
    if (k.extra !== undefined) c.extra = k.extra;
    if (k.xp !== undefined) c.xp = k.xp;
    skills.push(c);
  }
  return {
    system: "tft",
    id: s.id,
    name: s.name,
    dx: s.dx,
    st: s.st,
    wt: s.wt,
    skills: skills,
    abilities: s.abilities.slice(),
    lacks: s.lacks.slice(),
    armor: s.armor,
    helmet: s.helmet,
    weapons: s.weapons.slice(),
    hits: s.hits,
    fatigue: s.fatigue,
    open: s.open,
    bound: s.bound,
    treated: s.treated,
    bloodLoss: s.bloodLoss,
    failed: s.failed,
    limbs: s.limbs.slice(),
    status: s.status.slice(),
    notes: s.notes,
  };
}

function setStatus(s: TftSheet, status: string, on: boolean): void {
  const i = s.status.indexOf(status);
  if (on && i < 0) s.status.push(status);
  if (!on && i >= 0) s.status.splice(i, 1);
}

function numberOf(e: Effect, key: string): number {
  const v = e.data[key];
  if (typeof v !== "number") throw engineError("EFFECT", "effect '" + e.kind + "' needs a number '" + key + "'", e);
  return v;
}

/** Back at full ST: the permanent DX loss, and the injury's bookkeeping cleared. */
function healed(s: TftSheet): void {
  if (s.hits > 0) return;
  s.dx -= Math.floor(s.failed / 2);
  if (s.dx < 1) s.dx = 1;
  s.failed = 0;
  s.open = 0;
  s.bound = 0;
  s.treated = 0;
  setStatus(s, "inflamed", false);
}

/** (No effect kind needs the pack's tables, so the module's third argument is not taken.) */
export function applyEffect(sheet: TftSheet, e: Effect): TftSheet {
  const s = copy(sheet);
  switch (e.kind) {
    case "harm": {
      const b = applyHarm({ st: s.st, hits: s.hits, fatigue: s.fatigue }, numberOf(e, "hits"), numberOf(e, "fatigue"));
      s.hits = b.hits;
      s.fatigue = b.fatigue;
      const open = numberOf(e, "open");
      s.open += open;
      // a fresh open wound has to be bound anew
      if (open > 0) s.bound = 0;
      const limb = e.data.limb;
      if (typeof limb === "string" && limb !== "" && s.limbs.indexOf(limb) < 0) s.limbs.push(limb);
      return s;
    }
    case "slay":
      if (s.hits <= s.st) s.hits = s.st + 1;
      return s;
    case "status":
      setStatus(s, String(e.data.status), e.data.on === true);
      return s;
    case "bound":
      s.bound = numberOf(e, "bonus");
      return s;
    case "recover": {
      // recovery restores wound hits only; blood loss comes back by eating or transfusion
      const wound = s.hits - s.bloodLoss;
      const restore = numberOf(e, "restore");
      s.hits -= restore < wound ? restore : wound;
      s.failed += numberOf(e, "failed");
      if (e.data.infected === true) setStatus(s, "infected", true);
      const inflamed = numberOf(e, "inflamed");
      setStatus(s, "inflamed", inflamed > 0);
      healed(s);
      return s;
    }
    case "bleed": {
      const hits = numberOf(e, "hits");
      s.hits += hits;
      s.bloodLoss += hits;
      s.failed += numberOf(e, "failed");
      if (e.data.infected === true) setStatus(s, "infected", true);
      return s;
    }
    case "blood": {
      const back = numberOf(e, "restore");
      const r = back < s.bloodLoss ? back : s.bloodLoss;
      s.bloodLoss -= r;
      s.hits -= r;
      healed(s);
      return s;
    }
    case "xp": {
      for (let i = 0; i < s.skills.length; i++) {
        const k = s.skills[i];
        if (k.name !== e.data.skill) continue;
        const xp = (k.xp || 0) + 1;
        if (xp >= numberOf(e, "need")) {
          k.plus += 1;
          k.xp = 0;
        } else k.xp = xp;
        return s;
      }
      throw engineError("EFFECT", "no skill '" + String(e.data.skill) + "' on " + s.name, e);
    }
    default:
      throw engineError("EFFECT", "unknown effect kind '" + e.kind + "'", e);
  }
}
