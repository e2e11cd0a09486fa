/**
 * The device's answer to the read-back line (dump-command.ts), turned into its files: each data
 * file put together from its chunks and checked against the size and CRC-32 the device gave, so
 * a line lost or changed on the way is named, never taken for what the device holds.
 */
import { crc32 } from "../../engine/pack/crc32";
import { base64Decode } from "../../emulator/bytes";
import { DUMP_MARK } from "./dump-command";

export interface DumpFile {
  name: string;
  /** "d" data (read whole), "p" a pack (head and tail), "x" code (size and CRC only) */
  kind: "d" | "p" | "x";
  size: number;
  /** CRC-32 of the file on the device, -1 when its firmware has no E.CRC32 */
  crc: number;
  /** a data file's bytes as an 8-bit string, once it arrived whole */
  text?: string;
  /** a pack's first and last bytes */
  head?: string;
  tail?: string;
  /** the app's version as found in its bundle */
  version?: string;
}

export interface Dump {
  board: string;
  firmware: string;
  /** the chip's serial (getSerial), "" when the firmware has none: names the device in the sync state */
  serial: string;
  free: number;
  files: DumpFile[];
  /** the device listed every file (its last line arrived) */
  complete: boolean;
  /** files that did not arrive whole, and lines that were not understood */
  problems: string[];
}

type Obj = { [k: string]: unknown };

function record(line: string): Obj | null {
  const at = line.indexOf(DUMP_MARK);
  if (at < 0) return null;
  try {
    const v = JSON.parse(line.substring(at + DUMP_MARK.length)) as unknown;
    return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : null;
  } catch {
    return null;
  }
}

/** base64 to an 8-bit string; undefined when it is not base64. */
function bytes(b64: unknown): string | undefined {
  return typeof b64 === "string" ? base64Decode(b64) : undefined;
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number => (typeof v === "number" ? v : -1);

/** The device's lines (any others among them are ignored) as its files. */
export function readDump(lines: string[]): Dump {
  const dump: Dump = { board: "", firmware: "", serial: "", free: -1, files: [], complete: false, problems: [] };
  let started = false;
  const parts: { [name: string]: string } = {};
  for (const line of lines) {
    const r = record(line);
    if (!r) {
      if (line.indexOf(DUMP_MARK) >= 0) dump.problems.push(`a line of the read-back was not readable (${line.length} characters): cut on the way?`);
      continue;
    }
    if (typeof r.board === "string" || typeof r.files === "number") {
      started = true;
      dump.board = str(r.board);
      dump.firmware = str(r.firmware);
      dump.serial = str(r.serial);
      dump.free = num(r.free);
    } else if (typeof r.end === "number") dump.complete = started;
    else if (typeof r.f === "string" && (r.k === "d" || r.k === "p" || r.k === "x")) {
      const f: DumpFile = { name: r.f, kind: r.k, size: num(r.n), crc: num(r.c) };
      if (r.k === "p") {
        f.head = bytes(r.h);
        f.tail = bytes(r.t);
      }
      if (typeof r.v === "string") f.version = r.v;
      dump.files.push(f);
      if (r.k === "d") parts[r.f] = "";
    } else if (typeof r.f === "string" && typeof r.o === "number") {
      const chunk = bytes(r.d);
      const sofar = parts[r.f];
      if (sofar === undefined || chunk === undefined) dump.problems.push(`${r.f}: a piece at byte ${r.o} was not readable`);
      // each piece goes where it says it starts: a lost piece leaves a gap that the size shows
      else if (r.o === sofar.length) parts[r.f] = sofar + chunk;
      else dump.problems.push(`${r.f}: the piece at byte ${r.o} came out of order (a piece before it was lost)`);
    }
  }
  for (const f of dump.files) {
    if (f.kind !== "d") continue;
    const text = parts[f.name] ?? "";
    if (text.length !== f.size) dump.problems.push(`${f.name}: ${text.length} of its ${f.size} bytes arrived: not read`);
    else if (f.crc >= 0 && crc32(text) >>> 0 !== f.crc) dump.problems.push(`${f.name}: damaged on the way (its CRC-32 does not match the device's): not read`);
    else f.text = text;
  }
  if (!started) dump.problems.push("the device did not answer the read-back (no first line)");
  else if (!dump.complete) dump.problems.push("the read-back stopped before the device listed every file: run it again");
  return dump;
}
