/** The party feature. */
import { partyScreen } from "../../ui-lcd/party";
import { Kit } from "../../ui-lcd/services";

export default function (k: Kit): void {
  partyScreen(k);
}
