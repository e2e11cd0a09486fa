/**
 * bytes.ts replaces Node's Buffer in the emulator core (so it runs in a browser): Buffer is the
 * independent reference here, over every length up to a few blocks and every byte value.
 */
import { describe, expect, it } from "vitest";
import { base64Decode, base64Encode, bytesText, textBytes } from "../../src/emulator/bytes";
import { emulate, run } from "./helpers";

function latin1(n: number, seed: number): string {
  let s = "";
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += String.fromCharCode(x & 255);
  }
  return s;
}

describe("8-bit strings and bytes", () => {
  it("keeps characters 0..255 as one byte each and writes the rest as UTF-8", () => {
    let all = "";
    for (let c = 0; c < 256; c++) all += String.fromCharCode(c);
    expect(Array.from(textBytes(all))).toEqual(Array.from(Buffer.from(all, "latin1")));
    // é is one byte (233); € (U+20AC) is E2 82 AC; 😀 (U+1F600, a surrogate pair) is F0 9F 98 80
    expect(Array.from(textBytes("é€😀"))).toEqual([233, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
    expect(Array.from(textBytes("\ud800x"))).toEqual(Array.from(Buffer.from("\ufffdx", "utf8")));
  });

  it("reads bytes back as the same 8-bit string, also past one 4096-byte block", () => {
    const s = latin1(10000, 7);
    expect(bytesText(textBytes(s))).toBe(s);
    expect(bytesText(Uint8Array.from([0, 255, 65]))).toBe("\x00\xffA");
  });
});

describe("btoa and atob", () => {
  it("match Buffer's base64 for every length from 0 to 40", () => {
    for (let n = 0; n <= 40; n++) {
      const s = latin1(n, n + 1);
      const b64 = Buffer.from(s, "latin1").toString("base64");
      expect(base64Encode(s)).toBe(b64);
      expect(base64Decode(b64)).toBe(s);
    }
    expect(base64Encode("Man")).toBe("TWFu");
    expect(base64Decode("TWE=")).toBe("Ma");
  });

  it("refuse what is not base64, in the app as on the device", () => {
    expect(base64Decode("a*b")).toBeUndefined();
    const emu = emulate("pixljs", "var ready = 1;");
    expect(run(emu, 'atob(btoa("S-Ifni"))')).toBe("S-Ifni");
    expect(() => run(emu, 'atob("%%")')).toThrow("Invalid base64 string");
  });
});
