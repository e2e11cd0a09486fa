/**
 * The read before a send of sheets: the device's sheets read back (device-read.ts), compared
 * with the sheets to send and with this computer's copies of the device's (send-check.ts). Nothing
 * is sent while a sheet the device changed unseen has no --merge, --keep-device or --overwrite.
 */
import type { PackFile } from "../engine/pack/envelope";
import type { SheetBase } from "../engine/rules/types";
import { readBack } from "../home/readback/read-back";
import type { FlashContext } from "./context";
import { readDevice } from "./device-read";
import type { StagedSheet } from "./send-check";
import { checkAgainstDevice } from "./send-check";
import type { SyncState } from "./sync-state";
import { StateError, loadState, saveState, setBase, stateDir, stateFile } from "./sync-state";

export interface Cleared {
  /** the sheets to send, as decided */
  send: StagedSheet[];
  /** each sent sheet's file as read (its CRC-32, null when absent): the upload's guard checks them again */
  unchanged: { [name: string]: number | null };
  /** after the upload (sent: the device applied it): the sheets sent become the copies last sent */
  record(sent: boolean): void;
}

export async function beforeSend(ctx: FlashContext, sheets: StagedSheet[], rules: PackFile | null): Promise<Cleared | { code: number }> {
  const { io, board, port, E, o } = ctx;
  io.err(`flash: reading the sheets on ${board.name} at ${port} first...\n`);
  const r = await readDevice(ctx.root, { board, port, password: ctx.password, dir: ctx.dir, timeoutMs: ctx.timeoutMs, log: false });
  if (!r.ok) {
    io.err(`flash: ${r.message}\n`);
    return { code: r.code };
  }
  if (r.dump.problems.length > 0) {
    io.err(`flash: the device's sheets did not arrive whole (${r.dump.problems.join("; ")}): nothing was sent; run flash.sh again\n`);
    return { code: 7 };
  }
  const rb = readBack(r.dump, board.storage.appFile);
  const file = stateFile(stateDir(o.state, io.env ?? {}), board.id, rb.serial);
  let state: SyncState;
  try {
    state = loadState(file, board.id, rb.serial);
  } catch (e) {
    if (!(e instanceof StateError)) throw e;
    io.err(`flash: ${e.message}\nflash: nothing was sent\n`);
    return { code: 2 };
  }
  const packFor = (s: SheetBase): unknown => {
    const m = E.SYSTEMS.find((x) => x.id === s.system);
    return rules && rules.system === s.system ? rules.body : m?.pack;
  };
  const check = checkAgainstDevice(sheets, rb.sheets, state, o.onConflict, {
    stored: (s) => E.storedSheet(s),
    problems: (s) => {
      const m = E.SYSTEMS.find((x) => x.id === s.system);
      return m ? m.validateSheet(s, packFor(s)).map((p) => `${p.path}: ${p.message}`) : [`no ${s.system} rules`];
    },
  });
  if (check.report.length > 0) io.err(check.report.map((l) => "flash: " + l).join("\n") + "\n");
  if (check.unsettled > 0) {
    io.err(
      [
        `flash: nothing was sent: the device holds changes this computer has not seen (above). Say what to do with them and run again:`,
        `  --merge        the device's changes (wounds...) onto yours, then send`,
        `  --keep-device  keep the device's copies of these sheets (the others are sent)`,
        `  --overwrite    send yours over them (the device's changes are lost)`,
        `or read them first: ./flash.sh --board ${board.id} --port ${port} --pull DIR`,
      ].join("\n") + "\n",
    );
    return { code: 8 };
  }
  return {
    send: check.send,
    unchanged: check.unchanged,
    record: (sent) => {
      // only what was sent: a copy kept on the device is not in the GM's file, so a later send
      // of that file must still ask (--pull writes the device's copies and records them)
      if (!sent) return;
      for (const f of check.send) setBase(state, f.sheet);
      try {
        saveState(file, state);
      } catch (e) {
        io.err(`flash: the copies sent were not recorded (${(e as Error).message}): the next send asks about them again\n`);
      }
    },
  };
}
