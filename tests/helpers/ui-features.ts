/**
 * The device's features run in-process over a fake kit (fake-device.ts): `openIn` calls the
 * ui-lcd function each feature file calls (src/device/features/<name>.ts), so the main menu
 * (ui-lcd/main-menu.ts) can be driven as on the device without building the files.
 * FEATURE_CALLS names that function per feature, and tests check each feature still calls it.
 */
import { RulesModule, SheetBase } from "../../src/engine/rules/types";
import { pickCheck } from "../../src/ui-lcd/check";
import { diceScreen } from "../../src/ui-lcd/dice";
import { logScreen } from "../../src/ui-lcd/log";
import { mainMenu } from "../../src/ui-lcd/main-menu";
import { partyScreen } from "../../src/ui-lcd/party";
import { Kit, LockControl } from "../../src/ui-lcd/services";
import { settingsScreen } from "../../src/ui-lcd/settings";
import { Look, Surface } from "../../src/ui-lcd/surface";
import { FakeKit, fakeKit } from "./fake-device";

/** The ui-lcd function each main-menu feature's default export calls. */
export const FEATURE_CALLS: { [feature: string]: string } = {
  check: "pickCheck",
  dice: "diceScreen",
  log: "logScreen",
  party: "partyScreen",
  settings: "settingsScreen",
};

/** A GM lock that is off and stays so (the lock's own tests run on the built app). */
const NO_LOCK: LockControl = { isOn: () => false, matches: () => false, wait: () => 0, set: () => false, remove: () => false };

/** What kit.open does on the device. */
export function openIn(k: Kit, feature: string, arg?: unknown): void {
  if (feature === "check") return pickCheck(k, arg as string);
  if (feature === "dice") return diceScreen(k);
  if (feature === "log") return logScreen(k);
  if (feature === "party") return partyScreen(k);
  if (feature === "settings") return settingsScreen(k, NO_LOCK, () => ({ free: 0, total: 0 }));
  throw new Error("no feature " + feature);
}

/** A kit on `surface` with the main menu at its bottom, as the shell (src/device/main.ts) makes it. */
export function uiWithMainMenu(surface: Surface, look: Look, systems: RulesModule[], sheets: SheetBase[]): FakeKit {
  const k = fakeKit(surface, look, systems, sheets, openIn);
  k.push(mainMenu(k, (k as unknown as { runHome: () => void }).runHome));
  return k;
}
