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
 */
import type { Batch } from "./protocol";
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
  /** the systems the board's app carries; sheets of others are left out (null: send everything) */
  systemsOn?: (board: string) => string[] | null;
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
  const batches = planned.filter((b) => {
    if (!carried || carried.indexOf(b.system) >= 0) return true;
    skipped.push(`${b.system}: the ${info.board} app does not carry it (${b.files.length} file${b.files.length === 1 ? "" : "s"} left out)`);
    return false;
  });
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
