/**
 * Input builders shared by the combat checks. Every fighter is a party member or "anyone"
 * (raw totals as numbers, for the CLI and the device's quick rolls); the inputs that only make
 * sense for one of the two are asked only then.
 */
import { MAX_EXACT } from "../../../math/exact";
import { Choice, InputContext, InputSpec, Inputs } from "../../../rules/types";
import { MAX_SKILL, MIN_SKILL } from "../../../sifni/skill";
import { SifniPack, SifniSheet } from "../types";
import { AIMS, SECTIONS } from "./location";
import { meleeRow, rangedRow, unarmedRow } from "./sheet";

export type Spec = InputSpec<SifniSheet, SifniPack>;
export type Ctx = InputContext<SifniSheet, SifniPack>;

/** The fighter with no sheet: totals come from number inputs. */
export const ANYONE = "anyone";
/** The defender parries with the first melee weapon they carry (or bare hands). */
export const CARRIED = "carried";
/** No weapon modifier at all. */
export const NO_WEAPON = "none";

/** Extra fractions the GM can put on a roll (a defense not suited to the attack, a specialty...). */
export const GM_FRACTIONS = ["-1/2", "-1/3", "-1/4", "-1/5", "-1/6", "0", "+1/6", "+1/5", "+1/4", "+1/3", "+1/2"];

function text(c: Ctx, id: string): string {
  const v = c.inputs[id];
  return typeof v === "string" ? v : "";
}

export function isAnyone(c: Ctx, who: string): boolean {
  return text(c, who) === ANYONE;
}

/** The sheet chosen in input `who`, or null for anyone. */
export function sheetIn(party: SifniSheet[], inputs: Inputs, who: string): SifniSheet | null {
  const id = inputs[who];
  for (let i = 0; i < party.length; i++) if (party[i].id === id) return party[i];
  return null;
}

function listChoices(ids: string[], labels: string[]): Choice[] {
  const out: Choice[] = [];
  for (let i = 0; i < ids.length; i++) out.push({ id: ids[i], label: labels[i] });
  return out;
}

export function whoInput(id: string, label: string): Spec {
  return {
    id: id,
    label: label,
    kind: "choice",
    initial: ANYONE,
    choices: function (c) {
      const out: Choice[] = [{ id: ANYONE, label: "Anyone" }];
      for (let i = 0; i < c.party.length; i++) out.push({ id: c.party[i].id, label: c.party[i].name });
      return out;
    },
  };
}

/** Anyone's Dodge skill, asked when the strategy input `strategy` is "dodge". */
export function dodgeInput(id: string, who: string, strategy: string): Spec {
  return {
    id: id,
    label: "Dodge skill",
    kind: "number",
    min: -1000,
    max: 1000,
    initial: 0,
    when: function (c) {
      return isAnyone(c, who) && c.inputs[strategy] === "dodge";
    },
  };
}

/**
 * What a melee defense (the input "defense") asks next: the extra roll a cautious defense
 * declares, the extra rolls of a full defense, and Anyone's Dodge skill.
 */
export function defenseFollowInputs(who: string): Spec[] {
  return [
    { id: "declared", label: "Extra roll vs this", kind: "flag", initial: true, when: function (c) { return c.inputs.defense === "cautious"; } },
    { id: "extraRolls", label: "Extra rolls vs this", kind: "number", min: 0, max: 2, initial: 2, when: function (c) { return c.inputs.defense === "defense"; } },
    dodgeInput("dodgeSkill", who, "defense"),
  ];
}

/** A raw total, asked only for anyone. */
export function totalInput(id: string, label: string, who: string, initial: number): Spec {
  return {
    id: id,
    label: label,
    kind: "number",
    min: MIN_SKILL,
    max: MAX_SKILL,
    initial: initial,
    when: function (c) {
      return isAnyone(c, who);
    },
  };
}

/** Melee weapons: the character's own and bare hands; for anyone, every row of the pack. */
export function meleeChoices(c: Ctx, who: string): Choice[] {
  const out: Choice[] = [];
  const s = sheetIn(c.party, c.inputs, who);
  const bare = unarmedRow(c.pack);
  let i = 0;
  if (s) {
    for (i = 0; i < s.weapons.length; i++) {
      const w = meleeRow(c.pack, s.weapons[i]);
      if (w && w !== bare) out.push({ id: w.id, label: w.name });
    }
    if (bare) out.push({ id: bare.id, label: bare.name });
  } else for (i = 0; i < c.pack.melee.length; i++) out.push({ id: c.pack.melee[i].id, label: c.pack.melee[i].name });
  return out;
}

export function meleeWeaponInput(id: string, label: string, who: string): Spec {
  return {
    id: id,
    label: label,
    kind: "choice",
    choices: function (c) {
      return meleeChoices(c, who);
    },
  };
}

