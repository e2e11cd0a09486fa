/**
 * A check spec whose inputs are built when read, not when the module loads. A module's input
 * lists, with their closures, cost thousands of JsVars on the device (S-Ifni's eleven checks
 * about 4,500, measured: docs/device.md) while only the check being set up needs one. The list
 * last built is kept, because the check flow reads it over and over; so one check's inputs are
 * in RAM at a time, and another check's read builds its own and lets the previous one go.
 */
import { CheckSpec, InputSpec, SheetBase } from "./types";

/** the spec whose inputs are held (by identity), and those inputs */
let heldSpec: unknown = null;
let heldInputs: unknown = null;

export function lazySpec<S extends SheetBase, P>(id: string, label: string, build: () => InputSpec<S, P>[]): CheckSpec<S, P> {
  const spec = { id: id, label: label } as CheckSpec<S, P>;
  Object.defineProperty(spec, "inputs", {
    enumerable: true,
    get: function () {
      if (heldSpec !== spec) {
        // let go first, so the two lists are never in RAM together
        heldInputs = null;
        heldInputs = build();
        heldSpec = spec;
      }
      return heldInputs as InputSpec<S, P>[];
    },
  });
  return spec;
}
