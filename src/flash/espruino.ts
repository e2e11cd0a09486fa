/**
 * Running the espruino command-line tool (node_modules/.bin/espruino, the npm package
 * "espruino") and reading what the device answered. The tool prints the device's output after
 * "--] "; flash.sh looks there for its guard's SIFNI_ABORT line, the app's verdict (one line of
 * JSON), the locked console's "Invalid password", and the tool's own words when no device
 * answers.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import type { UpdateVerdict } from "../ui-lcd/services";
import { ABORT_MARK } from "../device/protocol";

/** The tool, as npm installs it. */
export const ESPRUINO_BIN = "node_modules/.bin/espruino";
/** Local board descriptions, so the tool never looks the board up on the web. */
export const BOARD_JSON_DIR = "tools/flash/espruino-boards";

export function isTcp(port: string): boolean {
  return port.startsWith("tcp://");
}

/**
 * Seconds the tool waits after sending, for a device to answer: it quits after half a second of
 * silence otherwise, and an nRF52 checks and applies a pack in tens of seconds (the app's code
 * measured on the interpreter's desktop build, ~0.4 s for an 8 KB pack with its screen, times
 * the ~90 the device is slower). 10 s, and 4 s per KB of staged data. The emulator needs none.
 */
export function answerSeconds(port: string, stagedBytes: number): number {
  return isTcp(port) ? 0 : 10 + 4 * Math.ceil(stagedBytes / 1000);
}

/** The tool's arguments to upload `script` to the board at `port`, waiting `sleep` seconds for the answer. */
export function espruinoArgs(boardEnv: string, port: string, script: string, sleep = 0): string[] {
  const args = ["--board", join(BOARD_JSON_DIR, boardEnv + ".json"), "-p", port, "--config", "RESET_BEFORE_SEND=false"];
  // over TCP the network does the flow control: no pause after each Storage.write, no Bluetooth
  if (isTcp(port)) args.push("--no-ble", "--config", "STORAGE_UPLOAD_METHOD=1");
  if (sleep > 0) args.push("--sleep", String(sleep));
  args.push(script);
  return args;
}

export interface Run {
  code: number | null;
  output: string;
  timedOut: boolean;
}

/** Runs the tool in `root` for at most `timeoutMs`; its output, both streams in order. */
export function runEspruino(root: string, args: string[], timeoutMs: number, onOutput?: (text: string) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(join(root, ESPRUINO_BIN), args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let timedOut = false;
    const take = (d: Buffer): void => {
      const t = d.toString("latin1");
      output += t;
      onOutput?.(t);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGTERM");
    }, timeoutMs);
    child.on("error", (e) => {
      output += `\n${e.message}\n`;
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/** The devices `espruino --list` found: under "PORTS:", each "  path  (description)[ RSSI n]". */
export function listedPorts(output: string): string[] {
  const all = output.split(/\r?\n/);
  const from = all.indexOf("PORTS:");
  return from < 0 ? [] : all.slice(from + 1).filter((l) => /^ {2}\S+ {2}\(.*\)/.test(l)).map((l) => l.trim());
}

/** What the device said during a run. */
export interface Answer {
  /** the guard refused, and why */
  abort: string | null;
  /** the app's verdict */
  verdict: UpdateVerdict | null;
  /** the console asked for the GM lock's code ("Invalid password") */
  locked: boolean;
  /** the code given was taken ("Logged in.") */
  loggedIn: boolean;
  /** the tool reached no device */
  noDevice: string | null;
  /** the device's own lines */
  lines: string[];
}

const NO_DEVICE: [RegExp, string][] = [
  [/ECONNREFUSED/, "nothing listens at that address (connection refused)"],
  [/ETIMEDOUT|EHOSTUNREACH|ENETUNREACH/, "the address does not answer"],
  [/ENOTFOUND|EAI_AGAIN/, "no such host"],
  [/system_bus_socket|org\.bluez|dbus/i, "Bluetooth is not available: BlueZ's D-Bus service did not answer (README: Bluetooth on Linux)"],
  [/Unable to connect|No Ports Found|not found/i, "no device answered"],
];

export function readAnswer(output: string): Answer {
  const lines: string[] = [];
  for (const raw of output.split(/\r?\n/)) if (raw.startsWith("--] ")) lines.push(raw.slice(4));
  let abort: string | null = null;
  let verdict: UpdateVerdict | null = null;
  for (const l of lines) {
    const at = l.indexOf(ABORT_MARK);
    if (at >= 0) {
      try {
        abort = String((JSON.parse(l.slice(at + ABORT_MARK.length)) as { problem: unknown }).problem);
      } catch {
        abort = l.slice(at + ABORT_MARK.length);
      }
    }
    const v = l.trim().replace(/^>/, "");
    if (v.startsWith('{"ok":')) {
      try {
        verdict = JSON.parse(v) as UpdateVerdict;
      } catch {
        // a verdict cut by the connection's end: no verdict
      }
    }
  }
  let noDevice: string | null = null;
  if (lines.length === 0) for (const [re, why] of NO_DEVICE) if (noDevice === null && re.test(output)) noDevice = why;
  return {
    abort,
    verdict,
    locked: lines.some((l) => l.includes("Invalid password")),
    loggedIn: lines.some((l) => l.includes("Logged in.")),
    noDevice,
    lines,
  };
}
