/**
 * Runs a board's built app in the real Espruino interpreter built with that board's memory
 * (interpreters.mjs), as the device runs it, and reads its JsVars after every key.
 *
 * - install(): the board's files are written into the interpreter's Storage as the App Loader
 *   writes them, in chunks with Storage.write(name, data, offset, size) (read from the host
 *   file 4 KB at a time by the interpreter itself: no REPL upload), after a filler file that
 *   leaves the app exactly the board's Storage (Pixl.js: 36,864 bytes) when it fits.
 * - run(): one power-on of the device from an installed Storage: the harness (on-device.js,
 *   itself in Storage) stubs what the board has and the build lacks, evaluates the app's file
 *   as the board does, presses the keys, and after each reads process.memory() (after a GC) and
 *   the screen's text (screen.mjs). A flow with a restart in it is several runs on one Storage.
 *
 * JsVars, per run: `empty` is the interpreter alone, `base` with the harness loaded (before the
 * app), so the harness's own cost is base - empty (reported as `overhead`); the app's figures
 * are usage - base, and `free` is what the board would have free with the app alone:
 * total - empty - (usage - base).
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ScreenText } from "./screen.mjs";
import { ROOT } from "./interpreters.mjs";

const HARNESS_FILE = "h.js";
const FILLER_FILE = "~filler";
/** The interpreter's Storage file in its working folder. */
const FLASH = "espruino.flash";
/** ms after each key before the next (the app's deferred work, setTimeout 20, has run by then) */
export const KEY_WAIT = 60;
/** ms a "wait" key waits (the self-test, odds computed after "Working...") */
export const LONG_WAIT = 1500;
/** ms from the app's start to the first reading */
const BOOT_WAIT = 150;
/** a run that takes longer than this is stopped (and reported so) */
const RUN_TIMEOUT = 600000; // a board build under qemu-i386 runs about 7 times slower (interpreters.mjs)

/**
 * Error flags that say nothing of the app: LOW_MEMORY (reported as such: device-flows.mjs), and
 * FIFO_FULL, the interpreter's input event queue, which the harness's keys do not go through
 * (they call the app's handlers). FIFO_FULL was seen only on a loaded machine (two jobs and the
 * test suite at once, the boards' builds under qemu), at a key of runs that otherwise ended on
 * their screens and ran alone without it (2026-12-05); its cause is not known.
 */
const NOT_THE_APPS = ["LOW_MEMORY", "FIFO_FULL"];

/** Abstract keys as the harness's one-letter codes; "wait" lets deferred work finish. */
const CODES = { up: "u", down: "d", select: "s", back: "b", wait: "w" };

/** The harness's source without its comments (it takes Storage like any file). */
function harnessSource() {
  return readFileSync(join(ROOT, "tools/device-run/on-device.js"), "latin1")
    .split("\n")
    .filter((l) => !/^\s*\/\//.test(l))
    .join("\n");
}

function exec(bin, cwd, args, timeout = RUN_TIMEOUT) {
  return new Promise((resolve) => {
    const p = spawn(bin, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      p.kill("SIGKILL");
    }, timeout);
    p.stdout.on("data", (d) => chunks.push(d));
    p.stderr.on("data", (d) => chunks.push(d));
    p.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, text: Buffer.concat(chunks).toString("latin1") });
    });
  });
}

/**
 * The harness's lines (after "\x10") and the interpreter's own complaints, each complaint with
 * the last reading before it ("base": while the app loaded; "boot": at key 1; n: at key n+1).
 */
