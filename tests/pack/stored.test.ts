/**
 * The pack as the device stores it (src/engine/pack/stored.ts): the canonical text of the whole
 * file, read with the body's CRC checked on its own characters. Expected texts are built here by
 * an independent path: JSON.stringify with keys sorted (for ASCII text and whole numbers that is
 * the canonical form).
 */
import { describe, expect, test } from "vitest";
import { makePack, readPackText } from "../../src/engine/pack/envelope";
import { packText, readStoredPack } from "../../src/engine/pack/stored";
import { SYSTEMS } from "../../src/home/systems";
import { sortedKeys } from "../helpers/sorted-keys";

describe.each(SYSTEMS.map((m) => m.id))("the %s pack stored", (id) => {
  const m = SYSTEMS.find((x) => x.id === id)!;
  const p = makePack(id, 3, m.pack);

  test("packText is the whole file's canonical text: the body first, at character 8", () => {
    const text = packText(p);
    expect(text).toBe(JSON.stringify(sortedKeys(p)));
    expect(text.substring(8, 8 + p.length)).toBe(JSON.stringify(sortedKeys(m.pack)));
  });

  test("read in place, as readPackText reads it; the text kept as it is", () => {
    const text = packText(p);
    const r = readStoredPack(text, SYSTEMS);
    expect(r.problems).toEqual([]);
    expect(r.pack).toEqual(readPackText(text, SYSTEMS).pack);
    expect(r.text).toBe(text);
  });

  test("another layout (indented, keys in another order) is read and given back in the stored form", () => {
    const r = readStoredPack(JSON.stringify({ version: 3, body: m.pack, system: id, crc32: p.crc32, length: p.length, format: 1 }, null, 2), SYSTEMS);
    expect(r.problems).toEqual([]);
    expect(r.text).toBe(packText(p));
  });
});

describe("stored packs with problems", () => {
  const p = makePack("sifni", 1, SYSTEMS[0].pack);
  const text = packText(p);

  test("a field the envelope does not have is dropped from the stored form", () => {
    const extra = text.slice(0, -1) + ',"zz":1}';
    expect(readStoredPack(extra, SYSTEMS).text).toBe(text);
  });

  test("a length that does not end the body at ',\"crc32\":' is checked against the rebuilt body", () => {
    const wrong = text.replace(`"length":${p.length}`, `"length":${p.length - 1}`);
    expect(readStoredPack(wrong, SYSTEMS).problems).toEqual([{ path: "length", message: `says ${p.length - 1} but the body is ${p.length} characters: cut short or edited` }]);
  });

  test("not JSON: one problem, with the length", () => {
    expect(readStoredPack(text.slice(0, 100), SYSTEMS).problems).toEqual([{ path: "", message: expect.stringMatching(/^not valid JSON \(100 characters\): /) }]);
  });
});
