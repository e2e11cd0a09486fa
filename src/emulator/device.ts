/**
 * The device globals of the app's context, per board: timers, setWatch and the buttons, getTime,
 * print/console, require("Storage"), load/reset, E, NRF, process, and Bangle or Pixl as the
 * board has them. Semantics follow Espruino's sources (src/jswrap_interactive.c, jswrap_io.c,
 * jswrap_espruino.c, libs/banglejs, libs/pixljs, libs/bluetooth); what an app may call but the
 * emulator does not model throws "... is not emulated" rather than silently doing nothing.
 */
import type { BoardProfile } from "../boards/profile";
import { base64Decode, base64Encode } from "./bytes";
import type { Clock } from "./clock";
import { MIN_INTERVAL_MS } from "./clock";
import { toFloat, toInt } from "./convert";
import { consoleLockOf } from "./console-lock";
import { Emitter } from "./events";
import type { Framebuffer } from "./framebuffer";
import type { EmulatedGraphics } from "./graphics";
import type { PinBank } from "./pins";
import type { AppRealm } from "./realm";
import { createStorageModule } from "./storage-module";
import type { FlashStore } from "./flash-store";

/** Something the app asked the hardware to do that has no screen effect: buzz, beep, NRF... */
export interface DeviceCall {
  /** virtual time, ms */
  at: number;
  name: string;
  args: unknown[];
}

/** The console password (E.setPassword, E.lockConsole); its lifetimes are in console-lock.ts. */
import type { ConsoleLock } from "./console-lock";
export type { ConsoleLock };

/** Bangle.js lock and LCD state. */
export interface LockState {
  locked: boolean;
  /** auto-lock after this long without input (0: never) */
  afterMs: number;
  lastInput: number;
}

export interface Machine {
  board: BoardProfile;
  fb: Framebuffer;
  clock: Clock;
  storage: FlashStore;
  pins: PinBank;
  graphics: EmulatedGraphics;
  lock: LockState;
  consoleLock: ConsoleLock;
  calls: DeviceCall[];
  realm(): AppRealm;
  /** runs an app callback now (errors are reported, not thrown) */
  call(fn: unknown, args: unknown[]): void;
  print(line: string): void;
  warn(message: string): void;
  /** E.hwRand: a signed 32-bit random number */
  hwRand(): number;
  /** load() / load(file) / reset(), carried out when the app next goes idle */
  requestLoad(file: string | undefined): void;
  requestReset(): void;
  setLocked(locked: boolean): void;
  setLcdPower(on: boolean): void;
}

/** The firmware version the emulated semantics were read from. */
export const FIRMWARE_VERSION = "2v29";

/** Espruino's longest timer period ("Interval is too long (>100 years)"), in ms. */
const MAX_INTERVAL_MS = 100 * 365.25 * 24 * 3600 * 1000;

const E_NOT_EMULATED = [
  "showMenu", "showMessage", "showPrompt", "showAlert", "showScroller", "toString", "toUint8Array", "toJS",
  "toArrayBuffer", "toFlatString", "asUTF8", "fromUTF8", "isUTF8", "decodeUTF8", "variance", "convolve", "FFT",
  "getTemperature", "getAnalogVRef", "getVDDH", "nativeCall", "enableWatchdog", "kickWatchdog", "comparator",
  "setComparator", "getFlags", "setFlags", "pipe", "memoryArea", "setBootCode", "setClock", "getClock",
  "setConsole", "getConsole", "reverseByte", "dumpLockedVars", "dumpFreeList", "dumpFragmentation",
  "dumpVariables", "defrag", "getSizeOf", "getAddressOf", "mapInPlace", "lookupNoCase", "dumpStr", "srand",
  "HSBtoRGB", "setTimeZone", "setDST", "memoryMap", "asm", "compiledC",
  "rebootToDFU", "setUSBHID", "sendUSBHID", "setRTCPrescaler", "getRTCPrescaler", "getPowerUsage",
  "stopEventPropagation",
];
const NRF_RECORDED = [
  "setAdvertising", "setServices", "updateServices", "sleep", "wake", "restart", "disconnect", "setSecurity",
  "setTxPower", "setScanResponse", "eraseBonds", "setConnectionInterval", "setWhitelist",
];
const NRF_NOT_EMULATED = [
  "getAdvertisingName", "setAddress", "resolveAddress", "getBattery", "getAdvertisingData", "setScan",
  "filterDevices", "findDevices", "setRSSIHandler", "nfcURL", "nfcPair", "nfcAndroidApp", "nfcRaw", "nfcStart",
  "nfcStop", "nfcSend", "sendHIDReport", "ancsIsActive", "ancsAction", "ancsGetNotificationInfo",
  "ancsGetAppInfo", "amsIsActive", "amsGetPlayerInfo", "amsGetTrackInfo", "amsCommand", "ctsIsActive",
  "ctsGetTime", "requestDevice", "connect", "getSecurityStatus", "startBonding", "updateConnection",
];
const BANGLE_NOT_EMULATED = [
  "setUI", "showLauncher", "showClock", "showRecoveryMenu", "showTestScreen", "load", "loadWidgets", "drawWidgets",
  "setLCDMode", "getLCDMode", "setLCDOffset", "setLCDOverlay", "setPollInterval", "setHRMPower", "isHRMOn",
  "setGPSPower", "isGPSOn", "getGPSFix", "setCompassPower", "isCompassOn", "resetCompass", "setBarometerPower",
  "isBarometerOn", "getStepCount", "setStepCount", "getCompass", "getAccel", "getHealthStatus", "dbg", "lcdWr",
  "touchWr", "touchRd", "accelWr", "accelRd", "barometerWr", "barometerRd", "compassWr", "compassRd", "hrmWr",
  "hrmRd", "ioWr", "getPressure", "project", "off", "softOff", "getLogo", "factoryReset", "showLoadingScreen",
];

