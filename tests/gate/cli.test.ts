import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../../tools/espruino-gate/cli.mjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "espruino-gate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, code: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, code);
  return path;
}

const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });

describe("cli", () => {
  it("exits 0 and prints nothing on stdout for a clean file", () => {
    const r = run(file("ok.js", "var a = [1, 2];\nvar b = a.slice(0);\n"));
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
  });

  it("prints file:line:col rule message and exits 1", () => {
    const f = file("bad.js", "var a = [1, 2];\na.length = 0;\n");
    const r = run(f);
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split("\n")).toEqual([expect.stringMatching(new RegExp(`^${f.replace(/[.\\/]/g, "\\$&")}:2:1 no-length-write `))]);
  });

  it("infers the engine profile for engine*.js and device otherwise; --profile overrides", () => {
    const code = "var y = Math.pow(2, 3) + Math.pow(3, 2);\n";
    const engine = file("dist/engine.js", code);
    const app = file("dist/bangle2/app.js", code);
    expect(run(engine).stdout).toMatch(/ determinism Math\.pow/);
    expect(run(engine).status).toBe(1);
    expect(run(app).status).toBe(0);
    expect(run("--profile", "engine", app).status).toBe(1);
    expect(run("--profile", "device", engine).status).toBe(0);
  });

  it("checks several files and reports a usage error with exit 2", () => {
    const r = run(file("a.js", "var m = new Map();\n"), file("b.js", "var s = x.toFixed(1);\n"));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/a\.js:1:13 restricted-globals /);
    expect(r.stdout).toMatch(/b\.js:1:11 no-toFixed /);
    expect(run().status).toBe(2);
    expect(run("--profile", "desktop", "x.js").status).toBe(2);
    expect(run(join(dir, "missing.js")).status).toBe(2);
  });
});
