/**
 * One side of a check: who rolls (a party member or "Anyone"), which stat, skill and
 * specialty, at half credit or not, and with which modifiers. The skill check asks for one
 * side, the opposed check for two (input ids suffixed "B").
 *
 * Anyone: the "who" choice lists the party and "Anyone" (id "anyone", reserved: no sheet may
 * use it). For Anyone the GM gives the skill total as a number and nothing is read from a
 * sheet: no skills, no wound or armor penalties. For a character, the wound penalty (worst
 * wound) and the armor action penalty (worn sets added) join the chosen modifiers
 * automatically; the GM can waive either (the Endurance test against a wound's DR must not
 * count the wound penalty, s-ifni.txt "Damage").
 */
import { engineError } from "../../../errors";
import { Fraction, ZERO, addFractions, formatFraction, parseFraction } from "../../../math/fraction";
import { findCharacter, flag, list, num, str } from "../../../rules/inputs";
import { Choice, InputContext, InputSpec, Inputs } from "../../../rules/types";
import { Factor, factorOf } from "../../../sifni/modifiers";
import { RollSetup, setup } from "../../../sifni/roll";
import { MAX_SKILL, MIN_SKILL } from "../../../sifni/skill";
import { armorPenalty, woundPenalty } from "../penalties";
import { ANYONE } from "../sheet";
import { statShort } from "../stats";
import { LINE, fitHead, int, signed } from "../text";
import { findSkill, findSpecialty, skillTotal, skillsUnder } from "../totals";
import { ModifierRow, SifniPack, SifniSheet, STAT_GROUPS } from "../types";

type Ctx = InputContext<SifniSheet, SifniPack>;
export type Spec = InputSpec<SifniSheet, SifniPack>;

/** "-" stands for "no skill" / "no specialty" in choices. */
export const NONE = "-";

/** The sheet chosen for a side, or null for Anyone (or before the choice). */
export function sheetOf(c: Ctx, suffix: string): SifniSheet | null {
  const who = c.inputs["who" + suffix];
  if (typeof who !== "string" || who === ANYONE) return null;
  for (let i = 0; i < c.party.length; i++) if (c.party[i].id === who) return c.party[i];
  return null;
}

function isAnyone(c: Ctx, suffix: string): boolean {
  return c.inputs["who" + suffix] === ANYONE;
}

function chosenSkill(c: Ctx, suffix: string): string {
  const v = c.inputs["skill" + suffix];
  return typeof v === "string" ? v : NONE;
}

/** Modifier rows as choices, grouped as in the pack; `keep` filters them. */
export function modifierChoices(pack: SifniPack, keep: (m: ModifierRow) => boolean): Choice[] {
  const out: Choice[] = [];
  for (let i = 0; i < pack.modifiers.length; i++) {
    const m = pack.modifiers[i];
    if (!keep(m)) continue;
    const what = m.autoFail ? " fail" : m.tn !== undefined ? " TN" : " " + m.roll;
    out.push({ id: m.id, label: m.label + what, group: m.group });
  }
  return out;
}

/** Stat choices grouped by STAT_GROUPS, with the character's value when there is one. */
export function statChoices(sheet: SifniSheet | null): Choice[] {
  const out: Choice[] = [];
  for (let g = 0; g < STAT_GROUPS.length; g++) {
    const s = STAT_GROUPS[g].stats;
    for (let i = 0; i < s.length; i++) out.push({ id: s[i], label: sheet ? s[i] + " " + int(sheet.stats[s[i]]) : s[i], group: STAT_GROUPS[g].group });
  }
  return out;
}

/**
 * The inputs of one side. `keepMod` picks which pack modifiers it offers; `who` labels the
 * side ("Who", "Opponent").
 */
