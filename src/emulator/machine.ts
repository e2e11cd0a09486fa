/**
 * The emulated device, platform-neutral: a board profile, its screen, Storage (a FlashStore),
 * buttons and touch, a virtual clock, and the app bundle running in an Espruino-shaped realm
 * that the host provides (emulator.ts: a Node vm context over a folder; the companion page: an
 * iframe over memory). Nothing here touches Node or the DOM.
 *
 * Life cycle, as on the device: the bundle is installed into Storage under the board's app
 * file name (it takes flash like any file), then "powered on": Graphics reset, screen cleared to
 * the theme's background, the app file read back from Storage and run. restart() powers on
 * again with the same Storage (load() from the app does the same when it next goes idle).
 * On the Bangles every start (power-on, load()) first runs the boot files ("*.boot.js", numbered
 * ones first) as the Bangle bootloader's ".boot0" does, then the app; the Pixl.js has none.
 * After every call into the app the device "goes idle": a Bangle.js 2 sends its drawing to the
 * LCD, a pending load()/reset() happens.
 */
import type { BoardProfile } from "../boards/profile";
import { validateBoard } from "../boards/profile";
import { bytesText, textBytes } from "./bytes";
import { Clock } from "./clock";
import { consoleLockOf } from "./console-lock";
import type { ConsoleLock, DeviceCall, DeviceEvents, LockState, Machine } from "./device";
import { deviceGlobals, VIRTUAL_DATE } from "./device";
import type { FlashStore } from "./flash-store";
import { StorageError } from "./flash-store";
import { Framebuffer } from "./framebuffer";
import type { EmulatedGraphics } from "./graphics";
import { createGraphics } from "./graphics";
import { boardInput, DRAG_STEP_MS, flickSamples, keyProblem, parseKeys, PRESS_MS, SETTLE_MS, TAP_MS } from "./input";
import { PinBank } from "./pins";
import type { AppRealm, Outcome } from "./realm";
import { describeError, errorStack } from "./realm";
import { TextTracker } from "./text-dump";

/** 2025-01-01T00:00:00Z: where the virtual clock starts unless told otherwise. */
export const DEFAULT_START_TIME = Date.UTC(2025, 0, 1);
/** After power-on, the app gets this long to draw its first screen, ms. */
export const BOOT_SETTLE_MS = 200;
/** A runaway setInterval is cut off after this many callbacks within one advance(). */
const MAX_CALLBACKS_PER_ADVANCE = 100000;

export interface MachineOptions {
  /** a board profile (checked with validateBoard) */
  board: BoardProfile;
  /** the built bundle to install into Storage and run */
  appCode: string;
  /**
   * the files installed with the app (its rules systems, "sifni.sys.<id>.js"), by Storage
   * name: written with the app, as the App Loader and flash.sh --app do
   */
  appFiles?: { name: string; code: string }[];
  /** the device's flash */
  storage: FlashStore;
  /** a fresh Espruino-shaped realm for each power-on */
  newRealm: () => AppRealm;
  /** seeds E.hwRand (default: random) */
  seed?: number;
  /** virtual clock start, ms since 1970 */
  startTime?: number;
  onPrint?: (line: string) => void;
  onWarning?: (message: string) => void;
  onError?: (message: string) => void;
}

/** A bad board or app: the emulator cannot start. */
export class EmulatorSetupError extends Error {}

/** The app and its files do not fit the board's Storage; `bytes`: theirs, all together. */
export class AppTooLargeError extends EmulatorSetupError {
  constructor(
    message: string,
    readonly bytes: number,
  ) {
    super(message);
  }
}

/**
 * The boot files a Bangle runs before any app, in the bootloader's order (bootupdate.js builds
 * ".boot0" from them): "name.N.boot.js" first by N, then the others by name.
 */
