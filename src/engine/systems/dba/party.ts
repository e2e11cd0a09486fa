/**
 * Party members as the module gets them. The device passes whole sheets only for characters
 * named in the inputs and the others as {system, id, name}; code that needs a sheet's stats
 * asks for a whole one here.
 */
import { engineError } from "../../errors";
import { isList } from "../../validate";
import { DbaSheet } from "./types";

/** A sheet with its stats, weapons and tactics (not an index entry of id and name). */
export function isWhole(s: DbaSheet): boolean {
  return typeof s.stats === "object" && s.stats !== null && isList(s.weapons) && isList(s.tactics);
}

/** The party member with this id as a whole sheet, or an engine error naming it. */
export function wholeSheet(party: DbaSheet[], id: string): DbaSheet {
  for (let i = 0; i < party.length; i++) {
    if (party[i].id !== id) continue;
    if (!isWhole(party[i])) throw engineError("CHARACTER", "the sheet of '" + id + "' is not loaded", id);
    return party[i];
  }
  throw engineError("CHARACTER", "no character '" + id + "' in the party", id);
}
