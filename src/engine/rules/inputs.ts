/**
 * Check inputs: which apply, their initial values, and their validation. Shared by every
 * module so a bad input reads the same everywhere: "input 'weapon': ..." naming the input.
 */
import { engineError } from "../errors";
import { isInt } from "../math/exact";
import { CheckSpec, Choice, InputContext, InputSpec, InputValue, Inputs, Problem, SheetBase } from "./types";

/** The check with this id, or an engine error naming it. */
export function findCheck<S extends SheetBase, P>(checks: CheckSpec<S, P>[], id: string): CheckSpec<S, P> {
  for (let i = 0; i < checks.length; i++) if (checks[i].id === id) return checks[i];
  throw engineError("CHECK", "no check '" + id + "' in this rules system", id);
}

/** The party member with this id, or an engine error naming it. */
export function findCharacter<S extends SheetBase>(party: S[], id: unknown): S {
  for (let i = 0; i < party.length; i++) if (party[i].id === id) return party[i];
  throw engineError("CHARACTER", "no character '" + String(id) + "' in the party", id);
}

/** The choices an input offers in this context (none for kinds without choices). */
export function choicesOf<S extends SheetBase, P>(spec: InputSpec<S, P>, c: InputContext<S, P>, id?: string): Choice[] {
  if (spec.kind === "character") {
    const out: Choice[] = [];
    for (let i = 0; i < c.party.length; i++) out.push({ id: c.party[i].id, label: c.party[i].name });
    return out;
  }
  return spec.choices ? spec.choices(c, id) : [];
}

function hasChoice(list: Choice[], id: string): boolean {
  for (let i = 0; i < list.length; i++) if (list[i].id === id) return true;
  return false;
}

function problemOf<S extends SheetBase, P>(spec: InputSpec<S, P>, v: InputValue, c: InputContext<S, P>): string | null {
  switch (spec.kind) {
    case "number":
      if (!isInt(v)) return "must be a whole number, got " + String(v);
      if (spec.min !== undefined && v < spec.min) return "must be at least " + spec.min + ", got " + v;
      if (spec.max !== undefined && v > spec.max) return "must be at most " + spec.max + ", got " + v;
      return null;
    case "flag":
      return typeof v === "boolean" ? null : "must be true or false, got " + String(v);
    case "choices": {
      if (typeof v !== "string") return "must be a list of choices, got " + String(v);
      if (v === "") return null;
      // each asked for by its id, as a single choice is
      const parts = v.split(",");
      for (let i = 0; i < parts.length; i++) if (!hasChoice(choicesOf(spec, c, parts[i]), parts[i])) return "has no choice '" + parts[i] + "'";
      return null;
    }
    default:
      if (typeof v !== "string") return "must be one of the choices, got " + String(v);
      // asked for that one (rules that can give it alone do: a roll on the device does not make a long list)
      return hasChoice(choicesOf(spec, c, v), v) ? null : "has no choice '" + v + "'";
  }
}

/** The value an input takes when the GM gives none: its initial one, where it applies. */
export function initialOf<S extends SheetBase, P>(spec: InputSpec<S, P>, c: InputContext<S, P>): InputValue | undefined {
  return spec.initialWhen && !spec.initialWhen(c) ? undefined : spec.initial;
}

/** Input i of a check (undefined past the last), built alone when the check builds them one at a time. */
export function inputAt<S extends SheetBase, P>(check: CheckSpec<S, P>, i: number): InputSpec<S, P> | undefined {
  return check.input ? check.input(i) : check.inputs[i];
}

/**
 * The inputs completed in order: each applicable input takes the given value or its initial
 * one; inputs that do not apply are dropped. Problems name each bad or missing input.
 */
export function completeInputs<S extends SheetBase, P>(
  check: CheckSpec<S, P>,
  given: Inputs,
  party: S[],
  pack: P,
  problems: Problem[]
): Inputs {
  const done: Inputs = {};
  const c: InputContext<S, P> = { inputs: done, party: party, pack: pack };
  // read once: a lazy spec's list is a getter, and each call costs in the interpreter
  const one = check.input;
  const all = one ? null : check.inputs;
  let spec: InputSpec<S, P> | undefined;
  for (let i = 0; (spec = one ? one(i) : (all as InputSpec<S, P>[])[i]) !== undefined; i++) {
    if (spec.when && !spec.when(c)) continue;
    // an input given as undefined is not given (JSON has no undefined)
    let v: InputValue | undefined = given[spec.id];
    if (v === undefined) v = initialOf(spec, c);
    if (v === undefined) {
      problems.push({ path: spec.id, message: "input '" + spec.id + "' (" + spec.label + ") is required" });
      continue;
    }
    const bad = problemOf(spec, v, c);
    if (bad) problems.push({ path: spec.id, message: "input '" + spec.id + "' " + bad });
    else done[spec.id] = v;
  }
  return done;
}

/** completeInputs, throwing an engine error with the first problem. */
export function requireInputs<S extends SheetBase, P>(check: CheckSpec<S, P>, given: Inputs, party: S[], pack: P): Inputs {
  const problems: Problem[] = [];
  const done = completeInputs(check, given, party, pack, problems);
  if (problems.length > 0) throw engineError("INPUT", problems[0].message, problems[0].path);
  return done;
}

/* Typed reads of completed inputs (requireInputs has checked the kinds). */
export function num(inputs: Inputs, id: string, otherwise?: number): number {
  const v = inputs[id];
  return typeof v === "number" ? v : otherwise === undefined ? 0 : otherwise;
}
export function str(inputs: Inputs, id: string): string {
  const v = inputs[id];
  return typeof v === "string" ? v : "";
}
export function flag(inputs: Inputs, id: string): boolean {
  return inputs[id] === true;
}
export function list(inputs: Inputs, id: string): string[] {
  const v = inputs[id];
  return typeof v === "string" && v !== "" ? v.split(",") : [];
}
