/**
 * A link to the device's console: Web Bluetooth through @espruino-tools/core on a real board
 * (web-bluetooth.ts), or the emulator behind a simulated UART (simulated.ts). The uploader only
 * writes text and reads what comes back.
 */
export interface Link {
  /** how the page names it: "Web Bluetooth", "simulated device" */
  readonly name: string;
  /** connects (a real link asks the GM to pick a device); rejects with a message the GM can act on */
  open(): Promise<void>;
  /** sends text; resolves once it has gone out */
  write(text: string): Promise<void>;
  /** called with text as the device sends it */
  onData(fn: (text: string) => void): void;
  close(): Promise<void>;
}

/** Text arriving in pieces, as lines (without their "\r\n"). */
export class LineReader {
  private partial = "";
  private readonly waiting: ((line: string) => boolean)[] = [];
  /** every complete line, for the transcript */
  readonly lines: string[] = [];

  constructor(private readonly onLine: (line: string) => void = () => undefined) {}

  push(text: string): void {
    this.partial += text;
    for (;;) {
      const at = this.partial.indexOf("\n");
      if (at < 0) break;
      const line = this.partial.substring(0, at).replace(/\r$/, "");
      this.partial = this.partial.substring(at + 1);
      this.lines.push(line);
      this.onLine(line);
      // a waiter that takes the line removes itself
      for (const w of this.waiting.slice()) if (w(line)) this.waiting.splice(this.waiting.indexOf(w), 1);
    }
  }

  /** What has arrived since the last complete line (a prompt such as "password>"). */
  pending(): string {
    return this.partial;
  }

  /**
   * The first line from now on that `take` accepts (it returns a value other than undefined);
   * rejects with `timeoutMessage` when none comes within `ms`.
   */
  next<T>(take: (line: string) => T | undefined, ms: number, timeoutMessage: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(waiter);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(new Error(timeoutMessage));
      }, ms);
      const waiter = (line: string): boolean => {
        const v = take(line);
        if (v === undefined) return false;
        clearTimeout(timer);
        resolve(v);
        return true;
      };
      this.waiting.push(waiter);
    });
  }
}
