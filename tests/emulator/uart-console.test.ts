/**
 * The device's console as a Bluetooth UART sees it (uart-console.ts, from jsinteractive.c):
 * echo and "=result" for typed lines, DLE lines run silently, what the app prints comes back,
 * errors come back as "Uncaught ...", and a locked console takes the password first.
 */
import { describe, expect, it } from "vitest";
import { UartConsole } from "../../src/emulator/uart-console";
import { emulate, run } from "./helpers";

const APP = 'var n = 0; function bump() { n++; print("n is " + n); }';

function connect(code = APP) {
  const emu = emulate("banglejs2", code);
  let out = "";
  const uart = new UartConsole(emu, (t) => {
    out += t;
  });
  return {
    emu,
    uart,
    take(): string {
      const t = out;
      out = "";
      return t;
    },
  };
}

describe("the console over a UART", () => {
  it("echoes a typed line, prints its result, then the prompt", () => {
    const c = connect();
    c.uart.write("1+2\n");
    expect(c.take()).toBe("1+2\r\n=3\r\n>");
    c.uart.write('"a"+"b"\r\n');
    expect(c.take()).toBe('"a"+"b"\r\n="ab"\r\n>');
  });

  it("runs a DLE line silently, in the app's global scope, and sends back what it prints", () => {
    const c = connect();
    c.uart.write("\x10bump()\n\x10bump()\n");
    expect(c.take()).toBe("n is 1\r\nn is 2\r\n");
    expect(run(c.emu, "n")).toBe(2);
    // a var declared on the console is a global of the app, as on the device
    c.uart.write("\x10var fromConsole = 7\n");
    expect(run(c.emu, "fromConsole")).toBe(7);
  });

  it("reports an error as the device does and goes on", () => {
    const c = connect();
    c.uart.write("\x10nothing()\n");
    expect(c.take()).toBe("Uncaught ReferenceError: nothing is not defined\r\n");
    expect(c.emu.errors).toHaveLength(1);
    c.uart.write("\x10bump()\n");
    expect(c.take()).toBe("n is 1\r\n");
  });

  it("takes a line in pieces, with backspace and Ctrl-C", () => {
    const c = connect();
    c.uart.write("\x10bu");
    c.uart.write("mq\x7fp()\n");
    expect(c.take()).toBe("n is 1\r\n");
    c.uart.write("\x10garbage\x03\x10bump()\n");
    expect(c.take()).toBe("n is 2\r\n");
  });

  it("sends what the app prints later, from a timer", () => {
    const c = connect('setTimeout(function () { print("later"); }, 500);');
    expect(c.take()).toBe("");
    c.emu.advance(600);
    expect(c.take()).toBe("later\r\n");
    c.uart.close();
    run(c.emu, 'print("after close")');
    expect(c.take()).toBe("");
  });
});

describe("a locked console (E.setPassword, E.lockConsole)", () => {
  it("stays open when no password is set", () => {
    const c = connect();
    run(c.emu, "E.lockConsole()");
    expect(c.emu.consoleLock.locked).toBe(false);
  });

  it("takes the next line as the password and runs nothing before it", () => {
    const c = connect();
    run(c.emu, 'E.setPassword("1234"); E.lockConsole()');
    expect(c.emu.consoleLock).toEqual({ password: "1234", locked: true });
    c.uart.write("\x10bump()\n");
    // the DLE and the command were taken as a password attempt: nothing ran
    expect(c.take()).toBe("\r\n  Invalid password\r\npassword>");
    expect(run(c.emu, "n")).toBe(0);
    c.uart.write("12345\n");
    expect(c.take()).toBe("\r\n  Invalid password\r\npassword>");
    c.uart.write("1234\n");
    expect(c.take()).toBe("\r\n  Logged in.\r\n");
    c.uart.write("\x10bump()\n");
    expect(c.take()).toBe("n is 1\r\n");
  });

  it("keeps only 20 characters of an attempt", () => {
    const c = connect();
    const pwd = "abcdefghijklmnopqrst"; // 20 characters
    run(c.emu, `E.setPassword("${pwd}"); E.lockConsole()`);
    c.uart.write(pwd + "XYZ\n"); // the 21st character on is dropped, so this matches
    expect(c.take()).toBe("\r\n  Logged in.\r\n");
  });

  it("forgets the password at load() but stays locked; a power cycle unlocks it", () => {
    const c = connect();
    c.emu.execute('E.setPassword("gm"); E.lockConsole(); load()'); // load() happens as the line ends
    expect(c.emu.consoleLock).toEqual({ password: undefined, locked: true });
    c.uart.write("gm\n"); // no password any more: nothing unlocks it
    expect(c.take()).toBe("\r\n  Invalid password\r\npassword>");
    c.emu.restart();
    expect(c.emu.consoleLock).toEqual({ password: undefined, locked: false });
    c.uart.write("\x10bump()\n");
    expect(c.take()).toBe("n is 1\r\n");
  });
});
