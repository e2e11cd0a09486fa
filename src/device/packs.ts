/**
 * The active rules pack of each system: "sifni.p.<system>" when it is there and sound, else the
 * pack built into the app, with the reason for the About screen. One system's pack is held in
 * RAM at a time (the active system's); it is read and checked once, when first asked for.
 */
import { PackFile } from "../engine/pack/envelope";
import { readStoredPack } from "../engine/pack/stored";
import { RulesModule } from "../engine/rules/types";
import { PackInfo, SystemEntry } from "../ui-lcd/services";
import { Flash } from "./flash";
import { activePackName, cutAt } from "./protocol";

export interface PackCheck {
  pack: PackFile | null;
  /** the pack's stored form (what the active file holds) */
  text: string;
  /** why the text cannot be used, one sentence, or "" */
  problem: string;
}

function refused(why: string): PackCheck {
  return { pack: null, text: "", problem: why };
}

export function systemIds(systems: SystemEntry[]): string {
  const ids: string[] = [];
  for (let i = 0; i < systems.length; i++) ids.push(systems[i].id);
  return ids.join(", ");
}

/**
 * The system a pack's text names, or "" (read before checking it: only that system's rules are
 * loaded to check it).
 */
export function packSystemOf(text: string): string {
  try {
    const x = JSON.parse(text);
    return typeof x === "object" && x !== null && typeof x.system === "string" ? x.system : "";
  } catch (e) {
    return "";
  }
}

/**
 * Pack text checked whole: cut short, too large, then the envelope, CRC and tables (first
 * problem), against the rules `m` (null: the pack's system is not installed; `installed` lists
 * those that are).
 */
export function checkPackText(text: string, m: RulesModule | null, installed: SystemEntry[], crc: (s: string) => number, max: number): PackCheck {
  const cut = cutAt(text);
  if (cut >= 0) return refused("cut short: " + cut + " of " + text.length + " bytes arrived");
  if (text.length > max) return refused("too large: " + text.length + " bytes, this device takes packs up to " + max);
  const r = readStoredPack(text, m ? [m] : [], crc);
  if (r.pack) return { pack: r.pack, text: r.text, problem: "" };
  const p = r.problems[0];
  let why = (p.path === "" ? "" : p.path + ": ") + p.message;
  if (p.path === "system") why += " (this device has " + systemIds(installed) + ")";
  return refused(why);
}

export interface ActivePack {
  pack: unknown;
  info: PackInfo;
}

export class PackShelf {
  f: Flash;
  crc: (s: string) => number;
  max: number;
  /** the system whose pack is held, "" for none */
  heldId: string;
  held: ActivePack | null;

  constructor(f: Flash, crc: (s: string) => number, max: number) {
    this.f = f;
    this.crc = crc;
    this.max = max;
    this.heldId = "";
    this.held = null;
  }

  /** The pack the system's checks use now. */
  get(m: RulesModule): ActivePack {
    if (this.held && this.heldId === m.id) return this.held;
    this.held = null;
    const name = activePackName(m.id);
    const text = this.f.read(name);
    let out: ActivePack = { pack: m.pack, info: { version: 0, uploaded: false, problem: "" } };
    if (text !== undefined) {
      const c = checkPackText(text, m, [m], this.crc, this.max);
      if (c.pack) out = { pack: c.pack.body, info: { version: c.pack.version, uploaded: true, problem: "" } };
      else out.info.problem = name + ": " + c.problem;
    }
    this.heldId = m.id;
    this.held = out;
    return out;
  }

  /** Lets go of the held pack (its system was let go). */
  drop(): void {
    this.held = null;
    this.heldId = "";
  }

  /** A pack just made active: held at once if it is the held system's, else read when asked. */
  put(p: PackFile): void {
    if (this.heldId !== p.system) return;
    this.held = { pack: p.body, info: { version: p.version, uploaded: true, problem: "" } };
  }
}
