/**
 * Board profiles (boards/*.json): what the device build and the emulator need to know about a
 * board, as data. Pure and ES5-safe like the engine: the device build reads the profiles at build
 * time, the emulator at run time, and both check them with validateBoard first.
 * docs/emulator.md lists where each figure comes from (Espruino's board files and sources).
 */
import { Problem } from "../engine/rules/types";
import { isList } from "../engine/validate";

/** Colours of the firmware's default theme, in the Graphics colour depth (16-bit on every board here). */
export interface BoardTheme {
  fg: number;
  bg: number;
  fg2: number;
  bg2: number;
  fgH: number;
  bgH: number;
  fgW: number;
  bgW: number;
  dark: boolean;
}

export interface BoardScreen {
  width: number;
  height: number;
  /** 1 (Pixl.js, monochrome), 3 (Bangle.js 2: 16-bit colours dithered to 3-bit RGB), 16 (RGB565) */
  bpp: number;
  /**
   * When drawing reaches the glass: "flip" only on g.flip() (Pixl.js), "idle" on g.flip() and
   * whenever JavaScript goes idle (Bangle.js 2), "direct" at once (Bangle.js 1).
   */
  update: "flip" | "idle" | "direct";
  theme: BoardTheme;
}

/** A key name: "BTN1".."BTN5" (a button or touch-area pin), "drag-up", "drag-down", "tap". */
export type InputName = string;

export interface BoardInput {
  kind: "buttons" | "touch";
  up: InputName;
  down: InputName;
  select: InputName;
  back: InputName;
}

export interface BoardProfile {
  id: string;
  name: string;
  screen: BoardScreen;
  /** the bitmap fonts built into the firmware ("6x8" is missing on Pixl.js) */
  fonts: string[];
  /** the UI's text font: one of `fonts`, scaled */
  font: { name: string; scale: number };
  /** button pins the board defines as globals, BTN1 first */
  buttons: string[];
  /** "none", "zones" (Bangle.js 1: BTN4 left, BTN5 right) or "full" (Bangle.js 2 touchscreen) */
  touch: "none" | "zones" | "full";
  input: BoardInput;
  /**
   * jsvars: the interpreter's variables; rulesHeld: how many entry files of a rules system the
   * app keeps evaluated at once (src/device/shelf.ts): 1 where RAM is short (each file is let
   * go of before the next is evaluated), more where a check's questions may keep their files.
   */
  memory: { jsvars: number; rulesHeld: number };
  storage: {
    /** the Storage area in bytes (files, their 32-byte headers and trash share it) */
    bytes: number;
    maxName: number;
    /** the file the app bundle is installed as */
    appFile: string;
    /** the launcher's description file (Bangle.js), or null */
    infoFile: string | null;
    /** every file the app writes starts with this */
    prefix: string;
  };
  feedback: { buzz: boolean; beep: boolean };
  /** auto-lock after this long without input; screenOff: the LCD also turns off (Bangle.js 1) */
  lock: { afterMs: number; screenOff: boolean } | null;
  /** how the app is started: from the Bangle.js launcher, or as boot code (Espruino, Pixl.js) */
  loader: "bangle" | "espruino";
  /**
   * rules systems the App Loader installs (module ids); absent: all of them. A board that lists
   * some holds one at a time: another comes whole with flash.sh --system (docs/updates.md)
   */
  systems?: string[];
  /**
   * The roll log (src/device/log-ring.ts): two files of `records` records of `bytes` each, a
   * record a roll's time, who, check, outcome and summary (cut to bytes - 1).
   */
  log: { records: number; bytes: number };
}

/** The bitmap fonts the emulator (and any firmware) may offer. */
export const KNOWN_FONTS = ["4x6", "6x8"];
const BPPS = [1, 3, 16];
const UPDATES = ["flip", "idle", "direct"];
const TOUCH = ["none", "zones", "full"];
const KINDS = ["buttons", "touch"];
const LOADERS = ["bangle", "espruino"];
const THEME_COLOURS = ["fg", "bg", "fg2", "bg2", "fgH", "bgH", "fgW", "bgW"];
const KEYS = ["up", "down", "select", "back"];
const GESTURES = ["drag-up", "drag-down", "tap"];
/** Espruino's Storage keeps names in a 28-byte field */
const STORAGE_NAME_LIMIT = 28;

type Obj = { [key: string]: unknown };

function isObject(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !isList(v);
}

function isWhole(v: unknown): v is number {
  return typeof v === "number" && v === Math.floor(v) && v > -1 / 0 && v < 1 / 0;
}

function has(list: (string | number)[], v: unknown): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === v) return true;
  return false;
}

