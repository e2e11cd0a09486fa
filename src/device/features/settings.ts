/** The settings feature. */
import { settingsScreen } from "../../ui-lcd/settings";
import { Kit } from "../../ui-lcd/services";
import { lockControl } from "../lock";

export default function (k: Kit): void {
  settingsScreen(k, lockControl(k.f));
}
