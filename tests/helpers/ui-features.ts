/**
 * The device's features run in-process over fake services (fake-device.ts): `open(name, arg)`
 * calls the ui-lcd function each feature file calls (src/device/features/<name>.ts), so the
 * main menu (ui-lcd/main-menu.ts) can be driven as on the device without building the files.
 * FEATURE_CALLS names that function per feature, and tests check each feature still calls it.
 */
import { pickCheck } from "../../src/ui-lcd/checks";
import { diceScreen } from "../../src/ui-lcd/dice";
import { logScreen } from "../../src/ui-lcd/log";
import { mainMenu } from "../../src/ui-lcd/main-menu";
import { partyScreen } from "../../src/ui-lcd/party";
import { Services } from "../../src/ui-lcd/services";
import { settingsScreen } from "../../src/ui-lcd/settings";
import { Look, Surface } from "../../src/ui-lcd/surface";
import { Ui } from "../../src/ui-lcd/ui";

/** The ui-lcd function each main-menu feature's default export calls. */
export const FEATURE_CALLS: { [feature: string]: string } = {
  check: "pickCheck",
  dice: "diceScreen",
  log: "logScreen",
  party: "partyScreen",
  settings: "settingsScreen",
};

/** What kit.open does on the device, with `svc` as every feature's services. */
export function openIn(svc: Services, ui: Ui): (feature: string, arg?: unknown) => void {
  return function (feature, arg) {
    if (feature === "check") return pickCheck(svc, ui, arg as string);
    if (feature === "dice") return diceScreen(svc, ui);
    if (feature === "log") return logScreen(svc, ui);
    if (feature === "party") return partyScreen(svc, ui);
    if (feature === "settings") return settingsScreen(svc, ui);
    throw new Error("no feature " + feature);
  };
}

/** A Ui on `surface` with the main menu at its bottom, as the shell (src/device/main.ts) makes it. */
export function uiWithMainMenu(surface: Surface, look: Look, svc: Services, onHome?: () => void): Ui {
  const ui = new Ui(surface, look);
  ui.push(mainMenu(ui, svc.systems, svc.settings, openIn(svc, ui), onHome || function () {}));
  return ui;
}
