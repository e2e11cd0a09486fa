/**
 * The device update protocol (PROTOCOL.md) as the page speaks it: which files go to which
 * staging names, and the console lines that write them. Uploads only ever write staging names
 * (`sifni.s.pack`, `sifni.s.c.<system>.<id>`); the device's SIFNI_UPDATE({name: crc32, ...})
 * checks them and replaces its active files, or refuses and keeps them.
 */
import { SETTINGS_FILE, UPDATE_JOURNAL, UPDATE_TRIES } from "../../device/protocol";
import { crc32, hex8 } from "../../engine/pack/crc32";
import { makePack, type PackFile } from "../../engine/pack/envelope";
import type { RulesModule, SheetBase } from "../../engine/rules/types";
import { storedPack, storedSheet } from "../../home/stored";

export const STAGED_PACK = "sifni.s.pack";
export const STAGED_SHEET_PREFIX = "sifni.s.c.";
/** Storage names longer than this are cut by the firmware, silently. */
export const MAX_STORAGE_NAME = 28;

export function stagedSheetName(system: string, id: string): string {
  return STAGED_SHEET_PREFIX + system + "." + id;
}

/** One file to send: its staging name and content (an 8-bit string, as Storage keeps it). */
export interface UploadFile {
  name: string;
  text: string;
  /** what the GM reads in the progress ("pack S-Ifni v3", "sheet Sir Aldric") */
  label: string;
}

/** Files applied together by one SIFNI_UPDATE(): at most one pack, with the sheets of its system. */
export interface Batch {
  system: string;
  files: UploadFile[];
}

/** UTF-8 bytes as an 8-bit string (Storage holds bytes; sheets may hold any text). */
export function storageText(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let out = "";
  for (let i = 0; i < bytes.length; i++) out += String.fromCharCode(bytes[i]);
  return out;
}

/**
 * A JavaScript string literal of an 8-bit string in printable ASCII only: quotes, backslashes
 * and every byte outside 32..126 escaped (Espruino reads \xNN), so no byte of the data can act
 * as a console control character.
 */
export function jsString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 255) throw new Error("jsString: character " + c + " is not a byte; use storageText first");
    if (c === 34) out += '\\"';
    else if (c === 92) out += "\\\\";
    else if (c < 32 || c > 126) out += "\\x" + (c < 16 ? "0" : "") + c.toString(16);
    else out += s.charAt(i);
  }
  return out + '"';
}

/** What the page sends for one system: its sheets, and its pack when the GM changed the rules. */
export interface SystemUpload {
  module: RulesModule;
  sheets: SheetBase[];
  /** a pack file to install, or null to keep the device's */
  pack: PackFile | null;
}

/**
 * The batches, one per system with something to send, in the order given: each file in the
 * form the device stores (S-Ifni's device forms, the others' JSON), as flash.sh sends it.
 */
export function planBatches(systems: SystemUpload[]): Batch[] {
  const out: Batch[] = [];
  for (const s of systems) {
    const files: UploadFile[] = [];
    if (s.pack) files.push({ name: STAGED_PACK, text: storageText(storedPack(s.pack)), label: `${s.module.name} rules pack v${s.pack.version}` });
    for (const sheet of s.sheets) {
      const name = stagedSheetName(s.module.id, sheet.id);
      if (name.length > MAX_STORAGE_NAME) throw new Error(`${name} is longer than ${MAX_STORAGE_NAME} characters: the device would cut it`);
      files.push({ name, text: storageText(storedSheet(sheet)), label: `${s.module.name} sheet ${sheet.name}` });
    }
    if (files.length > 0) out.push({ system: s.module.id, files });
  }
  return out;
}

/** The pack file of a module's tables, as the page exports and sends it. */
export function packFileOf(module: RulesModule, version: number, body: unknown): PackFile {
  return makePack(module.id, version, body);
}

/** Flash a file takes on the device: its size rounded up to 4 bytes plus the 32-byte header. */
export function flashFootprint(bytes: number): number {
  return ((bytes + 3) & ~3) + 32;
}

// ---- the console lines (each starts with DLE: not echoed, no "=result") ----

const DLE = "\x10";

/** Marks the uploader's own replies so the app's other output is never mistaken for them. */
export const REPLY = "SIFNI>";

/** A line that prints `REPLY + tag` once `statement` has run without throwing. */
export function commandLine(statement: string, tag: string): string {
  return DLE + statement + ";print(" + jsString(REPLY) + "+" + jsString(tag) + ")\n";
}

/** Asks for the board, the free flash, whether the app can apply staged files, and the system its settings name. */
export function infoLine(): string {
  return (
    DLE +
    "(function(s){print(" +
    jsString(REPLY) +
    '+JSON.stringify({board:process.env.BOARD,firmware:process.env.VERSION,free:s.getFree(),trash:s.getStats?s.getStats().trashBytes:0,update:typeof SIFNI_UPDATE,system:(s.readJSON(' + jsString(SETTINGS_FILE) + ',1)||{}).system}))})(require("Storage"))\n'
  );
}

/** Erases every staging file a cut-short upload may have left, and its journal (src/device/protocol.ts). */
export function clearStagingLine(tag: string): string {
  const journal = [UPDATE_JOURNAL, UPDATE_TRIES].map((n) => "s.erase(" + JSON.stringify(n) + ")").join(";");
  return commandLine('(function(s){s.list(/^sifni\\.s\\./).forEach(function(f){s.erase(f)});' + journal + "})(require(\"Storage\"))", tag);
}

/** Writes one chunk of a staging file; the first chunk creates the file at its full size. */
export function chunkLine(name: string, chunk: string, offset: number, total: number, tag: string): string {
  const args = offset === 0 ? `${jsString(name)},${jsString(chunk)},0,${total}` : `${jsString(name)},${jsString(chunk)},${offset}`;
  return commandLine(`require("Storage").write(${args})`, tag);
}

/**
 * Asks the device to apply what is staged; it prints one line of JSON, its verdict. The batch's
 * files go with it, each with the CRC-32 of its text as sent, so the device refuses a staged
 * file that is not part of this upload or arrived damaged.
 */
export function updateLine(files: UploadFile[]): string {
  const expected: string[] = [];
  for (const f of files) expected.push(jsString(f.name) + ":" + jsString(hex8(crc32(f.text))));
  return DLE + "SIFNI_UPDATE({" + expected.join(",") + "})\n";
}
