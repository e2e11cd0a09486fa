/**
 * Where the real Espruino interpreters are: ../shared/espruino/ beside the project's root (the
 * builds with each board's memory, read its README), or where the environment says.
 *   ESPRUINO_DIR        a folder holding the builds under their usual names
 *   ESPRUINO_BIN_PIXLJS, ESPRUINO_BIN_BANGLEJS, ESPRUINO_BIN_BANGLEJS2   one board's build
 *   ESPRUINO_BIN        the growable build (no board's memory: the crosscheck)
 * A test that needs one and finds none says in one line which it looked for, and skips.
 *
 * The board builds are 32-bit programs. A kernel without 32-bit support cannot start them (seen:
 * "Exec format error", which a spawn turns into /bin/sh reading the binary); there they run under
 * qemu-i386 (Debian's qemu-user) when it is installed: the same program, so the same JsVars,
 * about 7 times slower. Without it, they are skipped with that reason.
 */
import { spawnSync } from "node:child_process";
import { accessSync, closeSync, constants, mkdirSync, openSync, readSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

const MARK = "espruino-starts";

/** Whether the file is a 32-bit ELF program (the board builds; a stand-in script is not). */
function elf32(path) {
  const head = Buffer.alloc(5);
  const fd = openSync(path, "r");
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString("latin1", 0, 4) === "\x7fELF" && head[4] === 1;
}

/** Whether the program at path starts here and runs a line of JavaScript. */
function starts(path) {
  const r = spawnSync(path, ["-e", `print("${MARK}")`], { input: "", encoding: "latin1", timeout: 30000 });
  return !r.error && (r.stdout || "").includes(MARK);
}

/** qemu-i386 when it is on the PATH. */
function qemu() {
  const r = spawnSync("qemu-i386", ["-version"], { input: "", encoding: "latin1", timeout: 30000 });
  return !r.error && r.status === 0;
}

const started = new Map(); // path -> { bin, reason }, probed once per process

/**
 * A runnable command for the build at path: itself, or for a 32-bit build that does not start
 * here, a script that runs it under qemu-i386 (anything else, a stand-in script too, as it is).
 */
function runnableBuild(id, path) {
  if (started.has(path)) return started.get(path);
  let found = { bin: path, reason: "" };
  if (elf32(path) && !starts(path)) {
    const wrapper = join(tmpdir(), "espruino-under-qemu-" + process.pid, id); // one per process: never rewritten while another runs it
    if (qemu()) {
      mkdirSync(dirname(wrapper), { recursive: true });
      writeFileSync(wrapper, `#!/bin/sh\nexec qemu-i386 ${JSON.stringify(path)} "$@"\n`, { mode: 0o755 });
    }
    found = qemu() && starts(wrapper)
      ? { bin: wrapper, reason: "" }
      : { bin: null, reason: `the Espruino interpreter for ${id} at ${path} does not start on this machine (a 32-bit build on a kernel without 32-bit support runs under qemu-i386: install qemu-user)` };
  }
  started.set(path, found);
  return found;
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
  if (runnable(path)) return runnableBuild(id, path);
  const how = own ? `${id === "linux" ? "ESPRUINO_BIN" : "ESPRUINO_BIN_" + id.toUpperCase()} points to` : "looked for";
  return { bin: null, reason: `the Espruino interpreter for ${id} is not here (${how} ${path})` };
}
