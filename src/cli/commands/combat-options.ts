/**
 * What `sifni attack` and `sifni odds --attack` share: the options of one melee attack by
 * "anyone" against "anyone", turned into the inputs of the engine's "melee" check.
 *
 * Weapons and armor come from a rules pack (--pack FILE, else the bundle's S-Ifni pack when it
 * has one) by id or name, or are written inline in the text's own notation:
 *   --weapon "P +1/5A +1/5D x2 armor"   (type B/S/P, A and D fractions, armor modifier, "-1pt damage")
 *   --armor 5/6/4                        (blunt/slash/pierce points), or "none"
 */
import { readStrictJsonFile } from "../../desktop/input-file";
import type { Engine } from "../../desktop/load-engine";
import type { ArmorRow, Inputs, MeleeWeaponRow, SifniPack } from "../../home/index";
import { Args, UsageError, quote } from "../args";
import type { OptionSpec } from "../spec";
import { parseInteger, parseMods, parseSkill } from "../values";

const MELEE = ["wild", "offense", "cautious", "defense", "dodge"];
const GM_FRACTIONS = ["-1/2", "-1/3", "-1/4", "-1/5", "-1/6", "0", "+1/6", "+1/5", "+1/4", "+1/3", "+1/2"];
const AIMS = ["random", "section", "location", "point"];
const SIZES = ["1/4", "1/3", "1/2", "1", "2", "3", "4"];

export const ATTACK_OPTIONS: OptionSpec[] = [
  { name: "attack", kind: "value", arg: "N", help: "attacker's MeleeAttack total, -10 to 990" },
  { name: "strategy", kind: "value", arg: "S", help: "attacker's strategy: wild, offense (default) or cautious" },
  { name: "weapon", kind: "value", arg: "W", help: 'weapon: a pack id or name, or the text\'s notation "P +1/5A +1/5D x2 armor" (default: unarmed)' },
  { name: "mod", kind: "list", arg: "FRACTION", help: "modifier of the attack roll like +1/6; repeat to add more" },
  { name: "defense", kind: "value", arg: "N", help: "defender's MeleeDefense total, -10 to 990" },
  { name: "d-strategy", kind: "value", arg: "S", help: "defender's strategy: wild, offense (default), cautious, defense or dodge" },
  { name: "d-weapon", kind: "value", arg: "W", help: "defender's parrying weapon (pack id/name or notation), default none" },
  { name: "extra", kind: "value", arg: "N", help: "extra defense rolls against this attack: cautious 0-1, defense 0-2 (default all)" },
  { name: "dodge", kind: "value", arg: "N", help: "defender's Dodge skill level, added for the dodge roll (default 0)" },
  { name: "d-mod", kind: "value", arg: "FRACTION", help: "modifier of the defense rolls: " + GM_FRACTIONS.join(" ") },
  { name: "armor", kind: "value", arg: "A", help: 'defender\'s armor: a pack id or name, "B/S/P" points like 5/6/4, or none (default)' },
  { name: "endurance", kind: "value", arg: "N", help: "defender's Endurance, -10 to 990 (default 0)" },
  { name: "modifier", kind: "list", arg: "ID", help: "a combat modifier row of the pack (attacker-advantage, defender-unaware...)" },
  { name: "size", kind: "value", arg: "S", help: "target size relative to a human: " + SIZES.join(" ") + " (default 1)" },
  { name: "aim", kind: "value", arg: "A", help: "random (default), section (-1/5), location (-1/3), point (-1/2)" },
  { name: "section", kind: "value", arg: "S", help: "aimed section: head, right arm, torso, left arm, right leg, left leg" },
  { name: "down", kind: "value", arg: "N", help: "aimed sixth from the top, 1-6 (location, point)" },
  { name: "across", kind: "value", arg: "N", help: "aimed sixth from the right, 1-6 (point)" },
  { name: "detail", kind: "flag", help: "also roll the right-to-left location die" },
  { name: "pack", kind: "value", arg: "FILE", help: "S-Ifni rules pack (JSON) for weapons, armor and modifiers" },
];

/** Every option name of ATTACK_OPTIONS. */
export const ATTACK_NAMES = ATTACK_OPTIONS.map((o) => o.name);

const EMPTY_PACK: SifniPack = { tnLadder: [], modifiers: [], armor: [], melee: [], ranged: [], retryStep: 100 };

