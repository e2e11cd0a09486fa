/**
 * What a rules system gives the device (docs/runtime.md, "Rules on the device"): the small
 * interface the device's screens and updates call, implemented once per system by the code
 * that decides outcomes. The desktop's richer RulesModule (validation by field, descriptions,
 * blank sheets) wraps the same code at home (src/home).
 *
 * A system's checks are data (rules/questions.ts): `questions` gives a check's questions as
 * strings, `choices` and `holds` answer for the sources and conditions they name. Inputs reach
 * `resolve` and `odds` complete (the device's check flow completes them from the questions; the
 * desktop validates them first). Sheets and packs are what the system keeps in Storage
 * (S-Ifni: its device forms, strings); `sheet` and `pack` check stored text with small decoders.
 *
 * On the device a system's methods may come in entries, each a file of its own that is
 * evaluated when one of its methods is called and let go when another entry is needed
 * (src/device/shelf.ts; S-Ifni's are named in src/engine/sifni/entries.ts).
 */
import { RandomGenerator } from "../random/generator";
import { Choice, Effect, InputContext, Inputs, Odds, Outcome, SheetBase } from "./types";

/** Choices by group (DeviceRules.choices): the id of a group's choice starts with it. */
export const GROUP = "\x02";
/** A list longer than this is shown by group (a screenful on the Bangles). */
export const LONG_LIST = 12;

export interface DeviceRules<S extends SheetBase = SheetBase, P = unknown> {
  id: string;
  name: string;
  /** the checks as [id, label, menu], menu "roll", "opposed" or "combat" */
  checkList(): string[][];
  /**
   * A check's questions (rules/questions.ts), one per line: one text, which the build can leave in
   * flash (the other systems' are written into their checks' files: tools/build/device-modules.mjs),
   * where a list of lines is held in RAM.
   */
  questions(check: string): string;
  /**
   * The choices a question's source offers now. With `id` (is this answer still offered?) the
   * rules may give only that choice, or none when it is not offered: a long list (S-Ifni's 25
   * stats, its TN ladder) is not made on a small board to find one answer in it. With `id`
   * GROUP + g they may give only group g's choices, and with GROUP alone one choice per group
   * (its id GROUP + the group, its label the group) when the list is longer than LONG_LIST: SIFRP's
   * 47 weapons for Anyone were ~330 JsVars of a Bangle.js 1's 2,584 each time the list was made.
   * Rules that do not give them so answer as for any id they lack (none, or the whole list).
   */
  choices(source: string, c: InputContext<S, P>, id?: string): Choice[];
  /** whether a question's condition holds now */
  holds(cond: string, c: InputContext<S, P>): boolean;
  /** rolls a check on complete inputs; throws an engine error with a message for the GM */
  resolve(check: string, inputs: Inputs, party: S[], pack: P, rng: RandomGenerator): Outcome;
  odds(check: string, inputs: Inputs, party: S[], pack: P): Odds;
  /** the sheet as lines for the guarded Inspect screen */
  inspect(sheet: S, pack: P): string[];
  /** the sheet after an effect (a new one) */
  apply(sheet: S, effect: Effect, pack: P): S;
  /** a stored sheet as a party member, or why it cannot be used */
  sheet(text: string, pack: P): S | string;
  /**
   * The member as the party holds it while no answer of a check names it: what the lists of the
   * whole party read (id, name; VDP STRS's side), without the stats, lists and notes a roll
   * reads. The device reads a member's sheet whole once an answer names it (ui-lcd/check.ts):
   * a party of 8 whole sheets of another system took ~530 of a Bangle.js 1's 2,584 JsVars.
   * S-Ifni's member is already small (its sheet's text stays in flash): itself.
   */
  brief(sheet: S): S;
  /** what is stored for a sheet */
  stored(sheet: S): string;
  /** a stored pack as the checks read it ({value}), or why it cannot be used */
  pack(text: string): { value: P } | string;
  /** the version a pack says it is */
  packVersion(pack: P): number;
  /** the checksum of the engine's standard run (Settings > Self-test) */
  selfTest(seed: number, count: number): string;
  /** the pack the rules carry inside, for systems whose pack may be absent */
  builtinPack?(): P;
}
