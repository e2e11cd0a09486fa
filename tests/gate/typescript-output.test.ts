/**
 * What TypeScript's own ES5 downlevel output looks like to the gate: both `extends` and array
 * spread emit helpers that break on Espruino (ESPRUINO-FACTS 1-3), and the gate must say so.
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../tools/espruino-gate/check.mjs";

function es5(source: string): string {
  return ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES5,
      module: ts.ModuleKind.None,
      noEmitHelpers: false,
      importHelpers: false,
      downlevelIteration: false,
    },
  }).outputText;
}

const rules = (code: string) => new Set(checkSource(code, { profile: "device" }).map((p) => p.rule));

describe("TypeScript ES5 output", () => {
  it("class B extends A is rejected (__extends; B used before its function declaration)", () => {
    const out = es5("class A { constructor(public x: number) {} }\nclass B extends A {}\n");
    expect(out).toContain("__extends(B, _super)");
    const found = rules(out);
    expect(found.has("ts-helpers")).toBe(true);
    expect(found.has("no-use-before-define")).toBe(true);
  });

  it("[...a, ...b] is rejected (__spreadArray; Array.prototype.slice; var ar in a skipped branch)", () => {
    const out = es5("declare const a: number[], b: number[];\nvar c = [...a, ...b];\n");
    expect(out).toContain("__spreadArray(");
    const found = rules(out);
    expect(found.has("ts-helpers")).toBe(true);
    expect(found.has("builtin-prototype-method")).toBe(true);
    expect(found.has("block-scoped-var")).toBe(true);
  });

  it("the same program written for Espruino passes", () => {
    const out = es5(
      "function A(this: any, x: number) { this.x = x; }\n" +
        "declare const a: number[], b: number[];\n" +
        "var c = a.concat(b);\n",
    );
    expect(checkSource(out, { profile: "device" })).toEqual([]);
  });
});
