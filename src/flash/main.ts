/**
 * flash.sh (build/flash.mjs): sends the app, a rules pack and character sheets to a board
 * through the espruino command-line tool, over Bluetooth LE, serial or tcp:// (the emulator's
 * console). Files are checked here first; the device checks them again and applies them
 * whole or not at all (docs/updates.md).
 *
 * Exit codes: 0 applied; 2 bad command line or a file refused here; 3 the device's guard
 * refused (wrong board, no room, app not running); 4 the app refused the update; 5 the console
 * is locked (no or wrong code); 6 no device answered; 7 the upload did not finish.
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
import { isInstallFile } from "../device/protocol";
import type { UpdateVerdict } from "../ui-lcd/services";
import { ESPRUINO_BIN, answerSeconds, espruinoArgs, isTcp, listedPorts, readAnswer, runEspruino } from "./espruino";
import { checkChars, checkRules } from "./files";
import type { HiddenInput } from "./password";
import { CODE_ENV, CodeError, PASSWORD_REFUSED, codeFromEnv, codeFromFile, codeFromPrompt } from "./password";
import type { UploadFile, UploadPlan } from "./script";
import { uploadScripts } from "./script";

export interface FlashIo {
  out(text: string): void;
  err(text: string): void;
  /** the environment (SIFNI_LOCK_CODE); none when left out */
  env?: { [name: string]: string | undefined };
  /** the terminal --ask-password reads from */
  stdin?: HiddenInput;
}

interface Options {
  board?: string;
  port?: string;
  app: boolean;
  rules?: string;
  chars: string[];
  passwordFile?: string;
  askPassword: boolean;
  dryRun: boolean;
  list: boolean;
  help: boolean;
  timeout?: number;
}

const USAGE = `flash.sh: send the S-Ifni app, a rules pack and character sheets to a board

usage: ./flash.sh --board ID --port PORT [--app] [--rules FILE] [--chars FILE]... [options]
       ./flash.sh --list

  --board ID        banglejs2, banglejs or pixljs (boards/ID.json)
  --port PORT       the device: a Bluetooth address (aa:bb:cc:dd:ee:ff), a serial port
                    (/dev/ttyACM0) or tcp://HOST:PORT (the emulator: npm start -- --listen HOST:PORT)
  --app             send the app itself (dist/ID/sifni.app.js), then restart it
  --rules FILE      a rules pack (sifni pack build DIR -o FILE); checked here and on the device
  --chars FILE      a sheet or a list of sheets (JSON); may be given more than once
  --password-file FILE  the GM lock's 6-digit code, when it is on: the file's first line
  --ask-password    the GM lock's code, typed at a prompt (not shown); or set SIFNI_LOCK_CODE.
                    Never on the command line: --password CODE is refused (the process list
                    shows every argument to every user)
  --dry-run         check the files and print the exact commands, send nothing
  --list            list the devices in reach (Bluetooth, serial) and exit
  --no-build        do not run npm run build first (flash.sh builds unless told)
  --timeout S       give up after S seconds per connection (default: from the size)
  --help            this text

Exit codes: 0 applied; 2 bad command line or file; 3 the device refused before anything was
sent (wrong board, no room, app not running); 4 the app refused the update (nothing changed);
5 the console is locked (the GM lock's code missing or wrong); 6 no device answered; 7 the
upload did not finish.`;

class UsageError extends Error {}

