/**
 * The emulated `g`: Espruino's Graphics over the board's framebuffer. Each method follows the
 * firmware's semantics as read in Espruino's libs/graphics (jswrap_graphics.c, graphics.c,
 * bitmap_font_*.c, lcd_memlcd.c); docs/emulator.md gives the details and the differences.
 * Methods the board's firmware has but the emulator does not model throw a clear error;
 * methods the firmware lacks do not exist.
 */
import type { BoardProfile, BoardTheme } from "../boards/profile";
import { toBool, toFloat, toInt, toText } from "./convert";
import type { BitmapFont } from "./font";
import { glyphInk, glyphRows } from "./font";
import { FONT_4X6 } from "./font4x6";
import { FONT_6X8 } from "./font6x8";
import type { Framebuffer } from "./framebuffer";
import type { TextTracker } from "./text-dump";

export const FONTS: { [name: string]: BitmapFont } = { "4x6": FONT_4X6, "6x8": FONT_6X8 };

export interface GraphicsEnv {
  board: BoardProfile;
  fb: Framebuffer;
  text: TextTracker;
  /** throws an Error of the app's realm */
  fail(message: string): never;
  /** a copy of a JSON-like value made in the app's realm */
  toApp(value: unknown): unknown;
}

/** Real Graphics methods the emulator does not model, on every board here. */
const NOT_EMULATED = [
  "fillCircle", "drawCircle", "fillEllipse", "drawEllipse", "setOffset", "setFontVector", "setFontCustom",
  "setFontPBF", "wrapString", "drawPoly", "fillPoly", "lineTo", "moveTo", "setRotation", "imageMetrics",
  "drawImage", "asImage", "getModified", "scroll", "blit", "asBMP", "asURL", "dump", "quadraticBezier",
  "transformVertices", "floodFill",
];
/** ...and on the Bangle.js firmware only (anti-aliasing, findFont, drawImages). */
const NOT_EMULATED_BANGLE = ["drawCircleAA", "blendColor", "drawLineAA", "drawPolyAA", "fillPolyAA", "findFont", "drawImages"];
/** ...and on Bangle.js 2 only. */
const NOT_EMULATED_BANGLE2 = ["filter"];
/** Bangle.js 2's extra built-in fonts (libs/graphics/jswrap_font_*.c in its board file). */
const BANGLE2_EXTRA_FONTS = ["6x15", "12x20", "14", "17", "22", "28"];
/** Graphics' static methods (off-screen buffers and such), none modelled. */
const NOT_EMULATED_STATIC = ["getInstance", "createArrayBuffer", "createCallback", "createImage"];

type Rect = { x1: number; y1: number; x2: number; y2: number };
type Api = { [name: string]: unknown };

function hexDigit(c: string | undefined): number {
  if (c === undefined || !/^[0-9a-fA-F]$/.test(c)) return -1;
  return parseInt(c, 16);
}

/** The firmware default theme of a board, as a fresh object. */
export function defaultTheme(board: BoardProfile): BoardTheme {
  return { ...board.screen.theme };
}

export interface EmulatedGraphics {
  /** the `g` global */
  g: Api;
  /** the `Graphics` global (its prototype holds g's methods) */
  Graphics: Api;
  /** the state an app load starts from: g.reset() with the board's default theme */
  powerOn(): void;
}

