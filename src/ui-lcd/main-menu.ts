/**
 * The main menu, the one screen the app keeps (src/device/kit.ts): Roll, Opposed, Combat and
 * Odds open the check feature on that menu's checks, the others their own feature.
 */
import { systemName } from "./active";
import { Settings, SystemEntry } from "./services";
import { ListScreen, Ui } from "./ui";
import { View } from "./view";

const MAIN = ["Roll", "Opposed", "Combat", "Odds", "Dice", "Log", "Party", "Settings"];
/** What each entry opens: the check feature with a menu, or a feature. */
const OPENS = ["check roll", "check opposed", "check combat", "check odds", "dice", "log", "party", "settings"];

/** `onHome` runs whenever the menu is shown (the features' work left for then). */
export function mainMenu(ui: Ui, systems: SystemEntry[], settings: Settings, open: (feature: string, arg?: unknown) => void, onHome: () => void): ListScreen {
  const m = ui.menu("S-Ifni pocket", MAIN, function (i) {
    const o = OPENS[i].split(" ");
    open(o[0], o[1]);
  });
  // the title shows the active system, so the GM always knows which rules are rolling
  const draw = m.draw;
  m.draw = function (v: View) {
    m.title = systemName(systems, settings.system);
    onHome();
    draw.call(m, v);
  };
  return m;
}
