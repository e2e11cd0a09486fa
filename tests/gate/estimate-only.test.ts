/**
 * The gate lets one Math.pow into the engine bundle (rule determinism, upTo 1): the roll's
 * estimate, which curve.ts checks against the fixed point with a margin. This pins which one,
 * in the sources: an approximate built-in anywhere else in the engine (or Math passed around
 * under another name, which the gate could not see) fails here, naming the file and function.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");
const APPROXIMATE = new Set(["pow", "exp", "log"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []
  );
}

function enclosingName(node: ts.Node): string {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name) return n.name.getText();
  }
  return "(top level)";
}

/** "file function Math.name" for each approximate Math member, "file function Math" for a bare Math. */
function uses(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2020, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(relative(ROOT, file) + " " + enclosingName(node) + " " + what);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === "Math") {
      const p = node.parent;
      if (ts.isPropertyAccessExpression(p) && p.expression === node) {
        if (APPROXIMATE.has(p.name.text)) at(p, "Math." + p.name.text);
      } else if (!(ts.isPropertyAccessExpression(p) && p.name === node)) at(node, "Math");
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("approximate built-ins in the engine's sources", () => {
  it("only the roll's estimate calls Math.pow, and nothing calls Math.exp or Math.log", () => {
    const all = sources(join(ROOT, "src/engine")).flatMap(uses);
    expect(all).toEqual(["src/engine/sifni/curve.ts curve Math.pow"]);
  });

  it("sees a call in a function and Math under another name (the check can fail)", () => {
    const file = join(mkdtempSync(join(tmpdir(), "estimate-")), "x.ts");
    writeFileSync(file, "export function f(x: number) { return Math.log(x) + Math.floor(x); }\nconst M = Math;\n");
    expect(uses(file).map((u) => u.split(" ").slice(1).join(" "))).toEqual(["f Math.log", "(top level) Math"]);
  });
});
