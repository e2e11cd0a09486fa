/**
 * S-Ifni sheets and packs compiled into the device forms (src/engine/sifni/data: the formats
 * are described there and in docs/runtime.md), and sheets read back from them. The home tools
 * (flash.sh, the companion, the CLI) validate a sheet or pack whole first; these functions
 * refuse what does not fit the form with an engine error naming the field.
 */
import { engineError } from "../../engine/errors";
import { textIndex } from "../../engine/format/text-index";
import { isInt } from "../../engine/math/exact";
import { crc32 } from "../../engine/pack/crc32";
import { CODES, Crc, FS, RS, US, levelCode, seal, sealed } from "../../engine/sifni/data/codes";
import {
  F_ARMOR, F_CONCEPT, F_CONDITION, F_DISADVANTAGES, F_ID, F_NAME, F_NOTES, F_WEAPONS, SHEET_TAG, fields, ids, sheetProblem, skills, specialties, statAt,
  statNames, wounds,
} from "../../engine/sifni/data/sheet";
import { PACK_TAG } from "../../engine/sifni/data/pack";
import { MAX_SKILL, MIN_SKILL } from "../../engine/sifni/skill";
import { validateSheet } from "./sheet";
import { SifniPack, SifniSheet } from "./types";

function fail(what: string, value: unknown): never {
  throw engineError("COMPACT", "device form: " + what, value);
}

/** Printable ASCII only: the separators are control characters, the device fonts 8-bit. */
function clean(t: string, what: string): string {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 32 || c > 126) fail(what + " has a character that is not printable ASCII", t);
  }
  return t;
}

function level(n: number, what: string): string {
  if (!isInt(n) || n < MIN_SKILL || n > MAX_SKILL) fail(what + " must be a whole number from " + MIN_SKILL + " to " + MAX_SKILL + ", got " + String(n), n);
  return levelCode(n);
}

/** A sheet in the device form (validate it first: unknown stats and bad numbers are refused here too). */
export function encodeSheet(sheet: SifniSheet, crc?: Crc): string {
  const names = statNames();
  let stats = "";
  for (let i = 0; i < names.length; i++) stats += level(sheet.stats[names[i]], "stats." + names[i]);
  const sk: string[] = [];
  for (let i = 0; i < sheet.skills.length; i++) {
    const k = sheet.skills[i];
    const si = names.indexOf(k.stat);
    if (si < 0) fail("skills." + i + ": unknown stat '" + k.stat + "'", k);
    let item = CODES.charAt(si) + level(k.level, "skills." + i + ".level") + clean(k.name, "skills." + i + ".name");
    for (let j = 0; j < k.specialties.length; j++) item += US + level(k.specialties[j].level, "skills." + i + ".specialties." + j) + clean(k.specialties[j].name, "a specialty name");
    sk.push(item);
  }
  const dis: string[] = [];
  for (let i = 0; i < sheet.disadvantages.length; i++) dis.push(clean(sheet.disadvantages[i], "disadvantages." + i));
  const wl: string[] = [];
  for (let i = 0; i < sheet.wounds.length; i++) {
    const w = sheet.wounds[i];
    if (!isInt(w.band) || w.band < 0 || w.band > 5 || !isInt(w.dr) || w.dr < 0) fail("wounds." + i + " has a bad band or DR", w);
    wl.push(w.band + US + w.dr + US + clean(w.location, "wounds." + i + ".location"));
  }
  const f: string[] = [];
  f[0] = SHEET_TAG;
  f[F_ID] = clean(sheet.id, "id");
  f[F_NAME] = clean(sheet.name, "name");
  f[F_CONCEPT] = clean(sheet.concept || "", "concept");
  f[4] = stats;
  f[5] = sk.join(RS);
  f[F_DISADVANTAGES] = dis.join(RS);
  f[F_ARMOR] = sheet.armor.join(RS);
  // a weapon held in the left hand carries US "l" (the device's armsOf); the rest are ids alone
  const left = sheet.leftHand || [];
  f[F_WEAPONS] = sheet.weapons.map((w) => (left.indexOf(w) >= 0 ? w + US + "l" : w)).join(RS);
  f[9] = wl.join(RS);
  f[F_CONDITION] = sheet.condition === "unconscious" ? "u" : sheet.condition === "dead" ? "d" : "";
  f[F_NOTES] = clean(sheet.notes, "notes");
  return seal(f.join(FS), FS, crc || crc32);
}

