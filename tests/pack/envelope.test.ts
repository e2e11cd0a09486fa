import { crc32 as zlibCrc32 } from "node:zlib";
import { describe, expect, test } from "vitest";
import { canonicalJson } from "../../src/engine/pack/canonical";
import { crc32, hex8 } from "../../src/engine/pack/crc32";
import { makePack, readPackText, validatePackFile } from "../../src/engine/pack/envelope";
import { RulesModule } from "../../src/engine/rules/types";

/** A module whose pack is {sides: whole number 2..100}. */
const dice = {
  id: "dice",
  validatePack(p: unknown) {
    const s = (p as { sides?: unknown }).sides;
    return typeof s === "number" && s >= 2 && s <= 100 ? [] : [{ path: "sides", message: "must be 2 to 100, got " + JSON.stringify(s) }];
  },
} as unknown as RulesModule;

describe("canonical body text", () => {
  test("keys sorted at every level, no spaces, the same for any insertion order", () => {
    expect(canonicalJson({ b: 1, a: [{ z: "x", y: null }, true] })).toBe('{"a":[{"y":null,"z":"x"},true],"b":1}');
    expect(canonicalJson({ a: [{ y: null, z: "x" }, true], b: 1 })).toBe(canonicalJson({ b: 1, a: [{ z: "x", y: null }, true] }));
    expect(canonicalJson({ q: 'say "hi"\\' })).toBe('{"q":"say \\"hi\\"\\\\"}');
  });

  test("refuses fractions and non-ASCII text, naming the path", () => {
    expect(() => canonicalJson({ armor: [{ blunt: 1.5 }] })).toThrow(/body\.armor\.0\.blunt: numbers in a pack must be whole/);
    expect(() => canonicalJson({ name: "Épée" })).toThrow(/body\.name: text must be ASCII/);
  });
});

describe("CRC-32", () => {
  test("is zlib's CRC-32 (IEEE), e.g. 'The quick brown fox...' = 414fa339", () => {
    const t = "The quick brown fox jumps over the lazy dog";
    expect(hex8(crc32(t))).toBe("414fa339");
    for (const s of ["", "a", "sifni", canonicalJson({ x: [1, 2, 3], y: "z" }), "x".repeat(5000)]) expect(crc32(s)).toBe(zlibCrc32(s));
  });
});

describe("pack envelope", () => {
  const good = makePack("dice", 2, { sides: 6 });

  test("a built pack validates and reads back", () => {
    expect(good).toEqual({ format: 1, system: "dice", version: 2, length: 11, crc32: hex8(crc32('{"sides":6}')), body: { sides: 6 } });
    expect(validatePackFile(good, [dice])).toEqual([]);
    expect(readPackText(JSON.stringify(good), [dice]).pack).toEqual(good);
  });

  test("cut short at every 10%: refused with a clear reason, never accepted", () => {
    const text = JSON.stringify(good);
    for (let k = 1; k < 10; k++) {
      const r = readPackText(text.slice(0, Math.floor((text.length * k) / 10)), [dice]);
      expect(r.pack, "cut at " + k * 10 + "%").toBeNull();
      expect(r.problems[0].message).toMatch(/not valid JSON/);
    }
  });

  test("a changed byte in the body is caught by the CRC; a changed length by the length", () => {
    const edited = JSON.parse(JSON.stringify(good));
    edited.body.sides = 8;
    expect(validatePackFile(edited, [dice])).toEqual([{ path: "crc32", message: expect.stringMatching(/damaged or edited/) }]);
    const shorter = { ...good, length: 10 };
    expect(validatePackFile(shorter, [dice])[0]).toMatchObject({ path: "length" });
  });

  test("an unknown system, a bad format or version, and the module's own problems are named", () => {
    expect(validatePackFile(makePack("nope", 1, {}), [dice])).toEqual([{ path: "system", message: 'unknown rules system "nope"' }]);
    expect(validatePackFile({ ...good, format: 2 }, [dice])[0].path).toBe("format");
    expect(validatePackFile({ ...good, version: 0 }, [dice])[0].path).toBe("version");
    expect(validatePackFile(makePack("dice", 1, { sides: 1 }), [dice])).toEqual([{ path: "body.sides", message: "must be 2 to 100, got 1" }]);
    expect(validatePackFile([], [dice])[0].message).toMatch(/JSON object/);
  });
});
