/**
 * The emulator's command line (build/emulator.mjs, `npm run emulator`). Three ways to run:
 * - interactive, when stdin and stdout are terminals: the screen in block characters, arrows /
 *   Enter / Backspace as up / down / select / back, r restarts the device, q quits;
 * - scripted, with --keys, --text, --screenshot or --restart-after-keys: press the keys, then
 *   print the text on screen (--text), write a PNG (--screenshot) or print the screen;
 * - a demo, when stdout is not a terminal and nothing is scripted: a few keys, each screen
 *   printed, so the emulator can be seen working anywhere;
 * - with --listen HOST:PORT, the device's console on TCP (tcp-console.ts) for the espruino CLI
 *   and flash.sh: drawn in the terminal when there is one, else each new screen printed as text
 *   until SIGINT/SIGTERM (listen.ts).
 * Exit codes: 0 done; 1 the app threw an uncaught error (scripted and demo runs); 2 bad command
 * line, unknown board or missing bundle.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Emulator } from "./emulator";
import { AppTooLargeError, createEmulator, EmulatorSetupError, loadBoard } from "./emulator";
import { keyProblem, parseKeys } from "./input";
import { parseListen, runListening } from "./listen";
import { TcpConsole } from "./tcp-console";
import type { BlockMode, ColourMode } from "./terminal";
import { renderBlocks, renderSize } from "./terminal";

export const DEFAULT_BOARD = "banglejs2";
/** What the non-terminal demo presses; adjust to show the app's main path (navigate, roll, result). */
/**
 * The demo's keys: Roll, Skill check, Sir Aldric, Active, MeleeAttack, Sword, no specialty,
 * no TN, ROLL, then the table view for the players.
 */
export const DEMO_KEYS = ["select", "select", "select", "select", "select", "down", "select", "select", "select", "select", "up"];

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** stdout is a terminal, with its size and colour depth */
  tty?: { columns: number; rows: number; colour: ColourMode };
  /** stdin is a terminal (interactive mode possible) */
  stdinTty: boolean;
}

class UsageError extends Error {}

interface Options {
  board: string;
  app?: string;
  storage?: string;
  /** Storage size in bytes, over the board's */
  storageBytes?: number;
  keys?: string;
  screenshot?: string;
  scale: number;
  text: boolean;
  restartAfterKeys: boolean;
  seed?: number;
  blocks: BlockMode | "small" | "auto";
  colour: "auto" | "on" | "off";
  demo: boolean;
  listen?: { host: string; port: number };
  help: boolean;
}

const FLAGS: { name: string; arg?: string; help: string }[] = [
  { name: "board", arg: "ID", help: `board profile from boards/ (banglejs2, banglejs, pixljs); default ${DEFAULT_BOARD}` },
  { name: "app", arg: "FILE", help: "the built app bundle; default dist/<board>/sifni.app.js" },
  { name: "storage", arg: "DIR", help: "folder holding the device's Storage (kept); default a temporary folder" },
  { name: "storage-bytes", arg: "N", help: "the Storage's size in bytes, in place of the board's (a Pixl.js with a whole rules system: its 36 KB do not hold one)" },
  { name: "keys", arg: "LIST", help: "keys to press, comma-separated: up, down, select, back, a board input (BTN1, drag-up, tap) or wait:MS" },
  { name: "text", help: "print the text on the screen after the keys" },
  { name: "screenshot", arg: "FILE", help: "write the screen after the keys as a PNG" },
  { name: "scale", arg: "N", help: "PNG pixels per screen pixel, 1 to 16; default 2" },
  { name: "restart-after-keys", help: "restart the device (same Storage) after the keys, before the output" },
  { name: "seed", arg: "N", help: "seed for E.hwRand, so dice repeat; default random" },
  { name: "blocks", arg: "MODE", help: "terminal drawing: half (1x2 pixels a character), quad (2x2), small (4x4) or auto (fit the terminal)" },
  { name: "color", help: "colours in the terminal even when not detected" },
  { name: "no-color", help: "no colours: ink and paper only" },
  { name: "demo", help: "play the demo and print each screen (what happens when stdout is not a terminal)" },
  { name: "listen", arg: "HOST:PORT", help: "serve the device's console on TCP for the espruino CLI and flash.sh (-p tcp://HOST:PORT); port 0 picks one" },
  { name: "help", help: "this text" },
];

