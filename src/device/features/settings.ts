/** The settings feature. */
import { settingsScreen } from "../../ui-lcd/settings";
import { Kit } from "../../ui-lcd/services";
import { lockControl } from "../lock";

export default function (k: Kit): void {
  settingsScreen(k, lockControl(k.f), function () {
    // where the count is not available (the emulator throws), About leaves it out
    try {
      const m = process.memory(false);
      return { free: m.free, total: m.total };
    } catch (e) {
      return { free: 0, total: 0 };
    }
  });
}
