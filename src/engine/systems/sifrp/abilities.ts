/**
 * The abilities the combat text names. A sheet must rank all of them (SIFRP ranks run 1 and up;
 * the engine allows 1 to 10) and may rank others for plain tests.
 */
export const ABILITIES = ["Agility", "Animal Handling", "Athletics", "Awareness", "Endurance", "Fighting", "Marksmanship", "Stealth", "Warfare"];

export const MIN_RANK = 1;
export const MAX_RANK = 10;
/** most bonus dice from one specialty */
export const MAX_BONUS = 10;
