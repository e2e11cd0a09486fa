/**
 * "Anyone": a check rolled from raw numbers instead of a sheet (the CLI's flags, the device's
 * quick rolls). A who-input offers Anyone first, then the party.
 */
import { str } from "./inputs";
import { Choice, InputContext, InputSpec, SheetBase } from "./types";

/** The choice id of Anyone: never a sheet id, which is [a-z0-9-]. */
export const ANYONE = "*";

/**
 * Anyone, then the party, without the member chosen in the input `not` (the attacker, say); with
 * `id`, that one alone or none (a check's inputs are validated so: no list of the whole party).
 */
export function anyoneChoices<S extends SheetBase, P>(c: InputContext<S, P>, not?: string, id?: string): Choice[] {
  const out: Choice[] = [];
  if (id === undefined || id === ANYONE) out.push({ id: ANYONE, label: "Anyone" });
  const other = not === undefined ? "" : str(c.inputs, not);
  for (let i = 0; i < c.party.length && id !== ANYONE; i++) {
    const s = c.party[i];
    if (s.id === other || (id !== undefined && s.id !== id)) continue;
    out.push({ id: s.id, label: s.name });
    // ids are unique: the one asked for is found
    if (id !== undefined) break;
  }
  return out;
}

/**
 * A who-input: Anyone (the default) or a party member, other than the one chosen in `not`. The
 * device asks it first (`ask`): at the table a check is nearly always someone's.
 */
export function whoInput<S extends SheetBase, P>(id: string, label: string, not?: string): InputSpec<S, P> {
  return {
    id: id,
    label: label,
    kind: "choice",
    initial: ANYONE,
    ask: true,
    party: true,
    choices: function (c, id) {
      return anyoneChoices(c, not, id);
    },
  };
}
