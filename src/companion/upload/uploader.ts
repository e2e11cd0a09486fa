/**
 * Sends a party and rules packs to the device through its staged update (PROTOCOL.md), over any
 * Link. Steps, each waiting for the device's answer:
 *   1. unlock: Ctrl-C clears a half-typed line; a probe shows whether the console is locked; if
 *      it is, the GM passcode is sent as a line first (Espruino's E.setPassword/E.lockConsole);
 *   2. info: the board (which systems its app carries), free flash, and whether the app has
 *      SIFNI_UPDATE (nothing is written when it has not);
 *   3. per batch (one system: its pack if changed, its sheets): erase old staging files, write
 *      each file in chunks to its staging name (each chunk acknowledged), call SIFNI_UPDATE()
 *      with each file's CRC-32 and read its verdict, one line of JSON.
 * Any refusal stops the upload with an UploadError that says what happened and that the
 * device still uses its previous files (it never had anything but staging files written).
 *
 * A board that holds one rules system (its app installs some: `systemsOn`) takes a batch of
 * another system as a switch (docs/updates.md): that system's files (`systemFiles`) go with the
 * batch under their own names, sent last, after the batches of the system in use; one switch an
 * upload (a second would replace the first).
 */
import type { Batch, UploadFile } from "./protocol";
import { chunkLine, clearStagingLine, flashFootprint } from "./protocol";
import type { Link } from "./link";
import { type DeviceInfo, Session, type SessionOptions, UploadError, type Verdict } from "./session";

export { UploadError };
export type { DeviceInfo, Verdict };

export interface Progress {
  /** "connect", "unlock", "check", "send", "apply", "done" */
  phase: string;
  /** bytes of files sent so far and in all */
  sent: number;
  total: number;
  message: string;
}

export interface UploadOptions extends SessionOptions {
  /** the GM passcode, sent only when the console is locked */
  passcode: string;
  /**
   * the systems the board's App Loader installs (null: every one, the board carries all); a board
   * that lists some holds one, and a batch of another system is a switch (or left out)
   */
  systemsOn?: (board: string) => string[] | null;
  /** a system's files as flash.sh --system sends them (code, default pack, demo party), for a switch */
  systemFiles?: (system: string) => Promise<UploadFile[]>;
  /** data bytes per console line */
  chunkBytes?: number;
  onProgress?: (p: Progress) => void;
}

export interface UploadReport {
  info: DeviceInfo;
  verdicts: Verdict[];
  /** the system of each verdict, in order */
  applied: string[];
  /** what was left out and why ("TFT-hack: the Pixl.js app does not carry it") */
  skipped: string[];
}

const DEFAULT_CHUNK = 768;

function totalBytes(batches: Batch[]): number {
  let n = 0;
  for (const b of batches) for (const f of b.files) n += f.text.length;
  return n;
}

/** Runs a whole upload over an open link: unlock, ask what the device is, then uploadOver. */
export async function upload(link: Link, planned: Batch[], opts: UploadOptions): Promise<UploadReport> {
  const s = new Session(link, opts);
  opts.onProgress?.({ phase: "unlock", sent: 0, total: 0, message: "Opening the device's console" });
  await s.unlock(opts.passcode);
  opts.onProgress?.({ phase: "check", sent: 0, total: 0, message: "Asking the device what it is" });
  return uploadOver(s, await s.info(), planned, opts);
}

/** The upload on a session already unlocked, to the device `info` describes. */
export async function uploadOver(s: Session, info: DeviceInfo, planned: Batch[], opts: UploadOptions): Promise<UploadReport> {
  const progress = (phase: string, sent: number, total: number, message: string): void => opts.onProgress?.({ phase, sent, total, message });
  if (info.update !== "function") {
    throw new UploadError(
      `The S-Ifni app on this ${info.board} cannot take updates (it has no SIFNI_UPDATE): install the current app first. Nothing was sent.`,
    );
  }
  const skipped: string[] = [];
  const carried = opts.systemsOn ? opts.systemsOn(info.board.toLowerCase()) : null;
  // on a board holding one system: the one in use (its settings', else the first it installs)
  const inUse = carried ? info.system || carried[0] : "";
  const batches: Batch[] = [];
  let toSwitch: Batch | null = null;
  for (const b of planned) {
    const files = `${b.files.length} file${b.files.length === 1 ? "" : "s"} left out`;
    if (!carried || b.system === inUse) batches.push(b);
    else if (!opts.systemFiles) skipped.push(`${b.system}: the ${info.board} app does not carry it (${files})`);
    else if (toSwitch) skipped.push(`${b.system}: the ${info.board} holds one rules system, and this upload installs ${toSwitch.system} (${files})`);
    else toSwitch = { system: b.system, files: (await opts.systemFiles(b.system)).concat(b.files) };
  }
  // last: the batches of the system in use are checked with its rules, whose files a switch erases
  if (toSwitch) batches.push(toSwitch);
  if (batches.length === 0) throw new UploadError(`Nothing to send that the ${info.board} app can use.${skipped.length ? " " + skipped.join("; ") : ""}`);
  // every batch's staging files must fit at once (the active files they replace become trash, reclaimable)
  let biggest = 0;
  for (const b of batches) biggest = Math.max(biggest, b.files.reduce((n, f) => n + flashFootprint(f.text.length), 0));
  if (biggest > info.free + info.trash) {
    throw new UploadError(`The device has ${info.free + info.trash} bytes of flash free, the upload needs ${biggest}: free some room (fewer characters, or erase old files). Nothing was sent.`);
  }
  const total = totalBytes(batches);
  const chunk = opts.chunkBytes ?? DEFAULT_CHUNK;
  let sent = 0;
  const verdicts: Verdict[] = [];
  const applied: string[] = [];
  for (const batch of batches) {
    progress("send", sent, total, `Clearing old staging files (${batch.system})`);
    await s.command(clearStagingLine, "clearing old staging files");
    for (const f of batch.files) {
      for (let at = 0; at < f.text.length; at += chunk) {
        const piece = f.text.substring(at, at + chunk);
        progress("send", sent, total, `Sending ${f.label}`);
        await s.command((tag) => chunkLine(f.name, piece, at, f.text.length, tag), `writing ${f.name}`);
        sent += piece.length;
      }
    }
    progress("apply", sent, total, `The device is checking the ${batch.system} files`);
    const v = await s.apply(batch);
    verdicts.push(v);
    applied.push(batch.system);
    if (!v.ok) {
      const where = v.file ? ` ${v.file}` : "";
      throw new UploadError(`The device refused${where}: ${v.problem ?? "no reason given"}. It still uses its previous rules and sheets.`);
    }
  }
  progress("done", sent, total, "Done: the device has the new files");
  return { info, verdicts, applied, skipped };
}
