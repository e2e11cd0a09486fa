/**
 * The relaxed JSON of Espruino's Storage.writeJSON / readJSON (src/jswrap_json.c): what the
 * device writes and what its parser accepts.
 */
import { describe, expect, it } from "vitest";
import { parseRelaxed, quoteRelaxed, writeRelaxed } from "../../src/emulator/relaxed-json";

describe("writeRelaxed", () => {
  it("drops quotes of identifier and integer keys only", () => {
    expect(writeRelaxed({ a: 1, _b2: 2, "2x": 3, "a-b": 4, 10: 5, "010": 6 })).toBe('{10:5,a:1,_b2:2,"2x":3,"a-b":4,"010":6}');
    expect(writeRelaxed({ $x: 1 })).toBe('{"$x":1}'); // $ is not an identifier character for Espruino's isIDString
  });

  it("writes nested values, null for non-finite numbers and holes, leaves out functions and undefined", () => {
    const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays
    expect(writeRelaxed({ a: [true, false, null, Infinity, -0.5], b: sparse, c: () => 1, d: undefined, e: { f: "g" } })).toBe('{a:[true,false,null,null,-0.5],b:[1,null,3],e:{f:"g"}}');
    expect(writeRelaxed([() => 1])).toBe("[undefined]");
    expect(writeRelaxed(undefined)).toBe("null");
  });

  it("honours toJSON and writes typed arrays as arrays", () => {
    expect(writeRelaxed({ t: new Date(0) })).toBe('{t:"1970-01-01T00:00:00.000Z"}');
    expect(writeRelaxed(new Int16Array([3, -9, 2]))).toBe("[3,-9,2]");
    expect(writeRelaxed(new Uint8Array([1, 2]).buffer)).toBe("[1,2]");
  });

  it("escapes like %q: short escapes, \\0-\\7 unless a digit follows, \\xHH otherwise", () => {
    expect(quoteRelaxed('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(quoteRelaxed("\n\t\r\b\f\v")).toBe('"\\n\\t\\r\\b\\f\\v"');
    expect(quoteRelaxed("\x00x\x007")).toBe('"\\0x\\x007"');
    expect(quoteRelaxed("\x1f\x7f\xe9")).toBe('"\\x1F\\x7F\\xE9"');
    expect(quoteRelaxed("\u20ac")).toBe('"\\u20AC"');
  });

  it("marks a cycle instead of looping", () => {
    const o: { [k: string]: unknown } = { a: 1 };
    o.self = o;
    expect(writeRelaxed(o)).toBe("{a:1,self: ... }");
  });
});

describe("parseRelaxed", () => {
  it("reads what writeRelaxed writes", () => {
    const value = { name: "Bran", "two words": [1, -2.5, "x\ny\x01"], nested: { ok: true, none: null }, 7: "seven" };
    expect(parseRelaxed(writeRelaxed(value))).toEqual(value);
  });

  it("accepts JavaScript forms: single quotes, hex, octal and \\x escapes, trailing commas, comments", () => {
    expect(parseRelaxed("{a:'x', b:0x1F, c:\"\\x41\\101\", d:[1,2,], /* note */ e:1, // end\n}")).toEqual({ a: "x", b: 31, c: "AA", d: [1, 2], e: 1 });
    expect(parseRelaxed("[.5, 1e3, -0]")).toEqual([0.5, 1000, -0]);
  });

  it("ignores what follows the first value, as the device does", () => {
    expect(parseRelaxed("1 2")).toBe(1);
  });

  it("refuses broken text with the device's wording", () => {
    expect(() => parseRelaxed("{a:")).toThrow("Expecting valid value, got EOF");
    expect(() => parseRelaxed("[1 2]")).toThrow("Got 2 expected ,");
    expect(() => parseRelaxed("{a 1}")).toThrow("Got 1 expected :");
    expect(() => parseRelaxed("undefined")).toThrow("Expecting valid value, got undefined");
    expect(() => parseRelaxed('"abc')).toThrow("Unterminated string");
  });
});
