/**
 * The active rules system, as little of it in RAM as the screens need. A system's rules are
 * files in Storage (tools/build/device-modules.mjs; files.ts evaluates them). The main file,
 * "sifni.sys.<id>.js", exports as default either the function of the CRC giving all of the
 * system's methods (rules/device.ts) or a manifest naming the entry file of each method
 * ("method:entry" words, src/engine/sifni/entries.ts; "resolve.<check>" before "resolve").
 * The shelf is the DeviceRules the screens call: each method evaluates the entry it is in when
 * that is not the one held, letting go of the held one first; `rest` lets go of it (the main
 * menu). The pack ("sifni.p.<id>", else the default "sifni.dp.<id>") is read and checked when
 * the system becomes active.
 */
import { DeviceRules } from "../engine/rules/device";
import { RandomGenerator } from "../engine/random/generator";
import { Choice, Effect, InputContext, Inputs, Odds, Outcome, SheetBase } from "../engine/rules/types";
import { PackInfo, SystemEntry } from "../ui-lcd/services";
import { textIndex } from "../engine/format/text-index";
import { REINSTALL, evaluate } from "./files";
import { Flash } from "./flash";
import { DEFAULT_PACK_PREFIX, activePackName, systemFileName } from "./protocol";

type Methods = { [method: string]: (...args: unknown[]) => unknown };
type Factory = (crc: (s: string) => number) => Methods;

export class Shelf implements DeviceRules {
  f: Flash;
  crc: (s: string) => number;
  systems: SystemEntry[];
  /** the active system ("" none) and its name */
  id: string;
  name: string;
  /** why the active system cannot be used, "" when it can */
  problem: string;
  /** its manifest, or "" when its main file gives all of its methods */
  manifest: string;
  /** the entry in RAM ("" none, "*" the main file's methods) and its methods */
  entry: string;
  methods: Methods | null;
  packValue: unknown;
  info: PackInfo;

  constructor(f: Flash, crc: (s: string) => number, systems: SystemEntry[]) {
    this.f = f;
    this.crc = crc;
    this.systems = systems;
    this.id = "";
    this.name = "";
    this.problem = "";
    this.manifest = "";
    this.entry = "";
    this.methods = null;
    this.packValue = null;
    this.info = { version: -1, problem: "" };
  }

  /** A system's rules (the shelf, its pack read), or why they cannot be used. */
  get(id: string): DeviceRules | string {
    if (this.id !== id) {
      this.drop();
      this.id = id;
      this.name = "";
      for (let i = 0; i < this.systems.length; i++) if (this.systems[i].id === id) this.name = this.systems[i].name;
      this.problem = this.name === "" ? "rules system " + id + " is not installed" : this.open();
      if (this.problem === "") this.readPack();
    }
    return this.problem === "" ? this : this.problem;
  }

  /** The system's main file read: its manifest, or its methods held; why not, or "". */
  open(): string {
    const main = evaluate(this.f, systemFileName(this.id));
    if (typeof main === "string") return main;
    const d = main.default;
    if (typeof d === "function") {
      this.methods = (d as Factory)(this.crc);
      this.entry = "*";
    } else if (typeof d === "string") this.manifest = d;
    else return "file " + systemFileName(this.id) + " does not hold the " + this.id + " rules" + REINSTALL;
    return "";
  }

  /** The entry of method m (for check a0): "*" when the main file gives every method, "" none. */
  entryOf(m: string, a0: unknown): string {
    const mf = this.manifest;
    if (mf === "") return "*";
    let at = textIndex(mf, " " + m + "." + a0 + ":");
    if (at < 0) at = textIndex(mf, " " + m + ":");
    if (at < 0) return "";
    const from = mf.indexOf(":", at) + 1;
    return mf.substring(from, mf.indexOf(" ", from));
  }

  /** Calls method m of the held system, evaluating its entry unless it is the one held. */
  call(m: string, args: IArguments): unknown {
    const entry = this.entryOf(m, args[0]);
    if (!this.methods || this.entry !== entry) {
      this.rest();
      const x = evaluate(this.f, systemFileName(this.id, entry === "*" ? "" : entry));
      if (typeof x === "string") throw new Error(x);
      this.methods = (x.default as Factory)(this.crc);
      this.entry = entry;
    }
    const g = this.methods;
    return g[m].apply(g, args as unknown as unknown[]);
  }

  has(m: string): boolean {
    return this.entryOf(m, "") === "*" ? !!this.methods && typeof this.methods[m] === "function" : this.entryOf(m, "") !== "";
  }

  checkList(): string[][] {
    return this.call("checkList", arguments) as string[][];
  }
  questions(_check: string): string[] {
    return this.call("questions", arguments) as string[];
  }
  choices(_source: string, _c: InputContext): Choice[] {
    return this.call("choices", arguments) as Choice[];
  }
  holds(_cond: string, _c: InputContext): boolean {
    return this.call("holds", arguments) as boolean;
  }
  resolve(_check: string, _inputs: Inputs, _party: SheetBase[], _pack: unknown, _rng: RandomGenerator): Outcome {
    return this.call("resolve", arguments) as Outcome;
  }
  odds(_check: string, _inputs: Inputs, _party: SheetBase[], _pack: unknown): Odds {
    return this.call("odds", arguments) as Odds;
  }
  inspect(_sheet: SheetBase, _pack: unknown): string[] {
    return this.call("inspect", arguments) as string[];
  }
  apply(_sheet: SheetBase, _effect: Effect, _pack: unknown): SheetBase {
    return this.call("apply", arguments) as SheetBase;
  }
  sheet(_text: string, _pack: unknown): SheetBase | string {
    return this.call("sheet", arguments) as SheetBase | string;
  }
  stored(_sheet: SheetBase): string {
    return this.call("stored", arguments) as string;
  }
  pack(_text: string): { value: unknown } | string {
    return this.call("pack", arguments) as { value: unknown } | string;
  }
  packVersion(_pack: unknown): number {
    return this.call("packVersion", arguments) as number;
  }
  selfTest(_seed: number, _count: number): string {
    return this.call("selfTest", arguments) as string;
  }

  /**
   * The held system's pack: the active one when sound, else the default one the app brought
   * (version 0: built in), else the system's built-in one, else none.
   */
  readPack(): void {
    this.packValue = null;
    this.info = { version: -1, problem: "" };
    const name = activePackName(this.id);
    const text = this.f.read(name);
    const p = text === undefined ? "no pack file " + name + ": send one (flash.sh --rules)" : this.pack(text);
    const dp = typeof p === "string" ? this.f.read(DEFAULT_PACK_PREFIX + this.id) : undefined;
    const b = dp === undefined ? "" : this.pack(dp);
    if (typeof p !== "string") {
      this.packValue = p.value;
      this.info = { version: this.packVersion(p.value), problem: "" };
    } else if (typeof b !== "string") {
      this.packValue = b.value;
      this.info = { version: 0, problem: text === undefined ? "" : name + ": " + p };
    } else if (this.has("builtinPack")) {
      this.packValue = this.call("builtinPack", arguments);
      this.info = { version: 0, problem: text === undefined ? "" : name + ": " + p };
    } else this.info = { version: -1, problem: p };
  }

  /** Lets go of the entry in RAM (the system, its manifest and its pack stay known). */
  rest(): void {
    this.methods = null;
    this.entry = "";
  }

  drop(): void {
    this.rest();
    this.id = "";
    this.manifest = "";
    this.packValue = null;
  }
}
