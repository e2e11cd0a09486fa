/** The log feature. */
export { logScreen as default, logKey as key } from "../../ui-lcd/log";