export function usage(): string {
  const width = Math.max(...FLAGS.map((f) => f.name.length + (f.arg ? f.arg.length + 1 : 0))) + 2;
  return [
    "sifni emulator: the S-Ifni pocket app on an emulated Espruino board",
    "",
    "usage: node build/emulator.mjs [options]     (npm run emulator -- [options])",
    "",
    ...FLAGS.map((f) => `  --${(f.name + (f.arg ? " " + f.arg : "")).padEnd(width)} ${f.help}`),
    "",
    "Interactive (a terminal): arrows up/down, Enter = select, Backspace = back, r = restart, q = quit.",
    "Scripted (--keys/--text/--screenshot): exits 1 if the app threw an uncaught error.",
  ].join("\n");
}

function parse(argv: string[]): Options {
  const o: Options = { board: DEFAULT_BOARD, scale: 2, text: false, restartAfterKeys: false, blocks: "auto", colour: "auto", demo: false, help: false };
  const takes = new Set(FLAGS.filter((f) => f.arg).map((f) => f.name));
  const known = new Set(FLAGS.map((f) => f.name));
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const t = argv[i];
    if (t === "-h") {
      o.help = true;
      continue;
    }
    if (!t.startsWith("--")) throw new UsageError(`unexpected argument ${JSON.stringify(t)} (options start with --, see --help)`);
    const eq = t.indexOf("=");
    const name = eq < 0 ? t.slice(2) : t.slice(2, eq);
    if (!known.has(name)) throw new UsageError(`unknown option --${name} (see --help)`);
    if (seen.has(name)) throw new UsageError(`--${name} given more than once`);
    seen.add(name);
    let value = "";
    if (takes.has(name)) {
      if (eq >= 0) value = t.slice(eq + 1);
      else {
        const next = argv[i + 1];
        if (next === undefined || next.startsWith("--")) throw new UsageError(`--${name} needs a value`);
        value = next;
        i++;
      }
      if (value === "") throw new UsageError(`--${name} needs a value`);
    } else if (eq >= 0) throw new UsageError(`--${name} takes no value`);
    switch (name) {
      case "board":
        o.board = value;
        break;
      case "app":
        o.app = resolve(value);
        break;
      case "storage":
        o.storage = resolve(value);
        break;
      case "keys":
        o.keys = value;
        break;
      case "screenshot":
        o.screenshot = resolve(value);
        break;
      case "scale":
        if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 16) throw new UsageError(`--scale must be a whole number from 1 to 16, got ${JSON.stringify(value)}`);
        o.scale = Number(value);
        break;
      case "storage-bytes":
        if (!/^\d+$/.test(value) || Number(value) < 4096 || Number(value) > 64 * 1024 * 1024) throw new UsageError(`--storage-bytes must be a whole number of bytes from 4096 to 67108864, got ${JSON.stringify(value)}`);
        o.storageBytes = Number(value);
        break;
      case "seed":
        if (!/^\d+$/.test(value) || Number(value) > 0xffffffff) throw new UsageError(`--seed must be a whole number from 0 to 4294967295, got ${JSON.stringify(value)}`);
        o.seed = Number(value);
        break;
      case "blocks":
        if (value !== "half" && value !== "quad" && value !== "small" && value !== "auto") throw new UsageError(`--blocks must be half, quad, small or auto, got ${JSON.stringify(value)}`);
        o.blocks = value;
        break;
      case "text":
        o.text = true;
        break;
      case "restart-after-keys":
        o.restartAfterKeys = true;
        break;
      case "color":
        o.colour = "on";
        break;
      case "no-color":
        o.colour = "off";
        break;
      case "demo":
        o.demo = true;
        break;
      case "listen": {
        const l = parseListen(value);
        if (typeof l === "string") throw new UsageError(l);
        o.listen = l;
        break;
      }
      case "help":
        o.help = true;
        break;
    }
  }
  if (seen.has("color") && seen.has("no-color")) throw new UsageError("--color and --no-color contradict each other");
  return o;
}

/** A Storage size that holds `bytes` of files with room to spare (each file's header, the log, the sheets): a power of two. */
function roomFor(bytes: number): number {
  let n = 65536;
  while (n < bytes * 1.25 + 16384) n *= 2;
  return n;
}

