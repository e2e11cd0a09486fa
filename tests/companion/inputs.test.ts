/**
 * The companion page's inputs (issue 14, point 7), without a browser: setting a field by its
 * dotted path refuses the keys that reach a prototype, and imported JSON is read strictly
 * (src/home/strict-json.ts): duplicate keys, prototype keys and numbers beyond a double refused.
 */
import { afterEach, describe, expect, test } from "vitest";
import { setPath } from "../../src/companion/model/sheets";
import { importSheets } from "../../src/companion/ui/party-panel";
import party from "../../examples/sifni/party.json";

type Obj = { [k: string]: unknown };

afterEach(() => {
  // should a test fail the old way, the next ones still start from a clean Object.prototype
  delete (Object.prototype as Obj).x;
});

describe("setPath", () => {
  test.each(["__proto__.x", "constructor.prototype.x", "stats.__proto__.x", "skills.0.constructor", "prototype"])("refuses %s, and sets nothing", (path) => {
    const sheet: Obj = { stats: {}, skills: [{}] };
    const before = JSON.stringify(sheet);
    expect(() => setPath(sheet, path, 1)).toThrow(/is refused: __proto__, constructor, prototype are never names here/);
    expect(({} as Obj).x).toBeUndefined();
    expect(JSON.stringify(sheet)).toBe(before);
    // ordinary paths are still set, making objects on the way
    setPath(sheet, "stats.Strength", 4);
    setPath(sheet, "extra.0.level", 2);
    expect(sheet).toEqual({ stats: { Strength: 4 }, skills: [{}], extra: { 0: { level: 2 } } });
  });
});

describe("importing a party (JSON text)", () => {
  const text = JSON.stringify(party[0]);

  test("a duplicate key: nothing imported, the key and its path named", () => {
    expect(importSheets(text).sheets).toHaveLength(1);
    const r = importSheets(text.replace('"Strength":6', '"Strength":6,"Strength":60'));
    expect(r).toEqual({ sheets: [], refused: ['stats.Strength: the key "Strength" is given twice in one object (JSON would keep only the last)'] });
  });

  test("a __proto__ key: nothing imported, refused by name", () => {
    const r = importSheets(text.replace('"stats":{', '"stats":{"__proto__":{"Strength":99},'));
    expect(r.sheets).toEqual([]);
    expect(r.refused).toEqual(['stats.__proto__: the key "__proto__" is refused: __proto__, constructor, prototype are never names here (they would reach an object\'s prototype)']);
  });

  test("1e400: not a finite number", () => {
    const r = importSheets(text.replace('"Strength":6', '"Strength":1e400'));
    expect(r).toEqual({ sheets: [], refused: ["stats.Strength: 1e400 is not a finite number (too large for a double)"] });
  });
});
