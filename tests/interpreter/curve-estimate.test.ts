/**
 * The roll's estimate (src/engine/sifni/curve.ts: Math.pow, then exactCurve only near a half
 * hundredth) with the interpreter's own Math.pow: the function as built in dist/engine.js, run
 * in the real Espruino interpreter on the words where it could round otherwise than exactCurve
 * (tests/helpers/curve-words.ts), must give exactCurve's integer wherever it does not leave the
 * word to it. Its calls (exactCurve) are stubbed to return -1 so the words it leaves are counted,
 * not answered by the fixed point.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "acorn";
import { describe, expect, test } from "vitest";
import { EXCEPTIONAL_FROM, exactCurve } from "../../src/engine/sifni/curve";
import { interpreterFor } from "../../tools/device-run/interpreters.mjs";
import { exceptionalWords, normalWords } from "../helpers/curve-words";
import { TWO32 } from "../helpers/sifni-reference";

interface Node {
  type: string;
  start: number;
  end: number;
  [k: string]: unknown;
}

function walk(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const v of Object.values(node)) {
    for (const c of Array.isArray(v) ? v : [v]) if (c && typeof c === "object" && typeof (c as Node).type === "string") walk(c as Node, visit);
  }
}

/** The smallest function declaration of the bundle holding the estimate's constant 19 * 2^30, and the names it calls. */
function builtEstimate(bundle: string): { text: string; name: string; calls: string[] } {
  let best: Node | null = null;
  walk(parse(bundle, { ecmaVersion: 5 }) as unknown as Node, (n) => {
    if (n.type === "FunctionDeclaration" && bundle.slice(n.start, n.end).includes("20401094656") && (!best || n.end - n.start < best.end - best.start)) best = n;
  });
  if (!best) throw new Error("dist/engine.js has no function with the estimate's constant 20401094656");
  const fn = best as Node;
  const calls = new Set<string>();
  walk(fn, (n) => {
    const callee = n.callee as Node | undefined;
    if (n.type === "CallExpression" && callee && callee.type === "Identifier") calls.add(callee.name as string);
  });
  return { text: bundle.slice(fn.start, fn.end), name: (fn.id as Node).name as string, calls: [...calls] };
}

/** Skills -10..40 (the estimate's range), the words next to the half hundredths of each. */
function cases(): [number, number][] {
  const out: [number, number][] = [];
  for (let x = -10; x <= 40; x++) {
    const ws: number[] = [1, 2, EXCEPTIONAL_FROM - 1, EXCEPTIONAL_FROM, TWO32 - 1];
    normalWords(x, ws, 10);
    exceptionalWords(x, ws, 10, 2);
    for (const w of ws) out.push([x, w]);
  }
  return out;
}

const PART = 400; // cases per run: the numbers and results held at once within the Pixl.js's 2,950 JsVars

describe.each(["pixljs", "linux"])("the roll's estimate in the %s interpreter", (id) => {
  const { bin, reason } = interpreterFor(id);
  test.skipIf(!bin)(`gives exactCurve's result wherever it answers${bin ? "" : ` (skipped: ${reason})`}`, () => {
    const est = builtEstimate(readFileSync("dist/engine.js", "utf8"));
    const stubs = est.calls.filter((c) => c !== est.name).map((c) => `function ${c}(){return -1}`).join("\n");
    const all = cases();
    const dir = mkdtempSync(join(tmpdir(), "sifni-estimate-"));
    let left = 0;
    const differ: string[] = [];
    try {
      for (let at = 0; at < all.length; at += PART) {
        const part = all.slice(at, at + PART);
        const script = [
          est.text,
          stubs,
          `var c=${JSON.stringify(part.map((p) => p[0] + "," + p[1]).join(";"))}.split(";");`,
          `var o="";for(var i=0;i<c.length;i++){var p=c[i].split(",");o+=(i?",":"")+${est.name}(+p[0],+p[1]);}`,
          `print("R"+o);`,
        ].join("\n");
        writeFileSync(join(dir, "run.js"), script, "latin1");
        const r = spawnSync(bin as string, ["run.js"], { cwd: dir, encoding: "latin1", input: "", timeout: 120000 });
        const line = r.stdout.split(/\r?\n/).find((l) => l.startsWith("R"));
        expect(line, r.stdout.slice(-400)).toBeDefined();
        const got = (line as string).slice(1).split(",").map(Number);
        expect(got.length).toBe(part.length);
        part.forEach(([x, w], i) => {
          if (got[i] === -1) left++;
          else if (got[i] !== exactCurve(x, w)) differ.push(`skill ${x} word ${w}: ${got[i]}, exactCurve ${exactCurve(x, w)}`);
        });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.info(`${id}: ${all.length} words, ${all.length - left} answered by the estimate, ${left} left to the fixed point`);
    expect(differ.slice(0, 10)).toEqual([]);
    // most words next to a half hundredth are still answered by the estimate: it ran
    expect(all.length - left).toBeGreaterThan(all.length / 5);
  }, 600000);
});