/**
 * A sheet read back from the device form without the pack: its form and CRC checked, its fields
 * taken as they are (the round trip home reads what the device holds even when a weapon or a
 * level no longer passes; validateSheet then names each problem). An engine error when the text
 * is not a sealed S-Ifni sheet.
 */
export function readSheetText(text: string, crc?: Crc): SifniSheet {
  const s = fields(text);
  // 13 fields, as data/sheet.ts reads them
  if (s.length !== 13 || s[0] !== SHEET_TAG) fail("not an S-Ifni sheet in the device form", text);
  if (!sealed(text, FS, crc || crc32)) fail("its checksum does not match: cut short or changed", text);
  const stats: { [stat: string]: number } = {};
  const names = statNames();
  for (let i = 0; i < names.length; i++) stats[names[i]] = statAt(text, i);
  const k = skills(text);
  const sheet: SifniSheet = {
    system: "sifni",
    id: s[F_ID],
    name: s[F_NAME],
    stats: stats,
    skills: k.map((x) => ({ stat: names[x.stat], name: x.name, level: x.level, specialties: specialties(x) })),
    disadvantages: ids(text, F_DISADVANTAGES),
    armor: ids(text, F_ARMOR),
    weapons: ids(text, F_WEAPONS),
    wounds: wounds(text).map((w) => ({ dr: w.dr, band: w.band, location: w.location })),
    notes: s[F_NOTES],
  };
  if (s[F_CONCEPT] !== "") sheet.concept = s[F_CONCEPT];
  const left = s[F_WEAPONS].split(RS).filter((w) => w.split(US)[1] === "l");
  if (left.length > 0) sheet.leftHand = left.map((w) => w.split(US)[0]);
  if (s[F_CONDITION] !== "") sheet.condition = s[F_CONDITION] === "u" ? "unconscious" : "dead";
  return sheet;
}

/**
 * A sheet read back from the device form (what the device holds, for the round trip home),
 * checked by the device's decoder and then whole by validateSheet; an engine error otherwise.
 */
export function decodeSheet(text: string, packText: string, pack: SifniPack, crc?: Crc): SifniSheet {
  const why = sheetProblem(text, crc || crc32, packText);
  if (why !== "") fail(why, text);
  const sheet = readSheetText(text, crc);
  const problems = validateSheet(sheet, pack);
  if (problems.length > 0) fail(problems[0].path + ": " + problems[0].message, sheet);
  return sheet;
}

/** The whole number written with 1 to 3 digits at t[i..j), or -1. */
function smallNumber(t: string, i: number, j: number): number {
  if (j <= i || j - i > 3) return -1;
  let v = 0;
  for (let k = i; k < j; k++) {
    const c = t.charCodeAt(k) - 48;
    if (c < 0 || c > 9) return -1;
    v = 10 * v + c;
  }
  return v;
}

/**
 * How a weapon treats armor (the text's "x2 armor", "+1/2 armor", "-1/2 armor") as the factor
 * armor is multiplied by: "2", "3/2", "1/2"; "" is "1". (Parsed by hand: dist/engine.js also
 * runs in the interpreter, whose regular expressions lack {n,m}.)
 */
