/** The settings feature. */
import { settingsScreen } from "../../ui-lcd/settings";
import { Kit } from "../kit";
import { deviceServices } from "../services";

export default function (k: Kit): void {
  settingsScreen(deviceServices(k), k.ui);
}
