/** The party feature. */
import { partyScreen } from "../../ui-lcd/party";
import { Kit } from "../kit";
import { deviceServices } from "../services";

export default function (k: Kit): void {
  partyScreen(deviceServices(k), k.ui);
}
