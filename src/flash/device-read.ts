/**
 * Reading back what a device holds through the espruino tool (one connection): the read-back
 * line (src/home/readback/dump-command.ts) after the code and a board guard, its answer read
 * from the tool's output. flash.sh --pull uses it, and every send of sheets first.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BoardProfile } from "../boards/profile";
import { dumpStatement } from "../home/readback/dump-command";
import type { Dump } from "../home/readback/dump-read";
import { readDump } from "../home/readback/dump-read";
import { CODE_ENV } from "./password";
import { answerSeconds, espruinoArgs, isTcp, readAnswer, runEspruino } from "./espruino";
import { readScript } from "./script";

export interface ReadRequest {
  board: BoardProfile;
  port: string;
  password?: string;
  /** the folder the script is written to (this user's only, removed by the caller) */
  dir: string;
  timeoutMs: number;
  /** the log files too */
  log: boolean;
}

export type DeviceRead = { ok: true; dump: Dump } | { ok: false; code: number; message: string };

export async function readDevice(root: string, r: ReadRequest): Promise<DeviceRead> {
  const lines = readScript({ boardEnv: r.board.id.toUpperCase(), boardName: r.board.name, password: r.password }, dumpStatement({ log: r.log, appFile: r.board.storage.appFile }));
  const file = join(r.dir, "read.js");
  writeFileSync(file, lines.join("\n") + "\n", { encoding: "latin1", mode: 0o600 });
  // over Bluetooth the tool waits this long before its half second of silence ends the run
  const run = await runEspruino(root, espruinoArgs(r.board.id.toUpperCase(), r.port, file, answerSeconds(r.port, 0)), r.timeoutMs);
  const a = readAnswer(run.output);
  if (a.noDevice) return { ok: false, code: 6, message: `${a.noDevice} at ${r.port}${isTcp(r.port) ? "" : " (is the device on, in reach and not connected elsewhere? ./flash.sh --list)"}` };
  if (a.abort) return { ok: false, code: 3, message: `the device refused the read: ${a.abort}` };
  if (a.locked && !a.loggedIn) {
    return {
      ok: false,
      code: 5,
      message: r.password
        ? "the device's console did not take that code (GM lock): nothing was read"
        : `the device's console is locked (GM lock): give its code with --password-file FILE, --ask-password or ${CODE_ENV}`,
    };
  }
  const dump = readDump(a.lines);
  if (!dump.complete) {
    const last = a.lines.filter((l) => !r.password || !l.includes(r.password)).slice(-3).join("\n  ");
    return { ok: false, code: 7, message: `the read did not finish${run.timedOut ? ` within ${r.timeoutMs / 1000} s` : ""}: ${dump.problems.join("; ")}. Its last words:\n  ${last}` };
  }
  return { ok: true, dump };
}
