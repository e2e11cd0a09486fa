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

/**
 * A check spec whose inputs are built one at a time by `input` (input i, undefined past the
 * last), never held: the device asks, checks and rolls with it (rules/inputs.ts `inputAt`), so
 * an entry of the check holds no list; `inputs`, for the desktop's editors and tests, builds the
 * whole list at each read. (Not named `at`: Espruino has no Array `at`, and the gate's lint
 * refuses any `.at(`.)
 */
export function indexedSpec<S extends SheetBase, P>(id: string, label: string, input: (i: number) => InputSpec<S, P> | undefined, menu?: CheckSpec["menu"]): CheckSpec<S, P> {
  const spec = { id: id, label: label, input: input } as CheckSpec<S, P>;
  if (menu) spec.menu = menu;
  Object.defineProperty(spec, "inputs", {
    enumerable: true,
    get: function () {
      const out: InputSpec<S, P>[] = [];
      let one: InputSpec<S, P> | undefined;
      for (let i = 0; (one = input(i)) !== undefined; i++) out.push(one);
      return out;
    },
  });
  return spec;
}
