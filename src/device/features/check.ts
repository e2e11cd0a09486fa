/** The check feature: a check's questions and setup (ui-lcd/check.ts). */
export { go, home, key } from "../../ui-lcd/check";
