/**
 * Effects the SIFRP checks produce, written onto a sheet (a new object each time):
 * - "damage" {amount}: damage taken from Health, at most the whole of Health;
 * - "status" {status, set}: a status of sheet.ts's list set or cleared;
 * - "break" {weapon}: a Fragile weapon that broke leaves the sheet (and the guard, if it was).
 */
import { engineError } from "../../errors";
import { isInt } from "../../math/exact";
import { Effect } from "../../rules/types";
import { health } from "./derived";
import { rankOf } from "./sheet-stats";
import { STATUSES } from "./sheet";
import { SifrpPack, SifrpSheet, SifrpStatus } from "./types";

function copy(s: SifrpSheet): SifrpSheet {
  const abilities: { [k: string]: number } = {};
  for (const k in s.abilities) if (Object.prototype.hasOwnProperty.call(s.abilities, k)) abilities[k] = s.abilities[k];
  const specialties: { [k: string]: { [k: string]: number } } = {};
  for (const k in s.specialties) {
    if (!Object.prototype.hasOwnProperty.call(s.specialties, k)) continue;
    const m: { [k: string]: number } = {};
    for (const n in s.specialties[k]) if (Object.prototype.hasOwnProperty.call(s.specialties[k], n)) m[n] = s.specialties[k][n];
    specialties[k] = m;
  }
  return {
    system: "sifrp",
    id: s.id,
    name: s.name,
    abilities: abilities,
    specialties: specialties,
    armor: s.armor,
    weapons: s.weapons.slice(0),
    guard: s.guard,
    size: s.size,
    damage: s.damage,
    status: s.status.slice(0),
  };
}

function bad(effect: Effect, why: string): Error {
  return engineError("EFFECT", "effect '" + effect.kind + "' " + why, effect.data);
}

export function applyEffect(sheet: SifrpSheet, effect: Effect, _pack: SifrpPack): SifrpSheet {
  const s = copy(sheet);
  const d = effect.data;
  if (effect.kind === "damage") {
    if (!isInt(d.amount) || d.amount < 0) throw bad(effect, "needs a whole amount >= 0, got " + String(d.amount));
    const hp = health(rankOf(s, "Endurance"));
    s.damage = s.damage + d.amount > hp ? hp : s.damage + d.amount;
    return s;
  }
  if (effect.kind === "status") {
    let known = false;
    for (let i = 0; i < STATUSES.length; i++) if (STATUSES[i] === d.status) known = true;
    if (!known || typeof d.set !== "boolean") throw bad(effect, "needs a status (" + STATUSES.join(", ") + ") and set true/false");
    const keep: SifrpStatus[] = [];
    for (let i = 0; i < s.status.length; i++) if (s.status[i] !== d.status) keep.push(s.status[i]);
    if (d.set) keep.push(d.status as SifrpStatus);
    s.status = keep;
    return s;
  }
  if (effect.kind === "break") {
    const at = s.weapons.indexOf(String(d.weapon));
    if (at < 0) throw bad(effect, "names a weapon the sheet does not carry: " + String(d.weapon));
    s.weapons.splice(at, 1);
    if (s.guard === d.weapon && s.weapons.indexOf(s.guard) < 0) s.guard = "";
    return s;
  }
  throw bad(effect, "is not a SIFRP effect (damage, status, break)");
}
