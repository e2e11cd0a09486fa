/**
 * Loads the SHIPPED engine bundle (dist/engine.js, the file that goes to the device) into a
 * fresh node:vm context, so the desktop computes with exactly the code the device runs.
 * Objects and errors coming out of the bundle belong to another realm: recognise engine
 * errors with SIFNI.isEngineError, never with instanceof.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as vm from "node:vm";

export type Engine = typeof import("../home/index");

/** dist/engine.js is not there: the project has not been built. */
export class EngineMissingError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`${path} is missing: run npm run build first`);
    this.path = path;
  }
}

/** The nearest directory above `from` holding a package.json (the project root). */
export function projectRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, "package.json"))) return dir;
    const up = dirname(dir);
    if (up === dir) return from;
    dir = up;
  }
}

/** dist/engine.js of this project, or the file named by SIFNI_ENGINE (tests, other builds). */
export function enginePath(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.SIFNI_ENGINE;
  return override ? resolve(override) : join(projectRoot(), "dist", "engine.js");
}

/** Runs the bundle in a new context and returns its SIFNI global. */
export function loadEngine(path: string = enginePath()): Engine {
  if (!existsSync(path)) throw new EngineMissingError(path);
  const sandbox: { SIFNI?: unknown } = {};
  vm.runInContext(readFileSync(path, "utf8"), vm.createContext(sandbox), { filename: path });
  const s = sandbox.SIFNI;
  if (
    typeof s !== "object" ||
    s === null ||
    typeof (s as { isEngineError?: unknown }).isEngineError !== "function" ||
    typeof (s as { selfTest?: unknown }).selfTest !== "function"
  ) {
    throw new Error(`${path} does not define the SIFNI engine global`);
  }
  return s as Engine;
}