/** The pack: --pack FILE, else the bundle's S-Ifni module pack, else an empty one. */
function loadPack(E: Engine, args: Args): SifniPack {
  const file = args.value("pack");
  const mod = E.SYSTEMS.find((m) => m.id === "sifni");
  if (file === undefined) return mod ? (JSON.parse(JSON.stringify(mod.pack)) as SifniPack) : { ...EMPTY_PACK };
  let data: unknown;
  try {
    const strict = readStrictJsonFile(file);
    const p = strict.problems[0];
    if (p) throw new UsageError(`--pack ${quote(file)}: ${p.path === "" ? "" : p.path + ": "}${p.message}`);
    data = strict.value;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`--pack ${quote(file)} is not a readable JSON file: ${(e as Error).message}`);
  }
  if (mod) {
    const problems = mod.validatePack(data);
    if (problems.length > 0) throw new UsageError(`--pack ${quote(file)}: ${problems[0].path}: ${problems[0].message}`);
  }
  const p = data as Partial<SifniPack>;
  for (const k of ["armor", "melee", "ranged", "modifiers"] as const) {
    if (!Array.isArray(p[k])) throw new UsageError(`--pack ${quote(file)}: "${k}" must be a list`);
  }
  return { ...EMPTY_PACK, ...(data as SifniPack) };
}

function findRow<T extends { id: string; name: string }>(rows: T[], text: string): T | undefined {
  const t = text.toLowerCase();
  return rows.find((r) => r.id.toLowerCase() === t || r.name.toLowerCase() === t);
}

const TYPES: { [k: string]: "blunt" | "slash" | "pierce" } = { b: "blunt", s: "slash", p: "pierce", blunt: "blunt", slash: "slash", pierce: "pierce" };

/** The text's weapon notation: "P +1/5A +1/5D x2 armor", "B -1/4A -1/3D -1pt damage". */
export function parseWeapon(E: Engine, text: string, option: string, id: string): MeleeWeaponRow {
  const bad = (why: string) => new UsageError(`--${option} ${quote(text)}: ${why} (a pack weapon, or like "P +1/5A +1/5D x2 armor")`);
  const tokens = text.replace(/\s+armor\b/gi, "armor").replace(/\s+damage\b/gi, "damage").trim().split(/[\s,]+/);
  const type = TYPES[tokens[0].toLowerCase()];
  if (!type) throw bad("no such weapon, and it does not start with a damage type B, S or P");
  const row: MeleeWeaponRow = { id, name: text, type, attack: "", defense: "", armorMod: "", hands: 1, size: "", notes: "" };
  const fraction = (t: string) => {
    try {
      return E.formatFraction(E.parseFraction(t));
    } catch {
      throw bad(`${quote(t)} is not a fraction`);
    }
  };
  for (const tok of tokens.slice(1)) {
    let m: RegExpExecArray | null;
    if ((m = /^([+-]\d+\/\d+)(a|d|a&d)$/i.exec(tok))) {
      const f = fraction(m[1]);
      if (m[2].toLowerCase() !== "d") row.attack = f;
      if (m[2].toLowerCase() !== "a") row.defense = f;
    } else if ((m = /^(x\d+|[+-]\d+\/\d+)(armor)?$/i.exec(tok)) && (m[2] || tok.startsWith("x"))) {
      try {
        E.armorFactorText(m[1]);
      } catch (e) {
        throw bad(`${quote(tok)} is not an armor modifier`);
      }
      row.armorMod = m[1];
    } else if ((m = /^([+-]\d+)pts?(damage)?$/i.exec(tok))) row.notes = `${m[1]}pt damage`;
    else throw bad(`${quote(tok)} is not understood`);
  }
  return row;
}

function weaponId(E: Engine, pack: SifniPack, text: string, option: string, id: string): string {
  const found = findRow(pack.melee, text);
  if (found) return found.id;
  pack.melee.push(parseWeapon(E, text, option, id));
  return id;
}

