/**
 * Modules differ in their sheet and pack types; the registry holds them with those types
 * erased. That is sound at the edges because every sheet and pack is validated by its own
 * module (validateSheet, validatePack) before the module sees it.
 */
import { RulesModule, SheetBase } from "./types";

export function erase<S extends SheetBase, P>(m: RulesModule<S, P>): RulesModule {
  return m as unknown as RulesModule;
}

/** The module (or any entry with an id) with this id from a list, or undefined. */
export function moduleById<T extends { id: string }>(list: T[], id: string): T | undefined {
  for (let i = 0; i < list.length; i++) if (list[i].id === id) return list[i];
  return undefined;
}
