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
import { REPLY, chunkLine, clearStagingLine, flashFootprint, infoLine, updateLine } from "./protocol";
import type { Link } from "./link";
import { LineReader } from "./link";

export interface DeviceInfo {
  /** process.env.BOARD: "BANGLEJS2", "BANGLEJS", "PIXLJS" */
  board: string;
  firmware: string;
  free: number;
  trash: number;
  /** typeof SIFNI_UPDATE on the device */
  update: string;
}

/** The device's verdict on one batch, as SIFNI_UPDATE() printed it. */
export interface Verdict {
  ok: boolean;
  pack?: { system: string; version: number };
  sheets?: string[];
  file?: string;
  problem?: string;
}

export interface Progress {
  /** "connect", "unlock", "check", "send", "apply", "done" */
  phase: string;
  /** bytes of files sent so far and in all */
  sent: number;
  total: number;
  message: string;
}

export interface UploadOptions {
  /** the GM passcode, sent only when the console is locked */
  passcode: string;
  /** the systems the board's app carries; sheets of others are left out (null: send everything) */
  systemsOn?: (board: string) => string[] | null;
  /** data bytes per console line */
  chunkBytes?: number;
  /** how long to wait for an answer to one line, ms */
  replyTimeoutMs?: number;
  /** how long the device may take to apply a batch, ms */
  applyTimeoutMs?: number;
  onProgress?: (p: Progress) => void;
  /** every line the device sends, for the transcript */
  onLine?: (line: string) => void;
}

export interface UploadReport {
  info: DeviceInfo;
  verdicts: Verdict[];
  /** the system of each verdict, in order */
  applied: string[];
  /** what was left out and why ("TFT-hack: the Pixl.js app does not carry it") */
  skipped: string[];
}

/** A failed upload: `message` is for the GM. */
export class UploadError extends Error {}

const DEFAULT_CHUNK = 768;
const DEFAULT_REPLY_MS = 10000;
const DEFAULT_APPLY_MS = 60000;

/** "Uncaught Error: Unable to find or create file" -> the message. */
function uncaught(line: string): string | undefined {
  const m = /^Uncaught (?:\w*Error: )?(.*)$/.exec(line.trim());
  return m ? m[1] : undefined;
}

function parseJsonObject(text: string): { [k: string]: unknown } | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as { [k: string]: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

class Session {
  private readonly reader: LineReader;
  private tagCount = 0;

  constructor(
    private readonly link: Link,
    private readonly opts: UploadOptions,
  ) {
    this.reader = new LineReader((l) => opts.onLine?.(l));
    link.onData((t) => this.reader.push(t));
  }

  private get replyMs(): number {
    return this.opts.replyTimeoutMs ?? DEFAULT_REPLY_MS;
  }

  /** Sends a command line and waits for its tagged reply; an uncaught error on the way fails it. */
  async command(line: (tag: string) => string, what: string): Promise<void> {
    const tag = "ack" + ++this.tagCount;
    const reply = this.reader.next(
      (l) => (l === REPLY + tag ? { ok: true as const } : uncaught(l) !== undefined ? { ok: false as const, why: uncaught(l) as string } : undefined),
      this.replyMs,
      `The device did not answer while ${what} (no reply in ${this.replyMs / 1000} s): is it still connected?`,
    );
    await this.link.write(line(tag));
    const r = await reply;
    if (!r.ok) throw new UploadError(`The device refused ${what}: ${r.why}`);
  }

  async unlock(passcode: string): Promise<void> {
    await this.link.write("\x03");
    const probe = this.reader.next(
      (l) => (l === REPLY + "hello" ? "open" : /Invalid password/.test(l) ? "locked" : undefined),
      this.replyMs,
      `The device does not answer on its console (no reply in ${this.replyMs / 1000} s).`,
    );
    await this.link.write("\x10print(" + JSON.stringify(REPLY) + '+"hello")\n');
    if ((await probe) === "open") return;
    if (passcode === "") throw new UploadError("The device's console is locked: enter the GM passcode and send again.");
    const answer = this.reader.next(
      (l) => (/Logged in/.test(l) ? true : /Invalid password/.test(l) ? false : undefined),
      this.replyMs,
      `The device did not answer the passcode (no reply in ${this.replyMs / 1000} s).`,
    );
    await this.link.write(passcode + "\n");
    if (!(await answer)) throw new UploadError("The device refused the GM passcode: nothing was sent. Check it and send again.");
  }

  async info(): Promise<DeviceInfo> {
    const got = this.reader.next(
      (l) => (l.startsWith(REPLY + "{") ? parseJsonObject(l.substring(REPLY.length)) : uncaught(l) !== undefined ? { failed: uncaught(l) } : undefined),
      this.replyMs,
      `The device did not say what it is (no reply in ${this.replyMs / 1000} s).`,
    );
    await this.link.write(infoLine());
    const v = await got;
    if (typeof v.failed === "string") throw new UploadError(`The device could not answer what it is: ${v.failed}`);
    return {
      board: String(v.board),
      firmware: String(v.firmware),
      free: typeof v.free === "number" ? v.free : 0,
      trash: typeof v.trash === "number" ? v.trash : 0,
      update: String(v.update),
    };
  }

  async apply(batch: Batch): Promise<Verdict> {
    const ms = this.opts.applyTimeoutMs ?? DEFAULT_APPLY_MS;
    const got = this.reader.next(
      (l) => {
        const o = parseJsonObject(l.trim());
        if (o && typeof o.ok === "boolean") return o as unknown as Verdict;
        const u = uncaught(l);
        return u !== undefined ? ({ ok: false, problem: u } as Verdict) : undefined;
      },
      ms,
      `The device did not give its verdict on the ${batch.system} files within ${ms / 1000} s.`,
    );
    await this.link.write(updateLine(batch.files));
    return got;
  }
}

function totalBytes(batches: Batch[]): number {
  let n = 0;
  for (const b of batches) for (const f of b.files) n += f.text.length;
  return n;
}

/** Runs a whole upload over an open link. */
export async function upload(link: Link, planned: Batch[], opts: UploadOptions): Promise<UploadReport> {
  const s = new Session(link, opts);
  const progress = (phase: string, sent: number, total: number, message: string): void => opts.onProgress?.({ phase, sent, total, message });
  progress("unlock", 0, 0, "Opening the device's console");
  await s.unlock(opts.passcode);
  progress("check", 0, 0, "Asking the device what it is");
  const info = await s.info();
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
