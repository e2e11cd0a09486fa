/**
 * The STRS rules pack: the text's tables as data (dice, KO by character type, status effects,
 * the allocation table, cover, the charge cost table) and its validator. Every number and
 * line of text here is from vdp-strs.txt; docs/rules-strs.md says where.
 */
import { madeWhole } from "../../rules/made-whole";
import { shown } from "../../format/shown";
import { isInt } from "../../math/exact";
import { Problem } from "../../rules/types";
import { isList } from "../../validate";
import { ChargeRow, StrsPack } from "./types";
import { listOf } from "../../rules/line-pack";

/** Statuses the checks act on by id; a pack must keep them. */
export const STATUS_IDS = ["entangled", "fatigued", "weakened", "panicked", "stunned", "pierced", "shielded"];

/** Charge row i of the default pack, undefined past the last: one row made, not the table (18 rows, ~400 JsVars). */
function defaultCharge(i: number): ChargeRow | undefined {
  switch (i) {
    case 0:
      return { id: "grapple", name: "Grapple", cost: 1, effect: "The target suffers the Entangled status", restriction: "Melee", self: "", target: "status:entangled" };
    case 1:
      return { id: "breakoff", name: "Break off", cost: 1, effect: "Negates a grapple", restriction: "Melee", self: "clear:entangled", target: "" };
    case 2:
      return { id: "entangle", name: "Entangle/Shock", cost: 1, effect: "The target is Entangled until they spend an action to disentangle themselves", restriction: "Ranged with appropriate weapon", self: "", target: "status:entangled" };
    case 3:
      return { id: "shove", name: "Shove", cost: 1, effect: "The target executes a Splitmove away from the character", restriction: "Melee, usually", self: "", target: "" };
    case 4:
      return { id: "focus", name: "Change Focus", cost: 1, effect: "The character can switch targets mid-turn", restriction: "Melee, usually", self: "", target: "" };
    case 5:
      return { id: "disarm", name: "Disarm", cost: 1, effect: "The target drops their weapon; an action to recover it", restriction: "None", self: "", target: "" };
    case 6:
      return { id: "suppress", name: "Suppression", cost: 1, effect: "The target cannot move; if they do, the character gets an immediate free attack", restriction: "Ranged", self: "", target: "" };
    case 7:
      return { id: "pierce", name: "Armor Pierce", cost: 1, effect: "The target's armor bonus is negated until they adjust their stance on their next turn", restriction: "None", self: "", target: "status:pierced" };
    case 8:
      return { id: "surge", name: "Surge", cost: 2, effect: "Next allocation: one extra die (repeatable)", restriction: "None", self: "surge", target: "" };
    case 9:
      return { id: "hshield", name: "Human shield", cost: 2, effect: "Ranged attacks that would hit the character this turn hit the target instead 75% of the time", restriction: "Melee, usually unarmed", self: "status:shielded", target: "" };
    case 10:
      return { id: "probe", name: "Probe Defense", cost: 2, effect: "+1 combat bonus against this opponent; does not stack", restriction: "None", self: "", target: "" };
    case 11:
      return { id: "bullshit", name: "Call Bullshit", cost: 2, effect: "Prevent the use of a KI power", restriction: "KI-null characters only", self: "", target: "" };
    case 12:
      return { id: "channel", name: "Channeling", cost: 3, effect: "Use a KI power without consuming a crystal", restriction: "Not for KI-null characters", self: "", target: "" };
    case 13:
      return { id: "stun", name: "Stunning Blow", cost: 3, effect: "The target is briefly KO'd and skips a turn", restriction: "Some blasters or KI-focused melee attacks", self: "", target: "status:stunned" };
    case 14:
      return { id: "secondwind", name: "Second Wind", cost: 3, effect: "Recover a wound until the end of the fight", restriction: "None", self: "eased", target: "" };
    case 15:
      return { id: "minor", name: "Other: no harm", cost: 1, effect: "An effect that puts no hostile target in immediate harm's way", restriction: "Must make sense", self: "", target: "" };
    case 16:
      return { id: "harm", name: "Other: harm", cost: 2, effect: "An action that puts a hostile target in immediate harm's way", restriction: "Must make sense", self: "", target: "" };
    case 17:
      return { id: "takeout", name: "Other: take out", cost: 3, effect: "An action that puts someone out of the fight immediately", restriction: "Must make sense", self: "", target: "" };
  }
  return undefined;
}

