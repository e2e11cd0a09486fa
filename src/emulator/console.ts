/**
 * The emulated device's JavaScript console (REPL), as the espruino command-line tool, the Web
 * IDE and the App Loader drive it over Bluetooth, serial or tcp://. Modelled on
 * src/jsinteractive.c (jsiHandleConsoleChar, jsiHandleNewLine, jsiLoop) of firmware 2v29, and
 * checked against the interpreter's Linux build serving its console with --telnet:
 * - characters build an input line, echoed back; Enter runs it at the app's global scope once
 *   its brackets are closed, else the line goes on (prompt ":"); a value is printed as "=...";
 * - DLE (16) at the start of a line runs that line without echo and without its value: how
 *   uploaders send code. ESC [ digits d (line numbers), arrows and other escapes are swallowed;
 *   ESC Enter is a newline that does not run the line; Ctrl-C clears the line; Ctrl-E on an
 *   empty line names the firmware;
 * - what the app prints reaches the console; errors print "Uncaught ...";
 * - a locked console (console-lock.ts) takes nothing but the password, line by line, as
 *   E.setPassword/E.lockConsole make it ("Invalid password", "Logged in.").
 * Output uses "\r\n", as the device's does. Not emulated: history, cursor editing, tab
 * completion, the packet protocol (DLE SOH), the debugger.
 */
import { consoleLockOf, PASSWORD_INPUT_MAX } from "./console-lock";
import { FIRMWARE_VERSION } from "./device";
import type { Emulator } from "./emulator";
import { describeError } from "./realm";

type InputState = "none" | "dle" | "esc" | "esc-O" | "esc-[" | "esc-[n" | "cr";

/**
 * How deep the brackets of a line are still open, ignoring strings, comments and regular
 * expressions (jsiCountBracketsInInput). A line runs when this is 0 or less.
 */
export function bracketDepth(code: string): number {
  let depth = 0;
  let prev = "";
  let i = 0;
  while (i < code.length) {
    const c = code[i];
    if (c === '"' || c === "'" || c === "`") {
      i++;
      while (i < code.length && code[i] !== c) i += code[i] === "\\" ? 2 : 1;
      i++;
      prev = c;
      continue;
    }
    if (c === "/" && code[i + 1] === "/") {
      while (i < code.length && code[i] !== "\n") i++;
      continue;
    }
    if (c === "/" && code[i + 1] === "*") {
      const end = code.indexOf("*/", i + 2);
      i = end < 0 ? code.length : end + 2;
      continue;
    }
    if (c === "/" && (prev === "" || "(,=:[!&|?{};+-*%<>~^".includes(prev))) {
      // a regular expression: up to the next / outside a character class
      let inClass = false;
      i++;
      while (i < code.length && (inClass || code[i] !== "/")) {
        if (code[i] === "\\") i++;
        else if (code[i] === "[") inClass = true;
        else if (code[i] === "]") inClass = false;
        i++;
      }
      i++;
      prev = "/";
      continue;
    }
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    if (!/\s/.test(c)) prev = c;
    i++;
  }
  return depth;
}

/** A value as the REPL shows it after "=" (jsfPrintJSON with pretty, dropped-quote keys), on one line. */
export function replValue(v: unknown, depth = 0): string {
  if (v === undefined) return "undefined";
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "function") return "function () { ... }";
  if (typeof v !== "object" || v === null) return String(v);
  if (depth > 3) return "...";
  if (Array.isArray(v)) return "[ " + v.map((x) => replValue(x, depth + 1)).join(", ") + " ]";
  const o = v as { [k: string]: unknown };
  return "{ " + Object.keys(o).map((k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)) + ": " + replValue(o[k], depth + 1)).join(", ") + " }";
}

export class EspruinoConsole {
  private line = "";
  private echoOffForLine = false;
  private state: InputState = "none";
  /** the prompt and input line are off the terminal (after output), to be shown again */
  private removed = true;
  private ctrlC = false;
  /** lines of emu.printed already sent */
  private seen: number;

  constructor(
    private readonly emu: Emulator,
    private readonly write: (text: string) => void
  ) {
    this.seen = emu.printed.length;
  }

  /** A connection opens: the prompt. */
  open(): void {
    this.seen = this.emu.printed.length;
    this.removed = true;
    this.returnLine();
  }

  /** Bytes from the connection, as characters 0..255. */
  receive(data: string): void {
    for (let i = 0; i < data.length; i++) this.char(data.charCodeAt(i));
    this.loopEnd();
  }

