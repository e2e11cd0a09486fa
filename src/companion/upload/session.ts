/**
 * A conversation with the device's console over a Link, one answer awaited per line sent
 * (PROTOCOL.md): unlock with the GM passcode when the console is locked, ask what the device is,
 * run a command and wait for its tagged reply, apply a staged batch, and read back its files.
 * The uploader and the read-back both hold one.
 */
import type { Batch } from "./protocol";
import { REPLY, infoLine, updateLine } from "./protocol";
import type { Link } from "./link";
import { LineReader } from "./link";
import { DUMP_MARK, type DumpRequest, dumpStatement } from "../../home/readback/dump-command";
import { type Dump, readDump } from "../../home/readback/dump-read";

export interface DeviceInfo {
  /** process.env.BOARD: "BANGLEJS2", "BANGLEJS", "PIXLJS" */
  board: string;
  firmware: string;
  free: number;
  trash: number;
  /** typeof SIFNI_UPDATE on the device */
  update: string;
  /** the rules system its settings name ("" none: the app's first) */
  system: string;
}

/** The device's verdict on one batch, as SIFNI_UPDATE() printed it. */
export interface Verdict {
  ok: boolean;
  pack?: { system: string; version: number };
  sheets?: string[];
  /** the rules system the batch installed and made the one in use (a board holding one) */
  system?: string;
  file?: string;
  problem?: string;
}

export interface SessionOptions {
  /** how long to wait for an answer to one line, ms */
  replyTimeoutMs?: number;
  /** how long the device may take to apply a batch, ms */
  applyTimeoutMs?: number;
  /** every line the device sends, for the transcript */
  onLine?: (line: string) => void;
}

/** A failed upload: `message` is for the GM. */
export class UploadError extends Error {}

const DEFAULT_REPLY_MS = 10000;
const DEFAULT_APPLY_MS = 60000;
/** A read-back: a party and the log are a few KB, about 2.5 KB/s over Bluetooth. */
const DEFAULT_READ_MS = 120000;

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

export class Session {
  private readonly reader: LineReader;
  private tagCount = 0;

  constructor(
    private readonly link: Link,
    private readonly opts: SessionOptions,
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
      system: typeof v.system === "string" ? v.system : "",
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

  /**
   * The device's files read back (src/home/readback): the read-back line, then its lines up to
   * the last; an uncaught error on the way, or silence, fails it with a message for the GM.
   */
  async readBack(req: DumpRequest, ms = DEFAULT_READ_MS): Promise<Dump> {
    const lines: string[] = [];
    const got = this.reader.next(
      (l) => {
        if (l.indexOf(DUMP_MARK) >= 0) {
          lines.push(l);
          return l.indexOf(DUMP_MARK + '{"end":') >= 0 ? { ok: true as const } : undefined;
        }
        const u = uncaught(l);
        return u !== undefined ? { ok: false as const, why: u } : undefined;
      },
      ms,
      `The device stopped answering while its files were read (no end in ${ms / 1000} s): is it still connected?`,
    );
    await this.link.write("\x10" + dumpStatement(req) + "\n");
    const r = await got;
    if (!r.ok) throw new UploadError(`The device could not list its files: ${r.why}`);
    return readDump(lines);
  }
}

