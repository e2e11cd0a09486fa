/** The active rules system and its pack, as the screens past the main menu take them. */
import { DeviceRules } from "../engine/rules/device";
import { Active, SystemEntry } from "./services";
import type { Ui } from "./ui";

export function systemName(systems: SystemEntry[], id: string): string {
  for (let i = 0; i < systems.length; i++) if (systems[i].id === id) return systems[i].name;
  return id;
}

/** The active rules, or null with the reason shown on the screen. */
export function rulesOr(svc: Active, ui: Ui): DeviceRules | null {
  const r = svc.rules();
  if (typeof r === "string") {
    ui.message(systemName(svc.systems, svc.settings.system), r);
    return null;
  }
  return r;
}

/** The active pack, or null with the reason shown on the screen. */
export function packOr(svc: Active, ui: Ui): unknown {
  const info = svc.packInfo();
  if (info.version < 0) {
    ui.message("No rules pack", info.problem);
    return null;
  }
  return svc.pack();
}
