/** The check feature: a main-menu entry's checks (arg: "roll", "opposed", "combat" or "odds"). */
import { pickCheck } from "../../ui-lcd/check";
import { Kit } from "../../ui-lcd/services";

export default function (k: Kit, entry: string): void {
  pickCheck(k, entry);
}