export function sideInputs(suffix: string, who: string, keepMod: (m: ModifierRow) => boolean): Spec[] {
  return [
    {
      id: "who" + suffix,
      label: who,
      kind: "choice",
      choices: function (c) {
        const out: Choice[] = [];
        for (let i = 0; i < c.party.length; i++) out.push({ id: c.party[i].id, label: c.party[i].name });
        out.push({ id: ANYONE, label: "Anyone" });
        return out;
      },
    },
    {
      id: "total" + suffix,
      label: "Skill total",
      kind: "number",
      min: MIN_SKILL,
      max: MAX_SKILL,
      initial: 0,
      when: function (c) {
        return isAnyone(c, suffix);
      },
    },
    {
      id: "stat" + suffix,
      label: "Stat",
      kind: "choice",
      choices: function (c) {
        return statChoices(sheetOf(c, suffix));
      },
      when: function (c) {
        return !isAnyone(c, suffix);
      },
    },
    {
      id: "skill" + suffix,
      label: "Skill",
      kind: "choice",
      initial: NONE,
      ask: true,
      choices: function (c) {
        const out: Choice[] = [{ id: NONE, label: "(no skill)" }];
        const sheet = sheetOf(c, suffix);
        if (!sheet) return out;
        const skills = skillsUnder(sheet, String(c.inputs["stat" + suffix]));
        for (let i = 0; i < skills.length; i++) out.push({ id: skills[i].name, label: skills[i].name + " " + signed(skills[i].level) });
        return out;
      },
      when: function (c) {
        const sheet = sheetOf(c, suffix);
        return sheet !== null && skillsUnder(sheet, String(c.inputs["stat" + suffix])).length > 0;
      },
    },
    {
      id: "spec" + suffix,
      label: "Specialty",
      kind: "choice",
      initial: NONE,
      ask: true,
      choices: function (c) {
        const out: Choice[] = [{ id: NONE, label: "(no specialty)" }];
        const sheet = sheetOf(c, suffix);
        const skill = sheet ? findSkill(sheet, String(c.inputs["stat" + suffix]), chosenSkill(c, suffix)) : null;
        if (!skill) return out;
        for (let i = 0; i < skill.specialties.length; i++) {
          out.push({ id: skill.specialties[i].name, label: skill.specialties[i].name + " " + signed(skill.specialties[i].level) });
        }
        return out;
      },
      when: function (c) {
        const sheet = sheetOf(c, suffix);
        const skill = sheet ? findSkill(sheet, String(c.inputs["stat" + suffix]), chosenSkill(c, suffix)) : null;
        return skill !== null && skill.specialties.length > 0;
      },
    },
    {
      id: "half" + suffix,
      label: "Half credit",
      kind: "flag",
      initial: false,
      when: function (c) {
        return chosenSkill(c, suffix) !== NONE;
      },
    },
    {
      id: "mods" + suffix,
      label: "Modifiers",
      kind: "choices",
      initial: "",
      choices: function (c) {
        return modifierChoices(c.pack, keepMod);
      },
    },
    {
      id: "noWound" + suffix,
      label: "Waive wound penalty",
      kind: "flag",
      initial: false,
      when: function (c) {
        const sheet = sheetOf(c, suffix);
        return sheet !== null && woundPenalty(sheet).n !== 0;
      },
    },
    {
      id: "noArmor" + suffix,
      label: "Waive armor penalty",
      kind: "flag",
      initial: false,
      when: function (c) {
        const sheet = sheetOf(c, suffix);
        return sheet !== null && armorPenalty(sheet, c.pack).n !== 0;
      },
    },
  ];
}

/** A modifier as it acts on this roll, for the GM's lines. */
export interface Applied {
  label: string;
  roll: Fraction;
}

/** A side ready to roll. */
export interface Side {
  /** the character's name, or "Anyone" */
  name: string;
  sheet: SifniSheet | null;
  /** "Strength+Lifting (half)", or "skill" for Anyone */
  what: string;
  /** the same for the screen, without the half credit: "Strn+Lifting" */
  brief: string;
  half: boolean;
  total: number;
  applied: Applied[];
  /** sum of the applied fractions */
  sum: Fraction;
  factor: Factor;
  setup: RollSetup;
  /** label of a chosen auto-failure modifier, "" when none */
  autoFail: string;
  /** a TN set by a modifier (Defender Unaware), hundredths, or -1 */
  tnOverride: number;
}

