/** The settings feature: its screens (ui-lcd/settings.ts) with the device's GM lock and memory count. */
import { Ev, Scr } from "../../ui-lcd/screen";
import { Kit } from "../../ui-lcd/services";
import { settingsKey, settingsScreen } from "../../ui-lcd/settings";
import { lockControl } from "../lock";

function memory(): { free: number; total: number } {
  // where the count is not available (the emulator throws), About leaves it out
  try {
    const m = process.memory(false);
    return { free: m.free, total: m.total };
  } catch (e) {
    return { free: 0, total: 0 };
  }
}

export default function (k: Kit & { lk?: number }): void {
  // the GM lock's wait counts from Settings opening (src/device/lock.ts)
  k.lk = undefined;
  settingsScreen(k, lockControl(k.f, k));
}

export function key(k: Kit & { lk?: number }, s: Scr, ev: Ev): boolean {
  return settingsKey(k, s, ev, lockControl(k.f, k), memory);
}

export { settingsDone as done } from "../../ui-lcd/settings";
