/**
 * The engine's view of what is edited: the rules pack in force per system, sheet problems from
 * the module's own validator (the device's), and the few checks a whole party needs (two
 * characters with one id would be one file on the device).
 */
import { validatePackFile } from "../../engine/pack/envelope";
import type { PackFile } from "../../engine/pack/envelope";
import { getPath } from "../../engine/rules/fields";
import { moduleById } from "../../engine/rules/registry";
import type { Problem, RulesModule, SheetBase } from "../../engine/rules/types";
import { isRefusedKey, refusedKeyMessage } from "../../home/strict-json";
import { SYSTEMS } from "../../home/systems";
import type { Store } from "./state";

export { getPath };

export function moduleOf(system: string): RulesModule {
  const m = moduleById(SYSTEMS, system);
  if (!m) throw new Error(`unknown rules system ${JSON.stringify(system)}`);
  return m;
}

const builtIn: { [system: string]: unknown } = {};

/** The module's own tables, built once (a module builds its pack on every read). */
export function builtInPack(m: RulesModule): unknown {
  if (!(m.id in builtIn)) builtIn[m.id] = m.pack;
  return builtIn[m.id];
}

/** The tables in force for a system: the GM's pack when it is valid, else the built-in one. */
export function packInForce(store: Store, m: RulesModule): unknown {
  const p = store.data.packs[m.id];
  if (p && validatePackFile(p, SYSTEMS).length === 0) return p.body;
  return builtInPack(m);
}

/** Whether a changed pack is there and valid (only then is it sent). */
export function customPack(store: Store, m: RulesModule): PackFile | null {
  const p = store.data.packs[m.id];
  return p && validatePackFile(p, SYSTEMS).length === 0 ? p : null;
}

/** Every problem of a sheet: the module's validator, then ids shared within the party. */
export function sheetProblems(m: RulesModule, sheet: SheetBase, pack: unknown, party: SheetBase[]): Problem[] {
  let problems: Problem[];
  try {
    problems = m.validateSheet(sheet, pack);
  } catch (e) {
    problems = [{ path: "", message: "the validator stopped: " + String((e as Error).message || e) }];
  }
  const twins = party.filter((s) => s !== sheet && s.id === sheet.id);
  if (twins.length > 0) problems.push({ path: "id", message: `"${sheet.id}" is also ${twins.map((t) => t.name).join(", ")}'s id: each character needs its own (it is the device's file name)` });
  return problems;
}

/** The sheets of a system that pass, which the odds and the device can use. */
export function validParty(store: Store, m: RulesModule): SheetBase[] {
  const pack = packInForce(store, m);
  const party = store.party(m.id);
  return party.filter((s) => sheetProblems(m, s, pack, party).length === 0);
}

/**
 * Sets a dotted path ("stats.Strength", "skills.0.level"), making objects on the way. A step
 * named __proto__, constructor or prototype would reach an object's prototype (Object.prototype
 * itself for "__proto__.x"): it throws, and nothing is set.
 */
export function setPath(o: { [k: string]: unknown }, path: string, value: unknown): void {
  const parts = path.split(".");
  for (const p of parts) if (isRefusedKey(p)) throw new Error(`cannot set ${JSON.stringify(path)}: ${refusedKeyMessage(p)}`);
  let cur: { [k: string]: unknown } = o;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = cur[parts[i]];
    if (typeof next !== "object" || next === null) cur[parts[i]] = {};
    cur = cur[parts[i]] as { [k: string]: unknown };
  }
  const last = parts[parts.length - 1];
  if (value === undefined) delete cur[last];
  else cur[last] = value;
}

/**
 * A number typed into a field: a whole number, or the text as typed so the validator names the
 * mistake ("must be a whole number, got \"1x\""); an empty field is a missing value.
 */
export function readNumber(text: string): unknown {
  const t = text.trim();
  if (t === "") return undefined;
  return /^[+-]?\d+$/.test(t) ? parseInt(t, 10) : t;
}

/** A fresh id not yet used in the system's party ("new", "new-2"...). */
export function freshId(party: SheetBase[], base: string): string {
  let id = base;
  for (let n = 2; party.some((s) => s.id === id); n++) id = base.substring(0, 12 - String(n).length - 1) + "-" + n;
  return id;
}
