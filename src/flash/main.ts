/**
 * flash.sh (build/flash.mjs): sends the app, a rules pack and character sheets to a board
 * through the espruino command-line tool, over Bluetooth LE, serial or tcp:// (the emulator's
 * console). Files are checked here first; the device checks them again and applies them
 * whole or not at all (docs/updates.md).
 *
 * Before sheets are sent the device's are read (before-send.ts): one it changed since this
 * computer last sent or read it is not overwritten unseen. --pull DIR reads the device's sheets,
 * log and versions instead of sending (pull.ts).
 *
 * Exit codes: 0 applied (or read); 2 bad command line or a file refused here; 3 the device's
 * guard refused (wrong board, no room, app not running, a sheet changed since it was read); 4 the
 * app refused the update; 5 the console is locked (no or wrong code); 6 no device answered; 7 the
 * upload or the read did not finish; 8 the device holds changes not seen here: nothing sent.
 *
 * The GM lock's code never comes from the command line (password.ts). The upload scripts hold it
 * (and the files): they are written readable by this user only and removed after every run,
 * failed or not; --dry-run keeps them and says so.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import type { BoardProfile } from "../boards/profile";
import { validateBoard } from "../boards/profile";
import { readStrictJsonFile } from "../desktop/input-file";
import type { Engine } from "../desktop/load-engine";
import { loadEngine, projectRoot } from "../desktop/load-engine";
import { installsSystem, isInstallFile } from "../device/protocol";
import type { UpdateVerdict } from "../ui-lcd/services";
import { ESPRUINO_BIN, answerSeconds, espruinoArgs, isTcp, listedPorts, readAnswer, runEspruino } from "./espruino";
import { checkChars, checkRules } from "./files";
import { CODE_ENV, CodeError, codeFromEnv, codeFromFile, codeFromPrompt } from "./password";
import type { FlashContext, FlashIo } from "./context";
export type { FlashIo } from "./context";
import type { Options } from "./options";
import { USAGE, UsageError, parse } from "./options";
import type { UploadFile, UploadPlan } from "./script";
import type { PackFile } from "../engine/pack/envelope";
import { beforeSend, type Cleared } from "./before-send";
import { pull } from "./pull";
import type { StagedSheet } from "./send-check";
import { uploadScripts } from "./script";


function loadBoard(root: string, id: string): BoardProfile {
  const file = join(root, "boards", id + ".json");
  if (!/^[a-z0-9]+$/.test(id) || !existsSync(file)) throw new UsageError(`unknown --board ${JSON.stringify(id)} (banglejs2, banglejs or pixljs)`);
  const strict = readStrictJsonFile(file);
  if (strict.problems.length > 0) throw new UsageError(`boards/${id}.json: ${strict.problems[0].path}: ${strict.problems[0].message}`);
  const b = strict.value as BoardProfile;
  const problems = validateBoard(b);
  if (problems.length > 0) throw new UsageError(`boards/${id}.json: ${problems[0].path}: ${problems[0].message}`);
  return b;
}

/** The longest a read of the device may take, seconds (--timeout overrides). */
const READ_SECONDS = 120;

/** Seconds the tool waits after the app's script over tcp, for the restarted app. */
const APP_START_TCP = 2;

/** Files of `dir`, sorted, as the device stores them. */
function readFiles(dir: string, names: string[]): UploadFile[] {
  return names.sort().map((n) => ({ name: n, data: readFileSync(join(dir, n), "latin1") }));
}

/**
 * The app's files as the App Loader writes them: the board's rules-system files (built beside the
 * bundle; the app evaluates the active one), the bundle, and on the Bangles the launcher's info.
 * A board holding one rules system gets `system`'s files (systemFiles) in place of those built
 * beside the bundle.
 */
function appFiles(root: string, E: Engine, board: BoardProfile, system: string | undefined): UploadFile[] {
  const bundle = join(root, "dist", board.id, "sifni.app.js");
  if (!existsSync(bundle)) throw new UsageError(`${relative(root, bundle)} is missing: run npm run build (or leave out --no-build)`);
  const dir = dirname(bundle);
  const files = readFiles(
    dir,
    readdirSync(dir).filter((n) => isInstallFile(n) && (system === undefined || installsSystem(n) === "")),
  );
  if (system !== undefined) files.push(...systemFiles(root, E, system));
  else if (files.length === 0) throw new UsageError(`${relative(root, dir)} has no rules-system files (sifni.sys.*.js): run npm run build`);
  files.push({ name: board.storage.appFile, data: readFileSync(bundle, "latin1") });
  if (board.storage.infoFile) {
    const id = board.storage.prefix.replace(/\.$/, "");
    files.push({ name: board.storage.infoFile, data: JSON.stringify({ id, name: "S-Ifni", src: board.storage.appFile, type: "app" }) });
  }
  return files;
}

