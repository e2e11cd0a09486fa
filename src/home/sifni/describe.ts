/**
 * The sheet for people: `report` gathers what a GM looks up (skill totals, penalties in force,
 * measured stats, ranged weapons' skill minimums) and `describe` turns it into the guarded
 * Inspect screen's lines, each at most 21 characters (Pixl.js: 128 px, 6x8 font).
 */
import { Fraction, addFractions, formatFraction } from "../../engine/math/fraction";
import { Measure, measures } from "./measured";
import { BANDS, armorPenalty, protection, woundPenalty, worstBand, wornArmor } from "./penalties";
import { statNames, statShort } from "./stats";
import { LINE, fit, fitHead, int, padLeft, signed, wrap } from "./text";
import { findSkillLike, skillTotal } from "./totals";
import { SifniPack, SifniSheet } from "./types";

export interface TotalRow {
  stat: string;
  skill: string;
  /** "" for the skill's own row */
  specialty: string;
  level: number;
  /** stat + skill (+ specialty) */
  total: number;
}

export interface RangedMinimum {
  weapon: string;
  skillMin: number;
  /** RangedAttack plus the skill named like the weapon, if the sheet has one */
  total: number;
  /** points below the minimum (0 when none); the weapon row's rule applies to each */
  below: number;
}

export interface SheetReport {
  totals: TotalRow[];
  measures: Measure[];
  /** highest wound band and its roll penalty ("-2/5", "0") */
  woundBand: number;
  woundPenalty: string;
  /** worn armor's action penalties added ("-1/4", "0") */
  armorPenalty: string;
  /** both together, as they act on every roll */
  penalty: string;
  protection: { blunt: number; slash: number; pierce: number };
  ranged: RangedMinimum[];
  /** the damage chart's name of each wound's band, in sheet order ("severe wound") */
  woundNames: string[];
}

export function report(sheet: SifniSheet, pack: SifniPack): SheetReport {
  const totals: TotalRow[] = [];
  for (let i = 0; i < sheet.skills.length; i++) {
    const sk = sheet.skills[i];
    totals.push({ stat: sk.stat, skill: sk.name, specialty: "", level: sk.level, total: skillTotal(sheet, sk.stat, sk, null, false).total });
    for (let j = 0; j < sk.specialties.length; j++) {
      const sp = sk.specialties[j];
      totals.push({ stat: sk.stat, skill: sk.name, specialty: sp.name, level: sp.level, total: skillTotal(sheet, sk.stat, sk, sp, false).total });
    }
  }
  const ranged: RangedMinimum[] = [];
  for (let i = 0; i < pack.ranged.length; i++) {
    const w = pack.ranged[i];
    if (sheet.weapons.indexOf(w.id) < 0 || w.skillMin === undefined) continue;
    const t = skillTotal(sheet, "RangedAttack", findSkillLike(sheet, "RangedAttack", w.name), null, false).total;
    ranged.push({ weapon: w.name, skillMin: w.skillMin, total: t, below: t < w.skillMin ? w.skillMin - t : 0 });
  }
  const woundNames: string[] = [];
  for (let i = 0; i < sheet.wounds.length; i++) woundNames.push(BANDS[sheet.wounds[i].band] || "band " + int(sheet.wounds[i].band));
  const wound: Fraction = woundPenalty(sheet);
  const armor: Fraction = armorPenalty(sheet, pack);
  return {
    totals: totals,
    measures: measures(sheet),
    woundBand: worstBand(sheet),
    woundPenalty: formatFraction(wound),
    armorPenalty: formatFraction(armor),
    penalty: formatFraction(addFractions(wound, armor)),
    protection: protection(sheet, pack),
    ranged: ranged,
    woundNames: woundNames,
  };
}

/** "MAtk   5  MDef  -3": two stats a line, 4-letter names, values to 4 places. */
function statLines(sheet: SifniSheet, out: string[]): void {
  const names = statNames();
  for (let i = 0; i < names.length; i += 2) {
    let line = statShort(names[i]) + padLeft(int(sheet.stats[names[i]]), 5);
    if (i + 1 < names.length) line += "  " + statShort(names[i + 1]) + padLeft(int(sheet.stats[names[i + 1]]), 5);
    out.push(line);
  }
}

/** Skills under a header per stat: " Rapier +2 =7", "  vsSwords +1 =8". */
function skillLines(sheet: SifniSheet, r: SheetReport, out: string[]): void {
  let stat = "";
  for (let i = 0; i < r.totals.length; i++) {
    const t = r.totals[i];
    if (t.stat !== stat) {
      stat = t.stat;
      out.push(fit(stat + " " + int(sheet.stats[stat]), LINE));
    }
    const tail = " " + signed(t.level) + " =" + int(t.total);
    out.push(t.specialty === "" ? fitHead(" " + t.skill, tail, LINE) : fitHead("  " + t.specialty, tail, LINE));
  }
}

function nameOf(list: { id: string; name: string }[], id: string): string {
  for (let i = 0; i < list.length; i++) if (list[i].id === id) return list[i].name;
  return id;
}

/** The damage chart's bands in at most 10 characters. */
const SHORT_BANDS = ["scratch", "minor", "severe", "mod trauma", "sev trauma", "dying"];

export function describe(sheet: SifniSheet, pack: SifniPack): string[] {
  const r = report(sheet, pack);
  const out: string[] = [fit(sheet.name, LINE)];
  if (sheet.concept) out.push(fit("\"" + sheet.concept + "\"", LINE));
  if (sheet.condition) out.push(sheet.condition === "dead" ? "** DEAD **" : "** UNCONSCIOUS **");
  // what weighs on every roll first: wounds and the penalties in force
  for (let i = 0; i < sheet.wounds.length; i++) {
    const w = sheet.wounds[i];
    out.push(fitHead("W " + w.location, " " + (SHORT_BANDS[w.band] || "band " + int(w.band)), LINE));
  }
  if (r.woundPenalty !== "0") out.push("Wound pen " + r.woundPenalty);
  if (r.armorPenalty !== "0") out.push("Armor pen " + r.armorPenalty);
  if (r.woundPenalty !== "0" && r.armorPenalty !== "0") out.push("Rolls " + r.penalty);
  statLines(sheet, out);
  skillLines(sheet, r, out);
  for (let i = 0; i < sheet.disadvantages.length; i++) out.push(fit("Dis: " + sheet.disadvantages[i], LINE));
  const worn = wornArmor(sheet, pack);
  for (let i = 0; i < worn.length; i++) out.push(fitHead("Armor " + worn[i].name, " " + worn[i].penalty, LINE));
  if (worn.length > 0) {
    const p = r.protection;
    out.push("Prot B" + int(p.blunt) + " S" + int(p.slash) + " P" + int(p.pierce));
  }
  const weapons = (pack.melee as { id: string; name: string }[]).concat(pack.ranged);
  const left = sheet.leftHand || [];
  for (let i = 0; i < sheet.weapons.length; i++) out.push(fitHead("Wpn " + nameOf(weapons, sheet.weapons[i]), left.indexOf(sheet.weapons[i]) >= 0 ? " (left)" : "", LINE));
  for (let i = 0; i < r.ranged.length; i++) {
    const m = r.ranged[i];
    if (m.below > 0) out.push(fitHead(m.weapon, " RA " + int(m.total) + "<" + int(m.skillMin), LINE));
  }
  for (let i = 0; i < r.measures.length; i++) out.push(fit(r.measures[i].label + " " + r.measures[i].text, LINE));
  const notes = wrap(sheet.notes, LINE);
  for (let i = 0; i < notes.length; i++) out.push(notes[i]);
  return out;
}