function show(v: unknown): string {
  return v === undefined ? "nothing" : JSON.stringify(v);
}

function oneOf(list: (string | number)[]): string {
  return list.join(", ");
}

function wholeIn(o: Obj, key: string, path: string, min: number, max: number, problems: Problem[]): void {
  const v = o[key];
  if (!isWhole(v) || v < min || v > max) {
    problems.push({ path: path, message: "must be a whole number from " + min + " to " + max + ", got " + show(v) });
  }
}

function textIn(o: Obj, key: string, path: string, problems: Problem[]): boolean {
  const v = o[key];
  if (typeof v !== "string" || v.length === 0) {
    problems.push({ path: path, message: "must be non-empty text, got " + show(v) });
    return false;
  }
  return true;
}

function enumIn(o: Obj, key: string, path: string, list: string[], problems: Problem[]): void {
  if (!has(list, o[key])) problems.push({ path: path, message: "must be one of " + oneOf(list) + ", got " + show(o[key]) });
}

function objectIn(o: Obj, key: string, path: string, problems: Problem[]): Obj | null {
  const v = o[key];
  if (!isObject(v)) {
    problems.push({ path: path, message: "must be an object, got " + show(v) });
    return null;
  }
  return v;
}

function checkScreen(s: Obj, problems: Problem[]): void {
  wholeIn(s, "width", "screen.width", 1, 1024, problems);
  wholeIn(s, "height", "screen.height", 1, 1024, problems);
  if (!has(BPPS, s.bpp)) problems.push({ path: "screen.bpp", message: "must be one of " + oneOf(BPPS) + ", got " + show(s.bpp) });
  enumIn(s, "update", "screen.update", UPDATES, problems);
  const t = objectIn(s, "theme", "screen.theme", problems);
  if (!t) return;
  for (let i = 0; i < THEME_COLOURS.length; i++) {
    wholeIn(t, THEME_COLOURS[i], "screen.theme." + THEME_COLOURS[i], 0, 65535, problems);
  }
  if (typeof t.dark !== "boolean") problems.push({ path: "screen.theme.dark", message: "must be true or false, got " + show(t.dark) });
}

function isButtonName(v: unknown): boolean {
  return typeof v === "string" && v.length === 4 && v.substring(0, 3) === "BTN" && v.charCodeAt(3) >= 49 && v.charCodeAt(3) <= 57;
}

function checkButtons(o: Obj, problems: Problem[]): string[] {
  const b = o.buttons;
  if (!isList(b) || b.length === 0) {
    problems.push({ path: "buttons", message: "must be a non-empty list of button names (BTN1, BTN2, ...), got " + show(b) });
    return [];
  }
  const names: string[] = [];
  for (let i = 0; i < b.length; i++) {
    // BTN1..BTNn in order, as the firmware numbers them
    if (b[i] !== "BTN" + (i + 1)) problems.push({ path: "buttons." + i, message: "must be \"BTN" + (i + 1) + "\", got " + show(b[i]) });
    else names.push(b[i] as string);
  }
  return names;
}

function checkFonts(o: Obj, problems: Problem[]): string[] {
  const f = o.fonts;
  if (!isList(f) || f.length === 0) {
    problems.push({ path: "fonts", message: "must be a non-empty list of font names (" + oneOf(KNOWN_FONTS) + "), got " + show(f) });
    return [];
  }
  const names: string[] = [];
  for (let i = 0; i < f.length; i++) {
    if (!has(KNOWN_FONTS, f[i])) problems.push({ path: "fonts." + i, message: "must be one of " + oneOf(KNOWN_FONTS) + ", got " + show(f[i]) });
    else names.push(f[i] as string);
  }
  return names;
}

function checkInput(inp: Obj, buttons: string[], touch: unknown, problems: Problem[]): void {
  enumIn(inp, "kind", "input.kind", KINDS, problems);
  if (inp.kind === "touch" && touch !== "full") problems.push({ path: "input.kind", message: "\"touch\" needs a full touchscreen (touch: \"full\")" });
  for (let i = 0; i < KEYS.length; i++) {
    const path = "input." + KEYS[i];
    const v = inp[KEYS[i]];
    if (isButtonName(v)) {
      if (!has(buttons, v)) problems.push({ path: path, message: show(v) + " is not one of this board's buttons (" + oneOf(buttons) + ")" });
    } else if (has(GESTURES, v)) {
      if (touch !== "full") problems.push({ path: path, message: show(v) + " needs a full touchscreen (touch: \"full\")" });
      else if (inp.kind === "buttons") problems.push({ path: path, message: show(v) + " is a touch gesture, but input.kind is \"buttons\"" });
    } else {
      problems.push({ path: path, message: "must be a button (BTN1...) or one of " + oneOf(GESTURES) + ", got " + show(v) });
    }
    for (let j = 0; j < i; j++) {
      if (v !== undefined && inp[KEYS[j]] === v) problems.push({ path: path, message: "is the same input as input." + KEYS[j] + " (" + show(v) + ")" });
    }
  }
}

