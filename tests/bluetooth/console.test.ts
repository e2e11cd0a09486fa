/**
 * The emulated console (src/emulator/console.ts, tcp-console.ts) against what the real
 * interpreter's console answered: the expected bytes below were recorded from Espruino 2v29's
 * Linux build serving its console with --telnet (espruino-linux --telnet, port 2323), sent the
 * same input. Where the Linux build differs from a board (Ctrl-E names LINUX, Ctrl-C on an empty
 * line offers to exit the process), the board's behaviour from src/jsinteractive.c is expected.
 */
import net from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { bracketDepth, EspruinoConsole, replValue } from "../../src/emulator/console";
import { consoleLockOf } from "../../src/emulator/console-lock";
import { createEmulator } from "../../src/emulator/emulator";
import { TcpConsole } from "../../src/emulator/tcp-console";

/** A device running `code`, and a console on it that has shown its first prompt. */
function device(code = "var n = 0;") {
  const emu = createEmulator({ board: "banglejs2", appCode: code, storageDir: mkdtempSync(join(tmpdir(), "sifni-con-")), seed: 1 });
  let out = "";
  const con = new EspruinoConsole(emu, (t) => (out += t));
  con.open();
  expect(out).toBe(">");
  /** What the console answers to `text`. */
  const say = (text: string): string => {
    out = "";
    con.receive(text);
    return out;
  };
  return { emu, con, say, taken: () => out };
}

describe("the console's answers, byte for byte as the interpreter's", () => {
  test("an empty line, an expression, its value; strings and undefined", () => {
    const { say } = device();
    expect(say("\n")).toBe("\r\n>");
    expect(say("1+2\n")).toBe("1+2\r\n=3\r\n>");
    expect(say("undefined\n")).toBe("undefined\r\n=undefined\r\n>");
    expect(say('"str"\n')).toBe('"str"\r\n="str"\r\n>');
  });

  test("DLE at the start of a line: no echo, no value, no prompt unless something is printed", () => {
    const { emu, say } = device();
    expect(say("\x10 3+4\n")).toBe("");
    expect(say('\x10print("hi")\n')).toBe("hi\r\n>");
    // a line number (ESC [ n d) as the espruino tool inserts is swallowed
    expect(say("\x10\x1b[5dprint(7)\n")).toBe("7\r\n>");
    expect(say("\x10var k = 42;\n")).toBe("");
    expect(emu.realm().global.k).toBe(42);
  });

  test("open brackets continue the line with ':'; the value comes when they close", () => {
    const { say } = device();
    expect(say("x=[1,\n")).toBe("x=[1,\r\n:");
    expect(say("2]\n")).toBe("2]\r\n=[ 1, 2 ]\r\n>");
    expect(say("f=function(){\n")).toBe("f=function(){\r\n:");
    expect(say("return 5}\n")).toBe("return 5}\r\n=function () { ... }\r\n>");
    expect(say("f()\n")).toBe("f()\r\n=5\r\n>");
  });

  test("errors: Uncaught and the message, then the prompt (the interpreter adds a stack excerpt)", () => {
    const { say } = device();
    expect(say('\x10throw new Error("boom")\n')).toBe("Uncaught Error: boom\r\n>");
    expect(say("nope.x\n")).toBe('nope.x\r\nUncaught ReferenceError: nope is not defined\r\n>');
  });

  test("ESC Enter is a newline that does not run; Ctrl-C clears the line; Ctrl-E names the firmware", () => {
    const { emu, say } = device();
    expect(say("\x10var a=1;\x1b\na=a+1\n")).toBe("");
    expect(emu.realm().global.a).toBe(2);
    expect(say("1+\x03")).toBe("1+\r\x1b[J>");
    expect(say("\x05")).toBe("Espruino 2v29 BANGLEJS2\r\n");
  });

  test("what the app prints later (a timer) reaches the console when time passes", () => {
    const { emu, con, say, taken } = device();
    say('\x10setTimeout(function () { print("later"); }, 500);\n');
    emu.advance(600);
    con.poll();
    // the prompt still shown is erased first (jsiConsoleRemoveInputLine), then shown again
    expect(taken()).toBe("\r\x1b[Jlater\r\n>");
  });

  test("a locked console takes only the password, line by line", () => {
    const { emu, say } = device();
    say('\x10E.setPassword("1234");E.lockConsole();\n');
    expect(consoleLockOf(emu).locked).toBe(true);
    expect(say("\n")).toBe("\r\n  Invalid password\r\npassword>");
    expect(say("\x10print(1)\n")).toBe("\r\n  Invalid password\r\npassword>");
    // the DLE the espruino tool puts first is part of what is typed, so a CR ends that attempt
    expect(say("\x101234\n")).toBe("\r\n  Invalid password\r\npassword>");
    expect(say("\x10\r1234\n")).toBe("\r\n  Invalid password\r\npassword>\r\n  Logged in.\r\n>");
    expect(say("\x10print(2)\n")).toBe("2\r\n>");
  });
});

