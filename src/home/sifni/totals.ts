/**
 * Skill totals (s-ifni.txt, "Skills", "Specialties"): stat + skill + specialty. "Whether or not
 * a subskill applies (or maybe applies at half credit) is up to the GM": at half credit the
 * skill and specialty levels together count half, rounded down (toward minus infinity, like
 * every rounding in the text: "round down the total"). A total below -10 is -10 ("complete
 * inability"): a negative skill cannot take a character below nothing.
 */
import { MIN_SKILL } from "../../engine/sifni/skill";
import { SifniSheet, Skill, Specialty } from "./types";

export interface Total {
  stat: number;
  /** levels of the skill and specialty as used (0 when none) */
  skill: number;
  specialty: number;
  /** what the skill and specialty add after half credit */
  bonus: number;
  /** stat + bonus, not below -10: what is rolled */
  total: number;
}

/** Half of n rounded toward minus infinity: 3 -> 1, -3 -> -2. */
export function halfCredit(n: number): number {
  return Math.floor(n / 2);
}

export function findSkill(sheet: SifniSheet, stat: string, name: string): Skill | null {
  for (let i = 0; i < sheet.skills.length; i++) {
    const s = sheet.skills[i];
    if (s.stat === stat && s.name === name) return s;
  }
  return null;
}

/** Skill names match without regard to case or spaces ("Longbow" is the pack's "Long Bow"). */
export function sameName(a: string, b: string): boolean {
  return a.split(" ").join("").toLowerCase() === b.split(" ").join("").toLowerCase();
}

/** The skill under a stat whose name is like `name` (sameName), or null. */
export function findSkillLike(sheet: SifniSheet, stat: string, name: string): Skill | null {
  for (let i = 0; i < sheet.skills.length; i++) {
    const s = sheet.skills[i];
    if (s.stat === stat && sameName(s.name, name)) return s;
  }
  return null;
}

export function findSpecialty(skill: Skill, name: string): Specialty | null {
  for (let i = 0; i < skill.specialties.length; i++) if (skill.specialties[i].name === name) return skill.specialties[i];
  return null;
}

/** The skills of a sheet under one stat, in sheet order. */
export function skillsUnder(sheet: SifniSheet, stat: string): Skill[] {
  const out: Skill[] = [];
  for (let i = 0; i < sheet.skills.length; i++) if (sheet.skills[i].stat === stat) out.push(sheet.skills[i]);
  return out;
}

/** The total of a stat with an optional skill and specialty (null: none, or not on the sheet). */
export function skillTotal(sheet: SifniSheet, stat: string, skill: Skill | null, specialty: Specialty | null, half: boolean): Total {
  const st = sheet.stats[stat];
  const sk = skill ? skill.level : 0;
  const sp = skill && specialty ? specialty.level : 0;
  const bonus = half ? halfCredit(sk + sp) : sk + sp;
  const t = st + bonus;
  return { stat: st, skill: sk, specialty: sp, bonus: bonus, total: t < MIN_SKILL ? MIN_SKILL : t };
}
