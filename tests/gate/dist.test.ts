/**
 * The shipped bundles must pass the gate. They exist after `npm run build` (the project's
 * `pretest` runs it); run `npm run build && npx vitest run tests/gate` when running this alone.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkSource, formatProblem } from "../../tools/espruino-gate/check.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dist = join(root, "dist");
const engine = join(dist, "engine.js");

function bundles(): string[] {
  if (!existsSync(dist)) return [];
  return (readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => /\.js$/.test(f))
    .map((f) => join(dist, f))
    .sort();
}

const report = (file: string, profile: "device" | "engine") =>
  checkSource(readFileSync(file, "utf8"), { filename: file, profile }).map((p) => formatProblem(relative(root, file), p));

describe("shipped bundles", () => {
  it("dist/engine.js exists (run npm run build)", () => {
    expect(existsSync(engine)).toBe(true);
  });

  it("dist/engine.js passes the engine profile", () => {
    expect(report(engine, "engine")).toEqual([]);
  });

  // a rules-system file is engine code only (src/device/rules-shelf.ts evaluates it): deterministic too
  it.each(bundles().filter((f) => /sifni\.sys\.[a-z0-9]+\.js$/.test(f)).map((f) => relative(root, f)))("%s passes the engine profile", (file) => {
    expect(report(join(root, file), "engine")).toEqual([]);
  });

  it.each(bundles().map((f) => relative(root, f)))("%s passes the device profile", (file) => {
    expect(report(join(root, file), "device")).toEqual([]);
  });
});