function armorId(pack: SifniPack, text: string): string {
  if (text.toLowerCase() === "none") return "none";
  const found = findRow(pack.armor, text);
  if (found) return found.id;
  const m = /^(\d{1,3})\/(\d{1,3})\/(\d{1,3})$/.exec(text);
  if (!m) throw new UsageError(`--armor ${quote(text)}: not a pack armor, and not blunt/slash/pierce points like 5/6/4`);
  const row: ArmorRow = { id: "cli-armor", name: text, blunt: Number(m[1]), slash: Number(m[2]), pierce: Number(m[3]), penalty: "" };
  pack.armor.push(row);
  return row.id;
}

function oneOf(args: Args, name: string, allowed: string[], otherwise: string): string {
  const v = args.value(name);
  if (v === undefined) return otherwise;
  if (!allowed.includes(v)) throw new UsageError(`--${name} must be one of ${allowed.join(", ")}, got ${quote(v)}`);
  return v;
}

export interface MeleeCase {
  inputs: Inputs;
  pack: SifniPack;
}

/** The "melee" check's inputs for these options (attacker and defender are anyone). */
export function meleeCase(E: Engine, args: Args): MeleeCase {
  const pack = loadPack(E, args);
  const inputs: Inputs = { attacker: "anyone", defender: "anyone" };
  inputs.attackSkill = parseSkill(E, args.need("attack"), "attack");
  inputs.defenseSkill = parseSkill(E, args.need("defense"), "defense");
  inputs.strategy = oneOf(args, "strategy", MELEE.slice(0, 3), "offense");
  inputs.defense = oneOf(args, "d-strategy", MELEE, "offense");
  // no weapon: bare hands, the pack's Unarmed row or the text's "B -1/4A -1/3D -1pt damage"
  const w = args.value("weapon");
  const bare = findRow(pack.melee, "unarmed");
  if (w !== undefined) inputs.weapon = weaponId(E, pack, w, "weapon", "cli-weapon");
  else inputs.weapon = bare ? bare.id : weaponId(E, pack, "B -1/4A -1/3D -1pt damage", "weapon", "cli-weapon");
  const dw = args.value("d-weapon");
  inputs.parry = dw === undefined || dw.toLowerCase() === "none" ? "none" : weaponId(E, pack, dw, "d-weapon", "cli-parry");
  // the attack's fractions ride on modifier rows of their own; the defense takes one GM fraction
  const mods = parseMods(E, args.list("mod"), "mod");
  const rows = args.list("modifier").map((id) => {
    const r = pack.modifiers.find((m) => m.id === id);
    if (!r) throw new UsageError(`--modifier ${quote(id)} is not in the pack (${pack.modifiers.map((m) => m.id).join(", ") || "it has none"})`);
    return r.id;
  });
  mods.forEach((m, i) => {
    pack.modifiers.push({ id: `cli-mod-${i}`, label: `--mod ${E.formatFraction(m)}`, group: "cli", roll: E.formatFraction(m) });
    rows.push(`cli-mod-${i}`);
  });
  inputs.modifiers = rows.join(",");
  inputs.defenseMod = oneOf(args, "d-mod", GM_FRACTIONS, "0");
  if (args.has("extra")) {
    const most = inputs.defense === "defense" ? 2 : 1;
    if (inputs.defense !== "defense" && inputs.defense !== "cautious") throw new UsageError("--extra goes with --d-strategy cautious or defense");
    const n = parseInteger(args.need("extra"), "extra", 0, most);
    if (inputs.defense === "defense") inputs.extraRolls = n;
    else inputs.declared = n === 1;
  }
  if (args.has("dodge")) {
    if (inputs.defense !== "dodge") throw new UsageError("--dodge goes with --d-strategy dodge");
    inputs.dodgeSkill = parseInteger(args.need("dodge"), "dodge", -1000, 1000);
  }
  inputs.armor = args.has("armor") ? armorId(pack, args.need("armor")) : "none";
  inputs.endurance = args.has("endurance") ? parseSkill(E, args.need("endurance"), "endurance") : 0;
  inputs.size = oneOf(args, "size", SIZES, "1");
  inputs.aim = oneOf(args, "aim", AIMS, "random");
  if (args.has("section")) inputs.section = oneOf(args, "section", ["head", "right arm", "torso", "left arm", "right leg", "left leg"], "torso");
  if (args.has("down")) inputs.down = parseInteger(args.need("down"), "down", 1, 6);
  if (args.has("across")) inputs.across = parseInteger(args.need("across"), "across", 1, 6);
  inputs.detail = args.flag("detail");
  return { inputs, pack };
}