export function createGraphics(env: GraphicsEnv): EmulatedGraphics {
  const { fb, board } = env;
  const W = fb.width;
  const H = fb.height;
  let theme = defaultTheme(board);
  let fg = 0;
  let bg = 0;
  let font: BitmapFont = FONT_4X6;
  let sx = 1;
  let sy = 1;
  /** set by "name:AxB": getFont reports both scales */
  let scaleXY = false;
  let alignX = -1;
  let alignY = -1;
  let rotation = 0;
  let clip: Rect = { x1: 0, y1: 0, x2: W - 1, y2: H - 1 };
  // coordinate transform flags (used while drawing rotated text, as the firmware does)
  let swapXY = false;
  let invertX = false;
  let invertY = false;

  const proto: Api = {};
  const Graphics = function Graphics(): never {
    return env.fail("Graphics can't be constructed: use the global g");
  } as unknown as Api;
  Graphics.prototype = proto;
  const g = Object.create(proto) as Api;

  const toDevice = (x: number, y: number): [number, number] => {
    if (swapXY) {
      const t = x;
      x = y;
      y = t;
    }
    if (invertX) x = W - (x + 1);
    if (invertY) y = H - (y + 1);
    return [x, y];
  };
  const fromDevice = (x: number, y: number): [number, number] => {
    if (invertX) x = W - (x + 1);
    if (invertY) y = H - (y + 1);
    if (swapXY) {
      const t = x;
      x = y;
      y = t;
    }
    return [x, y];
  };

  // graphicsFillRectDevice: order the corners, clip to the clip rect, fill
  const fillDevice = (x1: number, y1: number, x2: number, y2: number, col: number): void => {
    if (x1 > x2) [x1, x2] = [x2, x1];
    if (y1 > y2) [y1, y2] = [y2, y1];
    if (x1 < clip.x1) x1 = clip.x1;
    if (y1 < clip.y1) y1 = clip.y1;
    if (x2 > clip.x2) x2 = clip.x2;
    if (y2 > clip.y2) y2 = clip.y2;
    if (x2 < x1 || y2 < y1) return;
    fb.fill(x1, y1, x2, y2, col);
  };
  const fillRect = (x1: number, y1: number, x2: number, y2: number, col: number): void => {
    const a = toDevice(x1, y1);
    const b = toDevice(x2, y2);
    fillDevice(a[0], a[1], b[0], b[1], col);
  };
  const setPixelDevice = (x: number, y: number, col: number): void => {
    if (x < clip.x1 || y < clip.y1 || x > clip.x2 || y > clip.y2) return;
    fb.setPixel(x, y, col);
  };

  /** jswrap_graphics_toColor: (r,g,b) floats 0..1, a "#rgb"/"#rrggbb" string, or a raw integer. */
  const toColor = (r: unknown, gr: unknown, b: unknown): number => {
    let rf: number;
    let gf: number;
    let bf: number;
    if (typeof r === "string") {
      const s = r.substring(0, 8);
      if (s.length <= 4) {
        rf = hexDigit(s[1]) / 15;
        gf = hexDigit(s[2]) / 15;
        bf = hexDigit(s[3]) / 15;
      } else {
        const byte = (i: number): number => {
          const hi = hexDigit(s[i]);
          const lo = hexDigit(s[i + 1]);
          return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
        };
        rf = byte(1) / 255;
        gf = byte(3) / 255;
        bf = byte(5) / 255;
      }
      if (rf < 0 || gf < 0 || bf < 0 || r.length > 7) {
        return env.fail("If Color is a String, it must be of the form '#rrggbb' or '#rgb'");
      }
    } else {
      rf = toFloat(r);
      gf = toFloat(gr);
      bf = toFloat(b);
    }
    if (Number.isFinite(rf) && Number.isFinite(gf) && Number.isFinite(bf)) {
      const channel = (f: number): number => Math.min(255, Math.max(0, Math.trunc(f * 256)));
      const ri = channel(rf);
      const gi = channel(gf);
      const bi = channel(bf);
      if (fb.colourBits === 16) return (bi >> 3) | ((gi >> 2) << 5) | ((ri >> 3) << 11);
      return ri + gi + bi >= 384 ? 0xffffffff : 0;
    }
    return toInt(r) & fb.colourMask;
  };

  /** _jswrap_graphics_getRect: (x1, y1, x2, y2) or {x,y,x2,y2} / {x,y,w,h} (w, h add to x, y). */
  const rectArgs = (opt: unknown, y1: unknown, x2: unknown, y2: unknown, name: string): Rect => {
    const r = { x1: 0, y1: toInt(y1), x2: toInt(x2), y2: toInt(y2) };
    if (typeof opt === "object" && opt !== null && !Array.isArray(opt)) {
      const o = opt as { [k: string]: unknown };
      if (o.x !== undefined) r.x1 = toInt(o.x);
      if (o.x1 !== undefined) r.x1 = toInt(o.x1);
      if (o.y !== undefined) r.y1 = toInt(o.y);
      if (o.y1 !== undefined) r.y1 = toInt(o.y1);
      if (o.x2 !== undefined) r.x2 = toInt(o.x2);
      if (o.y2 !== undefined) r.y2 = toInt(o.y2);
      const w = o.w === undefined ? -1 : toInt(o.w);
      const h = o.h === undefined ? -1 : toInt(o.h);
      if (w >= 0) r.x2 = r.x1 + w;
      if (h >= 0) r.y2 = r.y1 + h;
      if (o.r !== undefined && toInt(o.r) > 0) env.fail(`g.${name} with rounded corners (r) is not emulated (docs/emulator.md)`);
    } else r.x1 = toInt(opt);
    return r;
  };

  const charWidth = (code: number): number => {
    if (code >= 256) return 0;
    return font.cellWidth * sx;
  };
  const fontHeight = (): number => font.cellHeight * sy;
  /** width of the line starting at `from` (or of the widest line when from < 0), and the line count */
  const metrics = (str: string, from: number): { width: number; lines: number } => {
    let width = 0;
    let max = 0;
    let lines = 1;
    for (let i = from < 0 ? 0 : from; i < str.length; i++) {
      const c = str.charCodeAt(i);
      if (c === 10) {
        if (width > max) max = width;
        width = 0;
        lines++;
        if (from >= 0) break;
      } else width += charWidth(c);
    }
    return { width: Math.max(width, max), lines };
  };

  /** graphicsDrawChar6x8 / graphicsDrawChar4x6 with this font and scale */
  const drawChar = (x1: number, y1: number, code: number, solid: boolean): void => {
    const rows = glyphRows(font, code);
    const gw = font.glyphWidth;
    if (!rows) {
      // no glyph: the firmware clears a box one pixel short of the glyph area (quirk kept)
      if (solid) fillRect(x1, y1, x1 + (gw - 1) * sx, y1 + (font.cellHeight - 1) * sy, bg);
      return;
    }
    for (let y = 0; y < font.cellHeight; y++) {
      const ly = y * sy + y1;
      for (let x = 0; x < gw; x++) {
        const ink = glyphInk(rows, gw, x, y);
        if (solid || ink) fillRect(x1 + x * sx, ly, x1 + (x + 1) * sx - 1, ly + sy - 1, ink ? fg : bg);
      }
    }
    if (solid) fillRect(x1 + gw * sx, y1, x1 + font.cellWidth * sx - 1, y1 + sy * font.cellHeight - 1, bg);
  };

  const drawString = (strArg: unknown, xArg: unknown, yArg: unknown, solidArg: unknown): void => {
    const str = toText(strArg);
    let x = toInt(xArg);
    let y = toInt(yArg);
    const solid = toBool(solidArg);
    const saved = [swapXY, invertX, invertY];
    if (rotation === 1) {
      swapXY = !swapXY;
      invertX = !invertX;
      const t = W - (x + 1);
      x = y;
      y = t;
    } else if (rotation === 2) {
      invertX = !invertX;
      invertY = !invertY;
      x = W - (x + 1);
      y = H - (y + 1);
    } else if (rotation === 3) {
      swapXY = !swapXY;
      invertY = !invertY;
      const t = H - (y + 1);
      y = x;
      x = t;
    }
    const startX = x;
    const alignedX = (from: number): number => startX - Math.trunc((metrics(str, from).width * (alignX + 1)) / 2);
    x = alignedX(0);
    y -= Math.trunc((metrics(str, -1).lines * fontHeight() * (alignY + 1)) / 2);
    const a = fromDevice(clip.x1, clip.y1);
    const b = fromDevice(clip.x2, clip.y2);
    const minX = Math.min(a[0], b[0]);
    const maxX = Math.max(a[0], b[0]);
    const minY = Math.min(a[1], b[1]);
    const maxY = Math.max(a[1], b[1]);
    const fh = fontHeight();
    let lineStart = 0;
    let lineX = x;
    let lineY = y;
    const finishLine = (end: number): void => {
      // only unrotated text is read back by the text dump
      if (rotation === 0 && !swapXY && !invertX && !invertY) env.text.record(fb, str.substring(lineStart, end), lineX, lineY, font, sx, sy);
    };
    for (let i = 0; i < str.length; i++) {
      const code = str.charCodeAt(i);
      if (code === 10) {
        finishLine(i);
        x = alignedX(i + 1);
        y += fh;
        lineStart = i + 1;
        lineX = x;
        lineY = y;
        continue;
      }
      // 4x6 skips characters above 255; 6x8 draws their low byte (bitmap_font_*.c)
      if (font === FONT_4X6 && code >= 256) continue;
      const adv = font.cellWidth * sx;
      if (x > minX - adv && x < maxX && y > minY - fh && y <= maxY) drawChar(x, y, code & 255, solid);
      x += adv;
    }
    finishLine(str.length);
    [swapXY, invertX, invertY] = saved;
  };

  const resetState = (): void => {
    fg = theme.fg;
    bg = theme.bg;
    font = FONT_4X6;
    sx = sy = 1;
    scaleXY = false;
    alignX = alignY = -1;
    rotation = 0;
    clip = { x1: 0, y1: 0, x2: W - 1, y2: H - 1 };
    swapXY = invertX = invertY = false;
  };

  const chain = <A extends unknown[]>(f: (...args: A) => void) =>
    function (this: unknown, ...args: A): unknown {
      f(...args);
      return g;
    };

  // fonts the firmware has but the emulator does not draw; anything else is unknown to the device too
  const unknownFont = (name: string): never =>
    env.fail(
      name === "Vector" || (board.id === "banglejs2" && BANGLE2_EXTRA_FONTS.indexOf(name) >= 0)
        ? `font "${name}" is not emulated: the emulator draws only the bitmap fonts ${board.fonts.join(", ")} (docs/emulator.md)`
        : `Unknown font ${JSON.stringify(name)}`,
    );

  Object.assign(proto, {
    getWidth: () => (swapXY ? H : W),
    getHeight: () => (swapXY ? W : H),
    getBPP: () => board.screen.bpp,
    reset: chain(() => resetState()),
    clear: chain((reset?: unknown) => {
      if (toBool(reset)) resetState();
      fillDevice(0, 0, W - 1, H - 1, bg);
      if (clip.x1 === 0 && clip.y1 === 0 && clip.x2 === W - 1 && clip.y2 === H - 1 && fb.shown === fb.draw) env.text.forget();
    }),
    fillRect: chain((opt: unknown, y1: unknown, x2: unknown, y2: unknown) => {
      const r = rectArgs(opt, y1, x2, y2, "fillRect");
      fillRect(r.x1, r.y1, r.x2, r.y2, fg);
    }),
    clearRect: chain((opt: unknown, y1: unknown, x2: unknown, y2: unknown) => {
      const r = rectArgs(opt, y1, x2, y2, "clearRect");
      fillRect(r.x1, r.y1, r.x2, r.y2, bg);
    }),
    drawRect: chain((opt: unknown, y1: unknown, x2: unknown, y2: unknown) => {
      const r = rectArgs(opt, y1, x2, y2, "drawRect");
      const a = toDevice(r.x1, r.y1);
      const b = toDevice(r.x2, r.y2);
      fillDevice(a[0], a[1], b[0], a[1], fg);
      fillDevice(b[0], a[1], b[0], b[1], fg);
      fillDevice(a[0], b[1], b[0], b[1], fg);
      fillDevice(a[0], b[1], a[0], a[1], fg);
    }),
    drawLine: chain((ax1: unknown, ay1: unknown, ax2: unknown, ay2: unknown) => {
      // graphicsDrawLine: step along the longer axis in 1/256ths, rounding by +128
      let [x1, y1] = toDevice(toInt(ax1), toInt(ay1));
      let [x2, y2] = toDevice(toInt(ax2), toInt(ay2));
      let xl = Math.abs(x2 - x1);
      let yl = Math.abs(y2 - y1);
      if (xl > yl) {
        if (x1 > x2) [x1, x2, y1, y2] = [x2, x1, y2, y1];
        else if (xl === 0) xl = 1;
        let pos = (y1 << 8) + 128;
        const step = Math.trunc(((y2 - y1) << 8) / xl);
        for (let x = x1; x <= x2; x++) {
          setPixelDevice(x, pos >> 8, fg);
          pos += step;
        }
      } else {
        if (y1 > y2) [x1, x2, y1, y2] = [x2, x1, y2, y1];
        else if (yl === 0) yl = 1;
        let pos = (x1 << 8) + 128;
        const step = Math.trunc(((x2 - x1) << 8) / yl);
        for (let y = y1; y <= y2; y++) {
          setPixelDevice(pos >> 8, y, fg);
          pos += step;
        }
      }
    }),
    setPixel: chain((x: unknown, y: unknown, col: unknown) => {
      const c = col === undefined ? fg : toColor(col, undefined, undefined);
      const [dx, dy] = toDevice(toInt(x), toInt(y));
      setPixelDevice(dx, dy, c);
    }),
    getPixel: (x: unknown, y: unknown): number => {
      const [dx, dy] = toDevice(toInt(x), toInt(y));
      return fb.getPixel(dx, dy);
    },
    toColor: (r: unknown, gr: unknown, b: unknown): number => toColor(r, gr, b) & fb.colourMask,
    setColor: chain((r: unknown, gr: unknown, b: unknown) => {
      fg = toColor(r, gr, b);
    }),
    setBgColor: chain((r: unknown, gr: unknown, b: unknown) => {
      bg = toColor(r, gr, b);
    }),
    getColor: (): number => fg & fb.colourMask,
    getBgColor: (): number => bg & fb.colourMask,
    setClipRect: chain((ax1: unknown, ay1: unknown, ax2: unknown, ay2: unknown) => {
      let [x1, y1] = toDevice(toInt(ax1), toInt(ay1));
      let [x2, y2] = toDevice(toInt(ax2), toInt(ay2));
      const cx = (v: number): number => Math.min(W - 1, Math.max(0, v));
      const cy = (v: number): number => Math.min(H - 1, Math.max(0, v));
      [x1, y1, x2, y2] = [cx(x1), cy(y1), cx(x2), cy(y2)];
      if (x1 > x2) [x1, x2] = [x2, x1];
      if (y1 > y2) [y1, y2] = [y2, y1];
      clip = { x1, y1, x2, y2 };
    }),
    setFontBitmap: chain(() => {
      font = FONT_4X6;
      sx = sy = 1;
      scaleXY = false;
    }),
    setFontAlign: chain((x: unknown, y: unknown, r: unknown) => {
      // int parameters: a missing y is 0 (centre), as on the device
      alignX = Math.max(-1, Math.min(1, toInt(x)));
      alignY = Math.max(-1, Math.min(1, toInt(y)));
      rotation = Math.max(0, Math.min(3, toInt(r)));
    }),
    setFont: function (this: unknown, nameArg: unknown, sizeArg: unknown): unknown {
      if (typeof nameArg !== "string") return undefined;
      let size = toInt(sizeArg);
      let name = nameArg;
      let sizeX = 0;
      let sizeY = 0;
      const colon = nameArg.indexOf(":");
      if (nameArg.startsWith("Vector")) unknownFont("Vector");
      if (colon >= 0) {
        const spec = nameArg.substring(colon + 1);
        const xi = spec.indexOf("x");
        if (xi >= 0) {
          sizeX = Math.min(63, Math.max(0, toInt(spec.substring(0, xi))));
          sizeY = Math.min(63, Math.max(0, toInt(spec.substring(xi + 1))));
        } else size = toInt(spec);
        name = nameArg.substring(0, colon);
      }
      let chosen: BitmapFont | undefined;
      if (name === "" || name === "4x6") chosen = FONT_4X6;
      else if (name === "6x8" && board.fonts.indexOf("6x8") >= 0) chosen = FONT_6X8;
      if (!chosen) {
        if (typeof (g as Api)["setFont" + name] === "function") env.fail(`custom font setFont${name} is not emulated (docs/emulator.md)`);
        unknownFont(name);
      }
      font = chosen as BitmapFont;
      if (sizeX || sizeY) {
        sx = sizeX;
        sy = sizeY;
        scaleXY = true;
      } else {
        sx = sy = Math.max(1, size);
        scaleXY = false;
      }
      return g;
    },
    getFont: (): string => {
      if (scaleXY) return `${font.name}:${sx}x${sy}`;
      return sx > 1 ? `${font.name}:${sx}` : font.name;
    },
    getFonts: (): unknown => env.toApp(board.fonts.concat(["Vector"])),
    getFontHeight: (): number => fontHeight(),
    stringWidth: (str: unknown): number => metrics(toText(str), -1).width,
    stringMetrics: (str: unknown): unknown => {
      const s = toText(str);
      const m = metrics(s, -1);
      let unrenderable = false;
      for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) !== 10 && charWidth(s.charCodeAt(i)) === 0) unrenderable = true;
      return env.toApp({ width: m.width, height: m.lines * fontHeight(), unrenderableChars: unrenderable, imageCount: 0, maxImageHeight: 0 });
    },
    drawString: chain(drawString),
    // g.flip() returns undefined on the device (a native void function): no chaining after it
    flip: (): undefined => {
      fb.flip();
      return undefined;
    },
    setTheme: chain((t: unknown) => {
      if (typeof t !== "object" || t === null) return;
      const o = t as { [k: string]: unknown };
      const next = { ...theme };
      for (const k of ["fg", "bg", "fg2", "bg2", "fgH", "bgH", "fgW", "bgW"] as const) {
        if (o[k] !== undefined) next[k] = toColor(o[k], undefined, undefined);
      }
      if (o.dark !== undefined) next.dark = toBool(o.dark);
      theme = next;
    }),
  });
  Object.defineProperty(proto, "theme", {
    get: () => env.toApp(theme),
    enumerable: true,
  });

  const stub = (owner: Api, name: string, label: string): void => {
    owner[name] = function (): never {
      return env.fail(`${label}${name} is not emulated (docs/emulator.md)`);
    };
  };
  const missing = NOT_EMULATED.concat(board.loader === "bangle" ? NOT_EMULATED_BANGLE : [], board.id === "banglejs2" ? NOT_EMULATED_BANGLE2 : []);
  for (const name of missing) stub(proto, name, "g.");
  for (const name of NOT_EMULATED_STATIC) stub(Graphics, name, "Graphics.");

  return {
    g,
    Graphics,
    powerOn(): void {
      theme = defaultTheme(board);
      resetState();
    },
  };
}
