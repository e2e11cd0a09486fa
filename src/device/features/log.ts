/** The log feature. */
import { logScreen } from "../../ui-lcd/log";
import { Kit } from "../kit";
import { addJournal } from "../services";

export default function (k: Kit): void {
  logScreen(addJournal({}, k), k.ui);
}
