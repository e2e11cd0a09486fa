/**
 * No substring search on strings in shipped code (Espruino's indexOf, includes and replace
 * report false matches where the text ends with the start of the needle; textIndex is the
 * safe form). Checked on the TypeScript sources, where the receiver's type is known.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { stringSearches } from "../../tools/espruino-gate/string-search.mjs";

describe("string searches", () => {
  test("the shipped sources (tsconfig.device.json) have none", () => {
    const cfg = ts.getParsedCommandLineOfConfigFile("tsconfig.device.json", {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    expect(cfg).toBeDefined();
    const program = ts.createProgram(cfg!.fileNames, cfg!.options);
    expect(program.getSourceFiles().some((f) => f.fileName.endsWith("src/engine/systems/dba/plan.ts"))).toBe(true);
    expect(stringSearches(program, "/src/")).toEqual([]);
  });

  test("flags searches on strings, not on arrays, regular expressions or one character", () => {
    const dir = mkdtempSync(join(tmpdir(), "sifni-search-"));
    const file = join(dir, "sample.ts");
    writeFileSync(
      file,
      [
        'declare const s: string, t: string, a: string[];',
        's.indexOf(",area,");', // 2: flagged
        'a.indexOf(t);',
        's.indexOf(",");',
        's.indexOf(s.charAt(1));',
        's.replace(/ab/, "");',
        's.replace("ab", "");', // 7: flagged
        's.includes(t);', // 8: flagged
        '(s + t).lastIndexOf(t);', // 9: flagged
        's.indexOf(String.fromCharCode(255));',
        'const FS = "\\x1f", c = s.charAt(2), two = s.charAt(1) + t;',
        's.indexOf(FS, 3);', // 12: a constant of one character
        's.indexOf(c);', // 13: a const holding s.charAt(i)
        's.indexOf(two);', // 14: flagged, two characters or more
        'let v = s.charAt(0);',
        'v = t;',
        's.indexOf(v);', // 17: flagged, v may have changed
        'declare const k: "a" | "bc";',
        '"abc".indexOf(k);', // 19: flagged, "bc" is two
        'function f(one: string) { return "cCtw".indexOf(one); }', // 20: flagged, any string
        'declare const q: { kind: "c" | "C" | "w"; name: string };',
        '"cCtw".indexOf(q.kind);', // 22: a property typed one character
        '"cCtw".indexOf(q.name);', // 23: flagged
      ].join("\n")
    );
    const program = ts.createProgram([file], { target: ts.ScriptTarget.ES2017, strict: true, types: [] });
    expect(stringSearches(program, dir).map((f) => [f.line, f.method])).toEqual([
      [2, "indexOf"],
      [7, "replace"],
      [8, "includes"],
      [9, "lastIndexOf"],
      [14, "indexOf"],
      [17, "indexOf"],
      [19, "indexOf"],
      [20, "indexOf"],
      [23, "indexOf"],
    ]);
  });
});
