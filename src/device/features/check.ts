/** The check feature: a main-menu entry's checks (arg: "roll", "opposed", "combat" or "odds"). */
import { pickCheck } from "../../ui-lcd/checks";
import { Kit } from "../kit";
import { addActive, addJournal, addParty, addPicks, addTable } from "../services";

export default function (k: Kit, entry: string): void {
  pickCheck(addTable(addPicks(addJournal(addParty(addActive({}, k), k), k), k), k), k.ui, entry);
}