function parse(argv: string[]): Options {
  const o: Options = { app: false, chars: [], askPassword: false, dryRun: false, list: false, help: false };
  const value = (i: number, name: string): string => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith("--")) throw new UsageError(`${name} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--board") o.board = value(i++, a);
    else if (a === "--port" || a === "-p") o.port = value(i++, a);
    else if (a === "--rules") o.rules = value(i++, a);
    else if (a === "--chars") o.chars.push(value(i++, a));
    else if (a === "--password" || a.startsWith("--password=")) throw new UsageError(PASSWORD_REFUSED);
    else if (a === "--password-file") o.passwordFile = value(i++, a);
    else if (a === "--ask-password") o.askPassword = true;
    else if (a === "--timeout") {
      const t = value(i++, a);
      if (!/^\d+$/.test(t) || Number(t) < 1) throw new UsageError(`--timeout must be a whole number of seconds, got ${JSON.stringify(t)}`);
      o.timeout = Number(t);
    } else if (a === "--app") o.app = true;
    else if (a === "--dry-run") o.dryRun = true;
    else if (a === "--list") o.list = true;
    else if (a === "--no-build") continue;
    else if (a === "--help" || a === "-h") o.help = true;
    else throw new UsageError(`unknown argument ${JSON.stringify(a)} (see --help)`);
  }
  if (o.help || o.list) return o;
  if (!o.board) throw new UsageError("--board is needed (banglejs2, banglejs or pixljs)");
  if (!o.port) throw new UsageError("--port is needed: a Bluetooth address, a serial port or tcp://HOST:PORT (./flash.sh --list shows the devices in reach)");
  if (!o.app && !o.rules && o.chars.length === 0) throw new UsageError("nothing to send: give --app, --rules FILE and/or --chars FILE");
  if (o.passwordFile !== undefined && o.askPassword) throw new UsageError("give the GM lock's code one way: --password-file FILE or --ask-password");
  return o;
}

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

/** Seconds the tool waits after the app's script over tcp, for the restarted app. */
const APP_START_TCP = 2;

/**
 * The app's files as the App Loader writes them: the board's rules-system files (built beside the
 * bundle; the app evaluates the active one), the bundle, and on the Bangles the launcher's info.
 */
function appFiles(root: string, board: BoardProfile): UploadFile[] {
  const bundle = join(root, "dist", board.id, "sifni.app.js");
  if (!existsSync(bundle)) throw new UsageError(`${relative(root, bundle)} is missing: run npm run build (or leave out --no-build)`);
  const dir = dirname(bundle);
  const files = readdirSync(dir)
    .filter(isInstallFile)
    .sort()
    .map((n) => ({ name: n, data: readFileSync(join(dir, n), "latin1") }));
  if (files.length === 0) throw new UsageError(`${relative(root, dir)} has no rules-system files (sifni.sys.*.js): run npm run build`);
  files.push({ name: board.storage.appFile, data: readFileSync(bundle, "latin1") });
  if (board.storage.infoFile) {
    const id = board.storage.prefix.replace(/\.$/, "");
    files.push({ name: board.storage.infoFile, data: JSON.stringify({ id, name: "S-Ifni", src: board.storage.appFile, type: "app" }) });
  }
  return files;
}

function verdictText(v: UpdateVerdict): string {
  if (!v.ok) return `the device refused the update: ${v.file}: ${v.problem} (nothing was changed)`;
  const parts: string[] = [];
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
  const summary: string[] = [];
  let E: Engine;
  try {
    board = loadBoard(root, o.board as string);
    E = loadEngine(join(root, "dist", "engine.js"));
    if (o.app) {
      app = appFiles(root, board);
      summary.push(`app: ${app.map((f) => `${f.name} (${f.data.length} bytes)`).join(", ")}`);
    }
  } catch (e) {
    io.err(`flash: ${(e as Error).message}\n`);
    return 2;
  }
  const problems: string[] = [];
  let pack = null;
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
    staged = staged.concat(c.value);
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
  const plan: UploadPlan = {
    boardEnv: board.id.toUpperCase(),
    boardName: board.name,
    app,
    staged,
    password,
    crc: (d) => E.hex8(E.crc32(d)),
  };
  const scripts = uploadScripts(plan);
  // mkdtemp makes the folder readable by this user only (0700), each script 0600
  const dir = mkdtempSync(join(tmpdir(), "sifni-flash-"));
  try {
    return await sendScripts(o, io, root, { board, port, plan, scripts, staged, app, summary, dir });
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
    io.out(`The upload scripts are kept in ${dir}${password ? " (they contain the GM lock's code: delete them when done)" : ""}.\n`);
    return 0;
  }
  const bytes = app.concat(staged).reduce((n, f) => n + f.data.length, 0);
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
