/**
 * Applying an update (docs/updates.md). Uploads land in staging files (protocol.ts), in the
 * stored forms the home tools compiled. Before anything is written, applyStaged checks every
 * staged file whole with its system's decoders: cut short, size, the CRC of each file as the
 * uploader sent it (required), the pack's form and CRC, each sheet against the pack it will be
 * used with, and every sheet already on the device against a new pack; then the room the new
 * files need. Then the journal (protocol.ts UPDATE_JOURNAL) says the set is checked, each file
 * is written under its final name and read back, and only then is its staging file erased.
 * Anything wrong: nothing changes, the staging files are erased, the verdict names the file and
 * the problem. All or nothing: one bad file refuses the whole upload, and a start finishes only
 * what the journal covers.
 *
 * A board that holds one rules system at a time (boards/*.json "systems") takes another whole:
 * its files arrive under their own names (protocol.ts installsSystem), are checked as the staged
 * ones (cut short, CRC) and named in the journal; once the staged files are written the settings
 * name the new system, and after the journal the old system's files are erased (a start erases
 * the files of any system not in use: a cut switch's, or the old one's).
 */
import { hex8 } from "../engine/pack/crc32";
import { shown } from "../engine/format/shown";
import { FS } from "../engine/sifni/data/codes";
import { Settings, UpdateVerdict } from "../ui-lcd/services";
import { Flash } from "./flash";
import { DEMO_PREFIX, STAGED_PACK, UPDATE_JOURNAL, UPDATE_TRIES, activePackName, cutAt, footprint, installsSystem, sheetFile, stagedSheetOf, systemFileName } from "./protocol";
import { saveSettings } from "./settings";
import { Shelf } from "./shelf";
import { readSheet, room, sheetIds } from "./store";

export interface Updater {
  f: Flash;
  shelf: Shelf;
  crc: (s: string) => number;
  /** the largest file taken, bytes (protocol.ts maxUploadBytes) */
  max: number;
  /** the GM's settings: a switch of system names the new one there */
  st: Settings;
  /** the board holds one rules system at a time (the others' files come with flash.sh --system) */
  one: boolean;
}

/** CRC-32 of each staged file as the uploader sent it, 8 hex digits, by file name. */
export type Expected = { [name: string]: string };

interface Plan {
  name: string;
  /** the file to write and what to write there */
  target: string;
  text: string;
  system: string;
  /** the sheet's id, "" for the pack */
  id: string;
  version: number;
  /** a sheet of the demo party, written with the upload (not in the verdict) */
  demo?: boolean;
}

/** Room kept beyond the new files: flash pages end. */
const SPARE = 256;

