/**
 * The build's last step for shipped files (tools/build/flash-literals.mjs): long literals move
 * into the file's head comment and are read back from the stored file; the code means the same.
 */
import { describe, expect, test } from "vitest";
import { flashLiterals } from "../../tools/build/flash-literals.mjs";

const LONG = "a literal long enough to be read from flash";

/** Runs a built `(function(e){...})` file with Storage reading `stored` under `name`. */
function run(code: string, name: string, stored: string): Record<string, unknown> {
  const storage = {
    read(file: string, o: number, l: number): string {
      if (file !== name) throw new Error("read of " + file);
      return stored.substr(o, l);
    },
  };
  const exports: Record<string, unknown> = {};
  new Function("require", "return " + code)((m: string) => (m === "Storage" ? storage : null))(exports);
  return exports;
}

describe("flash literals", () => {
  const source =
    "(function(e){" +
    'function f(){return"' + LONG + '"}' +
    'e.sum="' + LONG + '"+"' + " and its tail, also long" + '";' +
    'e.keyed={"' + LONG + '":1};' +
    'e.short="short";' +
    'e.star="' + LONG + ' */ not in a comment";' +
    'e.again=f()+"|"+"' + LONG + '";' +
    "e.f=f})";

  test("each long literal (after return too) is read from the file and means the same", () => {
    const built = flashLiterals(source, "x.js");
    expect(built.startsWith("/*" + LONG)).toBe(true);
    // one copy of a text used twice
    expect(built.split(LONG).length - 1).toBe(4);
    expect(built).toContain("return $T(");
    const got = run(built, "x.js", built);
    const want = run(source, "x.js", "");
    expect((got.f as () => string)()).toBe(LONG);
    delete got.f;
    delete want.f;
    expect(got).toEqual(want);
  });

  test("property keys, short literals and texts that cannot sit in a comment stay", () => {
    const built = flashLiterals(source, "x.js");
    expect(built).toContain('{"' + LONG + '":1}');
    expect(built).toContain('"short"');
    expect(built).toContain(' */ not in a comment"');
  });

  test("a file without long literals is unchanged", () => {
    const code = '(function(e){e.a="short"})';
    expect(flashLiterals(code, "x.js")).toBe(code);
  });
});
