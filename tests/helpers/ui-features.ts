/**
 * The device's features run in-process over a fake kit (fake-device.ts): a feature's exports are
 * its module's (src/device/features/<name>.ts), as its file gives them on the device, so the
 * main menu (ui-lcd/main-menu.ts) can be driven as on the device without building the files.
 * Settings' GM lock and memory count are the device's; here a lock that stays off.
 */
import { Exports } from "../../src/device/files";
import { atHome } from "../../src/device/kit";
import * as check from "../../src/device/features/check";
import * as dice from "../../src/device/features/dice";
import * as log from "../../src/device/features/log";
import * as party from "../../src/device/features/party";
import * as roll from "../../src/device/features/roll";
import * as start from "../../src/device/features/start";
import { RulesModule, SheetBase } from "../../src/engine/rules/types";
import { mainMenu } from "../../src/ui-lcd/main-menu";
import { Ev, Scr } from "../../src/ui-lcd/screen";
import { Kit, LockControl } from "../../src/ui-lcd/services";
import { settingsDone, settingsKey, settingsScreen } from "../../src/ui-lcd/settings";
import { Look, Surface } from "../../src/ui-lcd/surface";
import { FakeKit, fakeKit } from "./fake-device";

/** A GM lock that is off and stays so (the lock's own tests run on the built app). */
const NO_LOCK: LockControl = { isOn: () => false, matches: () => false, wait: () => 0, set: () => false, remove: () => false };

const settings = {
  default: (k: Kit) => settingsScreen(k, NO_LOCK),
  key: (k: Kit, s: Scr, ev: Ev) => settingsKey(k, s, ev, NO_LOCK, () => ({ free: 0, total: 0 })),
  done: settingsDone,
};

const FEATURES: { [name: string]: Exports } = { start, check, roll, dice, log, party, settings };

/** A feature's exports, as its file gives them on the device. */
export function featureOf(name: string): Exports | string {
  return FEATURES[name] || "file sifni.f." + name + ".js is missing";
}

/** A kit on `surface` with the main menu at its bottom, as the shell (src/device/main.ts) makes it. */
export function uiWithMainMenu(surface: Surface, look: Look, systems: RulesModule[], sheets: SheetBase[]): FakeKit {
  const k = fakeKit(surface, look, systems, sheets, featureOf);
  k.push(mainMenu(k, () => atHome(k)));
  return k;
}