function stubs(owner: { [k: string]: unknown }, names: string[], label: string, realm: () => AppRealm): void {
  for (const n of names) {
    owner[n] = function (): never {
      return realm().fail(`${label}.${n} is not emulated (docs/emulator.md)`);
    };
  }
}

/** A promise of the app's realm that the emulator resolves after `ms` of virtual time. */
function laterPromise(m: Machine, ms: number): unknown {
  const P = m.realm().global.Promise as new (executor: (resolve: unknown) => void) => unknown;
  return new P((resolve) => {
    m.clock.add(ms, 0, () => m.call(resolve, []), true);
  });
}

function timerFunctions(m: Machine): { [name: string]: unknown } {
  const start = (fn: unknown, ms: unknown, args: unknown[], repeat: boolean): number => {
    if (typeof fn !== "function" && typeof fn !== "string") m.realm().fail("Function or String not supplied!");
    let period = toFloat(ms);
    if (Number.isNaN(period) || period < MIN_INTERVAL_MS) period = MIN_INTERVAL_MS;
    if (period > MAX_INTERVAL_MS) m.realm().fail("Interval is too long (>100 years)");
    return m.clock.add(period, repeat ? period : 0, () => m.call(fn, args));
  };
  const clear = (kind: string) =>
    function (...ids: unknown[]): void {
      if (ids.length === 0) {
        m.clock.removeAppTimers();
        return;
      }
      if (ids[0] === undefined) m.realm().fail(`clear${kind}(undefined) not allowed. Use clear${kind}() instead`);
      m.clock.remove(toInt(ids[0]));
    };
  return {
    setTimeout: (fn: unknown, ms: unknown, ...args: unknown[]) => start(fn, ms, args, false),
    setInterval: (fn: unknown, ms: unknown, ...args: unknown[]) => start(fn, ms, args, true),
    clearTimeout: clear("Timeout"),
    clearInterval: clear("Interval"),
    changeInterval: (id: unknown, ms: unknown): void => {
      let period = toFloat(ms);
      if (Number.isNaN(period) || period < MIN_INTERVAL_MS) period = MIN_INTERVAL_MS;
      m.clock.change(toInt(id), period);
    },
  };
}

