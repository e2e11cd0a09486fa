/**
 * The main menu: Roll, Opposed, Combat, Odds, Dice, Log, Party, Settings. Roll, Opposed and
 * Combat list the active system's checks for that entry (straight into the check when there is
 * one); Odds lists every check and opens its setup on Odds.
 */
import { CheckSpec, RulesModule } from "../engine/rules/types";
import { startCheck } from "./flows/check";
import { diceScreen } from "./flows/dice";
import { message } from "./flows/message";
import { partyScreen } from "./flows/party";
import { settingsScreen } from "./flows/settings";
import { Services, SystemEntry } from "./services";
import { ListScreen, TextScreen, Ui, menu } from "./ui";

export const MAIN = ["Roll", "Opposed", "Combat", "Odds", "Dice", "Log", "Party", "Settings"];

export function activeSystem(svc: Services): SystemEntry {
  for (let i = 0; i < svc.systems.length; i++) if (svc.systems[i].id === svc.settings.system) return svc.systems[i];
  return svc.systems[0];
}

function checksFor(m: RulesModule, entry: string): CheckSpec[] {
  const out: CheckSpec[] = [];
  for (let i = 0; i < m.checks.length; i++) {
    const c = m.checks[i];
    if (entry === "odds" || (c.menu || "roll") === entry) out.push(c);
  }
  return out;
}

function pickCheck(m: RulesModule, entry: string, svc: Services, ui: Ui): void {
  const list = checksFor(m, entry);
  const odds = entry === "odds";
  if (list.length === 0) return message(ui, m.name, "No " + entry + " checks in " + m.name + ".");
  if (list.length === 1) return startCheck(m, list[0], svc, ui, odds);
  ui.push(
    menu(
      odds ? "Odds" : m.name,
      list.map(function (c) {
        return c.label;
      }),
      function (i, u) {
        startCheck(m, list[i], svc, u, odds);
      }
    )
  );
}

/** `onHome` runs whenever the main menu is shown (the device saves recent choices then). */
export function mainMenu(svc: Services, onHome: () => void): ListScreen {
  const screen = menu("S-Ifni pocket", MAIN, function (i, ui) {
    if (i === 4) return ui.push(diceScreen(svc));
    if (i === 5) {
      const lines = svc.log();
      return ui.push(new TextScreen("Log", lines.length > 0 ? lines : ["No rolls yet"]));
    }
    if (i === 7) return ui.push(settingsScreen(svc));
    // the entries that need the rules: a missing or broken system file says so, and the GM can
    // still switch systems, roll dice and read the log
    const r = svc.rules();
    if (!r.m) return message(ui, activeSystem(svc).name, r.problem);
    if (i <= 3) pickCheck(r.m, ["roll", "opposed", "combat", "odds"][i], svc, ui);
    else partyScreen(r.m, svc, ui);
  });
  // the title shows the active system, so the GM always knows which rules are rolling
  const draw = screen.draw;
  screen.draw = function (v) {
    screen.title = activeSystem(svc).name;
    onHome();
    draw.call(screen, v);
  };
  return screen;
}