export function armorFactorText(mod: string): string {
  let t = mod.split(" ").join("");
  if (t.length >= 5 && t.substring(t.length - 5) === "armor") t = t.substring(0, t.length - 5);
  if (t === "") return "1";
  const sign = t.charAt(0);
  const slash = textIndex(t, "/");
  const a = smallNumber(t, 1, slash < 0 ? t.length : slash);
  const b = slash < 0 ? 1 : smallNumber(t, slash + 1, t.length);
  if ((sign !== "x" && sign !== "+" && sign !== "-") || a < 0 || b <= 0) fail("unreadable armor modifier '" + mod + "'", mod);
  const num = sign === "x" ? a : sign === "+" ? b + a : b - a;
  if (num < 0) fail("armor modifier '" + mod + "' takes away more than all armor", mod);
  return b === 1 ? String(num) : num + "/" + b;
}

/** A weapon's damage bonus in points from its notes ("-1pt damage" is -1); 0 when none. */
export function damageBonus(notes: string): number {
  let at = textIndex(notes, "pt damage");
  if (at < 0) at = textIndex(notes, "pts damage");
  if (at < 0) return 0;
  let i = at;
  while (i > 0 && notes.charCodeAt(i - 1) >= 48 && notes.charCodeAt(i - 1) <= 57) i--;
  const v = smallNumber(notes, i, at);
  if (v < 0 || i === 0) return 0;
  const sign = notes.charAt(i - 1);
  return sign === "-" ? -v : sign === "+" ? v : 0;
}

const TYPE: { [t: string]: string } = { blunt: "b", slash: "s", pierce: "p" };

function same(a: string, b: string): boolean {
  return a.split(" ").join("").toLowerCase() === b.split(" ").join("").toLowerCase();
}

/** A pack (validated with validatePack) in the device form, with its version. */
export function compilePack(pack: SifniPack, version: number, crc?: Crc): string {
  if (!isInt(version) || version < 0) fail("version must be a whole number from 0, got " + String(version), version);
  let unarmed = "";
  for (let i = 0; i < pack.melee.length && unarmed === ""; i++) if (same(pack.melee[i].id, "unarmed") || same(pack.melee[i].name, "unarmed")) unarmed = pack.melee[i].id;
  const lines: string[] = [[PACK_TAG, "sifni", String(version), String(pack.retryStep), unarmed].join(FS)];
  for (let i = 0; i < pack.tnLadder.length; i++) {
    const s = pack.tnLadder[i];
    lines.push("T" + [String(s.tn), clean(s.short || s.label.substring(0, 15), "tnLadder." + i + ".short")].join(FS));
  }
  for (let i = 0; i < pack.modifiers.length; i++) {
    const m = pack.modifiers[i];
    const flags = (m.autoFail ? "f" : "") + (m.noDefense ? "n" : "") + (m.onlyDodge ? "d" : "") + (m.tn !== undefined ? "t" + m.tn : "");
    lines.push("M" + [m.id, clean(m.label, "modifiers." + i + ".label"), clean(m.group, "modifiers." + i + ".group"), m.roll || "", flags].join(FS));
  }
  for (let i = 0; i < pack.armor.length; i++) {
    const a = pack.armor[i];
    lines.push("A" + [a.id, clean(a.name, "armor." + i + ".name"), String(a.blunt), String(a.slash), String(a.pierce), a.penalty].join(FS));
  }
  for (let i = 0; i < pack.melee.length; i++) {
    const w = pack.melee[i];
    lines.push("W" + [w.id, clean(w.name, "melee." + i + ".name"), TYPE[w.type], w.attack, w.defense, armorFactorText(w.armorMod), String(damageBonus(w.notes)), String(w.hands), clean(w.size, "melee." + i + ".size")].join(FS));
  }
  for (let i = 0; i < pack.ranged.length; i++) {
    const r = pack.ranged[i];
    lines.push("R" + [r.id, clean(r.name, "ranged." + i + ".name"), TYPE[r.type], r.attack, armorFactorText(r.armorMod), String(r.range), String(r.reload), String(r.skillMin || 0), clean(r.size, "ranged." + i + ".size")].join(FS));
  }
  return seal(lines.join("\n") + "\n", "#", crc || crc32);
}
