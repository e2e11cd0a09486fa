/**
 * The combat strategies (s-ifni.txt, "Melee Combat" and "Ranged Combat") as data.
 *
 * Melee: Wild Offense (attack +1/4, defense -1/4), Offense, Cautious Offense (attack -1/4, one
 * extra +1/4 defense roll against one declared attack), Defense (no attack, two extra +1/4
 * defense rolls, each against one attack), Dodge (exclusive: no attack, one extra +1/4 roll
 * with the Dodge skill against every attack that round). The highest defense roll counts.
 *
 * Ranged: the target gets no defense roll unless it takes a defensive action. Offense (or any
 * other action): base TN 3. Defense: two RangedDefense rolls against one attack (each).
 * Dodge: one RangedDefense roll (Dodge skill) against every ranged attack. Cover is not a
 * strategy here but a state: the Cover check's roll is the target's base TN while it stays.
 */
export interface MeleeStrategy {
  id: string;
  label: string;
  /** the strategy attacks (Defense and Dodge do not) */
  attacks: boolean;
  /** fraction on the attack roll */
  attack: string;
  /** fraction on every defense roll of the strategy's own */
  defense: string;
  /** extra defense rolls it can put against one attack (Dodge: against all, with Dodge) */
  extra: number;
  /** the extra rolls use the Dodge skill and count against every attack */
  dodge: boolean;
}

export const MELEE_STRATEGIES: MeleeStrategy[] = [
  { id: "wild", label: "Wild Offense", attacks: true, attack: "+1/4", defense: "-1/4", extra: 0, dodge: false },
  { id: "offense", label: "Offense", attacks: true, attack: "", defense: "", extra: 0, dodge: false },
  { id: "cautious", label: "Cautious Offense", attacks: true, attack: "-1/4", defense: "", extra: 1, dodge: false },
  { id: "defense", label: "Defense", attacks: false, attack: "", defense: "", extra: 2, dodge: false },
  { id: "dodge", label: "Dodge", attacks: false, attack: "", defense: "", extra: 1, dodge: true },
];

/** The extra defense rolls' bonus ("extra MeleeDefense +1/4 roll"). */
export const EXTRA_ROLL = "+1/4";

/** The melee strategies' ids or labels: all of them, or only those that attack. */
export function meleeList(all: boolean, labels: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < MELEE_STRATEGIES.length; i++) {
    const m = MELEE_STRATEGIES[i];
    if (all || m.attacks) out.push(labels ? m.label : m.id);
  }
  return out;
}

export function meleeStrategy(id: string): MeleeStrategy {
  for (let i = 0; i < MELEE_STRATEGIES.length; i++) if (MELEE_STRATEGIES[i].id === id) return MELEE_STRATEGIES[i];
  return MELEE_STRATEGIES[1];
}

export interface RangedStrategy {
  id: string;
  label: string;
  /** RangedDefense rolls against this attack (Defense: up to 2, as assigned) */
  rolls: number;
  /** the roll uses the Dodge skill */
  dodge: boolean;
}

export const RANGED_STRATEGIES: RangedStrategy[] = [
  { id: "none", label: "Offense / other", rolls: 0, dodge: false },
  { id: "defense", label: "Defense", rolls: 2, dodge: false },
  { id: "dodge", label: "Dodge", rolls: 1, dodge: true },
];

export function rangedList(labels: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < RANGED_STRATEGIES.length; i++) out.push(labels ? RANGED_STRATEGIES[i].label : RANGED_STRATEGIES[i].id);
  return out;
}

export function rangedStrategy(id: string): RangedStrategy {
  for (let i = 0; i < RANGED_STRATEGIES.length; i++) if (RANGED_STRATEGIES[i].id === id) return RANGED_STRATEGIES[i];
  return RANGED_STRATEGIES[0];
}

/** "Defender Unaware: TN3", "RangedDefense is at base TN = 3": the TN of an undefended target. */
export const BASE_TN = 300;