function checkStorage(s: Obj, problems: Problem[]): void {
  wholeIn(s, "bytes", "storage.bytes", 4096, 1 << 30, problems);
  if (s.maxName !== STORAGE_NAME_LIMIT) {
    problems.push({ path: "storage.maxName", message: "must be " + STORAGE_NAME_LIMIT + " (Espruino's file name field), got " + show(s.maxName) });
  }
  const names = ["appFile", "infoFile", "prefix"];
  for (let i = 0; i < names.length; i++) {
    const v = s[names[i]];
    if (names[i] === "infoFile" && v === null) continue;
    if (!textIn(s, names[i], "storage." + names[i], problems)) continue;
    if ((v as string).length > STORAGE_NAME_LIMIT) {
      problems.push({ path: "storage." + names[i], message: "is " + (v as string).length + " characters, Storage names hold at most " + STORAGE_NAME_LIMIT });
    }
  }
}

/** Every problem with a board profile, each naming its field; [] when the profile is usable. */
export function validateBoard(json: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!isObject(json)) {
    problems.push({ path: "", message: "a board profile must be a JSON object, got " + show(json) });
    return problems;
  }
  const o = json;
  if (textIn(o, "id", "id", problems) && !/^[a-z0-9]+$/.test(o.id as string)) {
    problems.push({ path: "id", message: "must be lower-case letters and digits (the file name boards/<id>.json), got " + show(o.id) });
  }
  textIn(o, "name", "name", problems);
  const screen = objectIn(o, "screen", "screen", problems);
  if (screen) checkScreen(screen, problems);
  const fonts = checkFonts(o, problems);
  const font = objectIn(o, "font", "font", problems);
  if (font) {
    if (!has(fonts, font.name)) problems.push({ path: "font.name", message: "must be one of the board's fonts (" + oneOf(fonts) + "), got " + show(font.name) });
    wholeIn(font, "scale", "font.scale", 1, 8, problems);
  }
  const buttons = checkButtons(o, problems);
  enumIn(o, "touch", "touch", TOUCH, problems);
  if (o.touch === "zones" && (!has(buttons, "BTN4") || !has(buttons, "BTN5"))) {
    problems.push({ path: "touch", message: "\"zones\" are the BTN4 (left) and BTN5 (right) touch areas: buttons must list them" });
  }
  const input = objectIn(o, "input", "input", problems);
  if (input) checkInput(input, buttons, o.touch, problems);
  const memory = objectIn(o, "memory", "memory", problems);
  if (memory) {
    wholeIn(memory, "jsvars", "memory.jsvars", 500, 1000000, problems);
    wholeIn(memory, "rulesHeld", "memory.rulesHeld", 1, 8, problems);
  }
  const storage = objectIn(o, "storage", "storage", problems);
  if (storage) checkStorage(storage, problems);
  const feedback = objectIn(o, "feedback", "feedback", problems);
  if (feedback) {
    if (typeof feedback.buzz !== "boolean") problems.push({ path: "feedback.buzz", message: "must be true or false, got " + show(feedback.buzz) });
    if (typeof feedback.beep !== "boolean") problems.push({ path: "feedback.beep", message: "must be true or false, got " + show(feedback.beep) });
  }
  if (o.lock !== null) {
    const lock = objectIn(o, "lock", "lock", problems);
    if (lock) {
      wholeIn(lock, "afterMs", "lock.afterMs", 0, 3600000, problems);
      if (typeof lock.screenOff !== "boolean") problems.push({ path: "lock.screenOff", message: "must be true or false, got " + show(lock.screenOff) });
    }
  }
  enumIn(o, "loader", "loader", LOADERS, problems);
  const log = objectIn(o, "log", "log", problems);
  if (log) {
    wholeIn(log, "records", "log.records", 4, 200, problems);
    wholeIn(log, "bytes", "log.bytes", 64, 256, problems);
  }
  if (o.systems !== undefined) {
    const ok = Array.isArray(o.systems) && o.systems.length > 0 && o.systems.every((x) => typeof x === "string" && x.length > 0);
    if (!ok) problems.push({ path: "systems", message: "must be a non-empty list of rules system ids, got " + show(o.systems) });
  }
  return problems;
}