export function bootFileOrder(names: string[]): string[] {
  const num = (n: string): number => {
    const m = /\.(\d+)\.boot\.js$/.exec(n);
    return m ? Number(m[1]) : Infinity;
  };
  return names
    .filter((n) => n.endsWith(".boot.js"))
    .sort((a, b) => (num(a) !== num(b) ? (num(a) < num(b) ? -1 : 1) : a < b ? -1 : a > b ? 1 : 0));
}

/** A small deterministic generator for E.hwRand (splitmix32), seeded per emulator. */
function hwRandSource(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
}

type Pending = { kind: "load"; file: string | undefined } | { kind: "reset" };

export class EmulatedMachine implements Machine {
  readonly board: BoardProfile;
  readonly fb: Framebuffer;
  readonly clock: Clock;
  readonly storage: FlashStore;
  readonly pins: PinBank;
  readonly graphics: EmulatedGraphics;
  readonly lock: LockState;
  /**
   * The console password and whether it is locked (E.setPassword, E.lockConsole). The password
   * is one of the interpreter's variables, so every load() and restart forgets it; the locked
   * flag outlives load() (JSIS_SOFTINIT_MASK) but not a power cycle (restart()).
   */
  get consoleLock(): ConsoleLock {
    return consoleLockOf(this);
  }
  readonly calls: DeviceCall[] = [];
  /** lines the app printed (print, console.log, uncaught errors) */
  readonly printed: string[] = [];
  /** uncaught errors, with their stacks */
  readonly errors: string[] = [];
  /** things that work here but would surprise on the device (a cut file name...) */
  readonly warnings: string[] = [];
  /** whether an app is loaded (false after reset() or a failed install) */
  running = false;

  private readonly texts = new TextTracker();
  private readonly options: MachineOptions;
  private readonly listeners: ((line: string) => void)[] = [];
  private readonly random: () => number;
  private current: AppRealm | undefined;
  private events: DeviceEvents | undefined;
  private pending: Pending | undefined;
  private depth = 0;
  /** the last touch position reported, for drag dx/dy */
  private lastTouch: { x: number; y: number; down: boolean } = { x: 0, y: 0, down: false };

  constructor(options: MachineOptions) {
    this.options = options;
    this.board = options.board;
    const problems = validateBoard(this.board);
    if (problems.length > 0) throw new EmulatorSetupError(`board profile: ${problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`);
    this.fb = new Framebuffer(this.board);
    this.clock = new Clock(options.startTime ?? DEFAULT_START_TIME);
    this.storage = options.storage;
    this.random = hwRandSource(options.seed ?? Math.floor(Math.random() * 0x100000000));
    this.lock = { locked: false, afterMs: this.board.lock ? this.board.lock.afterMs : 0, lastInput: this.clock.now };
    this.pins = new PinBank(this.board.buttons, {
      clock: this.clock,
      realm: () => this.realm(),
      call: (fn, args) => this.call(fn, args),
      print: (line) => this.print(line),
    });
    this.graphics = createGraphics({
      board: this.board,
      fb: this.fb,
      text: this.texts,
      fail: (m) => this.realm().fail(m),
      toApp: (v) => this.realm().toApp(v),
    });
    this.install();
    this.powerOn(undefined);
  }

  // ---- Machine ----

  realm(): AppRealm {
    if (!this.current) throw new Error("no app is loaded");
    return this.current;
  }

  call(fn: unknown, args: unknown[]): void {
    if (!this.running || !this.current) return;
    this.depth++;
    const r = this.current.invoke(fn, undefined, args);
    this.depth--;
    if (!r.ok) this.uncaught(r.error);
    this.idle();
  }

  print(line: string): void {
    for (const l of line.split("\n")) {
      this.printed.push(l);
      this.options.onPrint?.(l);
      for (const fn of this.listeners.slice()) fn(l);
    }
  }