function refuse(file: string, problem: string): UpdateVerdict {
  return { ok: false, file: file, problem: problem };
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

/** Whether a system's files are on the device (its main file: the others come with it). */
function installed(u: Updater, id: string): boolean {
  return u.f.read(systemFileName(id)) !== undefined;
}

/** The ids of the systems on this device: "sifni, tft, ...". */
function carried(u: Updater): string {
  const ids: string[] = [];
  for (let i = 0; i < u.shelf.systems.length; i++) if (installed(u, u.shelf.systems[i].id)) ids.push(u.shelf.systems[i].id);
  return ids.join(", ");
}

/**
 * The id of a system this app lists, "" for none (asked before the shelf, whose own answer
 * names no alternative). The app's own string, not the one read from the file: a string read
 * from Storage reads the flash in place, and the staged file is erased before the verdict.
 */
function listedId(u: Updater, id: string): string {
  for (let i = 0; i < u.shelf.systems.length; i++) if (u.shelf.systems[i].id === id) return u.shelf.systems[i].id;
  return "";
}

/** Why files for system `id` cannot be taken: "" when it is on the device. */
function absent(u: Updater, id: string): string {
  if (installed(u, id)) return "";
  if (listedId(u, id) === "") return "unknown rules system " + shown(id) + " (this device has " + carried(u) + ")";
  return "rules system " + id + " is not on this device (it has " + carried(u) + "): send it with flash.sh --system " + id;
}

/** A file that arrived cut short or changed on the way: the refusal, else null. */
function damaged(u: Updater, name: string, text: string, expected: Expected): UpdateVerdict | null {
  const cut = cutAt(text);
  if (cut >= 0) return refuse(name, "cut short: " + cut + " of " + text.length + " bytes arrived");
  if (hex8(u.crc(text)) !== expected[name]) return refuse(name, "damaged on the way: its CRC-32 is " + hex8(u.crc(text)) + ", the uploader sent " + expected[name]);
  return null;
}

/**
 * On a board holding one system: every other system's files erased (a switch's old system, a
 * cut switch's new one), when the one in use is whole. Its party and packs stay: sheets are the GM's.
 */
export function dropOthers(f: Flash, keep: string): void {
  if (f.read(systemFileName(keep)) === undefined) return;
  // Espruino's RegExp has no alternation in a group: the names are sorted by installsSystem
  const all = f.list(/^sifni\.[sd]/);
  for (let i = 0; i < all.length; i++) {
    const id = installsSystem(all[i]);
    if (id !== "" && id !== keep) f.erase(all[i]);
  }
}

function eraseAll(f: Flash, names: string[]): void {
  for (let i = 0; i < names.length; i++) f.erase(names[i]);
}

/**
 * The system a pack names ("" none): the device forms say it in their header (S-Ifni's "SP", the
 * other systems' "LP"), a JSON pack (as stored before the other systems' device form) in "system".
 */
function packSystem(text: string): string {
  const tag = text.substring(0, 3);
  if (tag === "SP" + FS || tag === "LP" + FS) {
    // the header's second field, without splitting the whole pack (each piece would take RAM)
    const end = text.indexOf(FS, 3);
    return end < 0 ? "" : text.substring(3, end);
  }
  try {
    const x = JSON.parse(text);
    return typeof x === "object" && x !== null && typeof x.system === "string" ? x.system : "";
  } catch (e) {
    return "";
  }
}

/**
 * The demo party of each system a sheet is sent for, when it still waits to be installed (the
 * app installs it the first time the party is listed, and only into an empty party): written
 * with the upload, else the first sheet sent to a new device would leave the party without it.
 * A sent sheet with a demo sheet's id replaces it; a demo sheet the pack refuses is left out.
 * Only into an empty party, as when listed: an App Loader update brings the demo file again,
 * and a party with sheets is the GM's (demo characters wounded since, a sheet sent before).
 */
function demos(u: Updater, plans: Plan[], packSystemId: string, newPack: unknown): void {
  const n = plans.length;
  const out: Plan[] = [];
  for (let i = 0; i < n; i++) {
    const sys = plans[i].system;
    let done = false;
    for (let j = 0; j < out.length; j++) if (out[j].system === sys) done = true;
    const text = plans[i].id === "" || done || sheetIds(u.f, sys).length > 0 ? undefined : u.f.read(DEMO_PREFIX + sys);
    if (text === undefined) continue;
    u.shelf.get(sys);
    const pack = sys === packSystemId ? newPack : u.shelf.pack;
    const lines = text.split("\n");
    for (let k = 0; k < lines.length; k++) {
      const s = u.shelf.call("sheet", lines[k], pack);
      if (typeof s === "string") continue;
      let sent = false;
      for (let j = 0; j < n; j++) if (plans[j].system === sys && plans[j].id === s.id) sent = true;
      if (!sent) out.push({ name: "", target: sheetFile(sys, s.id), text: lines[k], system: sys, id: s.id, version: 0, demo: true });
    }
  }
  // written after the sent files, the demo's file erased last
  for (let i = 0; i < out.length; i++) plans.push(out[i]);
}

/** What a checked upload writes: its plans, and the system it switches to ("" none). */
interface Checked {
  plans: Plan[];
  sw: string;
}

/** A system's files sent under their own names (a switch): each whole, all of one system, its main file among them. */
function checkSwitch(u: Updater, names: string[], expected: Expected, c: Checked): UpdateVerdict | null {
  for (const want in expected) {
    if (!Object.prototype.hasOwnProperty.call(expected, want) || names.indexOf(want) >= 0) continue;
    const id = installsSystem(want);
    const text = id === "" ? undefined : u.f.read(want);
    if (text === undefined) return refuse(want, "did not arrive: the upload stopped before it");
    const bad = damaged(u, want, text, expected);
    if (bad) return bad;
    if (!u.one) return refuse(want, "this device carries every rules system: switch in Settings");
    if (c.sw !== "" && id !== c.sw) return refuse(want, "is " + id + "'s, sent with " + c.sw + "'s: one rules system at a time");
    c.sw = id;
  }
  if (c.sw === "") return null;
  const main = systemFileName(c.sw);
  if (listedId(u, c.sw) === "") return refuse(main, "system: unknown rules system " + shown(c.sw));
  if (!Object.prototype.hasOwnProperty.call(expected, main)) return refuse(main, "was not sent: a rules system's files come together");
  c.sw = listedId(u, c.sw);
  return null;
}

/** Every staged file checked; the plans, or the refusal. */
function check(u: Updater, names: string[], expected: Expected, c: Checked): UpdateVerdict | null {
  const plans = c.plans;
  const sw = checkSwitch(u, names, expected, c);
  if (sw) return sw;
  for (let i = 0; i < names.length; i++) if (!Object.prototype.hasOwnProperty.call(expected, names[i])) return refuse(names[i], "was not part of this upload");
  // the pack each system's sheets are checked against: a staged one, else the one in use
  let packSystemId = "";
  let newPack: unknown = null;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const text = u.f.read(name);
    if (text === undefined) continue;
    const cut = cutAt(text);
    if (cut >= 0) return refuse(name, "cut short: " + cut + " of " + text.length + " bytes arrived");
    if (text.length > u.max) return refuse(name, "too large: " + text.length + " bytes, this device takes " + (name === STAGED_PACK ? "packs" : "sheets") + " up to " + u.max);
    const bad = damaged(u, name, text, expected);
    if (bad) return bad;
    if (name === STAGED_PACK) {
      const named = packSystem(text);
      // "" is no system: the shelf holds none at first, so get("") would answer with an empty shelf
      if (named === "") return refuse(name, "not a rules pack: neither S-Ifni's device form nor a pack file naming its rules system");
      const id = listedId(u, named);
      const no = absent(u, named);
      if (no !== "") return refuse(name, "system: " + no);
      const why = u.shelf.get(id);
      if (why !== "") return refuse(name, why);
      const p = u.shelf.call("pack", text);
      // S-Ifni keeps only its device form; a pack file sent as it is needs a home tool's compiler
      if (typeof p === "string") return refuse(name, text.charAt(0) === "{" && id === "sifni" ? p + ": this is a pack file as `sifni pack build` writes it; flash.sh and the companion page compile it for the device" : p);
      packSystemId = id;
      newPack = p.value;
      plans.push({ name: name, target: activePackName(id), text: text, system: id, id: "", version: u.shelf.call("packVersion", p.value) });
      continue;
    }
    const who = stagedSheetOf(name);
    if (!who) return refuse(name, "is not an update file (a pack is " + STAGED_PACK + ", a sheet sifni.s.c.<system>.<id>)");
    const no = absent(u, who.system);
    if (no !== "") return refuse(name, no);
    const why = u.shelf.get(who.system);
    if (why !== "") return refuse(name, why);
    const pack = who.system === packSystemId ? newPack : u.shelf.pack;
    if (pack === null) return refuse(name, "there is no rules pack for " + u.shelf.name + " on this device: send one with the sheets");
    const s = u.shelf.call("sheet", text, pack);
    if (typeof s === "string") return refuse(name, s);
    if (s.id !== who.id || s.system !== who.system) return refuse(name, "holds sheet " + shown(s.system) + "/" + shown(s.id) + ", not the " + who.system + "/" + who.id + " its name says");
    plans.push({ name: name, target: "sifni.c." + who.system + "." + who.id, text: text, system: who.system, id: who.id, version: 0 });
  }
  demos(u, plans, packSystemId, newPack);
  // a new pack must not break the sheets already on the device that stay
  if (packSystemId !== "") {
    u.shelf.get(packSystemId);
    const ids = sheetIds(u.f, packSystemId);
    for (let i = 0; i < ids.length; i++) {
      let replaced = false;
      for (let j = 0; j < plans.length; j++) if (plans[j].system === packSystemId && plans[j].id === ids[i]) replaced = true;
      if (replaced) continue;
      const s = readSheet(u.shelf, u.f, packSystemId, ids[i], newPack);
      if (typeof s === "string") return refuse(STAGED_PACK, "the sheet " + ids[i] + " on the device would not work with this pack: " + s);
    }
  }
  return null;
}