describe("the console lock's lifetimes, as the firmware's", () => {
  test("load() forgets the password but keeps the console locked; a restart and E.reboot() clear both", () => {
    const { emu, say } = device();
    say('\x10E.setPassword("1234");E.lockConsole();\n');
    say("\x10\r1234\n");
    say("\x10E.lockConsole();load();\n");
    const lock = consoleLockOf(emu);
    expect(lock.locked).toBe(true);
    expect(lock.password).toBeUndefined();
    expect(say("1234\n")).toBe("\r\n  Invalid password\r\npassword>");
    emu.restart();
    expect(lock.locked).toBe(false);
    say('\x10E.setPassword("99");E.lockConsole();E.reboot();\n');
    emu.advance(10);
    expect(lock.locked).toBe(false);
  });

  test("E.lockConsole() without a password does nothing", () => {
    const { emu, say } = device();
    say("\x10E.lockConsole();\n");
    expect(consoleLockOf(emu).locked).toBe(false);
    expect(say("1\n")).toBe("1\r\n=1\r\n>");
  });

  test("E.CRC32 is the zlib CRC-32, unsigned, of the bytes", () => {
    const { say } = device();
    expect(say('E.CRC32("The quick brown fox jumps over the lazy dog").toString(16)\n')).toMatch(/="414fa339"\r\n>$/);
    expect(say("E.CRC32([1,2,3])\n")).toMatch(/=1438416925\r\n>$/);
  });
});

describe("brackets and values", () => {
  test("brackets inside strings, comments and regular expressions do not count", () => {
    expect(bracketDepth('f("(", \'[\', `{`) // (')).toBe(0);
    expect(bracketDepth("a = /[(]/; b = [1,")).toBe(1);
    expect(bracketDepth("/* { */ if (x) {")).toBe(1);
    expect(bracketDepth('require("Storage").write("a",atob("e30="),0,2)')).toBe(0);
  });

  test("values as the REPL prints them", () => {
    expect(replValue([])).toBe("[  ]");
    expect(replValue({ a: 1, "b c": "x" })).toBe('{ a: 1, "b c": "x" }');
    expect(replValue(null)).toBe("null");
  });
});

describe("the console on TCP", () => {
  /** Connects, sends `text`, and collects what comes back for `ms`. */
  function talk(port: number, text: string, ms = 300): Promise<string> {
    return new Promise((resolve) => {
      const s = net.createConnection(port, "127.0.0.1");
      let got = "";
      s.on("data", (d) => (got += d.toString("latin1")));
      s.on("connect", () => {
        s.write(text);
        setTimeout(() => {
          s.end();
          resolve(got);
        }, ms);
      });
    });
  }

  test("a connection is NRF connect for the app, its end NRF disconnect; one at a time", async () => {
    const app = 'NRF.on("connect", function (a) { print("hello " + a); }); NRF.on("disconnect", function (r) { print("bye " + r); });';
    const emu = createEmulator({ board: "banglejs2", appCode: app, storageDir: mkdtempSync(join(tmpdir(), "sifni-tcp-")), seed: 1 });
    const events: string[] = [];
    const tcp = new TcpConsole(emu, { host: "127.0.0.1", port: 0, onEvent: (e) => events.push(e) });
    const { port } = await tcp.listen();
    expect(port).toBeGreaterThan(0);
    const s = net.createConnection(port, "127.0.0.1");
    let got = "";
    s.on("data", (d) => (got += d.toString("latin1")));
    await new Promise((r) => s.on("connect", r));
    await new Promise((r) => setTimeout(r, 100));
    expect(emu.printed).toContain("hello 12:34:56:78:9a:bc public");
    expect(await talk(port, "1\n", 200)).toBe("The console is in use by another connection\r\n");
    s.write("6*7\n");
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toBe(">6*7\r\n=42\r\n>");
    s.end();
    await new Promise((r) => setTimeout(r, 200));
    expect(emu.printed).toContain("bye 19");
    expect(events[0]).toMatch(/^connected: /);
    expect(events).toContain("refused a second connection: the console is in use");
    expect(events[events.length - 1]).toBe("disconnected");
    await tcp.close();
  });
});
