/** The dice feature. */
export { diceScreen as default, diceKey as key } from "../../ui-lcd/dice";
