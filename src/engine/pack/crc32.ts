/**
 * CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320, as zlib and Espruino's E.CRC32) of
 * the bytes of an ASCII string, with a 256-entry table built on first use. The device may
 * pass its native E.CRC32 instead where the firmware has it; tests check they agree.
 */
let table: Int32Array | null = null;

function crcTable(): Int32Array {
  if (table) return table;
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  table = t;
  return t;
}

/** The CRC as an unsigned 32-bit integer. */
export function crc32(text: string): number {
  const t = crcTable();
  let c = -1;
  for (let i = 0; i < text.length; i++) c = t[(c ^ text.charCodeAt(i)) & 255] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

/** 8 lower-case hex digits, built digit by digit. */
export function hex8(v: number): string {
  const digits = "0123456789abcdef";
  let s = "";
  for (let i = 0; i < 8; i++) {
    s += digits.charAt((v >>> 28) & 15);
    v = v << 4;
  }
  return s;
}
