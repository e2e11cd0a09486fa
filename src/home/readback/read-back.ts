/**
 * What a device holds, read back (dump-read.ts) and turned into what the desktop shows and
 * writes: the party's sheets as JSON, the log, the rules packs in use with their versions, and
 * the app's version. flash.sh --pull writes it into a folder; the companion page shows it.
 */
import { ACTIVE_PACK_PREFIX } from "../../device/protocol";
import { LINE_TAG } from "../../engine/rules/line-pack";
import { FS } from "../../engine/sifni/data/codes";
import { PACK_TAG } from "../../engine/sifni/data/pack";
import type { Dump, DumpFile } from "./dump-read";
import { type DeviceSheet, deviceSheets } from "./device-sheets";
import { LOG_FILES, type LogEntry, logEntries } from "./log-entries";

export interface PackInUse {
  system: string;
  /** the version the pack says it is, -1 when it cannot be read from its head or tail */
  version: number;
  file: string;
  size: number;
  crc: number;
}

export interface AppOnDevice {
  file: string;
  size: number;
  crc: number;
  /** "0.3.0", "" when not found in the bundle */
  version: string;
}

export interface ReadBack {
  board: string;
  firmware: string;
  serial: string;
  sheets: DeviceSheet[];
  log: LogEntry[];
  packs: PackInUse[];
  app: AppOnDevice | null;
  /** every file's name, size and CRC-32 as listed (the code files are compared with a build) */
  files: { name: string; size: number; crc: number }[];
  /** the data files read whole, by name (a copy of what the device holds) */
  data: { [name: string]: string };
  /** what did not arrive or could not be read */
  problems: string[];
}

/** A pack's version from its first and last bytes: a device form's header line (S-Ifni's "SP", the others' "LP"), a JSON pack's tail. */
export function packVersion(f: DumpFile): number {
  const head = f.head ?? "";
  const tag = head.substring(0, 3);
  if (tag === PACK_TAG + FS || tag === LINE_TAG + FS) {
    const v = head.split("\n")[0].split(FS)[2];
    return /^\d+$/.test(v ?? "") ? parseInt(v, 10) : -1;
  }
  const m = /"version":(\d+)\}$/.exec(f.tail ?? "");
  return m ? parseInt(m[1], 10) : -1;
}

/** The version text found after the app's needle: up to its closing quote, digits and dots only. */
function appVersion(found: string | undefined): string {
  const v = (found ?? "").split('"')[0];
  return /^\d+(\.\d+)*$/.test(v) ? v : "";
}

export function readBack(dump: Dump, appFile: string): ReadBack {
  const data: { [name: string]: string } = {};
  for (const f of dump.files) if (f.text !== undefined) data[f.name] = f.text;
  const packs: PackInUse[] = [];
  let app: AppOnDevice | null = null;
  for (const f of dump.files) {
    if (f.kind === "p" && f.name.substring(0, ACTIVE_PACK_PREFIX.length) === ACTIVE_PACK_PREFIX) {
      packs.push({ system: f.name.substring(ACTIVE_PACK_PREFIX.length), version: packVersion(f), file: f.name, size: f.size, crc: f.crc });
    }
    if (f.name === appFile) app = { file: f.name, size: f.size, crc: f.crc, version: appVersion(f.version) };
  }
  const sheets = deviceSheets(data);
  const problems = dump.problems.slice();
  for (const s of sheets) if (s.sheet === null) problems.push(`${s.file}: cannot be read: ${s.problem} (its bytes are kept as they are)`);
  const logFiles: { [name: string]: string | undefined } = {};
  for (const n of LOG_FILES) logFiles[n] = data[n];
  return {
    board: dump.board,
    firmware: dump.firmware,
    serial: dump.serial,
    sheets,
    log: logEntries(logFiles),
    packs,
    app,
    files: dump.files.map((f) => ({ name: f.name, size: f.size, crc: f.crc })),
    data,
    problems,
  };
}
