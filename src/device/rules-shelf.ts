/**
 * The rules systems in RAM: one at a time. Each installed system is a file in Storage
 * ("sifni.sys.<id>.js", protocol.ts) that evaluates to its rules module and a function giving
 * its demo party; the app evaluates the active system's file when it is first asked for and
 * lets go of it when another system is asked for. A missing or broken file gives the reason,
 * not a crash.
 */
import { RulesModule, SheetBase } from "../engine/rules/types";
import { SystemEntry } from "../ui-lcd/services";
import { Flash } from "./flash";
import { systemFileName } from "./protocol";

/** What a system file evaluates to (tools/build/device-modules.mjs builds it). */
export interface SystemFile {
  rules: RulesModule;
  /** the system's demo party, built when called (first boot writes it) */
  demo(): SheetBase[];
}

export interface SystemLoad {
  file: SystemFile | null;
  /** why the file cannot be used, one sentence, or "" */
  problem: string;
}

function messageOf(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/**
 * Evaluates a system file. Espruino's eval runs in the caller's scope, which the functions the
 * file defines then keep: so the text is dropped once evaluated (where Storage is not
 * memory-mapped, read() copies the file into RAM, and that copy would live as long as the
 * system). `global.eval`, not a direct eval, so the minifier still shortens the app's names.
 */
function evaluate(f: Flash, name: string, id: string): SystemLoad {
  let text = f.read(name);
  if (text === undefined) return { file: null, problem: "file " + name + " is missing: install the app again (App Loader or flash.sh --app)" };
  let x: unknown;
  try {
    x = (global.eval as (code: string) => unknown)(text);
  } catch (e) {
    x = messageOf(e);
  }
  text = undefined;
  if (typeof x === "string") return { file: null, problem: "file " + name + " does not run: " + x };
  const s = x as SystemFile | null;
  if (typeof s !== "object" || s === null || typeof s.rules !== "object" || s.rules === null || s.rules.id !== id || typeof s.demo !== "function") {
    return { file: null, problem: "file " + name + " does not hold the " + id + " rules" };
  }
  return { file: s, problem: "" };
}

export class RulesShelf {
  f: Flash;
  systems: SystemEntry[];
  /** the system held in RAM, "" for none */
  heldId: string;
  held: SystemLoad | null;
  /** told when the held system is let go (the pack shelf drops its pack) */
  onDrop: () => void;

  constructor(f: Flash, systems: SystemEntry[], onDrop: () => void) {
    this.f = f;
    this.systems = systems;
    this.heldId = "";
    this.held = null;
    this.onDrop = onDrop;
  }

  /** The system's file, evaluated now unless it is the one held; the previous one is let go first. */
  get(id: string): SystemLoad {
    if (this.held && this.heldId === id) return this.held;
    // let go before evaluating: two systems never share the RAM
    this.drop();
    let known = false;
    for (let i = 0; i < this.systems.length; i++) if (this.systems[i].id === id) known = true;
    const l = known ? evaluate(this.f, systemFileName(id), id) : { file: null, problem: "rules system " + id + " is not installed" };
    this.heldId = id;
    this.held = l;
    return l;
  }

  /** The system's rules module, or null (the reason is in get(id).problem). */
  rules(id: string): RulesModule | null {
    const l = this.get(id);
    return l.file ? l.file.rules : null;
  }

  /** The system's demo party (none when its file cannot be used); the system stays held. */
  demo(id: string): SheetBase[] {
    const l = this.get(id);
    return l.file ? l.file.demo() : [];
  }

  /** Lets go of the held system (GC reclaims it once no screen holds its module). */
  drop(): void {
    if (this.heldId === "") return;
    this.held = null;
    this.heldId = "";
    this.onDrop();
  }
}
