/** The party feature. */
export { partyScreen as default, partyKey as key } from "../../ui-lcd/party";
