/**
 * The upload scripts flash.sh hands to the espruino command-line tool: JavaScript lines the
 * device's console runs one by one (docs/updates.md). With --app there are two, one connection
 * each: the app and load(), then the data for the app just started. Each script is:
 * 1. With the GM lock's code (password.ts), the code alone on the first line, after a carriage
 *    return. The tool sends each line after DLE (16), which a locked console takes as part of
 *    what is typed; the CR ends that attempt, so the code arrives on a line of its own (an unlocked console just prints it).
 *    Only the first line keeps its CR (the tool rewrites the space between later lines), hence
 *    one connection per script: the new app locks its console as it starts.
 * 2. A guard that checks, on the device, the board (process.env.BOARD), that the app is there
 *    to take the files, and the room in Storage; it prints `SIFNI_ABORT {"problem":...}` and
 *    sets SIFNI_GO false, so every later line does nothing. Otherwise it erases old staging files.
 * 3. The files in chunks: Storage.write(name, atob(base64), offset[, size]), the first chunk
 *    creating the file at its full size, so a cut upload leaves bytes never written. The app's
 *    files go under their own names (as the App Loader writes them; on a board holding one rules
 *    system, with the files of the system in use only, and the settings naming it when they named
 *    none on the device), then load() starts it; a
 *    rules system sent with --system goes under its own names too (never the system in use's:
 *    the guard refuses that one), then a pack and sheets to staging names.
 * 4. SIFNI_UPDATE({file: crc32, ...}): the app checks and applies the staged files (and a sent
 *    system's), and prints its verdict as one line of JSON.
 * Every line ends in ";" so the tool never joins lines (it holds a `var` statement open until one).
 */
import { ABORT_MARK, SETTINGS_FILE, SYSTEM_FILE_PREFIX, SYSTEM_FILE_SUFFIX, UPDATE_CALL, UPDATE_JOURNAL, UPDATE_TRIES, footprint, systemFileName } from "../device/protocol";

/** Bytes per Storage.write line (the App Loader sends 1-2 KB chunks; the tool's own --storage 384). */
export const CHUNK = 1024;
/** Room asked for beyond the files: the party index, flash page ends. */
const SPARE = 1024;

export interface UploadFile {
  name: string;
  /** the file's bytes as a latin1 string */
  data: string;
}

export interface UploadPlan {
  /** process.env.BOARD of the board expected, e.g. "BANGLEJS2" */
  boardEnv: string;
  /** shown in messages, e.g. "Bangle.js 2" */
  boardName: string;
  /** the app's files (bundle, launcher info), written under their own names */
  app: UploadFile[];
  /** staged files: a pack and sheets */
  staged: UploadFile[];
  /**
   * a rules system sent whole (--system, a board holding one): its files, under their own names;
   * `first` the app's first system, the one in use while the settings name none
   */
  install?: { system: string; first: string; files: UploadFile[] };
  /**
   * on a board holding one system, the system whose files go with the app (among `app`): the
   * app's script is refused on a device using another (whose code the new app would then run
   * with), and a device using none is set to it
   */
  appSystem?: { system: string; first: string };
  /** the GM lock's code, when the console is locked */
  password?: string;
  /** the CRC-32 of each staged file, 8 hex digits */
  crc: (data: string) => string;
  /** sheet files as read just before: their CRC-32 on the device, null when absent (checked by the guard) */
  unchanged?: { [name: string]: number | null };
}

/** The device-side expression of the main file's name of the system the expression `id` names. */
function mainFileOf(id: string): string {
  return `${JSON.stringify(SYSTEM_FILE_PREFIX)}+${id}+${JSON.stringify(SYSTEM_FILE_SUFFIX)}`;
}

function writeLines(f: UploadFile): string[] {
  const out: string[] = [];
  const name = JSON.stringify(f.name);
  for (let i = 0; i < f.data.length; i += CHUNK) {
    const part = Buffer.from(f.data.slice(i, i + CHUNK), "latin1").toString("base64");
    out.push(`SIFNI_GO&&require("Storage").write(${name},atob("${part}"),${i}${i === 0 ? "," + f.data.length : ""});`);
  }
  return out;
}

/**
 * The guard line. `needApp`: the app must be running (SIFNI_UPDATE defined); `reclaim`: files
 * this upload replaces, whose room comes back when they are rewritten; `unchanged`: the CRC-32
 * of each sheet file as the device's was read before this send (null: there was none), so a
 * sheet changed on the device since (a roll between the read and the send) is not overwritten.
 */
