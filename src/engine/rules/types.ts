/**
 * The rules-module interface: what every rules system (S-Ifni, TFT-hack, SIFRP,
 * Dodge-Block-Armor, VDP STRS) offers, so the device, the CLI and the companion page drive any
 * of them without knowing which one it is. docs/rules-modules.md explains it with an example.
 *
 * A module is data plus a few pure functions:
 * - its tables live in a versioned rules pack (`pack`, checked by `validatePack`);
 * - a character sheet is JSON with a common envelope (`SheetBase`) and system fields described
 *   by `fields`, checked by `validateSheet` (one Problem per bad field, naming it);
 * - `checks` lists what the GM can roll, each with the inputs to ask for, in order;
 * - `resolve` rolls a check, `odds` gives its exact outcome distribution for the same inputs;
 * - an outcome carries effects (wounds, fatigue, status) that `applyEffect` writes onto a sheet.
 */
import { RandomGenerator } from "../random/generator";

/** A validation problem: the exact field (a dotted path, "stats.Strength") and why. */
export interface Problem {
  path: string;
  message: string;
}

/** What every sheet has, whatever the system. */
export interface SheetBase {
  /** the module id this sheet belongs to */
  system: string;
  /** short unique id, also the device file name: [a-z0-9-], 1 to 12 characters */
  id: string;
  /** the character's name or concept word */
  name: string;
}

/** A value chosen for a check input. */
export type InputValue = number | string | boolean;
export type Inputs = { [input: string]: InputValue };

export interface Choice {
  id: string;
  label: string;
  /** choices sharing a group are shown under it (stat groups, weapon kinds) */
  group?: string;
}

/** What a check input needs to know to offer its choices or decide whether it applies. */
export interface InputContext<S extends SheetBase = SheetBase, P = unknown> {
  inputs: Inputs;
  party: S[];
  pack: P;
}

/**
 * One thing to ask the GM. Kinds:
 * - "character": a sheet id from the party (value: string)
 * - "choice": one of `choices` (value: the choice id)
 * - "choices": any number of `choices` (value: ids joined with ",", "" for none)
 * - "number": an integer in [min, max] in steps of `step` (value: number)
 * - "flag": yes / no (value: boolean)
 */
export interface InputSpec<S extends SheetBase = SheetBase, P = unknown> {
  id: string;
  /** short, fits the smallest screen (about 20 characters) */
  label: string;
  kind: "character" | "choice" | "choices" | "number" | "flag";
  min?: number;
  max?: number;
  step?: number;
  /** how a number reads: plain, or hundredths shown as points ("13.00") */
  unit?: "plain" | "hundredths";
  /** the value used when the GM skips the input; an input without one must be answered */
  initial?: InputValue;
  /** asked in sequence even though it has an initial value (the device skips it when it offers one choice) */
  ask?: boolean;
  /** where the device's number editor starts when the input has no value and no initial one (else 0, kept in range) */
  typical?: number;
  /** the initial value applies only when this holds (otherwise the input must be given) */
  initialWhen?: (c: InputContext<S, P>) => boolean;
  /** the device shows this choice as a stepper (up and down move to the neighbouring choice) */
  stepper?: boolean;
  /** the choices are the party's characters (and Anyone where offered): the device lists them, recently used first */
  party?: boolean;
  /** with `id`, the rules may give only that choice, or none when it is not offered (DeviceRules.choices) */
  choices?: (c: InputContext<S, P>, id?: string) => Choice[];
  /** the input is asked only when this holds (e.g. a second defender only for Defense) */
  when?: (c: InputContext<S, P>) => boolean;
}

export interface CheckSpec<S extends SheetBase = SheetBase, P = unknown> {
  id: string;
  label: string;
  /** the main-menu entry the device lists it under (default "roll") */
  menu?: "roll" | "opposed" | "combat";
  inputs: InputSpec<S, P>[];
  /**
   * Input i alone (undefined past the last), for a check whose inputs are built one at a time
   * (rules/lazy-spec.ts `indexedSpec`): on the device a list of them with their closures held
   * 30-35 JsVars per input in each of the check's entries. Its `inputs` builds the whole list.
   */
  input?: (i: number) => InputSpec<S, P> | undefined;
}

/** A change to a character that an outcome asks for (a wound, fatigue, a status). */
export interface Effect {
  character: string;
  kind: string;
  /** what the GM reads before applying it: "Bran: severe wound, right arm" */
  text: string;
  data: { [key: string]: InputValue };
}

/** A further check the outcome calls for, with its inputs filled in (an Endurance test after a wound). */
export interface FollowUp {
  label: string;
  check: string;
  inputs: Inputs;
  /**
   * The check going on (an extended contest's next round, its marker carried): the device makes
   * it the setup, so the press that rolls a result's setup again rolls it. Other follow-ups (a
   * combat round's next phase, an Endurance test) are listed for the GM to choose.
   */
  again?: boolean;
}

export interface Outcome {
  check: string;
  /** the table view: one or two words, never a number from a sheet ("SUCCESS", "2 WOUNDS") */
  table: string;
  /** a degree for the table view, or "" ("x1.52", "3 degrees") */
  degree: string;
  /** the GM's screen: a few short lines with the numbers */
  lines: string[];
  /** one line for the log */
  summary: string;
  effects: Effect[];
  followUps: FollowUp[];
}

/** One line of an exact outcome distribution. */
export interface OddsLine {
  id: string;
  label: string;
  p: number;
}

export interface Odds {
  check: string;
  lines: OddsLine[];
}

/** Describes one sheet field, for editors and for checking sheets by path. */
export interface FieldSpec {
  path: string;
  label: string;
  kind: "int" | "text" | "list";
  min?: number;
  max?: number;
  maxLength?: number;
  group?: string;
  optional?: boolean;
}

export interface RulesModule<S extends SheetBase = SheetBase, P = unknown> {
  /** short id used in packs, sheets and file names: "sifni", "tft", "sifrp", "dba", "strs" */
  id: string;
  name: string;
  /** bumped when outcomes for the same inputs and seed change */
  version: number;
  /** the default rules pack: the system's tables as data */
  pack: P;
  validatePack(pack: unknown): Problem[];
  fields: FieldSpec[];
  validateSheet(sheet: unknown, pack: P): Problem[];
  blankSheet(id: string, name: string): S;
  /** the sheet as short lines for the guarded Inspect screen */
  describe(sheet: S, pack: P): string[];
  checks: CheckSpec<S, P>[];
  /** rolls a check; throws an engine error naming the input when inputs are bad */
  resolve(check: string, inputs: Inputs, party: S[], pack: P, rng: RandomGenerator): Outcome;
  /** the exact distribution of the check's outcomes for the same inputs */
  odds(check: string, inputs: Inputs, party: S[], pack: P): Odds;
  /** the sheet after an effect (a new object; the given sheet is not changed) */
  applyEffect(sheet: S, effect: Effect, pack: P): S;
}

/**
 * One check's implementation. Modules are usually assembled from a list of these with
 * `checksModule` (rules/compose.ts): inputs arrive completed and validated.
 */
export interface CheckImpl<S extends SheetBase = SheetBase, P = unknown> {
  spec: CheckSpec<S, P>;
  resolve(inputs: Inputs, party: S[], pack: P, rng: RandomGenerator): Outcome;
  odds(inputs: Inputs, party: S[], pack: P): Odds;
}
