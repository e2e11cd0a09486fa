/**
 * The update protocol's file names and markers (docs/updates.md), shared by the device app,
 * flash.sh and the tests. No Espruino globals here: the desktop imports it too.
 *
 * Uploads always go to staging names; the app checks them and only then writes the active
 * files. Storage keeps 28 characters of a name and cuts the rest without a word, so the longest
 * name built here ("sifni.s.c." + a 5-letter system + "." + a 12-letter id) is exactly 28.
 */

/** The active rules pack of a system: "sifni.p.<system>", in the stored form (packText). */
export const ACTIVE_PACK_PREFIX = "sifni.p.";
/** A staged rules pack (one per upload; its system is inside). */
export const STAGED_PACK = "sifni.s.pack";
/** A staged sheet: "sifni.s.c.<system>.<id>", one sheet as JSON. */
export const STAGED_SHEET_PREFIX = "sifni.s.c.";
/** Every staging name starts so; the app erases them once handled. */
export const STAGING_PREFIX = "sifni.s.";
/** The GM lock's code (6 digits), when the lock is on. */
export const LOCK_FILE = "sifni.lock";
/** Digits in the GM lock's code: a BLE passkey has six. */
export const CODE_LENGTH = 6;
/** The global an uploader calls once its files are staged; it prints the verdict as one line of JSON. */
export const UPDATE_CALL = "SIFNI_UPDATE";
/** What an uploader's own checks print before refusing to send (flash.sh's guard line). */
export const ABORT_MARK = "SIFNI_ABORT ";
/** Storage keeps this many characters of a file name. */
export const MAX_NAME = 28;

/**
 * A rules system's file, "sifni.sys.<id>.js" (at most 18 characters): the app evaluates it when
 * the system becomes active (rules-shelf.ts). The App Loader, flash.sh --app and the emulator
 * install it with the app; tools/build/device-modules.mjs builds it under the same name.
 */
export const SYSTEM_FILE_PREFIX = "sifni.sys.";
export const SYSTEM_FILE_SUFFIX = ".js";

export function systemFileName(system: string): string {
  return SYSTEM_FILE_PREFIX + system + SYSTEM_FILE_SUFFIX;
}

/** Whether a Storage name is a rules system's file (for the desktop tools that install them). */
export function isSystemFile(name: string): boolean {
  return /^sifni\.sys\.[a-z0-9]+\.js$/.test(name);
}

/** Six digits: what both E.setPassword and the BLE passkey take. */
export function isCode(s: unknown): boolean {
  if (typeof s !== "string" || s.length !== CODE_LENGTH) return false;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) < 48 || s.charCodeAt(i) > 57) return false;
  return true;
}

export function activePackName(system: string): string {
  return ACTIVE_PACK_PREFIX + system;
}

export function stagedSheetName(system: string, id: string): string {
  return STAGED_SHEET_PREFIX + system + "." + id;
}

/** A staged sheet's name as {system, id}, or null when the name is not one. */
export function stagedSheetOf(name: string): { system: string; id: string } | null {
  if (name.substring(0, STAGED_SHEET_PREFIX.length) !== STAGED_SHEET_PREFIX) return null;
  const rest = name.substring(STAGED_SHEET_PREFIX.length);
  const dot = rest.indexOf(".");
  if (dot <= 0 || dot === rest.length - 1) return null;
  return { system: rest.substring(0, dot), id: rest.substring(dot + 1) };
}

/**
 * Where an upload stopped, or -1 when it is whole. An uploader creates a staged file at its
 * full size with its first chunk and fills it chunk by chunk; flash never written reads as
 * byte 255, which no pack or sheet text contains (ASCII or UTF-8), so the first 255 is where
 * the data ends.
 */
export function cutAt(text: string): number {
  return text.indexOf(String.fromCharCode(255));
}

/** Flash a file takes in Storage: its data rounded up to 4 bytes plus a 32-byte header (jsflash.c). */
export function footprint(size: number): number {
  return ((size + 3) & ~3) + 32;
}

/**
 * The largest pack or sheet file the app takes on a board, in bytes. Parsed, a pack costs about
 * one variable per 7.4 bytes of its text (the S-Ifni pack, 8279 bytes, took 1116 JsVars on the
 * interpreter's Bangle.js 2 build), and checking it holds a copy of the body's text too, so a
 * file of jsvars x 4 bytes would take about all of them: the app refuses anything larger.
 */
export function maxUploadBytes(jsvars: number): number {
  return jsvars * 4;
}