function parse(text) {
  const marks = [];
  const problems = [];
  let last = "";
  for (const raw of text.split(/\r?\n/)) {
    const at = raw.indexOf("\x10");
    if (at >= 0) {
      const m = raw.slice(at + 1);
      marks.push(m);
      if (m.startsWith("M ")) last = m.split(" ")[1];
    } else if (/OUT OF MEMORY|Uncaught|New interpreter error|Execution Interrupted|ASSERT|Segmentation|Error: /.test(raw)) {
      // the prompt and the console's line clearing (ESC [J) before the interpreter's own words
      problems.push({ after: last, text: raw.replace(/^>+/, "").replace(/\x1b\[J/g, "").trim() });
    }
  }
  return { marks, problems };
}

/** Where a complaint happened, in words. */
function when(after, keys) {
  if (after === "" || after === "base") return "while the app loaded";
  const n = after === "boot" ? 1 : Number(after) + 1;
  return n > keys.length ? "after the last key" : `at key ${n} (${keys[n - 1]})`;
}

/** JsVars of the interpreter alone (a script that only reads them), per interpreter. */
const emptyCache = new Map();
export async function emptyUsage(bin) {
  if (emptyCache.has(bin)) return emptyCache.get(bin);
  const dir = mkdtempSync(join(tmpdir(), "sifni-empty-"));
  try {
    writeFileSync(join(dir, "run.js"), 'print("\\x10M empty "+process.memory().usage);quit();\n');
    const r = await exec(bin, dir, ["run.js"]);
    const m = /M empty (\d+)/.exec(r.text);
    const n = m ? Number(m[1]) : 0;
    emptyCache.set(bin, n);
    return n;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Installs files into a fresh Storage: [{name, path}] (host paths). Returns { dir, stats,
 * capacity, fits, problems }: `capacity` the Storage the app has (the board's bytes when
 * `board.storage.bytes` fits the interpreter's flash, with a filler taking the rest), `stats`
 * Storage.getStats() after the app's files (bytes as Storage counts them).
 */
export async function install(bin, board, files) {
  const dir = mkdtempSync(join(tmpdir(), `sifni-${board.id}-`));
  const harness = join(dir, "harness.js");
  writeFileSync(harness, harnessSource(), "latin1");
  const all = [{ name: HARNESS_FILE, path: harness }].concat(files);
  const sizes = all.map((f) => readFileSync(f.path).length);
  const need = all.reduce((n, f, i) => n + footprint(sizes[i]), 0);
  const lines = [
    'var S=require("Storage");',
    // written as the App Loader writes: the first chunk gives the whole size, the rest an offset
    'function put(n,p,z){var f=E.openFile(p,"r"),o=0,c;while(o<z){c=f.read(4096);if(c===undefined||c.length===0)break;S.write(n,c,o,z);o+=c.length;}f.close();print("\\x10W "+n+" "+o+" "+z);}',
    // a filler so that the app has the board's Storage, no more (it fits only when the files do)
    `var st=S.getStats(),pad=st.totalBytes-${board.storage.bytes}-${footprint(0)}-${footprint(sizes[0])};`,
    `if(pad>0&&${need}<=${board.storage.bytes})S.write(${JSON.stringify(FILLER_FILE)},"\\xff",0,pad);`,
    ...all.map((f, i) => `put(${JSON.stringify(f.name)},${JSON.stringify(f.path)},${sizes[i]});`),
    'print("\\x10S "+JSON.stringify(S.getStats())+" "+(S.list(/^~filler$/).length));quit();',
  ];
  writeFileSync(join(dir, "install.js"), lines.join("\n") + "\n");
  const r = await exec(bin, dir, ["install.js"]);
  const parsed = parse(r.text);
  const marks = parsed.marks;
  const problems = parsed.problems.map((p) => p.text);
  const written = marks.filter((m) => m.startsWith("W ")).map((m) => m.split(" "));
  for (const w of written) if (w[2] !== w[3]) problems.push(`${w[1]}: ${w[2]} of ${w[3]} bytes written`);
  if (written.length !== all.length) problems.push(`${written.length} of ${all.length} files written`);
  const s = marks.find((m) => m.startsWith("S "));
  const stats = s ? JSON.parse(s.slice(2, s.lastIndexOf(" "))) : null;
  const padded = s ? s.slice(s.lastIndexOf(" ") + 1) === "1" : false;
  return {
    dir,
    stats,
    padded,
    // what the app's files take (the harness's file is not the app's)
    appBytes: need - footprint(sizes[0]),
    capacity: board.storage.bytes,
    fits: need - footprint(sizes[0]) <= board.storage.bytes,
    problems,
  };
}

/** A file's bytes in Storage: its header (32) and its size rounded up to 4 (src/jsflash.c). */
export function footprint(size) {
  return 32 + Math.ceil(size / 4) * 4;
}

/** The names of the files in an installed Storage, sorted (null when the interpreter did not say). */
export async function storageList(bin, dir) {
  writeFileSync(join(dir, "list.js"), 'print("\\x10L "+JSON.stringify(require("Storage").list()));quit();\n');
  const r = await exec(bin, dir, ["list.js"]);
  const m = parse(r.text).marks.find((x) => x.startsWith("L "));
  return m ? JSON.parse(m.slice(2)).sort() : null;
}

/** A copy of an installed Storage in a new folder (each flow starts from the same one). */
export function cloneStorage(dir) {
  const to = mkdtempSync(join(tmpdir(), "sifni-run-"));
  copyFileSync(join(dir, FLASH), join(to, FLASH));
  return to;
}

export function removeStorage(dir) {
  if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/** The board's inputs for the harness: its buttons, screen, and what each key is on it. */
function settings(board, keys, hwrand, timeMs) {
  const input = {};
  for (const k of ["up", "down", "select", "back"]) input[CODES[k]] = board.input[k];
  return {
    app: board.storage.appFile,
    buttons: board.buttons,
    bangle: board.touch !== "none" || board.feedback.buzz,
    zones: board.touch === "zones",
    w: board.screen.width,
    h: board.screen.height,
    bpp: board.screen.bpp === 3 ? 4 : board.screen.bpp,
    input,
    keys: keys
      .map((k) => {
        if (!CODES[k]) throw new Error(`unknown key ${JSON.stringify(k)}: use ${Object.keys(CODES).join(", ")}`);
        return CODES[k];
      })
      .join(""),
    hwrand,
    // SIFNI_TRACE=1: each Storage read the app makes is printed with the JsVars in use then
    trace: !!process.env.SIFNI_TRACE,
    dump: process.env.SIFNI_DUMP || "",
    time: timeMs ? timeMs / 1000 : 0,
    wait: KEY_WAIT,
    longWait: LONG_WAIT,
    bootWait: BOOT_WAIT,
  };
}

/**
 * One power-on: the app runs from the Storage in `dir` and the keys are pressed. Returns
 * { steps: [{ label, usage, flags, screen }], base, total, hwrandUsed, ended, problems, printed }:
 * steps[0] is "boot", then one per key; `screen` the text rows at that moment.
 */
export async function run(bin, dir, board, keys, { hwrand = [], timeMs = 0, hog = 0 } = {}) {
  const c = settings(board, keys, hwrand, timeMs);
  // variables taken from the app before it starts (on-device.js), as widgets of other apps would
  c.hog = hog;
  writeFileSync(join(dir, "run.js"), `var C=${JSON.stringify(c)};eval(require("Storage").read(${JSON.stringify(HARNESS_FILE)}));\n`);
  const r = await exec(bin, dir, ["run.js"]);
  const parsed = parse(r.text);
  const marks = parsed.marks;
  // one line per complaint: the interpreter repeats a trace line by line
  const problems = [];
  for (const p of parsed.problems) {
    if (/^(Execution Interrupted|New interpreter error)/.test(p.text)) continue;
    const line = `${p.text.replace(/\s+at .*$/, "")} ${when(p.after, keys)}`;
    if (!problems.includes(line)) problems.push(line);
  }
  const screen = new ScreenText(board.screen.width, board.screen.height);
  const steps = [];
  let base = null;
  let total = board.memory.jsvars;
  let hwrandUsed = 0;
  let ended = false;
  for (const m of marks) {
    const f = m.split(" ");
    if (f[0] === "T") screen.text(Number(f[1]), Number(f[2]), Number(f[3]), Number(f[4]), JSON.parse(f.slice(5).join(" ")));
    else if (f[0] === "F") screen.fill(Number(f[1]), Number(f[2]), Number(f[3]), Number(f[4]));
    else if (f[0] === "M") {
      total = Number(f[3]);
      // usage after the key; inside: the most seen while the key was handled (on-device.js)
      const at = { label: f[1], usage: Number(f[2]), inside: Number(f[5] || f[2]), flags: f[4] || "", screen: screen.lines() };
      if (f[1] === "base") base = at.usage;
      else steps.push(at);
      if (at.flags.split(",").some((x) => x !== "" && !NOT_THE_APPS.includes(x))) problems.push(`error flags ${at.flags} ${when(f[1], keys)}`);
    } else if (f[0] === "X") problems.push(`the harness caught: ${f.slice(1).join(" ")}`);
    else if (f[0] === "R") hwrandUsed = Number(f[1]);
    else if (f[0] === "END") ended = true;
  }
  if (r.timedOut) problems.push(`stopped after ${RUN_TIMEOUT / 1000} s`);
  if (!ended && !r.timedOut) problems.push(`the interpreter ended before the last key (exit ${r.code})`);
  const printed = r.text.split(/\r?\n/).filter((l) => !l.includes("\x10"));
  return { steps, base, total, hwrandUsed, ended, problems, printed, marks };
}
