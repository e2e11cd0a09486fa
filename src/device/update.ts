/**
 * Applying an update (docs/updates.md). Uploads land in staging files (protocol.ts). Before
 * anything is written, applyStaged checks every staged file whole: cut short, size, JSON, the
 * pack's envelope, length and CRC, its tables and ranges, each sheet against its rules, the
 * systems installed here, the CRC of each file as the uploader sent it (when it says), and the
 * room the new files need. Then each file is written under its final name and read back, and
 * only then is its staging file erased: power lost at any point leaves the old file in use or a
 * staging file that the next start applies again. The active pack is replaced, never edited.
 * Anything wrong: nothing changes, the staging files are erased, the verdict names the file and
 * the problem. All or nothing: one bad file refuses the whole upload.
 */
import { shown } from "../engine/format/shown";
import { hex8 } from "../engine/pack/crc32";
import { PackFile } from "../engine/pack/envelope";
import { moduleById } from "../engine/rules/registry";
import { SheetBase } from "../engine/rules/types";
import { isList } from "../engine/validate";
import { ActiveRules, SystemEntry, UpdateVerdict } from "../ui-lcd/services";
import { Flash } from "./flash";
import { PackShelf, checkPackText, packSystemOf, systemIds } from "./packs";
import { STAGED_PACK, STAGING_PREFIX, activePackName, cutAt, footprint, stagedSheetOf } from "./protocol";
import { Store } from "./store";

export interface Updater {
  f: Flash;
  store: Store;
  packs: PackShelf;
  /** the installed systems */
  systems: SystemEntry[];
  /** a system's rules (loading them lets go of the active system's: one in RAM at a time) */
  rules(id: string): ActiveRules;
  crc: (s: string) => number;
  /** the largest file taken, bytes (protocol.ts maxUploadBytes) */
  max: number;
}

/** CRC-32 of each staged file as the uploader sent it, 8 hex digits, by file name. */
export type Expected = { [name: string]: string };

interface Plan {
  name: string;
  pack: PackFile | null;
  /** the pack's stored form, or the sheet's JSON (for its size) */
  text: string;
  sheet: SheetBase | null;
}

/** Room kept beyond the new files: the party index grows, flash pages end. */
const SPARE = 256;

function refuse(file: string, problem: string): UpdateVerdict {
  return { ok: false, file: file, problem: problem };
}

