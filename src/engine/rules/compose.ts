/**
 * Builds a module's checks / resolve / odds from a list of check implementations: looks the
 * check up, completes and validates its inputs (requireInputs), then calls it.
 */
import { RandomGenerator } from "../random/generator";
import { findCheck, requireInputs } from "./inputs";
import { CheckImpl, CheckSpec, Inputs, Odds, Outcome, SheetBase } from "./types";

export interface CheckTable<S extends SheetBase, P> {
  checks: CheckSpec<S, P>[];
  resolve(check: string, inputs: Inputs, party: S[], pack: P, rng: RandomGenerator): Outcome;
  odds(check: string, inputs: Inputs, party: S[], pack: P): Odds;
}

/**
 * `menus` says where the device lists checks whose spec does not say: check id -> main-menu
 * entry ("opposed", "combat"); the others go under Roll.
 */
export function checkTable<S extends SheetBase, P>(impls: CheckImpl<S, P>[], menus?: { [check: string]: "roll" | "opposed" | "combat" }): CheckTable<S, P> {
  const checks: CheckSpec<S, P>[] = [];
  for (let i = 0; i < impls.length; i++) {
    const spec = impls[i].spec;
    if (menus && !spec.menu && menus[spec.id]) spec.menu = menus[spec.id];
    checks.push(spec);
  }
  function impl(id: string): CheckImpl<S, P> {
    const spec = findCheck(checks, id);
    for (let i = 0; i < impls.length; i++) if (impls[i].spec === spec) return impls[i];
    return impls[0];
  }
  return {
    checks: checks,
    resolve: function (check, inputs, party, pack, rng) {
      const c = impl(check);
      return c.resolve(requireInputs(c.spec, inputs, party, pack), party, pack, rng);
    },
    odds: function (check, inputs, party, pack) {
      const c = impl(check);
      return c.odds(requireInputs(c.spec, inputs, party, pack), party, pack);
    },
  };
}
