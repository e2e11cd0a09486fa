import { textIndex } from "../../format/text-index";

/**
 * The abilities the combat text names. A sheet must rank all of them (SIFRP ranks run 1 and up;
 * the engine allows 1 to 10) and may rank others for plain tests.
 * One text with "|" around each name: a shipped check reads it from flash, where a list would be
 * built in RAM at load (docs/runtime.md, "Memory").
 */
const ABILITY_TEXT = "|Agility|Animal Handling|Athletics|Awareness|Endurance|Fighting|Marksmanship|Stealth|Warfare|";

/** The abilities as a list, made when asked for (sheets and their editors, at home). */
export function abilities(): string[] {
  return ABILITY_TEXT.slice(1, ABILITY_TEXT.length - 1).split("|");
}

/** Whether a name is one of the abilities. */
export function isAbility(name: string): boolean {
  return name !== "" && textIndex(name, "|") < 0 && textIndex(ABILITY_TEXT, "|" + name + "|") >= 0;
}

export const MIN_RANK = 1;
export const MAX_RANK = 10;
/** most bonus dice from one specialty */
export const MAX_BONUS = 10;
