/** The dice feature. */
import { diceScreen } from "../../ui-lcd/dice";
import { Kit } from "../kit";
import { addJournal, addTable } from "../services";

export default function (k: Kit): void {
  diceScreen(addTable(addJournal({}, k), k), k.ui);
}
