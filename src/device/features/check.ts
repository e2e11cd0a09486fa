/** The check feature: a main-menu entry's checks (arg: "roll", "opposed", "combat" or "odds"). */
import { pickCheck } from "../../ui-lcd/checks";
import { Kit } from "../kit";
import { deviceServices } from "../services";

export default function (k: Kit, entry: string): void {
  pickCheck(deviceServices(k), k.ui, entry);
}