function messageOf(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/** Staged file names, the pack first (sheets are checked against it), then by name. */
function stagedNames(f: Flash): string[] {
  const all = f.list(/^sifni\.s\./);
  const out: string[] = [];
  for (let i = 0; i < all.length; i++) if (all[i] !== STAGED_PACK) out.push(all[i]);
  out.sort();
  if (all.indexOf(STAGED_PACK) >= 0) out.unshift(STAGED_PACK);
  return out;
}

function eraseAll(f: Flash, names: string[]): void {
  for (let i = 0; i < names.length; i++) f.erase(names[i]);
}

/** Free flash, counting the trash a new file reclaims (Storage compacts for it). */
function room(f: Flash): number {
  if (f.getStats) {
    const s = f.getStats();
    return s.freeBytes + s.trashBytes;
  }
  return f.getFree();
}

/** A staged sheet checked whole; `pack` is the staged pack, whose system's sheets it rules. */
function checkSheet(u: Updater, text: string, who: { system: string; id: string }, pack: PackFile | null): { sheet: SheetBase | null; problem: string } {
  const cut = cutAt(text);
  if (cut >= 0) return { sheet: null, problem: "cut short: " + cut + " of " + text.length + " bytes arrived" };
  if (text.length > u.max) return { sheet: null, problem: "too large: " + text.length + " bytes, this device takes sheets up to " + u.max };
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch (e) {
    return { sheet: null, problem: "not valid JSON: " + messageOf(e) };
  }
  if (typeof x !== "object" || x === null || isList(x)) return { sheet: null, problem: "a sheet must be a JSON object" };
  const s = x as SheetBase;
  if (s.system !== who.system || s.id !== who.id) {
    return { sheet: null, problem: "holds sheet " + shown(s.system) + "/" + shown(s.id) + ", not the " + who.system + "/" + who.id + " its name says" };
  }
  if (!moduleById(u.systems, s.system)) return { sheet: null, problem: "for rules system " + shown(s.system) + ", which this device does not have (it has " + systemIds(u.systems) + ")" };
  const r = u.rules(s.system);
  const m = r.m;
  if (!m) return { sheet: null, problem: r.problem };
  const problems = m.validateSheet(s, pack && pack.system === m.id ? pack.body : u.packs.get(m).pack);
  if (problems.length > 0) return { sheet: null, problem: problems[0].path + ": " + problems[0].message };
  return { sheet: s, problem: "" };
}

/** Every staged file checked; the plans, or the refusal. */
function check(u: Updater, names: string[], expected: Expected | undefined): { plans: Plan[]; refusal: UpdateVerdict | null } {
  const plans: Plan[] = [];
  const no = function (file: string, why: string) {
    return { plans: plans, refusal: refuse(file, why) };
  };
  if (expected) {
    const want = Object.keys(expected);
    for (let i = 0; i < want.length; i++) if (names.indexOf(want[i]) < 0) return no(want[i], "did not arrive: the upload stopped before it");
    for (let i = 0; i < names.length; i++) if (!(names[i] in expected)) return no(names[i], "was not part of this upload");
  }
  let pack: PackFile | null = null;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const text = u.f.read(name);
    if (text === undefined) continue;
    const cut = cutAt(text);
    if (cut >= 0) return no(name, "cut short: " + cut + " of " + text.length + " bytes arrived");
    if (expected && hex8(u.crc(text)) !== expected[name]) {
      return no(name, "damaged on the way: its CRC-32 is " + hex8(u.crc(text)) + ", the uploader sent " + expected[name]);
    }
    if (name === STAGED_PACK) {
      // the pack's own system is loaded to check it (a text too large is refused unread)
      const id = text.length <= u.max ? packSystemOf(text) : "";
      const r = moduleById(u.systems, id) ? u.rules(id) : { m: null, problem: "" };
      if (r.problem !== "") return no(name, r.problem);
      const c = checkPackText(text, r.m, u.systems, u.crc, u.max);
      if (!c.pack) return no(name, c.problem);
      pack = c.pack;
      plans.push({ name: name, pack: pack, text: c.text, sheet: null });
      continue;
    }
    const who = stagedSheetOf(name);
    if (!who) return no(name, "is not an update file (a pack is " + STAGED_PACK + ", a sheet " + STAGING_PREFIX + "c.<system>.<id>)");
    const r = checkSheet(u, text, who, pack);
    if (!r.sheet) return no(name, r.problem);
    plans.push({ name: name, pack: null, text: JSON.stringify(r.sheet), sheet: r.sheet });
  }
  return { plans: plans, refusal: null };
}

/** Writes the checked files; a write that fails keeps its staging file for the next start. */
function commit(u: Updater, plans: Plan[]): UpdateVerdict {
  let pack: { system: string; version: number } | null = null;
  const sheets: string[] = [];
  for (let i = 0; i < plans.length; i++) {
    const p = plans[i];
    let ok = false;
    let why = "what reads back differs";
    try {
      if (p.pack) {
        const active = activePackName(p.pack.system);
        u.f.write(active, p.text);
        ok = u.f.read(active) === p.text;
        if (ok) {
          u.f.erase(p.name);
          u.packs.put(p.pack);
          pack = { system: p.pack.system, version: p.pack.version };
        }
      } else if (p.sheet) {
        ok = u.store.install(p.sheet);
        if (ok) {
          u.f.erase(p.name);
          sheets.push(p.sheet.id);
        }
      }
    } catch (e) {
      why = messageOf(e);
    }
    if (!ok) return { ok: false, file: p.name, problem: "could not be written (" + why + "): it stays staged and is tried again at the next start", retry: true };
  }
  return { ok: true, pack: pack, sheets: sheets };
}

/**
 * Applies what is staged: the verdict, or null when nothing is staged and the uploader expects
 * nothing. `expected` (from SIFNI_UPDATE) lists every file the uploader sent with its CRC-32.
 */
export function applyStaged(u: Updater, expected: Expected | undefined): UpdateVerdict | null {
  const names = stagedNames(u.f);
  if (names.length === 0 && !expected) return null;
  const c = check(u, names, expected);
  if (c.refusal) {
    eraseAll(u.f, names);
    return c.refusal;
  }
  let need = SPARE;
  for (let i = 0; i < c.plans.length; i++) need += footprint(c.plans[i].text.length);
  const free = room(u.f);
  if (need > free) {
    eraseAll(u.f, names);
    return refuse(names[0], "not enough Storage: the new files need " + need + " bytes, " + free + " are free; nothing was changed");
  }
  return commit(u, c.plans);
}
