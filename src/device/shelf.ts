/**
 * The active rules system, as little of it in RAM as the screens need. A system's rules are
 * files in Storage (tools/build/device-modules.mjs; files.ts evaluates them). The main file,
 * "sifni.sys.<id>.js", exports as default either the function of the CRC giving all of the
 * system's methods (rules/device.ts) or a manifest naming the entry file of each method
 * ("resolve.<check>" before "resolve"). The shelf gives the screens one DeviceRules whose methods
 * evaluate the entry they are in when it is not the one held, letting go of the held one first;
 * `rest` lets go of it (the main menu). The pack ("sifni.p.<id>") is read and
 * checked when the system becomes active.
 */
import { DeviceRules } from "../engine/rules/device";
import { PackInfo, SystemEntry } from "../ui-lcd/services";
import { REINSTALL, evaluate } from "./files";
import { Flash } from "./flash";
import { activePackName, systemFileName } from "./protocol";

type Methods = { [method: string]: (...args: unknown[]) => unknown };
type Manifest = { [method: string]: string };

/** The methods of DeviceRules a facade may have (those a system lacks are left out). */
const METHODS = "checkList questions choices holds resolve odds inspect apply sheet stored pack packVersion selfTest builtinPack";

/**
 * The rules the screens call: each method loads its entry. Built in a function of its own:
 * a closure keeps every local of the function it was made in, and these must keep no file.
 */
function facade(self: Shelf, id: string, name: string, has: (m: string) => boolean): Methods {
  const r: Methods = {};
  const names = METHODS.split(" ");
  for (let i = 0; i < names.length; i++) {
    const m = names[i];
    if (has(m))
      r[m] = function () {
        const g = self.load(m, arguments[0]);
        return g[m].apply(g, arguments as unknown as unknown[]);
      };
  }
  (r as unknown as { id: string }).id = id;
  (r as unknown as { name: string }).name = name;
  return r;
}

export class Shelf {
  f: Flash;
  crc: (s: string) => number;
  systems: SystemEntry[];
  /** the active system, "" for none */
  heldId: string;
  /** its rules as the screens call them, or why they cannot be used */
  rules: DeviceRules | string;
  /** its manifest, or null when its main file gives all of its methods */
  manifest: Manifest | null;
  /** the entry in RAM ("" none, "*" the main file's methods) and its methods */
  entry: string;
  methods: Methods | null;
  packValue: unknown;
  info: PackInfo;

  constructor(f: Flash, crc: (s: string) => number, systems: SystemEntry[]) {
    this.f = f;
    this.crc = crc;
    this.systems = systems;
    this.heldId = "";
    this.rules = "";
    this.manifest = null;
    this.entry = "";
    this.methods = null;
    this.packValue = null;
    this.info = { version: -1, problem: "" };
  }

  /** A system's rules (and its pack read), or why they cannot be used. */
  get(id: string): DeviceRules | string {
    if (this.heldId === id) return this.rules;
    this.drop();
    let name = "";
    for (let i = 0; i < this.systems.length; i++) if (this.systems[i].id === id) name = this.systems[i].name;
    this.heldId = id;
    this.rules = name === "" ? "rules system " + id + " is not installed" : this.open(id, name);
    this.readPack();
    return this.rules;
  }

  /** The system's main file read: the facade over its manifest or its methods. */
  open(id: string, name: string): DeviceRules | string {
    const main = evaluate(this.f, systemFileName(id));
    if (typeof main === "string") return main;
    const d = main.default;
    let has: (m: string) => boolean;
    if (typeof d === "function") {
      const all = (d as (crc: (s: string) => number) => Methods)(this.crc);
      this.methods = all;
      this.entry = "*";
      has = function (m) {
        return typeof all[m] === "function";
      };
    } else if (typeof d === "object" && d !== null) {
      const manifest = d as Manifest;
      this.manifest = manifest;
      has = function (m) {
        return typeof manifest[m] === "string";
      };
    } else return "file " + systemFileName(id) + " does not hold the " + id + " rules" + REINSTALL;
    return facade(this, id, name, has) as unknown as DeviceRules;
  }

  /** The methods of the entry holding method m (for check a0), evaluated now unless held. */
  load(m: string, a0: unknown): Methods {
    const mf = this.manifest;
    const entry = mf === null ? "*" : mf[m + "." + a0] || mf[m];
    if (this.methods && this.entry === entry) return this.methods;
    this.rest();
    const x = evaluate(this.f, systemFileName(this.heldId, entry === "*" ? "" : entry));
    if (typeof x === "string") throw new Error(x);
    this.methods = (x.default as (crc: (s: string) => number) => Methods)(this.crc);
    this.entry = entry;
    return this.methods;
  }

  /** The held system's pack: the stored one when sound, else its built-in one, else none. */
  readPack(): void {
    this.packValue = null;
    this.info = { version: -1, problem: "" };
    const r = this.rules;
    if (typeof r === "string") return;
    const name = activePackName(r.id);
    const text = this.f.read(name);
    const p = text === undefined ? "no pack file " + name + ": send one (flash.sh --rules)" : r.pack(text);
    if (typeof p !== "string") {
      this.packValue = p.value;
      this.info = { version: r.packVersion(p.value), problem: "" };
    } else if (r.builtinPack) {
      this.packValue = r.builtinPack();
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
    this.heldId = "";
    this.rules = "";
    this.manifest = null;
    this.packValue = null;
  }
}