/**
 * The default pack: its numbers as values, each table a getter that makes it afresh when read.
 * The device holds this object as its built-in pack (tens of JsVars, where the tables made are
 * hundreds) and makes a table only while a call reads it; `strsPack()` makes them all.
 */
export const STRS_TABLES: StrsPack = {
  system: "strs",
  version: 1,
  get dice(): StrsPack["dice"] {
    return [
      { sides: 6, woundPenalty: 1 },
      { sides: 12, woundPenalty: 2 },
    ];
  },
  pool: 4,
  defaultAttack: 2,
  maxDice: 6,
  simpleDice: 2,
  panicDefense: 2,
  shieldQuarters: 3,
  maxExchanges: 50,
  maxSteps: 100,
  get types(): StrsPack["types"] {
    return [
      { id: "pest", name: "Pests, swarms, children", ko: 1 },
      { id: "civilian", name: "Civilians, minions, farm animals", ko: 2 },
      { id: "trained", name: "Trained fighters, starting PCs, wild animals", ko: 3 },
      { id: "veteran", name: "Well-trained fighters, mid level PCs", ko: 4 },
      { id: "elite", name: "Elites or fanatics, high level PCs", ko: 5 },
      { id: "fearless", name: "Fearless beings", ko: 6 },
      { id: "monster", name: "Great monsters", ko: 7 },
    ];
  },
  get statuses(): StrsPack["statuses"] {
    return [
      { id: "entangled", name: "Entangled", effect: "Threshold halved; no MOVE or SPLITMOVE (a step unless grappled)" },
      { id: "fatigued", name: "Fatigued", effect: "One action instead of two" },
      { id: "weakened", name: "Weakened", effect: "Half the dice pool" },
      { id: "panicked", name: "Panicked", effect: "At least 2 dice on defense; MOVE or SPLITMOVE away from the source" },
      { id: "stunned", name: "Stunned", effect: "Briefly KO'd: skips a turn (Stunning Blow)" },
      { id: "pierced", name: "Armor pierced", effect: "Armor bonus negated until their next turn (Armor Pierce)" },
      { id: "shielded", name: "Human shield", effect: "Ranged hits go to the held target 3 times in 4 (Human shield)" },
    ];
  },
  get allocations(): StrsPack["allocations"] {
    return [
      { atk: 4, def: 0, melee: "All-out finishing blow, or desperation move", ranged: "More dakka dammit!, or sniper's focus" },
      { atk: 3, def: 1, melee: "Fencing style lunge", ranged: "Stand up launcher blazing, or aimed shot" },
      { atk: 2, def: 2, melee: "Thrust and parry", ranged: "Fire and take cover" },
      { atk: 1, def: 3, melee: "Close guard, or biding time", ranged: "Snap shot" },
      { atk: 0, def: 4, melee: "Fighting defensively", ranged: "Hunkering down" },
    ];
  },
  get cover(): StrsPack["cover"] {
    return [
      { id: "none", name: "No cover", avoid: 0 },
      { id: "light", name: "Light cover", avoid: 2 },
      { id: "medium", name: "Medium cover", avoid: 4 },
      { id: "full", name: "Full cover", avoid: 6 },
    ];
  },
  get charge(): StrsPack["charge"] {
    const out: ChargeRow[] = [];
    for (let r = defaultCharge(0); r !== undefined; r = defaultCharge(out.length)) out.push(r);
    return out;
  },
  chargeRow: defaultCharge,
};

/** A fresh copy of the default pack, every table made (callers may keep and change it). */
export function strsPack(): StrsPack {
  return madeWhole(STRS_TABLES);
}

type Obj = { [key: string]: unknown };

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !isList(v);
}

function intIn(o: Obj, key: string, lo: number, hi: number, path: string, problems: Problem[]): boolean {
  const v = o[key];
  if (!isInt(v) || v < lo || v > hi) {
    problems.push({ path: path + key, message: "must be a whole number from " + lo + " to " + hi + ", got " + shown(v) });
    return false;
  }
  return true;
}

function textIn(o: Obj, key: string, max: number, path: string, problems: Problem[]): boolean {
  const v = o[key];
  if (typeof v !== "string" || v.length > max) {
    problems.push({ path: path + key, message: "must be text of at most " + max + " characters, got " + shown(v) });
    return false;
  }
  return true;
}

