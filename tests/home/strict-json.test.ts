/**
 * The strict JSON reader (src/home/strict-json.ts) on its own: the value JSON.parse gives when
 * nothing is wrong, and each refusal with its dotted path.
 */
import { describe, expect, test } from "vitest";
import { parseStrictJson } from "../../src/home/strict-json";

describe("parseStrictJson", () => {
  test("plain JSON: the value of JSON.parse, no problems (strings with quotes, braces and escapes)", () => {
    const text = '{"a": [1, -2.5e3, {"b": "x\\"}{,"}], "c": {"d": null, "e": true}, "f": "\\u005f\\u005fproto"}';
    expect(parseStrictJson(text)).toEqual({ value: JSON.parse(text), problems: [] });
    expect(parseStrictJson("7")).toEqual({ value: 7, problems: [] });
  });

  test("text that is not JSON: JSON.parse's SyntaxError", () => {
    expect(() => parseStrictJson('{"a": ')).toThrow(SyntaxError);
  });

  test("a duplicate key, at its path; the same key in two objects is fine", () => {
    const r = parseStrictJson('[{"x": 1}, {"x": 1, "y": {"z": 1, "z": 2}}]');
    expect(r).toEqual({ value: undefined, problems: [{ path: "1.y.z", message: 'the key "z" is given twice in one object (JSON would keep only the last)' }] });
  });

  test.each(["__proto__", "constructor", "prototype"])("the key %s, however deep, and written with escapes", (key) => {
    const escaped = key.replace(/_/g, "\\u005f").replace("c", "\\u0063");
    const r = parseStrictJson(`{"rows": [{"ok": 1}, {"${escaped}": {"polluted": true}}]}`);
    expect(r.problems).toEqual([{ path: `rows.1.${key}`, message: `the key "${key}" is refused: __proto__, constructor, prototype are never names here (they would reach an object's prototype)` }]);
    expect(r.value).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test("numbers beyond a double: not finite, at their path; tiny and long numbers are fine", () => {
    const r = parseStrictJson('{"a": 1e400, "b": [0, -1E+309], "c": 1e-400, "d": 123456789012345678901234567890}');
    expect(r.problems).toEqual([
      { path: "a", message: "1e400 is not a finite number (too large for a double)" },
      { path: "b.1", message: "-1E+309 is not a finite number (too large for a double)" },
    ]);
  });

  test("deep nesting is scanned without recursion", () => {
    const deep = "[".repeat(100000) + '{"k": 1, "k": 2}' + "]".repeat(100000);
    const r = parseStrictJson(deep);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0].message).toMatch(/"k" is given twice/);
  });

  test("many problems: the first 20 and a last line", () => {
    const text = "{" + Array.from({ length: 50 }, () => '"a": 1').join(",") + "}";
    const r = parseStrictJson(text);
    expect(r.problems).toHaveLength(21);
    expect(r.problems[20]).toEqual({ path: "", message: "more problems not listed" });
  });
});
