/**
 * What flash.sh --pull writes into its folder (docs/updates.md, "Reading back"):
 *   <system>-party.json   each system's sheets as the desktop edits them (--chars takes it back,
 *                         the companion page imports it)
 *   log.csv, log.json     the evening's log, oldest first: time, who, check, result, outcome
 *   device.json           what the device is and holds: board, firmware, app and pack versions,
 *                         each sheet file with its problems, every file's size and CRC-32
 *   device-files/<name>   the data files as read, byte for byte (a sheet that cannot be decoded
 *                         is kept there)
 * The sheets are the GM's hidden ones: every file is written for this user only (0600).
 */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hex8 } from "../engine/pack/crc32";
import type { SheetBase } from "../engine/rules/types";
import { logCsv, logJson } from "../home/readback/log-entries";
import type { ReadBack } from "../home/readback/read-back";

export interface PulledExtra {
  /** problems of each readable sheet against its rules, by Storage name */
  sheetProblems: { [file: string]: string[] };
  /** whether the app on the device is this computer's build (null: no build to compare) */
  sameApp: boolean | null;
  readAt: string;
}

/** A device file's name as a file name here: only characters that cannot leave the folder. */
export function safeName(name: string): boolean {
  return /^[A-Za-z0-9._-]+$/.test(name) && name !== "." && name !== "..";
}

function write(path: string, text: string, encoding: "utf8" | "latin1" = "utf8"): void {
  writeFileSync(path, text, { encoding, mode: 0o600 });
  chmodSync(path, 0o600);
}

/** Writes the folder; returns the files written (relative to it) and the device files left out. */
export function writePulled(dir: string, rb: ReadBack, extra: PulledExtra): { written: string[]; skipped: string[] } {
  mkdirSync(join(dir, "device-files"), { recursive: true, mode: 0o700 });
  const written: string[] = [];
  const skipped: string[] = [];
  const bySystem: { [system: string]: SheetBase[] } = {};
  for (const s of rb.sheets) if (s.sheet) (bySystem[s.system] = bySystem[s.system] ?? []).push(s.sheet);
  for (const system of Object.keys(bySystem)) {
    const name = `${system}-party.json`;
    write(join(dir, name), JSON.stringify(bySystem[system], null, 2) + "\n");
    written.push(name);
  }
  write(join(dir, "log.csv"), logCsv(rb.log));
  write(join(dir, "log.json"), logJson(rb.log));
  written.push("log.csv", "log.json");
  for (const name of Object.keys(rb.data)) {
    if (!safeName(name)) {
      skipped.push(name);
      continue;
    }
    // the device's bytes as they are (its strings are 8-bit)
    write(join(dir, "device-files", name), rb.data[name], "latin1");
    written.push(join("device-files", name));
  }
  const summary = {
    readAt: extra.readAt,
    board: rb.board,
    firmware: rb.firmware,
    serial: rb.serial,
    app: rb.app ? { file: rb.app.file, version: rb.app.version, size: rb.app.size, crc32: hex8(rb.app.crc), thisBuild: extra.sameApp } : null,
    packs: rb.packs.map((p) => ({ system: p.system, version: p.version, file: p.file, size: p.size, crc32: hex8(p.crc) })),
    sheets: rb.sheets.map((s) => ({ system: s.system, id: s.id, name: s.sheet ? s.sheet.name : null, file: s.file, readable: s.sheet !== null, problems: s.sheet ? (extra.sheetProblems[s.file] ?? []) : [s.problem] })),
    log: { entries: rb.log.length },
    files: rb.files.map((f) => ({ name: f.name, size: f.size, crc32: f.crc < 0 ? null : hex8(f.crc) })),
    problems: rb.problems,
  };
  write(join(dir, "device.json"), JSON.stringify(summary, null, 2) + "\n");
  written.push("device.json");
  return { written, skipped };
}