function colourFor(o: Options, io: Io): ColourMode {
  if (o.colour === "off") return "none";
  if (o.colour === "on") return io.tty && io.tty.colour !== "none" ? io.tty.colour : "256";
  return io.tty ? io.tty.colour : "none";
}

/** How to draw the screen in block characters: a block mode and a downsampling factor. */
type Drawing = { mode: BlockMode; downsample: number };

const DRAWINGS: { [name: string]: Drawing } = {
  half: { mode: "half", downsample: 1 },
  quad: { mode: "quad", downsample: 1 },
  small: { mode: "quad", downsample: 2 },
};

function drawingFor(o: Options, emu: Emulator, io: Io, reservedRows: number): Drawing {
  if (o.blocks !== "auto") return DRAWINGS[o.blocks];
  // without a terminal: Pixl.js at full size, the Bangles at half size (their text is scaled x2)
  if (!io.tty) return emu.fb.width > 128 ? DRAWINGS.small : DRAWINGS.half;
  const tty = io.tty;
  const fits = (d: Drawing): boolean => {
    const size = renderSize(emu.fb, d.mode, true, d.downsample);
    return size.cols <= tty.columns && size.rows + reservedRows <= tty.rows;
  };
  return [DRAWINGS.half, DRAWINGS.quad].find(fits) ?? DRAWINGS.small;
}

function screen(emu: Emulator, drawing: Drawing, colour: ColourMode): string {
  return renderBlocks(emu.fb, { mode: drawing.mode, downsample: drawing.downsample, colour, darkTheme: emu.board.screen.theme.dark, frame: true }).join("\n");
}

