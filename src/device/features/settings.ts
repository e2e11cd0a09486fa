/** The settings feature. */
import { settingsScreen } from "../../ui-lcd/settings";
import { Kit } from "../kit";
import { addActive, addDeviceInfo, addParty, addTable } from "../services";

export default function (k: Kit): void {
  settingsScreen(addTable(addDeviceInfo(addParty(addActive({}, k), k), k), k), k.ui);
}
