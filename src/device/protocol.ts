/**
 * The update protocol's file names and markers (docs/updates.md), shared by the device app,
 * flash.sh and the tests. No Espruino globals here: the desktop imports it too.
 *
 * Uploads always go to staging names; the app checks them and only then writes the active
 * files. Storage keeps 28 characters of a name and cuts the rest without a word, so the longest
 * name built here ("sifni.s.c." + a 5-letter system + "." + a 12-letter id) is exactly 28.
 */

/** The active rules pack of a system: "sifni.p.<system>", in the system's stored form (S-Ifni: its device form). */
export const ACTIVE_PACK_PREFIX = "sifni.p.";
/** A sheet: "sifni.c.<system>.<id>", in the system's stored form (S-Ifni: its device form). */
export const SHEET_PREFIX = "sifni.c.";
/**
 * A system's demo party, "sifni.d.<system>": the stored forms of its sheets, one per line,
 * installed with the app and written into sheet files at the first start with no party.
 */
export const DEMO_PREFIX = "sifni.d.";
/**
 * A system's party order, "sifni.o.<system>": its sheet ids joined by spaces, as first listed.
 * Storage lists a file written again last, so without it a wounded character would move to the
 * end of every list.
 */
export const ORDER_PREFIX = "sifni.o.";
/** A system's default pack, "sifni.dp.<system>", installed with the app: the active pack until one is sent. */
export const DEFAULT_PACK_PREFIX = "sifni.dp.";
/** The GM's settings (settings.ts): the rules system in use among them. */
export const SETTINGS_FILE = "sifni.set";
/** A staged rules pack (one per upload; its system is inside). */
export const STAGED_PACK = "sifni.s.pack";
/** A staged sheet: "sifni.s.c.<system>.<id>", one sheet in its system's stored form. */
export const STAGED_SHEET_PREFIX = "sifni.s.c.";
/** Every staging name starts so; the app erases them once handled. */
export const STAGING_PREFIX = "sifni.s.";
/**
 * The update's journal: the CRC-32 of every staged file, by name, written once all were checked
 * and before the first is written under its final name; erased when the last is. A start that
 * finds staged files with no journal throws them away (an upload that was never told to apply);
 * with a journal it finishes the writing.
 */
export const UPDATE_JOURNAL = "sifni.u";
/** How many starts began finishing the journal's update: a third does not try (no boot loop). */
export const UPDATE_TRIES = "sifni.ut";
/**
 * The GM lock's code when the lock is on, veiled (veil.ts): six bytes that read as neither the
 * digits nor the code's name. Only a casual read is stopped: see docs/updates.md, "The GM lock".
 */
export const LOCK_FILE = "sifni.lk";
/** Where versions before 0.3 kept the code, in plain digits: veiled into LOCK_FILE at start, then erased. */
export const LEGACY_LOCK_FILE = "sifni.lock";
/** Wrong codes typed in a row in Settings > GM lock (digits): each doubles the wait before the next try. */
export const LOCK_TRIES = "sifni.lt";
/**
 * The Bangles' boot file (src/device/boot.ts): the Bangle bootloader runs every "*.boot.js"
 * before any app, numbered ones first, so the lock is engaged whichever app starts.
 */
export const BOOT_FILE = "sifni.0.boot.js";
/** Digits in the GM lock's code: a BLE passkey has six. */
export const CODE_LENGTH = 6;
/** The global an uploader calls once its files are staged; it prints the verdict as one line of JSON. */
export const UPDATE_CALL = "SIFNI_UPDATE";
/** What an uploader's own checks print before refusing to send (flash.sh's guard line). */
export const ABORT_MARK = "SIFNI_ABORT ";
/** What a message about a missing or broken app file tells the GM to do. */
export const REINSTALL = ": install the app again (App Loader or flash.sh --app)";

/** Storage keeps this many characters of a file name. */
export const MAX_NAME = 28;

/**
 * A rules system's files, "sifni.sys.<id>.js" (at most 18 characters) and its entries and chunks
 * "sifni.sys.<id>.<part>.js" (at most 28): the app evaluates them when the system is active
 * (shelf.ts). The App Loader, flash.sh --app and the emulator install them with the app;
 * tools/build/device-modules.mjs builds them under the same names.
 */
export const SYSTEM_FILE_PREFIX = "sifni.sys.";
export const SYSTEM_FILE_SUFFIX = ".js";

/** A system's main file, or one of its entries (src/engine/sifni/entries.ts). */
export function systemFileName(system: string, entry?: string): string {
  return SYSTEM_FILE_PREFIX + system + (entry ? "." + entry : "") + SYSTEM_FILE_SUFFIX;
}

/** A feature of the app, "sifni.f.<name>.js": screens past the main menu (kit.ts), installed with the app. */
export const FEATURE_PREFIX = "sifni.f.";

export function featureFileName(name: string): string {
  return FEATURE_PREFIX + name + SYSTEM_FILE_SUFFIX;
}

/** Whether a Storage name is a rules system's file (for the desktop tools that install them). */
export function isSystemFile(name: string): boolean {
  return /^sifni\.sys\.[a-z0-9]+(\.[A-Za-z0-9_-]+)?\.js$/.test(name);
}

/**
 * Whether a file built beside the app is installed with it: the app's features, the rules
 * systems' files, their default packs and demo parties, the Bangles' boot file
 * (tools/build/app-loader.mjs writes them).
 */
export function isInstallFile(name: string): boolean {
  return isSystemFile(name) || name === BOOT_FILE || /^sifni\.(dp?\.[a-z0-9]+|f\.[a-z0-9]+\.js)$/.test(name);
}

/**
 * The rules system a file installs ("sifni.sys.<id>[.<entry>].js", its default pack
 * "sifni.dp.<id>", its demo party "sifni.d.<id>"), "" for any other file. A board that holds one
 * system at a time (boards/*.json "systems") gets another's with flash.sh --system: these files
 * arrive under their own names, which never are the system in use's.
 */
export function installsSystem(name: string): string {
  const p = name.split(".");
  return p[0] === "sifni" && (p[1] === "sys" || p[1] === "dp" || p[1] === "d") && p.length > 2 ? p[2] : "";
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

/** Ids are unique within a system: 8 + 5 + 1 + 12 = 26 characters at most. */
export function sheetFile(system: string, id: string): string {
  return SHEET_PREFIX + system + "." + id;
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
 * The largest pack or sheet file the app takes on a board, in bytes: 10/3 of a byte a variable.
 * Measured in the board builds of the interpreter (tests/interpreter/updates.test.ts): on a
 * Bangle.js 2 an S-Ifni pack of 43,184 bytes applied at start and one of 47,972 (the earlier
 * 4 bytes a variable) ran out of memory there, so 40,000; the other systems parse their packs
 * (about one variable per 7.4 bytes of text). flash.sh refuses larger files before sending.
 */
export function maxUploadBytes(jsvars: number): number {
  return Math.floor((jsvars * 10) / 3);
}
