/**
 * The build step that leaves one method out of the other systems' check objects
 * (tools/build/check-method.mjs): a check's roll and its odds are built into different entries,
 * so each file must lose the other's code, and only in check objects of its system's modules.
 */
import { describe, expect, test } from "vitest";
import { checkMethod } from "../../tools/build/check-method.mjs";

const DIR = "/p/src/engine/systems/x/";
const CHECK = "export const c = { spec: { id: 'c', label: 'C', inputs: [] }, resolve: function (i) { return roll(i); }, odds: oddsOf };\nconst other = { resolve: 1, odds: 2 };\n";

type Hook = { error(m: string): never };
const hook: Hook = {
  error(m: string): never {
    throw new Error(m);
  },
};

function run(drop: ("resolve" | "odds")[], code: string, id = DIR + "check.js"): string | null {
  const r = checkMethod(DIR, drop).transform.call(hook, code, id);
  return r === null ? null : r.code;
}

describe("one method of a check per file", () => {
  test("the roll's file has no odds, the odds' file no roll, the questions' neither; other objects stay", () => {
    const noRoll = CHECK.replace("resolve: function (i) { return roll(i); }", "resolve: null");
    expect(run(["odds"], CHECK)).toBe(CHECK.replace("odds: oddsOf", "odds: null"));
    expect(run(["resolve"], CHECK)).toBe(noRoll);
    expect(run(["resolve", "odds"], CHECK)).toBe(noRoll.replace("odds: oddsOf", "odds: null"));
  });

  test("every check object of a module, as a factory writes them too", () => {
    const code = "function make(id) { return { spec: { id: id }, resolve: r, odds: function () { return o(id); } }; }\nexport const a = make('a');\nexport const b = { spec: s, odds: q, resolve: t };\n";
    expect(run(["odds"], code)).toBe(code.replace("odds: function () { return o(id); }", "odds: null").replace("odds: q", "odds: null"));
  });

  test("modules of other folders are left as they are", () => {
    expect(run(["odds"], CHECK, "/p/src/engine/rules/legacy.js")).toBeNull();
  });

  test("a method written in shorthand cannot be left out, and says so", () => {
    expect(() => run(["odds"], "export const c = { spec: s, resolve: r, odds(i) { return i; } };")).toThrow(/odds must be written "odds: \.\.\."/);
  });
});