  /** Between inputs (timers ran): what the app printed meanwhile, then the prompt. */
  poll(): void {
    this.flushPrinted();
    this.returnLine();
  }

  private get locked(): boolean {
    return consoleLockOf(this.emu).locked;
  }

  private echo(): boolean {
    return !this.echoOffForLine;
  }

  private showInputLine(): boolean {
    return this.echo() && !this.removed && !this.locked;
  }

  /** Console output: "\n" becomes "\r\n". */
  private out(text: string): void {
    this.write(text.replace(/\n/g, "\r\n"));
  }

  private removeLine(): void {
    if (this.removed) return;
    this.removed = true;
    if (this.echo()) this.write("\r\x1b[J");
  }

  private returnLine(): void {
    if (!this.removed) return;
    this.removed = false;
    if (this.echo()) this.out((this.locked ? "password" : "") + ">" + this.line.replace(/\n/g, "\n:"));
  }

  private flushPrinted(): void {
    const p = this.emu.printed;
    for (; this.seen < p.length; this.seen++) {
      this.removeLine();
      this.out(p[this.seen] + "\n");
    }
  }

  private loopEnd(): void {
    if (this.ctrlC) {
      this.ctrlC = false;
      if (this.line !== "") this.removeLine();
      this.line = "";
    }
    this.flushPrinted();
    this.returnLine();
  }

  private char(c: number): void {
    const lock = consoleLockOf(this.emu);
    if (lock.locked) {
      if (c === 13 || c === 10) {
        const typed = this.line;
        this.line = "";
        if (!lock.tryLine(typed)) {
          this.out("\n  Invalid password\npassword>");
          this.removed = false;
        }
        else {
          this.out("\n  Logged in.\n");
          this.removed = true;
          this.returnLine();
        }
      } else if (this.line.length < PASSWORD_INPUT_MAX) this.line += String.fromCharCode(c);
      return;
    }
    if (c === 0) this.state = "none";
    else if (c === 1) return; // SOH: the packet protocol after DLE, not emulated
    else if (c === 3) this.ctrlC = true;
    else if (c === 5) {
      if (this.line === "") this.out("Espruino " + FIRMWARE_VERSION + " " + this.emu.board.id.toUpperCase() + "\n");
    } else if (c === 16) {
      if (this.line === "") this.echoOffForLine = true;
      this.state = "dle";
    } else if (c === 27) this.state = "esc";
    else if (this.state === "esc") {
      this.state = c === 79 ? "esc-O" : c === 91 ? "esc-[" : "none";
      if (c === 10) this.newLine(false);
    } else if (this.state === "esc-O") this.state = "none";
    else if (this.state === "esc-[") this.state = c >= 48 && c <= 57 ? "esc-[n" : "none";
    else if (this.state === "esc-[n") {
      if (c < 48 || c > 57) this.state = "none";
    } else {
      const afterCr = this.state === "cr";
      this.state = "none";
      if (c === 8 || c === 127) {
        if (this.line === "") return;
        this.line = this.line.substring(0, this.line.length - 1);
        if (this.showInputLine()) this.write("\b \b");
      } else if (c === 10 && afterCr) return;
      else if (c === 13 || c === 10) {
        if (c === 13) this.state = "cr";
        this.newLine(true);
      } else if (c >= 32 || c === 9) {
        const s = c === 9 ? "    " : String.fromCharCode(c);
        this.line += s;
        if (this.showInputLine()) this.write(s);
      }
    }
  }

  private newLine(execute: boolean): void {
    if (!execute || bracketDepth(this.line) > 0) {
      if (this.showInputLine()) this.out("\n:");
      this.line += "\n";
      return;
    }
    if (this.showInputLine()) this.out("\n");
    if (this.echo()) this.removed = true;
    const code = this.line.replace(/\s+$/, "");
    this.line = "";
    const echo = this.echo();
    let r: { ok: true; value: unknown } | { ok: false; error: unknown };
    try {
      r = this.emu.consoleEval(code);
    } catch (e) {
      r = { ok: false, error: e };
    }
    this.flushPrinted();
    if (!r.ok) {
      this.removeLine();
      this.out("Uncaught " + describeError(r.error) + "\n");
    } else if (echo && code !== "") this.out("=" + replValue(r.value) + "\n");
    this.echoOffForLine = false;
  }
}
