/** The dice feature. */
import { diceScreen } from "../../ui-lcd/dice";
import { Kit } from "../kit";
import { deviceServices } from "../services";

export default function (k: Kit): void {
  diceScreen(deviceServices(k), k.ui);
}
