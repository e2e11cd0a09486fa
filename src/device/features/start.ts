/** The start feature: a main-menu entry's checks (arg: "roll", "opposed", "combat" or "odds"), the party read (ui-lcd/start.ts). */
export { pickCheck as default, follow, key } from "../../ui-lcd/start";