  /** Calls `fn` with each line the app prints from now on (print, console, uncaught errors); returns a stop function. */
  listen(fn: (line: string) => void): () => void {
    this.listeners.push(fn);
    return () => {
      const i = this.listeners.indexOf(fn);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  warn(message: string): void {
    if (this.warnings.includes(message)) return;
    this.warnings.push(message);
    this.options.onWarning?.(message);
  }

  hwRand(): number {
    return this.random();
  }

  requestLoad(file: string | undefined): void {
    this.pending = { kind: "load", file };
  }

  requestReset(): void {
    this.pending = { kind: "reset" };
  }

  setLocked(locked: boolean): void {
    if (!this.board.lock || !this.events?.bangle) return;
    if (!locked) this.lock.lastInput = this.clock.now;
    if (this.lock.locked === locked) return;
    this.lock.locked = locked;
    this.events.bangle.emitFromDevice("lock", [locked]);
    if (this.board.lock.screenOff) this.setLcdPower(!locked);
  }

  setLcdPower(on: boolean): void {
    if (this.fb.lcdOn === on) return;
    this.fb.lcdOn = on;
    this.events?.bangle?.emitFromDevice("lcdPower", [on]);
  }

  // ---- life cycle ----

  private uncaught(error: unknown): void {
    this.print(`Uncaught ${describeError(error)}`);
    this.errors.push(errorStack(error));
    this.options.onError?.(describeError(error));
  }

  /** Writes the bundle and its files into Storage, as an upload would (unchanged files are not rewritten). */
  private install(): void {
    const code = this.options.appCode;
    const { appFile, infoFile, prefix } = this.board.storage;
    try {
      this.storage.write(appFile, textBytes(code), 0, 0);
      for (const f of this.options.appFiles ?? []) this.storage.write(f.name, textBytes(f.code), 0, 0);
      if (infoFile) {
        const id = prefix.replace(/\.$/, "");
        this.storage.write(infoFile, textBytes(JSON.stringify({ id, name: "S-Ifni", src: appFile, type: "app" })), 0, 0);
      }
    } catch (e) {
      if (e instanceof StorageError) {
        const files = this.options.appFiles ?? [];
        const all = files.reduce((n, f) => n + f.code.length, code.length);
        const what = files.length > 0 ? `the app (${code.length} bytes; ${all} with its ${files.length} files)` : `the app (${code.length} bytes)`;
        throw new AppTooLargeError(`${what} does not fit in ${this.board.name}'s Storage: ${e.message}, ${this.storage.getFree()} bytes free`, all);
      }
      throw e;
    }
  }

  /** Stops the running app: kill handlers, then timers, watches and listeners go. */
  private unload(): void {
    if (this.running && this.events) this.events.E.emitFromDevice("kill", []);
    this.running = false;
    this.clock.removeAll();
    this.pins.reset();
    this.events?.bangle?.clear();
    this.events?.E.clear();
    this.events?.NRF.clear();
  }

  /**
   * The Bangle bootloader's ".boot0": the boot files one after another in one script, so the
   * first that throws ends the rest (the app still starts, as the firmware runs it apart).
   */
  private runBootFiles(realm: AppRealm): void {
    const names = bootFileOrder(this.storage.list());
    if (names.length === 0) return;
    const code = names.map((n) => bytesText(this.storage.readBytes(n) ?? new Uint8Array(0))).join(";\n");
    this.depth++;
    const r = realm.evaluate(code, ".boot0");
    this.depth--;
    if (!r.ok) this.uncaught(r.error);
  }

  /** Starts the app file (or `file`) from Storage with fresh RAM, as load() does; `buttonHeld`: nothing is run. */
  private powerOn(file: string | undefined, buttonHeld = false): void {
    this.unload();
    const realm = this.options.newRealm();
    this.current = realm;
    const { globals, events } = deviceGlobals(this);
    this.events = events;
    Object.assign(realm.global, globals);
    realm.global.global = realm.global;
    const date = realm.evaluate(VIRTUAL_DATE, "emulator");
    if (!date.ok) throw date.error;
    realm.global.Date = (date.value as (now: () => number) => unknown)(() => this.clock.now);
    // RAM is fresh: Graphics state and theme back to the firmware's, screen cleared
    this.graphics.powerOn();
    (this.graphics.g.clear as () => void)();
    this.fb.flip();
    this.texts.forget();
    this.lock.locked = false;
    this.lock.lastInput = this.clock.now;
    this.fb.lcdOn = true;
    this.lastTouch = { x: 0, y: 0, down: false };
    // started with the button held: the firmware runs no boot code, no app (a Bangle shows its recovery menu)
    if (buttonHeld) return;
    const name = file ?? this.board.storage.appFile;
    if (this.board.loader === "bangle") this.runBootFiles(realm);
    const bytes = this.storage.readBytes(name);
    if (bytes === undefined) {
      this.print(`ERROR: ${JSON.stringify(name)} is not in Storage: nothing to run`);
      return;
    }
    this.running = true;
    this.depth++;
    const r = realm.evaluate(bytesText(bytes), name);
    this.depth--;
    if (!r.ok) this.uncaught(r.error);
    this.idle();
    this.advance(BOOT_SETTLE_MS);
  }

  /** The device goes idle: Bangle.js 2 updates its LCD; load()/reset() requests are carried out. */
  private idle(): void {
    if (this.depth > 0) return;
    if (this.board.screen.update === "idle") this.fb.flip();
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    if (p.kind === "reset") {
      this.unload();
      return;
    }
    this.powerOn(p.file);
  }

  /**
   * Runs a line typed on the TCP console (console.ts) at global scope, as the REPL does; the
   * console prints the outcome itself, then the device goes idle (a load() on the line happens then).
   */
  consoleEval(code: string): Outcome {
    if (!this.current) return { ok: false, error: new Error("no app is loaded") };
    this.depth++;
    const r = this.current.evaluate(code, "REPL");
    this.depth--;
    this.idle();
    return r;
  }

  /**
   * Runs code at the app's global scope as the device's console does with a line it is sent:
   * an uncaught error is printed and reported (and returned), then the device goes idle.
   */
  execute(code: string, filename = "console"): Outcome {
    if (!this.current) return { ok: false, error: new Error("no app is loaded") };
    this.depth++;
    const r = this.current.evaluate(code, filename);
    this.depth--;
    if (!r.ok) this.uncaught(r.error);
    this.idle();
    return r;
  }

  /**
   * Power-cycles the emulated device: the app starts again with the same Storage, or `file`
   * (a Bangle restarting into its clock or another app). `buttonHeld`: started with the button
   * held, which runs neither boot files nor app (targets/nrf5x/main.c): the console is open.
   */
  restart(file?: string, options: { buttonHeld?: boolean } = {}): void {
    this.pending = undefined;
    this.consoleLock.powerOff();
    this.powerOn(file, options.buttonHeld === true);
  }

  // ---- time and input ----

  /** Lets `ms` of virtual time pass, running due timers (and a Bangle's auto-lock) in order. */
  advance(ms: number): void {
    const target = this.clock.now + Math.max(0, ms);
    let runs = 0;
    for (;;) {
      const t = this.running ? this.clock.nextDue(target) : undefined;
      const lockAt =
        this.events?.bangle && !this.lock.locked && this.lock.afterMs > 0 ? this.lock.lastInput + this.lock.afterMs : Infinity;
      if (lockAt <= target && (!t || lockAt <= t.at)) {
        this.clock.now = Math.max(this.clock.now, lockAt);
        this.setLocked(true);
        this.idle();
        continue;
      }
      if (!t) break;
      if (++runs > MAX_CALLBACKS_PER_ADVANCE) {
        this.warn(`more than ${MAX_CALLBACKS_PER_ADVANCE} timer callbacks within ${ms} ms: stopped early`);
        break;
      }
      this.clock.now = Math.max(this.clock.now, t.at);
      this.clock.consume(t);
      t.run();
      this.idle();
    }
    this.clock.now = target;
  }

  /** A key: up, down, select, back, one of the board's inputs (BTN1, drag-up, tap...), or wait:MS. */
  press(key: string): void {
    const problem = keyProblem(this.board, key);
    if (problem) throw new Error(problem);
    const wait = /^wait:(\d+)$/.exec(key);
    if (wait) {
      this.advance(Number(wait[1]));
      return;
    }
    const input = boardInput(this.board, key);
    if (input === "drag-up" || input === "drag-down") this.flick(input === "drag-up" ? -1 : 1);
    else if (input === "tap") this.tap();
    else this.button(input);
  }

  /** Several keys in order: an array or a "down,down,select" list. */
  pressAll(keys: string | string[]): void {
    for (const k of typeof keys === "string" ? parseKeys(keys) : keys) this.press(k);
  }

  private bangleEmit(event: string, args: unknown[]): void {
    const bangle = this.events?.bangle;
    if (!bangle || !this.running) return;
    bangle.emitFromDevice(event, args.map((a) => (typeof a === "object" && a !== null ? this.realm().toApp(a) : a)));
  }

  private button(name: string): void {
    const touchZone = this.board.touch === "zones" && (name === "BTN4" || name === "BTN5");
    let deliver = true;
    if (this.board.lock && this.events?.bangle) {
      if (this.lock.locked) {
        deliver = false;
        // a real button wakes a Bangle that locks by timeout; the wake press itself is swallowed
        if (!touchZone && this.lock.afterMs > 0) this.setLocked(false);
      } else this.lock.lastInput = this.clock.now;
    }
    this.pins.change(name, true, deliver);
    this.idle();
    this.advance(PRESS_MS);
    this.pins.change(name, false, deliver);
    if (touchZone && deliver) this.bangleEmit("touch", [name === "BTN4" ? 1 : 2]);
    this.idle();
    this.advance(SETTLE_MS);
  }

  private touchUsable(): boolean {
    if (this.lock.locked) return false;
    this.lock.lastInput = this.clock.now;
    return true;
  }

  /** One drag sample: {x, y, dx, dy, b}, dx/dy against the last sample while the finger was down. */
  private dragEvent(x: number, y: number, down: boolean): void {
    const last = this.lastTouch;
    const dx = last.down ? x - last.x : 0;
    const dy = last.down ? y - last.y : 0;
    this.lastTouch = { x, y, down };
    this.bangleEmit("drag", [{ x, y, dx, dy, b: down ? 1 : 0 }]);
  }

  private flick(dir: number): void {
    if (this.touchUsable()) {
      const samples = flickSamples(this.fb.width, this.fb.height, dir);
      samples.forEach((s, i) => {
        if (i > 0) this.advance(DRAG_STEP_MS);
        if (!s.down) this.bangleEmit("swipe", [0, dir]);
        this.dragEvent(s.x, s.y, s.down);
      });
    }
    this.advance(SETTLE_MS);
  }

  private tap(): void {
    if (this.touchUsable()) {
      const x = Math.floor(this.fb.width / 2);
      const y = Math.floor(this.fb.height / 2);
      this.dragEvent(x, y, true);
      this.advance(TAP_MS);
      this.bangleEmit("touch", [x < this.fb.width / 2 ? 1 : 2, { x, y, type: 0 }]);
      this.dragEvent(x, y, false);
    }
    this.advance(SETTLE_MS);
  }

  // ---- what is on the glass ----

  /** The text on the glass, one line per row of text (see text-dump.ts). */
  textLines(): string[] {
    return this.texts.read(this.fb);
  }

  text(): string {
    return this.textLines().join("\n");
  }

  /** The screen memory and glass (also `fb`). */
  get framebuffer(): Framebuffer {
    return this.fb;
  }

  /** Virtual time, ms since 1970. */
  now(): number {
    return this.clock.now;
  }
}
