/** The party feature. */
import { partyScreen } from "../../ui-lcd/party";
import { Kit } from "../kit";
import { addActive, addParty } from "../services";

export default function (k: Kit): void {
  partyScreen(addParty(addActive({}, k), k), k.ui);
}
