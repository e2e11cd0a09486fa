/** The dice feature. */
import { diceScreen } from "../../ui-lcd/dice";
import { Kit } from "../../ui-lcd/services";

export default function (k: Kit): void {
  diceScreen(k);
}
