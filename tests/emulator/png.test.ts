/**
 * Screenshots: the PNG decoded here, independently (chunk CRCs with node:zlib's crc32, the image
 * data inflated and unfiltered), has the glass's colours at the real resolution, scaled.
 */
import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { emulate } from "./helpers";

interface Decoded {
  width: number;
  height: number;
  rgb: (x: number, y: number) => number[];
}

function decode(png: Buffer): Decoded {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let pos = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  for (;;) {
    const len = png.readUInt32BE(pos);
    const type = png.toString("latin1", pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    expect(png.readUInt32BE(pos + 8 + len)).toBe(crc32(png.subarray(pos + 4, pos + 8 + len)));
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 2, 0, 0, 0]); // 8-bit RGB, no interlace
    } else if (type === "IDAT") idat.push(data);
    pos += 12 + len;
    if (type === "IEND") break;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = 1 + width * 3;
  expect(raw.length).toBe(stride * height);
  for (let y = 0; y < height; y++) expect(raw[y * stride]).toBe(0); // filter: none
  return { width, height, rgb: (x, y) => [...raw.subarray(y * stride + 1 + x * 3, y * stride + 1 + x * 3 + 3)] };
}

describe("PNG screenshots", () => {
  it("Bangle.js 2: 176x176 scaled by 2, the 3-bit colours as pure RGB", () => {
    const emu = emulate("banglejs2", "g.setColor(1, 0, 0).fillRect(10, 20, 10, 20); g.setColor(0, 0, 1).fillRect(0, 0, 0, 0);");
    const png = decode(emu.png(2));
    expect([png.width, png.height]).toEqual([352, 352]);
    expect(png.rgb(20, 40)).toEqual([255, 0, 0]);
    expect(png.rgb(21, 41)).toEqual([255, 0, 0]);
    expect(png.rgb(22, 40)).toEqual([255, 255, 255]); // background: the theme's white
    expect(png.rgb(1, 1)).toEqual([0, 0, 255]);
  });

  it("Bangle.js 1: RGB565 expanded to 8 bits per channel", () => {
    const emu = emulate("banglejs", "g.setColor(0x8410).setPixel(5, 5);");
    const png = decode(emu.png(1));
    expect([png.width, png.height]).toEqual([240, 240]);
    // 0x8410: r5 16 -> 16<<3 | 16>>2 = 132, g6 32 -> 32<<2 | 32>>4 = 130, b5 16 -> 132
    expect(png.rgb(5, 5)).toEqual([132, 130, 132]);
    expect(png.rgb(6, 5)).toEqual([0, 0, 0]);
  });

  it("Pixl.js: ink and paper of the LCD, every pixel equal to the glass", () => {
    const emu = emulate("pixljs", 'g.drawString("Roll", 3, 2); g.flip();');
    const png = decode(emu.png(3));
    expect([png.width, png.height]).toEqual([384, 192]);
    for (let y = 0; y < 64; y++) for (let x = 0; x < 128; x++) expect(png.rgb(x * 3 + 2, y * 3 + 1)).toEqual(emu.framebuffer.rgb(x, y));
    expect(new Set(Array.from({ length: 128 }, (_, x) => png.rgb(x * 3, 3 * 3).join())).size).toBe(2);
    // "R" starts with ink at its cell's top-left (3, 2): near-black ink; (0, 0) is grey-green paper
    expect(png.rgb(3 * 3, 2 * 3)).toEqual([0x20, 0x24, 0x20]);
    expect(png.rgb(0, 0)).toEqual([0xd8, 0xdc, 0xc8]);
  });
});