/** A rules system's files (built in dist/systems: its code, default pack and demo party). */
function systemFiles(root: string, E: Engine, id: string): UploadFile[] {
  if (!E.SYSTEMS.some((m) => m.id === id)) throw new UsageError(`--system: unknown rules system ${JSON.stringify(id)} (there are ${E.SYSTEMS.map((m) => m.id).join(", ")})`);
  const dir = join(root, "dist", "systems");
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => installsSystem(n) === id) : [];
  if (!names.includes(`sifni.sys.${id}.js`)) throw new UsageError(`${relative(root, dir)} has no ${id} files: run npm run build (or leave out --no-build)`);
  return readFiles(dir, names);
}

function verdictText(v: UpdateVerdict): string {
  if (!v.ok) return `the device refused the update: ${v.file}: ${v.problem} (nothing was changed)`;
  const parts: string[] = [];
  if (v.system) parts.push(`rules system ${v.system}`);
  if (v.pack) parts.push(`${v.pack.system} rules pack v${v.pack.version}`);
  if (v.sheets && v.sheets.length > 0) parts.push(`sheets ${v.sheets.join(", ")}`);
  return `the device applied the update: ${parts.length > 0 ? parts.join("; ") : "nothing staged"}, now in use`;
}

async function listDevices(root: string, io: FlashIo): Promise<number> {
  io.err(`flash: looking for devices (${ESPRUINO_BIN} --list)...\n`);
  const r = await runEspruino(root, ["--list"], 60000);
  const ports = listedPorts(r.output);
  if (ports.length > 0) io.out(ports.join("\n") + "\n");
  const a = readAnswer(r.output);
  if (ports.length === 0) io.err(`flash: ${a.noDevice ?? "no devices found"}\n`);
  return ports.length > 0 ? 0 : 6;
}

export async function main(argv: string[], io: FlashIo, root: string = projectRoot()): Promise<number> {
  let o: Options;
  try {
    o = parse(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`flash: ${e.message}\n`);
    return 2;
  }
  if (o.help) {
    io.out(USAGE + "\n");
    return 0;
  }
  if (o.list) return listDevices(root, io);
  const port = o.port as string;
  let board: BoardProfile;
  let staged: UploadFile[] = [];
  let app: UploadFile[] = [];
  let install: UploadPlan["install"];
  let appSystem: UploadPlan["appSystem"];
  const summary: string[] = [];
  let E: Engine;
  try {
    board = loadBoard(root, o.board as string);
    E = loadEngine(join(root, "dist", "engine.js"));
    if (o.system && !board.systems) throw new UsageError(`--system: the ${board.name} carries every rules system: switch in its Settings`);
    const first = E.SYSTEMS[0].id;
    if (o.app) {
      // a board holding one system: the app goes with the files of the one in use (the guard
      // checks it), S-Ifni's unless --system names another
      const system = board.systems ? (o.system ?? first) : undefined;
      app = appFiles(root, E, board, system);
      if (system !== undefined) appSystem = { system, first };
      summary.push(`app${system !== undefined ? ` with rules system ${system}` : ""}: ${app.map((f) => `${f.name} (${f.data.length} bytes)`).join(", ")}`);
    } else if (o.system) {
      install = { system: o.system, first, files: systemFiles(root, E, o.system) };
      summary.push(`rules system: ${o.system}: ${install.files.map((f) => `${f.name} (${f.data.length} bytes)`).join(", ")}`);
    }
  } catch (e) {
    io.err(`flash: ${(e as Error).message}\n`);
    return 2;
  }
  const problems: string[] = [];
  let pack: PackFile | null = null;
  let sheets: StagedSheet[] = [];
  if (o.rules) {
    const r = checkRules(E, board, o.rules);
    problems.push(...r.problems);
    if (r.value) {
      pack = r.value.pack;
      staged.push(r.value.staged);
      summary.push(`rules: ${o.rules}: ${pack.system} pack v${pack.version} as ${r.value.staged.name} (${r.value.staged.data.length} bytes)`);
    }
  }
  for (const file of o.chars) {
    const c = checkChars(E, board, file, pack);
    problems.push(...c.problems);
    sheets = sheets.concat(c.value);
    if (c.value.length > 0) summary.push(`sheets: ${file}: ${c.value.map((f) => f.name).join(", ")}`);
  }
  if (problems.length > 0) {
    io.err(problems.map((p) => `flash: ${p}`).join("\n") + "\nflash: nothing was sent\n");
    return 2;
  }
  let password: string | undefined;
  try {
    if (o.passwordFile !== undefined) password = codeFromFile(o.passwordFile);
    else if (o.askPassword) password = await codeFromPrompt(io.stdin, io.err);
    else password = codeFromEnv(io.env ?? {});
  } catch (e) {
    if (!(e instanceof CodeError)) throw e;
    io.err(`flash: ${e.message}\nflash: nothing was sent\n`);
    return 2;
  }
  // mkdtemp makes the folder readable by this user only (0700), each script 0600
  const dir = mkdtempSync(join(tmpdir(), "sifni-flash-"));
  const ctx: FlashContext = { root, io, o, board, E, port, password, dir, timeoutMs: (o.timeout ?? READ_SECONDS) * 1000 };
  try {
    if (o.pull !== undefined) return await pull(ctx, pack);
    // sheets are sent only once the device's were read and nothing it changed would be lost
    let cleared: Cleared | null = null;
    if (!o.dryRun && sheets.length > 0) {
      const c = await beforeSend(ctx, sheets, pack);
      if ("code" in c) return c.code;
      cleared = c;
      sheets = c.send;
      if (staged.length + sheets.length + app.length === 0 && !install) {
        io.out("flash: nothing left to send: the device keeps its copies\n");
        return 0;
      }
    }
    const plan: UploadPlan = {
      boardEnv: board.id.toUpperCase(),
      boardName: board.name,
      app,
      staged: staged.concat(sheets.map((f) => ({ name: f.name, data: f.data }))),
      install,
      appSystem,
      password,
      crc: (d) => E.hex8(E.crc32(d)),
      unchanged: cleared?.unchanged,
    };
    const scripts = uploadScripts(plan);
    const code = await sendScripts(o, io, root, { board, port, plan, scripts, staged: plan.staged, app, summary, dir });
    cleared?.record(code === 0);
    return code;
  } finally {
    if (!o.dryRun) rmSync(dir, { recursive: true, force: true });
  }
}

