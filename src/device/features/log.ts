/** The log feature. */
import { logScreen } from "../../ui-lcd/log";
import { Kit } from "../kit";
import { deviceServices } from "../services";

export default function (k: Kit): void {
  logScreen(deviceServices(k), k.ui);
}
