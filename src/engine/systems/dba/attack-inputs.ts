/**
 * What the attack check asks, in order. Each side is a party member or "Anyone" (raw numbers,
 * no sheet): an Anyone attacker gives Quickness, Attack Force, Accuracy, Anti-Block and the
 * injuries it deals; a character picks one of its weapons. Ranged attacks ask the distance,
 * melee attacks the range classes; each side may name its tactic for the round.
 */
import { ANYONE, anyoneChoices } from "../../rules/anyone";
import { Choice, InputContext, InputSpec } from "../../rules/types";
import { DbaPack, DbaSheet, DbaWeapon, TacticRow } from "./types";
import { tacticAt, tacticOf } from "./lookup";
import { isWhole } from "./party";
import { MAX_INJURIES, MAX_STAT, MAX_TACTIC_LEVEL, MAX_WEAPON_MOD } from "./sheet";
import { listOf } from "../../rules/line-pack";

export { ANYONE };
/** Longest distance a ranged attack takes, metres. */
export const MAX_DISTANCE = 1000;
/** Raw stats may be below 0 (an injured Anyone). */
const MIN_RAW = -100;

type Ctx = InputContext<DbaSheet, DbaPack>;
type Spec = InputSpec<DbaSheet, DbaPack>;

/** The whole sheet an input names, or null (Anyone, or a sheet the device has not loaded). */
export function sheetOf(c: Ctx, input: string): DbaSheet | null {
  const id = c.inputs[input];
  for (let i = 0; i < c.party.length; i++) if (c.party[i].id === id && isWhole(c.party[i])) return c.party[i];
  return null;
}

export function weaponOf(sheet: DbaSheet, id: unknown): DbaWeapon | null {
  for (let i = 0; i < sheet.weapons.length; i++) if (sheet.weapons[i].id === id) return sheet.weapons[i];
  return null;
}

function anyone(input: string): (c: Ctx) => boolean {
  return function (c) {
    return c.inputs[input] === ANYONE;
  };
}

function sides(c: Ctx): Choice[] {
  return anyoneChoices(c);
}

/** The attack is ranged: Anyone's "kind" input, or the character's weapon. */
export function isRangedAttack(c: Ctx): boolean {
  if (c.inputs.attacker === ANYONE) return c.inputs.kind === "ranged";
  const s = sheetOf(c, "attacker");
  const w = s ? weaponOf(s, c.inputs.weapon) : null;
  return w !== null && w.ranged === true;
}

function melee(c: Ctx): boolean {
  return !isRangedAttack(c);
}

function rangeChoices(extra: Choice | null): (c: Ctx) => Choice[] {
  return function (c) {
    const out: Choice[] = extra ? [extra] : [];
    const ranges = listOf(c.pack, "ranges");
    for (let i = 0; i < ranges.length; i++) out.push({ id: ranges[i].id, label: ranges[i].name });
    return out;
  };
}

/** The tactic level a character has, 0 when it has not learned it. */
export function tacticLevel(sheet: DbaSheet, id: string): number {
  for (let i = 0; i < sheet.tactics.length; i++) if (sheet.tactics[i].id === id) return sheet.tactics[i].level;
  return 0;
}

/** Whether the side may use the tactic: free ones always; others learned; Half-sword needs its weapon. */
function mayUse(row: TacticRow, sheet: DbaSheet | null, weapon: DbaWeapon | null, attacking: boolean): boolean {
  if (sheet === null) return true;
  if (row.scale !== "free" && tacticLevel(sheet, row.id) === 0) return false;
  if (attacking && row.needs === "halfSword") return weapon !== null && weapon.halfSword === true;
  return true;
}

/** The tactics a side may use; with `id`, that one alone (or none): one row read, not the table. */
function tacticChoices(side: string, attacking: boolean): (c: Ctx, id?: string) => Choice[] {
  return function (c, id) {
    const sheet = sheetOf(c, side);
    const weapon = sheet && attacking ? weaponOf(sheet, c.inputs.weapon) : null;
    const out: Choice[] = [];
    if (id === undefined || id === "none") out.push({ id: "none", label: "None" });
    let row = id === undefined ? tacticAt(c.pack, 0) : tacticOf(c.pack, id);
    for (let i = 0; row; row = id === undefined ? tacticAt(c.pack, ++i) : null) {
      if (mayUse(row, sheet, weapon, attacking)) out.push({ id: row.id, label: row.name });
    }
    return out;
  };
}

/** The amount is asked for "up to the level" tactics, and for Anyone's level of a "level" tactic. */
function amountAsked(side: string, tacticInput: string): (c: Ctx) => boolean {
  return function (c) {
    const row = tacticOf(c.pack, String(c.inputs[tacticInput]));
    if (row === null) return false;
    return row.scale === "upTo" || (row.scale === "level" && c.inputs[side] === ANYONE);
  };
}