interface Upload {
  board: BoardProfile;
  port: string;
  plan: UploadPlan;
  scripts: string[][];
  staged: UploadFile[];
  app: UploadFile[];
  summary: string[];
  /** the folder the scripts are written to */
  dir: string;
}

/** Writes the scripts into `u.dir` and runs the tool on each (or, with --dry-run, says what it would run). */
async function sendScripts(o: Options, io: FlashIo, root: string, u: Upload): Promise<number> {
  const { board, port, plan, scripts, staged, app, summary, dir } = u;
  const password = plan.password;
  const commands = scripts.map((lines, i) => {
    const file = join(dir, `upload-${i + 1}.js`);
    writeFileSync(file, lines.join("\n") + "\n", { encoding: "latin1", mode: 0o600 });
    chmodSync(file, 0o600);
    // the app's script ends in load(): time for the app to start (over tcp too: the emulator
    // restarting under load, or still writing the rules-system files, must not meet the data's
    // script, whose answer the tool waits for only half a second); the data's: for the verdict
    const last = i === scripts.length - 1;
    return espruinoArgs(plan.boardEnv, port, file, last ? answerSeconds(port, staged.reduce((n, f) => n + f.data.length, 0)) : isTcp(port) ? APP_START_TCP : answerSeconds(port, 0));
  });
  const show = (args: string[]): string => [ESPRUINO_BIN, ...args].map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a}'`)).join(" ");
  if (o.dryRun) {
    io.out(`flash.sh --dry-run: checked, nothing sent. To ${board.name} at ${port}:\n${summary.map((s) => "  " + s).join("\n")}\n`);
    io.out(`It would run (in ${root}):\n  npm run build\n${commands.map((c) => "  " + show(c)).join("\n")}\n`);
    if (staged.some((f) => f.name.startsWith("sifni.s.c."))) io.out("A send reads the device's sheets first (not done here): one changed on the device since it was last sent or read stops it.\n");
    io.out(`The upload scripts are kept in ${dir}${password ? " (they contain the GM lock's code: delete them when done)" : ""}.\n`);
    return 0;
  }
  const bytes = app.concat(staged, plan.install ? plan.install.files : []).reduce((n, f) => n + f.data.length, 0);
  // Bluetooth moves about 2.5 KB/s, plus a pause after each 1 KB line: generous, and bounded
  const timeoutMs = (o.timeout ?? 60 + Math.ceil(bytes / 500) + answerSeconds(port, bytes)) * 1000;
  for (let i = 0; i < commands.length; i++) {
    io.err(`flash: ${i === 0 && o.app ? "sending the app" : "sending the files"} to ${board.name} at ${port}...\n`);
    const r = await runEspruino(root, commands[i], timeoutMs);
    const a = readAnswer(r.output);
    const last = (): string => a.lines.filter((l) => !password || !l.includes(password)).slice(-5).join("\n  ");
    if (a.noDevice) {
      io.err(`flash: ${a.noDevice} at ${port}${isTcp(port) ? "" : " (is the device on, in reach and not connected elsewhere? ./flash.sh --list)"}\n`);
      return 6;
    }
    if (a.abort) {
      io.err(`flash: the device refused before anything was sent: ${a.abort}\n`);
      return 3;
    }
    if (a.locked && !a.loggedIn) {
      io.err(
        password
          ? "flash: the device's console did not take that code (GM lock): nothing was sent\n"
          : `flash: the device's console is locked (GM lock): give its code with --password-file FILE, --ask-password or ${CODE_ENV}\n`,
      );
      return 5;
    }
    if (i < commands.length - 1) continue;
    if (a.verdict) {
      io.out(`flash: ${verdictText(a.verdict)}\n`);
      return a.verdict.ok ? 0 : 4;
    }
    io.err(`flash: the upload did not finish${r.timedOut ? ` within ${timeoutMs / 1000} s` : ""}: no verdict from the device. Its last words:\n  ${last()}\nRun flash.sh again; a half-sent upload is refused by the device and changes nothing.\n`);
    return 7;
  }
  return 7;
}
