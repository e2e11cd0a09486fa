/**
 * The device's JavaScript console as a connected UART sees it (Bluetooth on the boards): the
 * characters sent are typed into the console's input line, a newline runs the line at global
 * scope, and everything the app prints comes back. Semantics from Espruino's jsinteractive.c
 * (jsiHandleChar, jsiHandleNewLine):
 * - DLE (0x10) at the start of a line turns echo off for that line: it is not echoed and its
 *   result is not printed (uploaders send every command this way);
 * - with echo on, typed characters are echoed and a line's result is printed as "=value";
 * - "\r\n" counts as one newline; backspace and DEL remove a character; Ctrl-C clears the line;
 * - a console locked with E.setPassword + E.lockConsole takes the next line (at most 20
 *   characters, never echoed) as the password: "  Logged in." or "  Invalid password" and a
 *   "password>" prompt.
 * Not modelled: lines left open by unbalanced brackets (each newline runs the line), history,
 * cursor keys, tab completion. Output uses "\r\n" line ends, as the device does.
 * Platform-neutral: the companion page feeds it from its simulated Bluetooth link.
 */
import type { ConsoleLock } from "./device";
import type { Outcome } from "./realm";

/** What the console needs of the emulated device (EmulatedMachine has it). */
export interface ConsoleHost {
  consoleLock: ConsoleLock;
  execute(code: string, filename?: string): Outcome;
  listen(fn: (line: string) => void): () => void;
}

const DLE = 0x10;
const CTRL_C = 3;
/** The firmware keeps at most this many characters of a password attempt. */
const PASSWORD_CHARS = 20;

/** How the console shows a line's result after "=" (close to the firmware's for plain values). */
function resultText(v: unknown): string {
  if (v === undefined) return "undefined";
  if (typeof v === "function") return "function";
  if (typeof v === "string") return JSON.stringify(v);
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

export class UartConsole {
  private line = "";
  private echoOffForLine = false;
  private hadCR = false;
  private readonly stop: () => void;

  /** `send` gets what the device transmits back over the link. */
  constructor(
    private readonly device: ConsoleHost,
    private readonly send: (text: string) => void,
  ) {
    this.stop = device.listen((l) => this.send(l + "\r\n"));
  }

  /** Characters arriving from the link. */
  write(text: string): void {
    for (let i = 0; i < text.length; i++) this.handle(text.charCodeAt(i), text[i]);
  }

  /** Stops forwarding the device's output (the link closed). */
  close(): void {
    this.stop();
  }

  private echo(): boolean {
    return !this.echoOffForLine;
  }

  private handle(code: number, ch: string): void {
    const lock = this.device.consoleLock;
    if (lock.locked) {
      if (ch === "\r" || ch === "\n") {
        if (lock.password !== undefined && this.line === lock.password) lock.locked = false;
        this.line = "";
        this.send(lock.locked ? "\r\n  Invalid password\r\npassword>" : "\r\n  Logged in.\r\n");
      } else if (this.line.length < PASSWORD_CHARS) this.line += ch;
      return;
    }
    if (ch === "\n" && this.hadCR) {
      this.hadCR = false;
      return;
    }
    this.hadCR = ch === "\r";
    if (ch === "\r" || ch === "\n") this.run();
    else if (code === DLE && this.line.length === 0) this.echoOffForLine = true;
    else if (code === CTRL_C) this.line = "";
    else if (code === 8 || code === 127) {
      if (this.line.length > 0) {
        this.line = this.line.substring(0, this.line.length - 1);
        if (this.echo()) this.send("\b \b");
      }
    } else {
      this.line += ch;
      if (this.echo()) this.send(ch);
    }
  }

  private run(): void {
    const code = this.line.replace(/\s+$/, "");
    const echo = this.echo();
    this.line = "";
    if (echo) this.send("\r\n");
    if (code.length > 0) {
      const r = this.device.execute(code, "console");
      if (echo && r.ok) this.send("=" + resultText(r.value) + "\r\n");
    }
    if (echo) this.send(">");
    this.echoOffForLine = false;
  }
}
