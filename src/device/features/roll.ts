/** The roll feature: a check rolled, its result and what follows (ui-lcd/roll.ts). */
export { done, key } from "../../ui-lcd/roll";
