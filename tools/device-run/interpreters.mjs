/**
 * Where the real Espruino interpreters are: ../shared/espruino/ beside the project's root (the
 * builds with each board's memory, read its README), or where the environment says.
 *   ESPRUINO_DIR        a folder holding the builds under their usual names
 *   ESPRUINO_BIN_PIXLJS, ESPRUINO_BIN_BANGLEJS, ESPRUINO_BIN_BANGLEJS2   one board's build
 *   ESPRUINO_BIN        the growable build (no board's memory: the crosscheck)
 * A test that needs one and finds none says in one line which it looked for, and skips.
 */
import { accessSync, constants } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The build of each board's memory (its variables and block size), and the growable one. */
export const BUILDS = { pixljs: "espruino_pixljs", banglejs: "espruino_banglejs1", banglejs2: "espruino_banglejs2", linux: "espruino_linux" };

function runnable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch (e) {
    return false;
  }
}

/**
 * The interpreter for a board id (or "linux"): { bin } when it is there, else { bin: null,
 * reason } naming the path it looked for.
 */
export function interpreterFor(id, env = process.env) {
  const file = BUILDS[id];
  if (!file) return { bin: null, reason: `no interpreter build is known for ${JSON.stringify(id)}` };
  const own = id === "linux" ? env.ESPRUINO_BIN : env["ESPRUINO_BIN_" + id.toUpperCase()];
  const dir = env.ESPRUINO_DIR || join(ROOT, "..", "shared", "espruino");
  const path = own ? resolve(own) : join(dir, file);
  if (runnable(path)) return { bin: path, reason: "" };
  const how = own ? `${id === "linux" ? "ESPRUINO_BIN" : "ESPRUINO_BIN_" + id.toUpperCase()} points to` : "looked for";
  return { bin: null, reason: `the Espruino interpreter for ${id} is not here (${how} ${path})` };
}