/** Rows of a table: a list of objects, each with a unique non-empty `key` when key is given. */
function rowsOf(p: Obj, table: string, key: string, problems: Problem[]): Obj[] {
  const v = p[table];
  if (!isList(v) || v.length === 0) {
    problems.push({ path: table, message: "must be a non-empty list" });
    return [];
  }
  const out: Obj[] = [];
  const seen: string[] = [];
  for (let i = 0; i < v.length; i++) {
    const row = v[i];
    if (!isObj(row)) {
      problems.push({ path: table + "." + i, message: "must be an object" });
      continue;
    }
    if (key !== "") {
      const id = row[key];
      if (typeof id !== "string" || id === "" || id.length > 12) {
        problems.push({ path: table + "." + i + "." + key, message: "must be text of 1 to 12 characters, got " + shown(id) });
      } else if (seen.indexOf(id) >= 0) {
        problems.push({ path: table + "." + i + "." + key, message: "repeats \"" + id + "\"" });
      } else seen.push(id);
    }
    out.push(row);
  }
  return out;
}

/** sides^(2 * dice) * 24: the largest count an attack's odds hold (both sides, the cover d6, the shield d4). */
function largestCount(sides: number, dice: number): number {
  let v = 24;
  for (let i = 0; i < 2 * dice; i++) v *= sides;
  return v;
}

/** What a charge row writes: "", "surge", "eased", "status:ID" or "clear:ID" with a known status. */
function chargeTargetOk(v: string, statuses: string[]): boolean {
  if (v === "" || v === "surge" || v === "eased") return true;
  const colon = v.indexOf(":");
  if (colon < 0) return false;
  const kind = v.slice(0, colon);
  return (kind === "status" || kind === "clear") && statuses.indexOf(v.slice(colon + 1)) >= 0;
}

function checkDice(p: Obj, maxOk: boolean, problems: Problem[]): void {
  const dice = rowsOf(p, "dice", "", problems);
  const sides: number[] = [];
  for (let i = 0; i < dice.length; i++) {
    const path = "dice." + i + ".";
    if (intIn(dice[i], "sides", 2, 20, path, problems)) {
      const n = dice[i].sides as number;
      if (sides.indexOf(n) >= 0) problems.push({ path: path + "sides", message: "repeats d" + n });
      sides.push(n);
      // exact odds count outcomes as integers: they must stay below 2^53
      if (maxOk && largestCount(n, p.maxDice as number) > 9007199254740991) {
        problems.push({ path: path + "sides", message: "d" + n + " with maxDice " + p.maxDice + " a side is too many outcomes to count exactly" });
      }
    }
    intIn(dice[i], "woundPenalty", 0, 10, path, problems);
  }
}

function checkTypes(p: Obj, problems: Problem[]): void {
  const types = rowsOf(p, "types", "id", problems);
  for (let i = 0; i < types.length; i++) {
    textIn(types[i], "name", 48, "types." + i + ".", problems);
    intIn(types[i], "ko", 1, 20, "types." + i + ".", problems);
  }
}

/** The status rows' ids; every id the checks use must be there. */
function checkStatuses(p: Obj, problems: Problem[]): string[] {
  const statuses = rowsOf(p, "statuses", "id", problems);
  const ids: string[] = [];
  for (let i = 0; i < statuses.length; i++) {
    ids.push(String(statuses[i].id));
    textIn(statuses[i], "name", 16, "statuses." + i + ".", problems);
    textIn(statuses[i], "effect", 80, "statuses." + i + ".", problems);
  }
  for (let k = 0; k < STATUS_IDS.length; k++) {
    if (ids.indexOf(STATUS_IDS[k]) < 0) problems.push({ path: "statuses", message: "must have the status \"" + STATUS_IDS[k] + "\" (the checks use it)" });
  }
  return ids;
}

function checkAllocations(p: Obj, problems: Problem[]): void {
  const rows = rowsOf(p, "allocations", "", problems);
  for (let i = 0; i < rows.length; i++) {
    const path = "allocations." + i + ".";
    intIn(rows[i], "atk", 0, 7, path, problems);
    intIn(rows[i], "def", 0, 7, path, problems);
    textIn(rows[i], "melee", 60, path, problems);
    textIn(rows[i], "ranged", 60, path, problems);
  }
}

