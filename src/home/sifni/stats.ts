/**
 * The 25 stats by index (STAT_GROUPS order) and their 4-letter screen abbreviations: the
 * Inspect screen is 21 characters wide on a Pixl.js, too narrow for "MeleeDefense -10" twice.
 */
import { STAT_GROUPS } from "./types";

/** The 25 stat names in the text's order (Active, Physical, Mental, Spirit, Social). */
export function statNames(): string[] {
  const out: string[] = [];
  for (let g = 0; g < STAT_GROUPS.length; g++) {
    const s = STAT_GROUPS[g].stats;
    for (let i = 0; i < s.length; i++) out.push(s[i]);
  }
  return out;
}

/** Abbreviations in statNames() order, 4 letters each, joined without separators. */
const SHORT = "MAtkMDefRAtkRDefWresAgilDextEndrResiStrnCrftKnowLangLogcScieAwarNatrSteaTalnWillAppcPercPersPresScen";

/** Index of a stat in statNames() order, -1 when it is not one of the 25. */
export function statIndex(name: string): number {
  let i = 0;
  for (let g = 0; g < STAT_GROUPS.length; g++) {
    const s = STAT_GROUPS[g].stats;
    for (let j = 0; j < s.length; j++) {
      if (s[j] === name) return i;
      i++;
    }
  }
  return -1;
}

/** The group ("Active", ...) of a stat, "" when it is not a stat. */
export function statGroup(name: string): string {
  for (let g = 0; g < STAT_GROUPS.length; g++) {
    if (STAT_GROUPS[g].stats.indexOf(name) >= 0) return STAT_GROUPS[g].group;
  }
  return "";
}

/** "MAtk" for "MeleeAttack"; the name itself when it is not a stat. */
export function statShort(name: string): string {
  const i = statIndex(name);
  return i < 0 ? name : SHORT.substring(4 * i, 4 * i + 4);
}

/**
 * Why a name is not a stat, for validation messages: a group name, a stat in the wrong case,
 * or simply unknown.
 */
export function notAStat(name: string): string {
  for (let g = 0; g < STAT_GROUPS.length; g++) {
    if (STAT_GROUPS[g].group === name) return "'" + name + "' is a stat group, not a stat (its stats: " + STAT_GROUPS[g].stats.join(", ") + ")";
  }
  const all = statNames();
  const lower = name.toLowerCase();
  for (let i = 0; i < all.length; i++) {
    if (all[i].toLowerCase() === lower) return "unknown stat '" + name + "': did you mean '" + all[i] + "'?";
  }
  return "unknown stat '" + name + "' (the stats are " + all.join(", ") + ")";
}
