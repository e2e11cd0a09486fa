/** The check feature: a main-menu entry's checks (arg: "roll", "opposed", "combat" or "odds") set up (ui-lcd/check.ts). */
export { pickCheck as default, follow, home, key } from "../../ui-lcd/check";