/** Runs the command line; resolves to the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  let o: Options;
  try {
    o = parse(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`emulator: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  if (o.help) {
    io.out(usage() + "\n");
    return 0;
  }
  const scripted = o.keys !== undefined || o.text || o.screenshot !== undefined || o.restartAfterKeys;
  const interactive = !scripted && !o.demo && io.stdinTty && io.tty !== undefined;
  let storageDir = o.storage;
  const temporary = storageDir === undefined;
  if (!storageDir) storageDir = mkdtempSync(join(tmpdir(), "sifni-emulator-"));
  try {
    let board;
    try {
      board = loadBoard(o.board);
      if (o.storageBytes !== undefined) board = { ...board, storage: { ...board.storage, bytes: o.storageBytes } };
    } catch (e) {
      if (e instanceof EmulatorSetupError) {
        io.err(`emulator: ${e.message}\n`);
        return 2;
      }
      throw e;
    }
    const keys = o.keys === undefined ? [] : parseKeys(o.keys);
    for (const k of keys) {
      const p = keyProblem(board, k);
      if (p) {
        io.err(`emulator: ${p}\n`);
        return 2;
      }
    }
    let emu: Emulator;
    try {
      emu = createEmulator({
        board,
        appFile: o.app,
        storageDir,
        seed: o.seed,
        onPrint: interactive ? undefined : (line) => io.err(`app> ${line}\n`),
        onWarning: interactive ? undefined : (m) => io.err(`emulator: warning: ${m}\n`),
      });
    } catch (e) {
      if (e instanceof EmulatorSetupError) {
        io.err(`emulator: ${e.message}\n`);
        // the Pixl.js's 36 KB hold the app, not yet its features and rules (docs/device.md)
        if (e instanceof AppTooLargeError && o.storageBytes === undefined) io.err(`emulator: to run it anyway, give the Storage more room: --storage-bytes ${roomFor(e.bytes)}\n`);
        return 2;
      }
      throw e;
    }
    if (o.listen) {
      emu.pressAll(keys);
      const tcp = new TcpConsole(emu, { host: o.listen.host, port: o.listen.port, onEvent: (t) => io.err(`emulator: console ${t}\n`) });
      let at: { host: string; port: number };
      try {
        at = await tcp.listen();
      } catch (e) {
        io.err(`emulator: cannot listen on ${o.listen.host}:${o.listen.port}: ${(e as Error).message}\n`);
        return 2;
      }
      const url = `tcp://${at.host}:${at.port}`;
      io.err(`emulator: ${emu.board.name}'s console listening on ${url} (espruino -p ${url}; Ctrl-C stops)\n`);
      if (io.stdinTty && io.tty !== undefined) return await runInteractive(emu, o, io, tcp, url);
      return await runListening(emu, tcp, io.out);
    }
    if (interactive) return await runInteractive(emu, o, io);
    if (!scripted) return runDemo(emu, o, io);
    emu.pressAll(keys);
    if (o.restartAfterKeys) emu.restart();
    if (o.screenshot) writeFileSync(o.screenshot, emu.png(o.scale));
    if (o.text) io.out(emu.textLines().join("\n") + "\n");
    if (!o.text && !o.screenshot) io.out(screen(emu, drawingFor(o, emu, io, 0), colourFor(o, io)) + "\n");
    return emu.errors.length > 0 ? 1 : 0;
  } finally {
    if (temporary) rmSync(storageDir, { recursive: true, force: true });
  }
}

function runDemo(emu: Emulator, o: Options, io: Io): number {
  const mode = drawingFor(o, emu, io, 0);
  const colour = colourFor(o, io);
  const show = (caption: string): void => {
    io.out(`\n# ${caption}\n${screen(emu, mode, colour)}\n`);
    const text = emu.textLines();
    if (text.length > 0) io.out(text.map((l) => `  | ${l}`).join("\n") + "\n");
  };
  io.out(`S-Ifni pocket on an emulated ${emu.board.name} (${emu.board.screen.width}x${emu.board.screen.height}); keys: ${DEMO_KEYS.join(", ")}\n`);
  show("start");
  for (const k of DEMO_KEYS) {
    emu.press(k);
    show(`${k} (${emu.board.name}: ${emu.board.input[k as "up"] ?? k})`);
  }
  io.out('\nInteractive: run "npm start" in a terminal (arrows, Enter, Backspace; q quits).\n');
  return emu.errors.length > 0 ? 1 : 0;
}

const KEYMAP: { [seq: string]: string } = {
  "\x1b[A": "up",
  "\x1bOA": "up",
  "\x1b[B": "down",
  "\x1bOB": "down",
  "\r": "select",
  "\n": "select",
  "\x1b[C": "select",
  "\x7f": "back",
  "\b": "back",
  "\x1b[D": "back",
};

function runInteractive(emu: Emulator, o: Options, io: Io, tcp?: TcpConsole, url?: string): Promise<number> {
  const stdin = process.stdin;
  const colour = colourFor(o, io);
  const startReal = Date.now();
  const startVirtual = emu.now();
  let lastFrame = "";
  const draw = (): void => {
    const tty = io.tty ?? { columns: 80, rows: 24, colour: "none" as ColourMode };
    const mode = drawingFor(o, emu, io, 4);
    const status = [
      `${emu.board.name}  ↑/↓ ${emu.board.input.up}/${emu.board.input.down}  Enter ${emu.board.input.select}  Backspace ${emu.board.input.back}  r restart  q quit`,
      emu.lock.locked ? "[locked: a button wakes it]" : emu.running ? "" : "[no app running: r restarts]",
      tcp ? `console ${url}${tcp.connected ? ": connected" : ""}` : "",
      ...emu.printed.slice(-2).map((l) => `app> ${l}`),
    ]
      .filter((l) => l.length > 0)
      .map((l) => l.substring(0, tty.columns));
    const frame = "\x1b[H" + screen(emu, mode, colour).split("\n").join("\x1b[K\n") + "\x1b[K\n" + status.join("\x1b[K\n") + "\x1b[J";
    if (frame !== lastFrame) io.out(frame);
    lastFrame = frame;
  };
  return new Promise((done) => {
    const finish = (): void => {
      clearInterval(ticker);
      void tcp?.close();
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      io.out("\x1b[?25h\x1b[?1049l");
      done(0);
    };
    const onData = (chunk: Buffer): void => {
      const s = chunk.toString("latin1");
      if (s === "q" || s === "Q" || s === "\x03") return finish();
      if (s === "r" || s === "R") emu.restart();
      else if (KEYMAP[s]) emu.press(KEYMAP[s]);
      draw();
    };
    const ticker = setInterval(() => {
      // virtual time keeps up with real time (a key press may have run it ahead)
      const target = startVirtual + (Date.now() - startReal);
      if (target > emu.now()) emu.advance(target - emu.now());
      tcp?.poll();
      draw();
    }, 40);
    io.out("\x1b[?1049h\x1b[?25l\x1b[2J");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
    draw();
  });
}
