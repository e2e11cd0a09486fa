/**
 * The emulated device on Node: the core (machine.ts) with Storage in a host folder, the app in a
 * node:vm context, the board read from boards/<id>.json and PNG screenshots. createEmulator() is
 * the programmatic API the tests and the command line use.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { BoardProfile } from "../boards/profile";
import { validateBoard } from "../boards/profile";
import { projectRoot } from "../desktop/load-engine";
import { isInstallFile } from "../device/protocol";
import { EmulatedMachine, EmulatorSetupError } from "./machine";
import type { MachineOptions } from "./machine";
import { newNodeRealm } from "./node-realm";
import { encodePng } from "./png";
import { FolderStorage } from "./storage";

export { AppTooLargeError, BOOT_SETTLE_MS, DEFAULT_START_TIME, EmulatorSetupError } from "./machine";

export interface EmulatorOptions {
  /** a board id (boards/<id>.json) or a profile */
  board: string | BoardProfile;
  /** the built bundle to install (default dist/<board>/sifni.app.js) */
  appFile?: string;
  /** or its code */
  appCode?: string;
  /**
   * the files installed with the app (its rules systems); default: every "sifni.sys.<id>.js"
   * beside the app file (npm run build puts a board's systems there), none with appCode
   */
  appFiles?: { name: string; code: string }[];
  /** the host folder holding Storage */
  storageDir: string;
  /** seeds E.hwRand (default: random) */
  seed?: number;
  /** virtual clock start, ms since 1970 */
  startTime?: number;
  onPrint?: (line: string) => void;
  onWarning?: (message: string) => void;
  onError?: (message: string) => void;
}

/** Reads boards/<id>.json of this project and validates it. */
export function loadBoard(id: string, root: string = projectRoot()): BoardProfile {
  const path = join(root, "boards", `${id}.json`);
  if (!/^[a-z0-9]+$/.test(id) || !existsSync(path)) throw new EmulatorSetupError(`unknown board ${JSON.stringify(id)} (no boards/${id}.json)`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new EmulatorSetupError(`boards/${id}.json is not valid JSON: ${(e as Error).message}`);
  }
  const problems = validateBoard(json);
  if (problems.length > 0) throw new EmulatorSetupError(`boards/${id}.json: ${problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`);
  return json as BoardProfile;
}

/** The default bundle for a board: dist/<board>/sifni.app.js. */
export function defaultAppFile(board: string, root: string = projectRoot()): string {
  return join(root, "dist", board, "sifni.app.js");
}

/** The files installed with an app (rules systems, default packs, demo parties) beside it, by name. */
export function systemFilesBeside(appFile: string): { name: string; code: string }[] {
  const dir = dirname(appFile);
  return readdirSync(dir)
    .filter(isInstallFile)
    .sort()
    .map((n) => ({ name: n, code: readFileSync(join(dir, n), "latin1") }));
}

function machineOptions(options: EmulatorOptions): MachineOptions {
  const board = typeof options.board === "string" ? loadBoard(options.board) : options.board;
  const problems = validateBoard(board);
  if (problems.length > 0) throw new EmulatorSetupError(`board profile: ${problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`);
  let appCode = options.appCode;
  let appFiles = options.appFiles;
  if (appCode === undefined) {
    const file = options.appFile ?? defaultAppFile(board.id);
    if (!existsSync(file)) throw new EmulatorSetupError(`${file} is missing: build the app for ${board.id} first`);
    appCode = readFileSync(file, "utf8");
    appFiles = appFiles ?? systemFilesBeside(file);
  }
  return {
    board,
    appCode,
    appFiles,
    storage: new FolderStorage(options.storageDir, board.storage.bytes),
    newRealm: newNodeRealm,
    seed: options.seed,
    startTime: options.startTime,
    onPrint: options.onPrint,
    onWarning: options.onWarning,
    onError: options.onError,
  };
}

export class Emulator extends EmulatedMachine {
  declare readonly storage: FolderStorage;

  constructor(options: EmulatorOptions) {
    super(machineOptions(options));
  }

  /** The glass as a PNG at its real resolution, each pixel `scale` x `scale`. */
  png(scale = 1): Buffer {
    return encodePng(this.fb, scale);
  }
}

export function createEmulator(options: EmulatorOptions): Emulator {
  return new Emulator(options);
}