/** How print and console.log show a value (strings as they are, other values as JSON). */
export function printable(v: unknown): string {
  if (typeof v === "string") return v;
  if (v === undefined || typeof v === "function") return String(v);
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** E.CRC32 (jswrap_espruino_CRC32): each element of iterable data as a byte; unsigned. */
function crc32Of(data: unknown): number | undefined {
  let bytes: number[];
  if (typeof data === "string") bytes = Array.from(data, (c) => c.charCodeAt(0));
  else if (typeof data === "object" && data !== null && typeof (data as { length?: unknown }).length === "number") {
    bytes = Array.from(data as ArrayLike<unknown>, (v) => toInt(v));
  } else return undefined;
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b & 255;
    for (let t = 0; t < 8; t++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function makeE(m: Machine, events: Emitter): { [k: string]: unknown } {
  // the interpreter's RAM is new: a password set before load() is gone, the lock flag is not
  consoleLockOf(m).softReset();
  const E: { [k: string]: unknown } = {
    ...events.methods(),
    hwRand: (): number => m.hwRand(),
    getErrorFlags: (): unknown => m.realm().toApp([]),
    getBattery: (): number => 100,
    clip: (x: unknown, min: unknown, max: unknown): number => {
      const v = toFloat(x);
      const lo = toFloat(min);
      const hi = toFloat(max);
      return v < lo ? lo : v > hi ? hi : v;
    },
    sum: (arr: unknown): number => {
      let s = 0;
      if (typeof arr === "object" && arr !== null && typeof (arr as { length?: unknown }).length === "number") {
        const a = arr as ArrayLike<unknown>;
        for (let i = 0; i < a.length; i++) s += toFloat(a[i]);
      }
      return s;
    },
    // the chip restarts: the console's lock goes too (console-lock.ts)
    reboot: (): void => {
      consoleLockOf(m).powerOff();
      m.requestLoad(undefined);
    },
    CRC32: (data: unknown): unknown => crc32Of(data),
    setPassword: (p: unknown): void => consoleLockOf(m).setPassword(p === undefined ? undefined : String(p)),
    lockConsole: (): void => consoleLockOf(m).lock(),
  };
  stubs(E, E_NOT_EMULATED, "E", () => m.realm());
  return E;
}

function makeNrf(m: Machine, events: Emitter): { [k: string]: unknown } {
  const NRF: { [k: string]: unknown } = {
    ...events.methods(),
    getAddress: (): string => "c0:ff:ee:00:51:f1 public",
  };
  for (const name of NRF_RECORDED) {
    NRF[name] = (...args: unknown[]): void => {
      m.calls.push({ at: m.clock.now, name: "NRF." + name, args });
    };
  }
  stubs(NRF, NRF_NOT_EMULATED, "NRF", () => m.realm());
  return NRF;
}

function makeBangle(m: Machine, events: Emitter): { [k: string]: unknown } {
  const { width, height } = m.board.screen;
  let lcdOn = true;
  let brightness = 1;
  const record = (name: string, args: unknown[]): void => {
    m.calls.push({ at: m.clock.now, name: "Bangle." + name, args });
  };
  const Bangle: { [k: string]: unknown } = {
    ...events.methods(),
    buzz: (time: unknown, strength: unknown): unknown => {
      let ms = toInt(time);
      if (ms <= 0) ms = 200;
      if (ms > 5000) ms = 5000;
      let amt = toFloat(strength);
      if (!Number.isFinite(amt) || amt > 1) amt = 1;
      if (amt < 0) amt = 0;
      record("buzz", [ms, amt]);
      return laterPromise(m, ms);
    },
    beep: (time: unknown, freq: unknown): unknown => {
      let ms = toInt(time);
      if (ms <= 0) ms = 200;
      const hz = toInt(freq) || 4000;
      record("beep", [ms, hz]);
      return laterPromise(m, ms);
    },
    haptic: (kind: unknown): void => record("haptic", [kind]),
    setLCDPower: (on: unknown): void => {
      lcdOn = !!on;
      m.setLcdPower(lcdOn);
    },
    isLCDOn: (): boolean => lcdOn,
    setBacklight: (on: unknown): void => record("setBacklight", [!!on]),
    isBacklightOn: (): boolean => true,
    setLCDBrightness: (b: unknown): void => {
      brightness = toFloat(b);
      record("setLCDBrightness", [brightness]);
    },
    setLCDTimeout: (seconds: unknown): void => {
      const s = toFloat(seconds);
      m.lock.afterMs = Number.isFinite(s) && s > 0 ? s * 1000 : 0;
    },
    setLocked: (locked: unknown): void => m.setLocked(!!locked),
    isLocked: (): boolean => m.lock.locked,
    isCharging: (): boolean => false,
    setOptions: (o: unknown): void => {
      if (typeof o !== "object" || o === null) return;
      const opts = o as { [k: string]: unknown };
      if (opts.lockTimeout !== undefined) m.lock.afterMs = Math.max(0, toFloat(opts.lockTimeout) || 0);
      record("setOptions", [m.realm().toApp(opts)]);
    },
    getOptions: (): unknown => m.realm().toApp({ lockTimeout: m.lock.afterMs, wakeOnBTN1: true }),
  };
  Object.defineProperty(Bangle, "appRect", {
    get: () => m.realm().toApp({ x: 0, y: 0, w: width, h: height, x2: width - 1, y2: height - 1 }),
    enumerable: true,
  });
  stubs(Bangle, BANGLE_NOT_EMULATED, "Bangle", () => m.realm());
  return Bangle;
}

function makePixl(m: Machine): { [k: string]: unknown } {
  const Pixl: { [k: string]: unknown } = {
    setContrast: (c: unknown): void => {
      m.calls.push({ at: m.clock.now, name: "Pixl.setContrast", args: [toFloat(c)] });
    },
    setLCDPower: (on: unknown): void => m.setLcdPower(!!on),
    lcdw: (c: unknown): void => {
      m.calls.push({ at: m.clock.now, name: "Pixl.lcdw", args: [toInt(c)] });
    },
    getBatteryPercentage: (): number => 100,
  };
  stubs(Pixl, ["menu"], "Pixl", () => m.realm());
  return Pixl;
}

function base64(m: Machine): { [k: string]: unknown } {
  return {
    btoa: (s: unknown): string => base64Encode(String(s)),
    atob: (s: unknown): string => {
      const out = base64Decode(String(s));
      return out === undefined ? m.realm().fail("Invalid base64 string") : out;
    },
  };
}

/** Emitters the emulator fires device events through. */
export interface DeviceEvents {
  bangle: Emitter | undefined;
  E: Emitter;
  NRF: Emitter;
}

/** Builds the app's device globals; returns them and the emitters for device events. */
export function deviceGlobals(m: Machine): { globals: { [name: string]: unknown }; events: DeviceEvents } {
  const caller = (fn: unknown, args: unknown[]): void => m.call(fn, args);
  const events: DeviceEvents = {
    bangle: m.board.loader === "bangle" ? new Emitter(caller) : undefined,
    E: new Emitter(caller),
    NRF: new Emitter(caller),
  };
  const storageModule = createStorageModule(m.storage, () => m.realm(), (msg) => m.warn(msg));
  const print = (...args: unknown[]): void => m.print(args.map(printable).join(" "));
  const board = m.board.id.toUpperCase();
  const globals: { [name: string]: unknown } = {
    ...timerFunctions(m),
    ...base64(m),
    g: m.graphics.g,
    Graphics: m.graphics.Graphics,
    setWatch: (fn: unknown, pin: unknown, options: unknown) => m.pins.setWatch(fn, pin, options),
    clearWatch: (...ids: unknown[]) => m.pins.clearWatch(ids),
    digitalRead: (pin: unknown): number => (m.pins.read(pin) ? 1 : 0),
    getTime: (): number => m.clock.now / 1000,
    // the chip's serial (nRF52: its FICR device id, two words in hex), fixed per emulator
    getSerial: (): string => "c0ffee00-000051f1",
    print,
    console: { log: print, debug: print, info: print, warn: print, error: print, trace: print },
    require: (name: unknown): unknown => {
      if (name === "Storage") return storageModule;
      return m.realm().fail(`Module ${JSON.stringify(String(name))} not found`);
    },
    load: (file?: unknown): void => m.requestLoad(file === undefined ? undefined : String(file)),
    reset: (): void => m.requestReset(),
    E: makeE(m, events.E),
    NRF: makeNrf(m, events.NRF),
    process: {
      version: FIRMWARE_VERSION,
      env: { VERSION: FIRMWARE_VERSION, BOARD: board },
      memory: (): never => m.realm().fail("process.memory() is not emulated: the emulator cannot count JsVars (docs/emulator.md)"),
    },
  };
  for (const b of m.board.buttons) globals[b] = m.pins.pins[b];
  if (events.bangle) globals.Bangle = makeBangle(m, events.bangle);
  if (m.board.id === "pixljs") globals.Pixl = makePixl(m);
  return { globals, events };
}

/**
 * Replaces the context's Date with one that reads the virtual clock (new Date(), Date.now()),
 * keeping every other behaviour of the built-in.
 */
export const VIRTUAL_DATE = `(function (now) {
  var RealDate = Date;
  function VDate(a, b, c, d, e, f, h) {
    var n = arguments.length;
    if (!(this instanceof VDate)) return new RealDate(now()).toString();
    var dt = n === 0 ? new RealDate(now()) : n === 1 ? new RealDate(a) :
      new RealDate(a, b, n > 2 ? c : 1, n > 3 ? d : 0, n > 4 ? e : 0, n > 5 ? f : 0, n > 6 ? h : 0);
    return dt;
  }
  VDate.prototype = RealDate.prototype;
  Object.defineProperty(RealDate.prototype, "constructor", { value: VDate, writable: true, configurable: true });
  VDate.now = function () { return now(); };
  VDate.parse = RealDate.parse;
  return VDate;
})`;