/** Writes the checked files; each is read back before its staging file goes. */
function commit(u: Updater, plans: Plan[]): UpdateVerdict {
  let pack: { system: string; version: number } | null = null;
  const sheets: string[] = [];
  for (let i = 0; i < plans.length; i++) {
    const p = plans[i];
    u.f.write(p.target, p.text);
    if (u.f.read(p.target) !== p.text) return refuse(p.demo ? DEMO_PREFIX + p.system : p.name, "could not be written (what reads back differs): run the upload again");
    if (p.demo) continue;
    u.f.erase(p.name);
    if (p.id === "") pack = { system: p.system, version: p.version };
    else sheets.push(p.id);
  }
  // the demo sheets are in their files: the party is no longer empty, the demo not needed
  for (let i = 0; i < plans.length; i++) if (plans[i].demo) u.f.erase(DEMO_PREFIX + plans[i].system);
  // what is held was read from the old files
  u.shelf.drop();
  return { ok: true, pack: pack, sheets: sheets };
}

/** The journal's CRCs, or null when there is none or it cannot be read (torn). */
function journal(f: Flash): Expected | null {
  const t = f.read(UPDATE_JOURNAL);
  if (t === undefined) return null;
  try {
    const j = JSON.parse(t);
    return typeof j === "object" && j !== null ? (j as Expected) : null;
  } catch (e) {
    return null;
  }
}

