/** The log feature. */
import { logScreen } from "../../ui-lcd/log";
import { Kit } from "../../ui-lcd/services";

export default function (k: Kit): void {
  logScreen(k);
}