function modifierRow(pack: SifniPack, id: string): ModifierRow {
  for (let i = 0; i < pack.modifiers.length; i++) if (pack.modifiers[i].id === id) return pack.modifiers[i];
  throw engineError("INPUT", "no modifier '" + id + "' in the rules pack", id);
}

/** The character a side names, refusing the dead (a dead character rolls nothing). */
function characterOf(inputs: Inputs, suffix: string, party: SifniSheet[]): SifniSheet | null {
  const who = str(inputs, "who" + suffix);
  if (who === ANYONE) return null;
  const sheet = findCharacter(party, who);
  if (sheet.condition === "dead") throw engineError("CHARACTER", sheet.name + " is dead and rolls nothing (input 'who" + suffix + "')", who);
  return sheet;
}

/** Builds a side from completed inputs (rules/compose.ts has validated their kinds and choices). */
export function sideOf(inputs: Inputs, suffix: string, party: SifniSheet[], pack: SifniPack): Side {
  const sheet = characterOf(inputs, suffix, party);
  const applied: Applied[] = [];
  let total: number;
  let what: string;
  let brief: string;
  let half = false;
  if (sheet === null) {
    total = num(inputs, "total" + suffix);
    what = "skill";
    brief = "skill";
  } else {
    const stat = str(inputs, "stat" + suffix);
    const skillName = inputs["skill" + suffix];
    const skill = typeof skillName === "string" && skillName !== NONE ? findSkill(sheet, stat, skillName) : null;
    const specName = inputs["spec" + suffix];
    const spec = skill && typeof specName === "string" && specName !== NONE ? findSpecialty(skill, specName) : null;
    half = skill !== null && flag(inputs, "half" + suffix);
    const t = skillTotal(sheet, stat, skill, spec, half);
    total = t.total;
    const sub = (skill ? "+" + skill.name : "") + (spec ? "+" + spec.name : "");
    what = stat + sub + (half ? " (half)" : "");
    brief = statShort(stat) + sub;
    if (total > MAX_SKILL) throw engineError("SKILL", sheet.name + "'s " + what + " is " + total + ", above " + MAX_SKILL, total);
  }
  let autoFail = "";
  let tnOverride = -1;
  const ids = list(inputs, "mods" + suffix);
  for (let i = 0; i < ids.length; i++) {
    const m = modifierRow(pack, ids[i]);
    if (m.autoFail && autoFail === "") autoFail = m.label;
    if (m.tn !== undefined) tnOverride = m.tn;
    if (m.roll !== undefined) applied.push({ label: m.label, roll: parseFraction(m.roll) });
  }
  if (sheet !== null) {
    const w = woundPenalty(sheet);
    if (w.n !== 0 && !flag(inputs, "noWound" + suffix)) applied.push({ label: "Wounds", roll: w });
    const a = armorPenalty(sheet, pack);
    if (a.n !== 0 && !flag(inputs, "noArmor" + suffix)) applied.push({ label: "Armor", roll: a });
  }
  const fractions: Fraction[] = [];
  let sum = ZERO;
  for (let i = 0; i < applied.length; i++) {
    fractions.push(applied[i].roll);
    sum = addFractions(sum, applied[i].roll);
  }
  const factor = factorOf(fractions);
  return {
    name: sheet ? sheet.name : "Anyone",
    sheet: sheet,
    what: what,
    brief: brief,
    half: half,
    total: total,
    applied: applied,
    sum: sum,
    factor: factor,
    setup: setup(total, factor),
    autoFail: autoFail,
    tnOverride: tnOverride,
  };
}

/** The side's modifiers as screen lines: " Workshop +1/3", ..., then their sum when there are several. */
export function modifierLines(s: Side, out: string[]): void {
  for (let i = 0; i < s.applied.length; i++) out.push(fitHead(" " + s.applied[i].label, " " + formatFraction(s.applied[i].roll), LINE));
  if (s.applied.length > 1) out.push(" Mods " + formatFraction(s.sum));
}
