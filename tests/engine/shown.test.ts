/**
 * shown: how messages quote a value. A missing value must read "undefined" on Node and on
 * Espruino alike (JSON.stringify(undefined) is the text "null" there).
 */
import { expect, test } from "vitest";
import { shown } from "../../src/engine/format/shown";

test("quotes like JSON, and names undefined itself", () => {
  expect(shown(undefined)).toBe("undefined");
  expect(shown(null)).toBe("null");
  expect(shown("Bad Id!")).toBe('"Bad Id!"');
  expect(shown(-3)).toBe("-3");
  expect(shown([1, "a"])).toBe('[1,"a"]');
});