function endJournal(f: Flash): void {
  f.erase(UPDATE_JOURNAL);
  f.erase(UPDATE_TRIES);
}

/** Checks the staged files against `expected`, then writes them all (the journal first), or refuses. */
function apply(u: Updater, names: string[], expected: Expected, resuming: boolean): UpdateVerdict {
  const c: Checked = { plans: [], sw: "" };
  const refusal = check(u, names, expected, c);
  if (refusal) {
    eraseAll(u.f, names);
    endJournal(u.f);
    // a refused switch's files too
    if (u.one) dropOthers(u.f, u.st.system);
    return refusal;
  }
  const record = JSON.stringify(expected);
  let need = SPARE + (resuming ? 0 : footprint(record.length));
  for (let i = 0; i < c.plans.length; i++) need += footprint(c.plans[i].text.length);
  const free = room(u.f);
  if (need > free) {
    eraseAll(u.f, names);
    endJournal(u.f);
    if (u.one) dropOthers(u.f, u.st.system);
    return refuse(names.length > 0 ? names[0] : systemFileName(c.sw), "not enough Storage: the new files need " + need + " bytes, " + free + " are free; nothing was changed");
  }
  if (!resuming) u.f.write(UPDATE_JOURNAL, record);
  const v = commit(u, c.plans);
  if (v.ok && c.sw !== "") {
    // within the journal: a start that finds it switches again
    u.st.system = c.sw;
    saveSettings(u.f, u.st);
    v.system = c.sw;
  }
  endJournal(u.f);
  if (v.ok && c.sw !== "") dropOthers(u.f, c.sw);
  return v;
}

/**
 * At start: staged files with no journal are an upload the device was never told to apply (the
 * connection ended): thrown away. With a journal, the writing it began is finished, at most at
 * two starts (a third means the apply itself stops the app: thrown away, no boot loop).
 */
function atStart(u: Updater, names: string[]): UpdateVerdict | null {
  const j = journal(u.f);
  // the files a switch sent under their own names, named in the journal
  const own: string[] = [];
  if (j) for (const n in j) if (Object.prototype.hasOwnProperty.call(j, n) && installsSystem(n) !== "") own.push(n);
  if ((names.length === 0 && own.length === 0) || !j) {
    eraseAll(u.f, names);
    endJournal(u.f);
    return names.length === 0 ? null : refuse(names[0], "an upload that did not finish (the device was never told to apply it): nothing of it was used; send it again");
  }
  const tries = parseInt(u.f.read(UPDATE_TRIES) || "0", 10);
  // a torn count is a try
  const n = tries >= 0 ? tries : 1;
  if (n >= 2) {
    eraseAll(u.f, names);
    endJournal(u.f);
    return refuse(names.length > 0 ? names[0] : own[0], "could not be applied at " + n + " starts, so it was thrown away; send it again");
  }
  u.f.write(UPDATE_TRIES, String(n + 1));
  // the files still staged (those the first try wrote are in place), and a switch's own
  const e: Expected = {};
  for (let i = 0; i < names.length; i++) if (Object.prototype.hasOwnProperty.call(j, names[i])) e[names[i]] = j[names[i]];
  for (let i = 0; i < own.length; i++) e[own[i]] = j[own[i]];
  return apply(u, names, e, true);
}

/**
 * Applies what is staged: the verdict, or null when there was nothing to do. On the uploader's
 * call (SIFNI_UPDATE) `expected` lists every file it sent with its CRC-32, and is required; at
 * start (`boot`) only an update whose journal says it was checked whole is finished.
 */
export function applyStaged(u: Updater, expected: Expected | undefined, boot?: boolean): UpdateVerdict | null {
  const names = stagedNames(u.f);
  if (boot) return atStart(u, names);
  if (!expected) {
    if (names.length === 0) return null;
    eraseAll(u.f, names);
    return refuse(names[0], "came with no list of files and their CRC-32: nothing was changed (send it with flash.sh or the companion)");
  }
  return apply(u, names, expected, false);
}
