/**
 * textIndex: ES5's indexOf on Node and under Espruino's substring search, which also "finds"
 * a needle where the text ends with its start (tests/helpers/espruino-index-of.ts).
 */
import { describe, expect, test } from "vitest";
import { textIndex } from "../../src/engine/format/text-index";
import { withEspruinoIndexOf } from "../helpers/espruino-index-of";

describe("the Espruino search it guards against (the emulation is what the interpreter printed)", () => {
  test("false hits past the end; none in an empty text", () => {
    // printed by the 2v29 Linux build: 8 2 1 -1 0 -1
    const got = withEspruinoIndexOf(() => [",diffuse,".indexOf(",area,"), "abc".indexOf("cd"), "abc".indexOf("bcx"), "abc".indexOf("abcd"), "abc".indexOf(""), "".indexOf("")]);
    expect(got).toEqual([8, 2, 1, -1, 0, -1]);
  });
});

describe("textIndex", () => {
  // [text, part, from, ES5 answer]: worked by hand from the strings
  const cases: [string, string, number | undefined, number][] = [
    [",diffuse,", ",area,", undefined, -1],
    [",area,diffuse,", ",diffuse,", undefined, 5],
    [",diffuse,area,", ",area,", undefined, 8],
    ["abc", "cd", undefined, -1],
    ["abc", "bc", undefined, 1],
    ["abcabc", "bc", 2, 4],
    ["abcab", "abc", 1, -1],
    ["3 pts", "pt damage", undefined, -1],
    ["+1pt damage", "pt damage", undefined, 2],
    ["", "", undefined, 0],
    ["abc", "", 5, 3],
    ["abc", "", -2, 0],
  ];
  test.each(cases)("%j in %j from %j is %j on Node", (text, part, from, want) => {
    expect(textIndex(text, part, from)).toBe(want);
  });
  test.each(cases)("%j in %j from %j is %j under Espruino's search", (text, part, from, want) => {
    expect(withEspruinoIndexOf(() => textIndex(text, part, from))).toBe(want);
  });
});
