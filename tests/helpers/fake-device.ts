/**
 * The device's screens in Node, over an in-memory device: a text-recording surface, the
 * emulator's Storage in memory (src/emulator/flash-store.ts), and a kit as the shell makes it
 * (src/device/main.ts) whose rules come from desktop rules modules wrapped for the device as the
 * legacy systems are (src/engine/rules/legacy.ts), with their built-in packs (version 0).
 */
import { vi } from "vitest";
import { crc32 } from "../../src/engine/pack/crc32";
import { sfc32 } from "../../src/engine/random/sfc32";
import { legacyRules } from "../../src/engine/rules/legacy";
import { RulesModule, SheetBase } from "../../src/engine/rules/types";
import { Flash } from "../../src/device/flash";
import { logRead } from "../../src/device/log-ring";
import { sheetFile, systemFileName } from "../../src/device/protocol";
import { FlashStore } from "../../src/emulator/flash-store";
import { createStorageModule } from "../../src/emulator/storage-module";
import type { AppRealm } from "../../src/emulator/realm";
import { makeUi } from "../../src/ui-lcd/screen";
import { Exports } from "../../src/device/files";
import { addCalls } from "../../src/device/kit";
import { Kit, Settings } from "../../src/ui-lcd/services";
import { Key, Look, Surface } from "../../src/ui-lcd/surface";

export class TextSurface implements Surface {
  rows = new Map<number, string[]>();
  scale = 1;
  constructor(readonly w: number, readonly h: number) {}
  clear() {
    this.rows.clear();
  }
  setColor() {}
  setFont(_n: string, s?: number) {
    this.scale = s || 1;
  }
  drawString(s: string, x: number, y: number) {
    const r = this.rows.get(y) || [];
    r.push(s);
    this.rows.set(y, r);
  }
  stringWidth(s: string) {
    return s.length * 6 * this.scale;
  }
  fillRect(x1: number, y1: number, x2: number, y2: number) {
    // a rectangle over whole rows wipes their text, as on the device
    for (const y of [...this.rows.keys()]) if (y >= y1 && y <= y2 && x1 <= 0 && x2 >= this.w - 1) this.rows.delete(y);
  }
  drawRect() {}
  flip() {}
  getWidth() {
    return this.w;
  }
  getHeight() {
    return this.h;
  }
  /** The screen as lines, top to bottom. */
  lines(): string[] {
    return [...this.rows.keys()].sort((a, b) => a - b).map((y) => this.rows.get(y)!.join(" "));
  }
}

export const PIXL_LOOK: Look = { font: "6x8", scale: 1, fg: 1, bg: 0, hiFg: 0, hiBg: 1 };

/** An in-memory require("Storage") (the emulator's), in this realm. */
export function memoryFlash(bytes = 1 << 20): Flash {
  const realm = { fail: (m: string) => { throw new Error(m); }, toApp: <T>(x: T) => x, global: globalThis } as unknown as AppRealm;
  return createStorageModule(new FlashStore(bytes), () => realm, () => undefined) as unknown as Flash;
}

export type FakeKit = Kit & {
  /** each roll's summary, oldest first, as the log keeps them */
  logged(): string[];
  /** each sheet written, in order */
  saved: SheetBase[];
};

/**
 * A kit over `systems` (desktop modules, each evaluated as its "sifni.sys.<id>.js" would be) and
 * `sheets` stored in their files; `features` gives a feature's exports by name (as its file would).
 */
export function fakeKit(surface: Surface, look: Look, systems: RulesModule[], sheets: SheetBase[], features: (name: string) => Exports | string): FakeKit {
  const f = memoryFlash();
  const saved: SheetBase[] = [];
  const write = f.write;
  f.write = function (name: string, data: string, offset?: number, size?: number) {
    const ok = write.call(f, name, data, offset, size);
    if (name.startsWith("sifni.c.")) saved.push(JSON.parse(data));
    return ok;
  };
  for (const s of sheets) write.call(f, sheetFile(s.system, s.id), JSON.stringify(s));
  const settings: Settings = { system: systems[0].id, tableFirst: false, wordsOnly: false, buzz: false };
  const k = makeUi(surface, look) as FakeKit;
  Object.assign(k, {
    b: { id: "test", name: "test board", log: 25, rec: 160, held: 4, vars: 12000, one: false, buzz: false, look, keys: { up: "BTN1", down: "BTN2", select: "BTN3", back: "BTN4" } },
    f,
    crc: crc32,
    rng: sfc32(7),
    sys: systems.map((m) => ({ id: m.id, name: m.name })),
    st: settings,
    ver: "test",
    todo: [],
    ev: (_f: Flash, name: string) => {
      const m = systems.find((x) => systemFileName(x.id) === name);
      return m ? { default: (crc: (s: string) => number) => legacyRules(m, crc) } : "file " + name + " is missing";
    },
    buzz() {},
    logged: () => logRead(f).map((r) => r.split("\x1f")[4]).reverse(),
    saved,
  });
  addCalls(k, features);
  // work the app leaves for after the screen is drawn (odds, the self-test) runs within press()
  vi.useFakeTimers();
  return k;
}

/** Presses keys one by one, each with the work it leaves for later done; counts them. */
export function press(k: { key(k: Key): void }, keys: Key[]): number {
  for (const key of keys) {
    k.key(key);
    vi.runAllTimers();
  }
  return keys.length;
}
