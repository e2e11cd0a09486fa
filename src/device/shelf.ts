/**
 * The active rules system, with as little of it in RAM as the screens need. A system's rules are
 * files in Storage (tools/build/device-modules.mjs; files.ts evaluates them). The main file,
 * "sifni.sys.<id>.js", exports as default either the function of the CRC giving all of the
 * system's methods (rules/device.ts) or a manifest naming the entry file of each method
 * ("method:entry" words, src/engine/sifni/entries.ts; engine/rules/entry-of.ts reads them).
 * `call` runs a method of the held system, evaluating the entry it is in when that is not the
 * one held (letting go of the held one first). The pack ("sifni.p.<id>", else the default
 * "sifni.dp.<id>") is read and checked when the system is taken up.
 *
 * One typed `call` instead of an object of wrappers: each function the device holds costs it
 * about ten variables, and a feature holds the shelf while its screens are up.
 */
import { DeviceRules } from "../engine/rules/device";
import { entryOf } from "../engine/rules/entry-of";
import { Kit, PackInfo, SystemEntry } from "../ui-lcd/services";
import { DEFAULT_PACK_PREFIX, REINSTALL, activePackName, systemFileName } from "./protocol";

type Method = Exclude<keyof DeviceRules, "id" | "name">;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (...a: any[]) => any;
/** A method of the held system's rules, by name: its arguments and its result as DeviceRules gives them. */
export type RulesCall = <M extends Method>(m: M, ...a: Parameters<Extract<DeviceRules[M], Fn>>) => ReturnType<Extract<DeviceRules[M], Fn>>;

type Methods = { [method: string]: Fn };
type Factory = (crc: (s: string) => number) => Methods;

export interface Shelf {
  systems: SystemEntry[];
  /** the system held ("" none), its name, why it cannot be used ("" it can) */
  id: string;
  name: string;
  problem: string;
  /** its pack as its rules read it (null none), and where it came from */
  pack: unknown;
  info: PackInfo;
  /** takes up system `id` (its pack read): "" when its rules can be used, else why not */
  get(id: string): string;
  call: RulesCall;
  /**
   * lets go of the system and everything read from its files; with `entries`, only of the
   * entries evaluated, on a board that holds one (a job's rules work done: the result shows
   * without them, the next call evaluates its entry again; a system whose main file gives every
   * method keeps it, its state is the check's). One method for both: each costs ~10 JsVars.
   */
  drop(entries?: boolean): void;
}

export function makeShelf(k: Kit): Shelf {
  const f = k.f;
  const systems = k.sys;
  /** the manifest ("" when the main file gives every method), the entry in use ("*" the main file's) and its methods */
  let manifest = "";
  let entry = "";
  let methods: Methods | null = null;
  /**
   * The entries evaluated, by name, and their order of use (the last used last): at most the
   * board's `held` (boards/*.json memory.rulesHeld). A small board holds one; a larger one keeps
   * a check's families of questions (entries.ts) so that a key does not evaluate them again.
   */
  let held: { [entry: string]: Methods } = {};
  let order: string[] = [];

  const sh: Shelf = {
    systems: systems,
    id: "",
    name: "",
    problem: "",
    pack: null,
    info: { version: -1, problem: "" },
    get: function (id) {
      if (sh.id === id) return sh.problem;
      sh.drop();
      sh.id = id;
      for (let i = 0; i < systems.length; i++) if (systems[i].id === id) sh.name = systems[i].name;
      sh.problem = sh.name === "" ? "rules system " + id + " is not installed" : "";
      if (sh.problem === "") {
        const main = k.ev(f, systemFileName(id));
        const d = typeof main === "string" ? null : main.default;
        if (typeof main === "string") sh.problem = main;
        else if (typeof d === "function") {
          methods = held["*"] = (d as Factory)(k.crc);
          order = [(entry = "*")];
        } else if (typeof d === "string") manifest = d;
        else sh.problem = "file " + systemFileName(id) + " does not hold the " + id + " rules" + REINSTALL;
      }
      if (sh.problem === "") {
        // the active pack when sound, else the default one the app brought (version 0: built
        // in), else the system's built-in one, else none
        const name = activePackName(id);
        const text = f.read(name);
        const p = text === undefined ? "no pack file " + name + ": send one (flash.sh --rules)" : sh.call("pack", text);
        const dp = typeof p === "string" ? f.read(DEFAULT_PACK_PREFIX + id) : undefined;
        const b = dp === undefined ? "" : sh.call("pack", dp);
        const used = text === undefined ? "" : name + ": " + p;
        if (typeof p !== "string") sh.info = { version: sh.call("packVersion", (sh.pack = p.value)), problem: "" };
        else if (typeof b !== "string") {
          sh.pack = b.value;
          sh.info = { version: 0, problem: used };
        } else if (manifest === "" ? methods && methods.builtinPack : entryOf(manifest, "builtinPack", "") !== "") {
          sh.pack = sh.call("builtinPack");
          sh.info = { version: 0, problem: used };
        } else sh.info = { version: -1, problem: p };
      }
      return sh.problem;
    },
    call: function (m: string, a?: unknown, b?: unknown, c?: unknown, d?: unknown, e?: unknown) {
      const want = entryOf(manifest, m, a);
      if (!methods || entry !== want) {
        methods = held[want] || null;
        if (methods) order.splice(order.indexOf(want), 1);
        else {
          // room first: what is let go of is gone before the next entry is evaluated
          while (order.length >= k.b.held) delete held[order.shift() as string];
          const x = k.ev(f, systemFileName(sh.id, want === "*" ? "" : want));
          if (typeof x === "string") throw new Error(x);
          methods = held[want] = (x.default as Factory)(k.crc);
        }
        order.push((entry = want));
      }
      return methods[m](a, b, c, d, e);
    } as RulesCall,
    drop: function (entries) {
      if (entries && (manifest === "" || k.b.held > 1)) return;
      methods = null;
      entry = "";
      held = {};
      order = [];
      if (entries) return;
      manifest = "";
      sh.id = "";
      sh.name = "";
      sh.pack = null;
      sh.info = { version: -1, problem: "" };
    },
  };
  return sh;
}
