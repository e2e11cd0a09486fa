/**
 * A text-recording surface and in-memory services, to drive src/ui-lcd in Node. The screen
 * is what drawString put on it since the last full clear, row by row.
 */
import { crc32 } from "../../src/engine/pack/crc32";
import { sfc32 } from "../../src/engine/random/sfc32";
import { legacyRules } from "../../src/engine/rules/legacy";
import { RulesModule, SheetBase } from "../../src/engine/rules/types";
import { Member, Services, Settings } from "../../src/ui-lcd/services";
import { Key, Look, Surface } from "../../src/ui-lcd/surface";
import { Ui } from "../../src/ui-lcd/ui";

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

/**
 * In-memory services over desktop rules modules, each wrapped for the device as the legacy
 * systems are (src/engine/rules/legacy.ts) with its built-in pack (version 0). `logged` holds
 * each log record's summary, `saved` each sheet written.
 */
export function fakeServices(systems: RulesModule[], sheets: SheetBase[]): Services & { logged: string[]; saved: SheetBase[] } {
  const files = new Map(sheets.map((s) => [s.id, JSON.parse(JSON.stringify(s)) as SheetBase]));
  const recentMap = new Map<string, string[]>();
  const settings: Settings = { system: systems[0].id, tableFirst: false, wordsOnly: false, buzz: false };
  const logged: string[] = [];
  const saved: SheetBase[] = [];
  const rules = systems.map((m) => legacyRules(m, crc32));
  const active = () => rules.find((r) => r.id === settings.system) || rules[0];
  return {
    rng: sfc32(7),
    systems: systems.map((m) => ({ id: m.id, name: m.name })),
    settings,
    saveSettings() {},
    rules: () => active(),
    pack: () => active().builtinPack(),
    packInfo: () => ({ version: 0, problem: "" }),
    party: (): Member[] => [...files.values()].filter((s) => s.system === active().id).map((s) => ({ id: s.id, name: s.name })),
    sheet(id) {
      const s = files.get(id);
      if (!s) return "file sifni.c." + id + " is missing";
      const r = active();
      return r.sheet(r.stored(s), r.builtinPack());
    },
    save(s) {
      files.set(s.id, s);
      saved.push(s);
      return "";
    },
    log: () => logged.slice().reverse(),
    addLog(_who, _check, _table, summary) {
      logged.push(summary);
      return "";
    },
    recent: (k) => recentMap.get(k) || [],
    touch(k, v) {
      recentMap.set(k, [v, ...(recentMap.get(k) || []).filter((x) => x !== v)].slice(0, 3));
    },
    buzz() {},
    later: (fn) => fn(),
    memory: () => ({ free: 0, total: 0 }),
    boardName: "test board",
    version: "test",
    logged,
    saved,
  };
}

/** Presses keys one by one; counts them. */
export function press(ui: Ui, keys: Key[]): number {
  for (const k of keys) ui.key(k);
  return keys.length;
}