function checkCover(p: Obj, problems: Problem[]): void {
  const cover = rowsOf(p, "cover", "id", problems);
  if (cover.length > 0 && cover[0].id !== "none") problems.push({ path: "cover.0.id", message: "the first cover row must be \"none\"" });
  for (let i = 0; i < cover.length; i++) {
    textIn(cover[i], "name", 16, "cover." + i + ".", problems);
    intIn(cover[i], "avoid", 0, 6, "cover." + i + ".", problems);
  }
}

function checkChargeSide(row: Obj, key: string, path: string, statusIds: string[], problems: Problem[]): void {
  if (textIn(row, key, 24, path, problems) && !chargeTargetOk(row[key] as string, statusIds)) {
    problems.push({ path: path + key, message: "must be \"\", \"surge\", \"eased\", \"status:ID\" or \"clear:ID\" with a status of the pack, got " + shown(row[key]) });
  }
}

function checkCharge(p: Obj, statusIds: string[], problems: Problem[]): void {
  const rows = rowsOf(p, "charge", "id", problems);
  for (let i = 0; i < rows.length; i++) {
    const path = "charge." + i + ".";
    textIn(rows[i], "name", 20, path, problems);
    intIn(rows[i], "cost", 0, 10, path, problems);
    textIn(rows[i], "effect", 100, path, problems);
    textIn(rows[i], "restriction", 48, path, problems);
    checkChargeSide(rows[i], "self", path, statusIds, problems);
    checkChargeSide(rows[i], "target", path, statusIds, problems);
  }
}

/** Every problem of a pack, each naming its path ("charge.3.cost"). */
export function validatePack(pack: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!isObj(pack)) return [{ path: "", message: "a rules pack must be a JSON object" }];
  const p = pack;
  if (p.system !== "strs") problems.push({ path: "system", message: "must be \"strs\", got " + shown(p.system) });
  intIn(p, "version", 1, 1000000, "", problems);
  const poolOk = intIn(p, "pool", 1, 6, "", problems);
  const maxOk = intIn(p, "maxDice", 1, 7, "", problems);
  if (poolOk && maxOk && (p.maxDice as number) < (p.pool as number)) {
    problems.push({ path: "maxDice", message: "must be at least the pool (" + p.pool + "), got " + p.maxDice });
  }
  if (intIn(p, "defaultAttack", 0, 6, "", problems) && poolOk && (p.defaultAttack as number) > (p.pool as number)) {
    problems.push({ path: "defaultAttack", message: "must be at most the pool (" + p.pool + "), got " + p.defaultAttack });
  }
  intIn(p, "simpleDice", 1, 6, "", problems);
  intIn(p, "panicDefense", 0, 6, "", problems);
  intIn(p, "shieldQuarters", 0, 4, "", problems);
  intIn(p, "maxExchanges", 1, 200, "", problems);
  intIn(p, "maxSteps", 2, 1000, "", problems);

  checkDice(p, maxOk, problems);
  checkTypes(p, problems);
  const statusIds = checkStatuses(p, problems);
  checkAllocations(p, problems);
  checkCover(p, problems);
  checkCharge(p, statusIds, problems);
  return problems;
}

/** The die row for a number of sides (validated packs have the sides the inputs offer). */
export function dieRow(pack: StrsPack, sides: number): { sides: number; woundPenalty: number } {
  const dice = listOf(pack, "dice");
  for (let i = 0; i < dice.length; i++) if (dice[i].sides === sides) return dice[i];
  return dice[0];
}

/** Wounds before KO for a character type id (the first row when unknown). */
export function koOfType(pack: StrsPack, type: string): number {
  const types = listOf(pack, "types");
  for (let i = 0; i < types.length; i++) if (types[i].id === type) return types[i].ko;
  return types[0].ko;
}

/** Cover chance of avoiding a hit, in sixths, for a cover id. */
export function coverAvoid(pack: StrsPack, id: string): number {
  const cover = listOf(pack, "cover");
  for (let i = 0; i < cover.length; i++) if (cover[i].id === id) return cover[i].avoid;
  return 0;
}

/** One cover level lower ("light cover is negated": light becomes none). */
export function coverBelow(pack: StrsPack, id: string): string {
  const cover = listOf(pack, "cover");
  for (let i = 1; i < cover.length; i++) if (cover[i].id === id) return cover[i - 1].id;
  return cover[0].id;
}
