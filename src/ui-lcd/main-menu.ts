/**
 * The main menu, the one screen the app keeps (docs/runtime.md): Roll, Opposed, Combat and Odds
 * open the feature "start" on that menu's checks, the others their own feature. Its title is the
 * active system, so the GM always knows which rules are rolling. A screen of the shell's own.
 */
import { Scr } from "./screen";
import { Kit, systemName } from "./services";

const MAIN = ["Roll", "Opposed", "Combat", "Odds", "Dice", "Log", "Party", "Settings"];
/** What each entry opens: the check feature with a menu, or a feature (as words: engine/format/words.ts). */
const OPENS = "start roll|start opposed|start combat|start odds|dice|log|party|settings";

/** `home` runs whenever the menu is about to show (the features' work left for then). */
export function mainMenu(k: Kit, home: () => void): Scr {
  return {
    t: "",
    l: MAIN,
    c: 0,
    o: 0,
    h: function (s, key) {
      if (key === "") {
        s.t = systemName(k.sys, k.st.system);
        home();
        return true;
      }
      if (key !== "select") return false;
      const o = OPENS.split("|")[s.c].split(" ");
      k.open(o[0], o[1]);
      return true;
    },
  };
}
