/**
 * Bytes and the device's 8-bit strings, without Node's Buffer (the emulator core also runs in a
 * browser): Storage keeps bytes, the app sees strings of characters 0..255; btoa/atob.
 */

/** The UTF-8 bytes of one character code (a lone surrogate as U+FFFD, as Buffer and TextEncoder do). */
function utf8(code: number, out: number[]): void {
  if (code < 0x80) out.push(code);
  else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
  else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
}

/** Bytes as the device's 8-bit strings hold them (characters above 255 as UTF-8). */
export function textBytes(s: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 256) {
      out.push(c);
      continue;
    }
    const next = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
      utf8(0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00), out);
      i++;
    } else utf8(c >= 0xd800 && c < 0xe000 ? 0xfffd : c, out);
  }
  return Uint8Array.from(out);
}

/** Bytes -> an 8-bit string, as Storage.read returns them. */
export function bytesText(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 4096) s += String.fromCharCode.apply(null, Array.from(b.subarray(i, i + 4096)));
  return s;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** btoa of an 8-bit string (characters above 255 keep their low byte, as Espruino's do). */
export function base64Encode(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i += 3) {
    const a = s.charCodeAt(i) & 255;
    const b = i + 1 < s.length ? s.charCodeAt(i + 1) & 255 : 0;
    const c = i + 2 < s.length ? s.charCodeAt(i + 2) & 255 : 0;
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += i + 1 < s.length ? B64[(n >> 6) & 63] : "=";
    out += i + 2 < s.length ? B64[n & 63] : "=";
  }
  return out;
}

/** atob: base64 text -> 8-bit string; undefined when it is not base64. */
export function base64Decode(t: string): string | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(t)) return undefined;
  const body = t.replace(/=+$/, "");
  let out = "";
  let bits = 0;
  let n = 0;
  for (let i = 0; i < body.length; i++) {
    n = (n << 6) | B64.indexOf(body[i]);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((n >> bits) & 255);
    }
  }
  return out;
}