function guard(plan: Pick<UploadPlan, "boardEnv" | "boardName" | "unchanged" | "install" | "appSystem">, needApp: boolean, need: number, reclaim: string[]): string {
  const env = JSON.stringify(plan.boardEnv);
  const sent = plan.appSystem && !needApp ? plan.appSystem.system : "";
  const unchanged = plan.unchanged ?? {};
  const names = Object.keys(unchanged);
  const checks = [
    `if(e.BOARD!==${env})return no("this is a "+e.BOARD+", not a ${plan.boardName} (${plan.boardEnv}): give flash.sh the right --board");`,
    needApp ? `if(typeof SIFNI_UPDATE!="function")return no("the S-Ifni app is not running on the device: open it, or send it with --app");` : "",
    // a system is sent over its own files only when it is not the one in use (a cut would break it)
    plan.install
      ? `var a=s.readJSON(${JSON.stringify(SETTINGS_FILE)},1);a=a&&a.system||${JSON.stringify(plan.install.first)};if(a===${JSON.stringify(plan.install.system)}&&s.read(${JSON.stringify(systemFileName(plan.install.system))})!==undefined)return no(${JSON.stringify(plan.install.system + " is already the rules system in use on this device: nothing was sent (--rules and --chars send its pack and sheets)")});`
      : "",
    // the app goes with the files of the system in use only (or onto a device holding none)
    sent
      ? `var a=s.readJSON(${JSON.stringify(SETTINGS_FILE)},1);a=a&&a.system||${JSON.stringify(plan.appSystem?.first)};if(a!==${JSON.stringify(sent)}&&s.read(${mainFileOf("a")})!==undefined)return no("the device uses rules system "+a+": send the app with --system "+a+" (the files of the system in use go with the app); to use ${sent}, send --system ${sent} after it");`
      : "",
    names.length > 0
      ? `var u=${JSON.stringify(unchanged)},k;for(k in u){var d=s.read(k),c=d===undefined?null:E.CRC32(d)>>>0;if(c!==u[k])return no(k+" changed on the device since flash.sh read it: nothing was sent; run flash.sh again");}`
      : "",
    need > 0 ? `var t=s.getStats?s.getStats():{freeBytes:s.getFree(),trashBytes:0},r=t.freeBytes+t.trashBytes;` : "",
    reclaim.length > 0 ? `${JSON.stringify(reclaim)}.forEach(function(f){var d=s.read(f);if(d)r+=((d.length+3)&~3)+32;});` : "",
    need > 0 ? `if(r<${need})return no("not enough Storage: this upload needs "+${need}+" bytes, "+r+" are free");` : "",
    // staging an earlier, cut upload left, and its journal (src/device/protocol.ts)
    needApp ? `s.list(/^sifni\\.s\\./).forEach(function(f){s.erase(f);});s.erase(${JSON.stringify(UPDATE_JOURNAL)});s.erase(${JSON.stringify(UPDATE_TRIES)});` : "",
    "return true;",
  ].join("");
  return `var SIFNI_GO=(function(s,e){function no(p){print(${JSON.stringify(ABORT_MARK)}+JSON.stringify({problem:p}));return false;}${checks}})(require("Storage"),process.env);`;
}

/** The app's script: its files, then load(). */
function appScript(plan: UploadPlan, unlock: string[]): string[] {
  const need = SPARE + plan.app.reduce((n, f) => n + footprint(f.data.length), 0);
  const lines = unlock.concat([guard(plan, false, need, plan.app.map((f) => f.name))]);
  for (const f of plan.app) lines.push(...writeLines(f));
  // a device that held no system (or only files of a system gone) uses the one just sent
  const sys = plan.appSystem;
  if (sys)
    lines.push(
      `SIFNI_GO&&(function(s){var a=s.readJSON(${JSON.stringify(SETTINGS_FILE)},1)||{};if(s.read(${mainFileOf(`(a.system||${JSON.stringify(sys.first)})`)})===undefined){a.system=${JSON.stringify(sys.system)};s.writeJSON(${JSON.stringify(SETTINGS_FILE)},a);}})(require("Storage"));`,
    );
  lines.push("SIFNI_GO&&load();");
  return lines;
}

/** The data's script: the staged files, then SIFNI_UPDATE with each file's CRC. */
function dataScript(plan: UploadPlan, unlock: string[]): string[] {
  const own = plan.install ? plan.install.files : [];
  // staged files twice (staged, then written), a system's own once
  const need = SPARE + own.reduce((n, f) => n + footprint(f.data.length), 0) + plan.staged.reduce((n, f) => n + 2 * footprint(f.data.length), 0);
  const lines = unlock.concat([guard(plan, true, need, own.map((f) => f.name))]);
  const files = own.concat(plan.staged);
  for (const f of files) lines.push(...writeLines(f));
  const expected: { [name: string]: string } = {};
  for (const f of files) expected[f.name] = plan.crc(f.data);
  lines.push(`SIFNI_GO&&${UPDATE_CALL}(${JSON.stringify(expected)});`);
  return lines;
}

/**
 * The read-back's script (one connection): the code alone first when there is one, a guard
 * that checks the board only (a read needs neither the app nor room), then `statement`
 * (src/home/readback/dump-command.ts).
 */
export function readScript(board: Pick<UploadPlan, "boardEnv" | "boardName" | "password">, statement: string): string[] {
  const unlock = board.password ? ["\r" + board.password] : [];
  return unlock.concat([guard(board, false, 0, []), `SIFNI_GO&&${statement};`]);
}

/**
 * The scripts' lines, one script per connection: with --app, the app's then the data's (which
 * also tells whether the new app started: SIFNI_UPDATE answers even with nothing staged).
 */
export function uploadScripts(plan: UploadPlan): string[][] {
  const unlock = plan.password ? ["\r" + plan.password] : [];
  const out: string[][] = [];
  if (plan.app.length > 0) out.push(appScript(plan, unlock));
  out.push(dataScript(plan, unlock));
  return out;
}