/** The parry is made with the weapon the fighter attacks with (rounds). */
export const SAME_WEAPON = "same";

/**
 * What a defender parries with: the carried weapon (or, in a round, the attacking weapon),
 * no weapon modifier, or a listed weapon.
 */
export function parryInput(id: string, who: string, round: boolean): Spec {
  const first = round ? SAME_WEAPON : CARRIED;
  return {
    id: id,
    label: "Parry with",
    kind: "choice",
    initial: first,
    choices: function (c) {
      return [{ id: first, label: round ? "Same weapon" : "Their weapon" }, { id: NO_WEAPON, label: "No modifier" }].concat(meleeChoices(c, who));
    },
  };
}

export function rangedWeaponInput(id: string, who: string): Spec {
  return {
    id: id,
    label: "Weapon",
    kind: "choice",
    choices: function (c) {
      const out: Choice[] = [];
      const s = sheetIn(c.party, c.inputs, who);
      let i = 0;
      if (s) {
        for (i = 0; i < s.weapons.length; i++) {
          const w = rangedRow(c.pack, s.weapons[i]);
          if (w) out.push({ id: w.id, label: w.name });
        }
      } else for (i = 0; i < c.pack.ranged.length; i++) out.push({ id: c.pack.ranged[i].id, label: c.pack.ranged[i].name });
      return out;
    },
  };
}

export function strategyInput(id: string, label: string, ids: string[], labels: string[], initial: string): Spec {
  return {
    id: id,
    label: label,
    kind: "choice",
    initial: initial,
    choices: function () {
      return listChoices(ids, labels);
    },
  };
}

export function fractionInput(id: string, label: string): Spec {
  return {
    id: id,
    label: label,
    kind: "choice",
    initial: "0",
    choices: function () {
      return listChoices(GM_FRACTIONS, GM_FRACTIONS);
    },
  };
}

/** Worn armor for anyone (characters wear their sheet's). */
export function armorInput(id: string, who: string): Spec {
  return {
    id: id,
    label: "Armor",
    kind: "choice",
    initial: NO_WEAPON,
    when: function (c) {
      return isAnyone(c, who);
    },
    choices: function (c) {
      const out: Choice[] = [{ id: NO_WEAPON, label: "None" }];
      for (let i = 0; i < c.pack.armor.length; i++) out.push({ id: c.pack.armor[i].id, label: c.pack.armor[i].name });
      return out;
    },
  };
}

export function modifiersInput(id: string): Spec {
  return {
    id: id,
    label: "Modifiers",
    kind: "choices",
    initial: "",
    choices: function (c) {
      const out: Choice[] = [];
      for (let i = 0; i < c.pack.modifiers.length; i++) {
        const m = c.pack.modifiers[i];
        out.push({ id: m.id, label: m.label, group: m.group });
      }
      return out;
    },
  };
}

/** Target size relative to a human ("TN divided by size relative to human"). */
export const SIZES = ["1/4", "1/3", "1/2", "1", "2", "3", "4"];

export function sizeInput(id: string): Spec {
  return {
    id: id,
    label: "Target size",
    kind: "choice",
    initial: "1",
    choices: function () {
      return listChoices(SIZES, ["1/4 human", "1/3 human", "1/2 human", "human", "2x human", "3x human", "4x human"]);
    },
  };
}

/** Aim, then what is aimed at: section, sixth down, sixth from the right; detail rolls the third die. */
export function aimInputs(prefix: string): Spec[] {
  const aim = prefix + "aim";
  const at = function (c: Ctx, n: number): boolean {
    return AIMS.indexOf(text(c, aim)) >= n;
  };
  return [
    strategyInput(aim, "Aim", AIMS, ["Random hit", "Section -1/5", "Location -1/3", "Point -1/2"], "random"),
    {
      id: prefix + "section",
      label: "Target section",
      kind: "choice",
      initial: "torso",
      when: function (c) {
        return at(c, 1);
      },
      choices: function () {
        return listChoices(SECTIONS, SECTIONS);
      },
    },
    { id: prefix + "down", label: "Sixth from top", kind: "number", min: 1, max: 6, initial: 3, when: function (c) { return at(c, 2); } },
    { id: prefix + "across", label: "Sixth from right", kind: "number", min: 1, max: 6, initial: 3, when: function (c) { return at(c, 3); } },
    { id: prefix + "detail", label: "Roll right-left die", kind: "flag", initial: false, when: function (c) { return !at(c, 3); } },
  ];
}

/** Endurance for anyone (characters use their sheet's). */
export function enduranceInput(id: string, who: string): Spec {
  return totalInput(id, "Endurance", who, 0);
}

/** A DR or TN in hundredths. */
export function hundredthsInput(id: string, label: string, initial: number, min: number): Spec {
  return { id: id, label: label, kind: "number", unit: "hundredths", min: min, max: MAX_EXACT, initial: initial };
}