function raw(id: string, label: string, initial: number, when: (c: Ctx) => boolean): Spec {
  return { id: id, label: label, kind: "number", min: MIN_RAW, max: MAX_STAT, initial: initial, when: when };
}

/* Initial raw numbers: the text's "typical human fighter with a sword, buckler and leather armor". */
/** Input i of the attack. */
export function attackInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      // no initial: the device asks the attacker first, then a character's weapon, then the defender
      return { id: "attacker", label: "Attacker", kind: "choice", choices: sides };
    case 1:
      return raw("quickness", "Quickness", 10, anyone("attacker"));
    case 2:
      return raw("force", "Attack Force", 10, anyone("attacker"));
    case 3:
      return raw("accuracy", "Accuracy", 10, anyone("attacker"));
    case 4:
      return { id: "antiblock", label: "Anti-Block", kind: "number", min: -MAX_WEAPON_MOD, max: MAX_WEAPON_MOD, initial: 0, when: anyone("attacker") };
    case 5:
      return { id: "deals", label: "Injuries", kind: "number", min: 0, max: MAX_INJURIES, initial: 1, when: anyone("attacker") };
    case 6:
      return {
        id: "kind",
        label: "Kind",
        kind: "choice",
        initial: "melee",
        when: anyone("attacker"),
        choices: function () {
          return [
            { id: "melee", label: "Melee" },
            { id: "ranged", label: "Ranged" },
          ];
        },
      };
    case 7:
      return {
        id: "props",
        label: "Attack is",
        kind: "choices",
        initial: "",
        when: anyone("attacker"),
        choices: function () {
          return [
            { id: "area", label: "Area" },
            { id: "diffuse", label: "Diffuse" },
          ];
        },
      };
    case 8:
      return {
        id: "weapon",
        label: "Weapon",
        kind: "choice",
        when: function (c) {
          return c.inputs.attacker !== ANYONE;
        },
        choices: function (c) {
          const s = sheetOf(c, "attacker");
          const out: Choice[] = [];
          if (s) for (let i = 0; i < s.weapons.length; i++) out.push({ id: s.weapons[i].id, label: s.weapons[i].name });
          return out;
        },
      };
    case 9:
      return {
        id: "reach",
        label: "Reach",
        kind: "choice",
        initial: "sword",
        choices: rangeChoices(null),
        when: function (c) {
          return c.inputs.attacker === ANYONE && melee(c);
        },
      };
    case 10:
      return { id: "distance", label: "Distance (m)", kind: "number", min: 0, max: MAX_DISTANCE, initial: 10, when: isRangedAttack };
    case 11:
      return { id: "tactic", label: "Tactic", kind: "choice", initial: "none", choices: tacticChoices("attacker", true) };
    case 12:
      return { id: "amount", label: "Amount", kind: "number", min: 0, max: MAX_TACTIC_LEVEL, initial: 1, when: amountAsked("attacker", "tactic") };
    case 13:
      return { id: "defender", label: "Defender", kind: "choice", choices: sides };
    case 14:
      return raw("dodge", "Dodge", 6, anyone("defender"));
    case 15:
      return raw("block", "Block", 12, anyone("defender"));
    case 16:
      return raw("blockforce", "Block Force", 15, anyone("defender"));
    case 17:
      return raw("coverage", "Coverage", 5, anyone("defender"));
    case 18:
      return raw("armorforce", "Armor Force", 13, anyone("defender"));
    case 19:
      return {
        id: "size",
        label: "Body size",
        kind: "choice",
        initial: "human",
        when: anyone("defender"),
        choices: function (c) {
          const out: Choice[] = [];
          const sizes = listOf(c.pack, "sizes");
          for (let i = 0; i < sizes.length; i++) out.push({ id: sizes[i].id, label: sizes[i].name });
          return out;
        },
      };
    case 20:
      return { id: "dreach", label: "Def. weapon", kind: "choice", initial: "none", choices: rangeChoices({ id: "none", label: "None" }), when: melee };
    case 21:
      return { id: "at", label: "At range", kind: "choice", initial: "any", choices: rangeChoices({ id: "any", label: "Any" }), when: melee };
    case 22:
      return { id: "dtactic", label: "Def. tactic", kind: "choice", initial: "none", choices: tacticChoices("defender", false) };
    case 23:
      return { id: "damount", label: "Def. amount", kind: "number", min: 0, max: MAX_TACTIC_LEVEL, initial: 1, when: amountAsked("defender", "dtactic") };
  }
  return undefined;
}
