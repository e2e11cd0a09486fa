/**
 * What every S-Ifni check reads: its completed inputs (rules/inputs.ts requireInputs has
 * checked them against the check's table), the party as device-form sheets, and the pack's
 * device form. A fighter or side is a party member or "anyone", whose numbers are inputs.
 */
import { engineError } from "../../errors";
import { Inputs, SheetBase } from "../../rules/types";
import { Sheet, condition } from "../data/sheet";

/** A party member as the checks see it: its id and name, and its sheet in the device form. */
export interface SheetRef extends SheetBase {
  text: string;
}

export const ANYONE = "anyone";
/** "no skill", "no specialty" in choices */
export const NONE = "-";

export function num(inputs: Inputs, id: string, otherwise?: number): number {
  const v = inputs[id];
  return typeof v === "number" ? v : otherwise === undefined ? 0 : otherwise;
}

export function str(inputs: Inputs, id: string, otherwise?: string): string {
  const v = inputs[id];
  return typeof v === "string" ? v : otherwise === undefined ? "" : otherwise;
}

export function flag(inputs: Inputs, id: string): boolean {
  return inputs[id] === true;
}

export function list(inputs: Inputs, id: string): string[] {
  const v = inputs[id];
  return typeof v === "string" && v !== "" ? v.split(",") : [];
}

/** The member chosen in input `who`, or null for anyone. */
export function memberOf(party: SheetRef[], inputs: Inputs, who: string): SheetRef | null {
  const id = inputs[who];
  for (let i = 0; i < party.length; i++) if (party[i].id === id) return party[i];
  return null;
}

/** A fighter: a party member (its sheet's fields) or anyone (sheet null, the given name). */
export interface Fighter {
  id: string;
  name: string;
  sheet: Sheet | null;
}

export function fighter(party: SheetRef[], inputs: Inputs, who: string, otherwise: string): Fighter {
  const m = memberOf(party, inputs, who);
  return m ? { id: m.id, name: m.name, sheet: m.text } : { id: ANYONE, name: otherwise, sheet: null };
}

/** Refuses a fighter who cannot act (`dead` only: an unconscious character may still test). */
export function mustAct(f: Fighter, unconsciousToo: boolean): void {
  const c = f.sheet ? condition(f.sheet) : "";
  if (c === "dead" || (unconsciousToo && c !== "")) throw engineError("CONDITION", f.name + " is " + c + " and cannot act", f.id);
}
